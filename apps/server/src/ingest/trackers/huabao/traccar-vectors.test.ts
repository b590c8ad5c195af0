import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { xor8 } from '../crc.ts';
import { huabaoCodec } from './codec.ts';
import { type DecoderVector, decoderVectors } from './test/traccar-vectors.ts';

// [traccar] Jt808ProtocolDecoderTest.java at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c, every
// vector (test/traccar-vectors.ts), replayed through our stream as a unit sends it.

/**
 * Traccar's test holds the bytes between the flags unescaped, as its frame decoder hands them on;
 * a unit sends them escaped. Where the bytes' XOR holds, or a 7E lies inside (which no unit can
 * send), they are escaped here; otherwise they are taken as sent (#58 holds 7D 02 on the wire).
 */
function onTheWire(v: DecoderVector): Buffer {
  if (v.text) return Buffer.from(v.hex, 'latin1');
  const b = Buffer.from(v.hex, 'hex');
  const inner = b.subarray(1, -1);
  if (xor8(inner, 0, inner.length - 1) !== inner.at(-1) && !inner.includes(0x7e)) return b;
  const out = [0x7e];
  for (const c of inner) out.push(...(c === 0x7e ? [0x7d, 2] : c === 0x7d ? [0x7d, 1] : [c]));
  return Buffer.from([...out, 0x7e]);
}

const replay = (bytes: Buffer): TrackerEvent[] => huabaoCodec.createStream().push(bytes);
const events = (i: number) => replay(onTheWire(decoderVectors[i] as DecoderVector));

/** The record a vector gives, or the state its heartbeat keeps. */
function readingOf(list: TrackerEvent[]): Partial<TrackerRecord> | undefined {
  for (const e of list) {
    if (e.type === 'records') return e.records[0];
    if (e.type === 'heartbeat' && e.record) return e.record;
  }
  return undefined;
}

/** The frame with its content's XOR recomputed (and 7E escaped), to read what a frame holds. */
function resealed(i: number): Buffer {
  const b = Buffer.from((decoderVectors[i] as DecoderVector).hex, 'hex');
  b[b.length - 2] = xor8(b, 1, b.length - 2);
  return onTheWire({ check: '', hex: b.toString('hex') });
}

/** All-zero terminal numbers: no id to register a tracker with; refused (Traccar takes them). */
const zeroId = [1, 2, 98];
/** Checksums that do not hold: edited in Traccar's test, which does not check them. */
const badChecksum = [33, 87, 108, 109];

/** The values Traccar asserts, in our fields and units, by vector. */
const asserted: Record<number, Partial<TrackerRecord>> = {
  0: { satellites: 14 },
  3: { batteryPct: 99 },
  5: { satellites: 14 },
  6: { batteryPct: 100 },
  7: { extra: expect.objectContaining({ cardCode: '0029b885' }) },
  8: { batteryV: 4.005 },
  9: { alarms: ['tamper'] }, // ALARM_REMOVING
  10: { alarms: ['vibration'] },
  15: { batteryPct: 86 },
  17: { extra: { result: 'MD,SET CONFIG OK!' } },
  19: { extra: { driverId: '10218094' } },
  20: { batteryPct: 62 },
  22: { extra: expect.objectContaining({ fuelUsedL: 565.96 }) },
  23: {
    extra: { result: '<VER:SDK:BC78E_PET_V1.02_240611,APP:PET10#HW014JTS10203D241104_Nov  4 2024_14:49:34>' },
  },
  // 0xF6's environment sensor: temperature (Traccar's temp1) -10.8 °C and humidity.
  26: { temperatureC: -10.8, humidityPct: 60.9 },
  // 0x51, the probes: probe 1 in 1/10 °C, sign and magnitude (0x8017 is -2.3 °C; 0xFFFF none).
  27: { externalTemperatureC: 29.1 },
  28: { batteryPct: 100 },
  29: { externalTemperatureC: -2.3 },
  30: { extra: expect.objectContaining({ iccid: '8942310221007544309' }) },
  31: { batteryPct: 76 },
  38: { batteryPct: 90 },
  39: { extra: expect.objectContaining({ dtcs: 'P1457' }) },
  40: { batteryV: 3.95 },
  42: { batteryPct: 45 },
  51: { batteryPct: 100 },
  56: { alarms: ['low_battery', 'tamper'] },
  62: { alarms: ['tamper'] }, // ALARM_TAMPERING
  63: { batteryPct: 69 },
  65: { externalPowerV: 74.94 },
  66: { extra: expect.objectContaining({ charging: true }) },
  67: { extra: { result: '(740190311185,1,001,ELOCK,3,529439)' } },
  68: { extra: { result: 'Set OK!' } },
  73: { batteryV: 3.86 },
  93: { extra: expect.objectContaining({ charging: true }) },
  94: { externalPowerV: 12.428 },
  95: { externalPowerV: 13 },
  99: { batteryPct: 79 },
  100: { extra: { iccid: '89883030000131882455' } },
  // 0xE6's Bluetooth sensor number 3: -(17 + 24/255) °C (Traccar's temp3 -17.0941…), 50 %.
  49: { temperatureC: -17.09, humidityPct: 50, extra: expect.objectContaining({ temp3: -17.09 }) },
  // 0xEB's fuel sensor entries, in the sensor's own unit (0x0023 as text, 0x0001 in 1/10).
  71: { extra: expect.objectContaining({ fuel2: 1.47, fuel1: 42.1 }) },
  72: { extra: expect.objectContaining({ fuel1: 88.7, fuel2: 0.88 }) },
  112: { extra: expect.objectContaining({ deviceTempC: 24.4 }) },
};

/**
 * Asserted by Traccar, not read by us (kept out of records: no field of ours, or a vendor's item
 * whose layout only its model tells): motion (#11, #16), time zone text (#12), OBD text in 0xE6
 * (#13), video alarm (#14), tyre pressure (#18), lock items (#32, #36, #44, #53), driver ids of
 * 0x0200 items (#35, #43), event (#41), acceleration alarm (#50), OBD trouble codes of item 0xA0
 * (#57), the IMEI item of an all-zero terminal (#98), and what Traccar reads only when told the
 * model (#102-#111).
 */
const notRead = [11, 12, 13, 14, 16, 18, 32, 35, 36, 41, 43, 44, 50, 53, 57];

describe('huabao (JT/T 808): every Traccar decoder vector [traccar]', () => {
  it('takes all 113 but the zero ids and broken checksums, with the totals pinned', () => {
    expect(decoderVectors).toHaveLength(113);
    const outcome: Record<string, number> = {};
    let records = 0;
    decoderVectors.forEach((v, i) => {
      const list = events(i);
      for (const e of list) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      records += list.reduce((n, e) => n + (e.type === 'records' ? e.records.length : 0), 0);
      const refused = list.filter((e) => e.type === 'bad_frame');
      if (zeroId.includes(i)) expect(refused).toMatchObject([{ reason: 'malformed' }]);
      else if (badChecksum.includes(i)) expect(refused).toMatchObject([{ reason: 'checksum' }]);
      else expect(refused, `vector ${i}`).toEqual([]);
      if (v.check === 'verifyNotNull' || v.check.startsWith('verifyAttribute'))
        expect(list.length, `vector ${i}`).toBeGreaterThan(0);
    });
    // 9 registrations and authentications; 84 messages with records (115 records), 13 states.
    expect(outcome).toEqual({ records: 84, bad_frame: 7, login: 9, heartbeat: 13 });
    expect(records).toBe(115);
  });

  it('gives a placed record for every vector Traccar checks for a position', () => {
    decoderVectors.forEach((v, i) => {
      if (!v.check.startsWith('verifyPosition') || badChecksum.includes(i)) return;
      const list = events(i).flatMap((e) => (e.type === 'records' ? e.records : []));
      expect(list.length, `vector ${i}`).toBeGreaterThan(0);
      // #70: a lock's 0x5501 whose fix flag is clear (flags nibble E): no place, as jt600 reads it.
      if (i === 70) expect(list[0]?.valid === false && list[0]?.lat === undefined).toBe(true);
      else for (const r of list) expect(r.lat, `vector ${i}`).toEqual(expect.any(Number));
    });
  });

  it.each(Object.entries(asserted))('vector %s gives the value Traccar asserts', (i, expected) => {
    expect(readingOf(events(Number(i)))).toMatchObject(expected);
  });

  it('leaves unread only what the list says, each a vector with an asserted attribute', () => {
    for (const i of notRead) expect(decoderVectors[i]?.check).toBe('verifyAttribute');
    for (const i of notRead) expect(asserted[i]).toBeUndefined();
  });

  it('reads what the refused frames hold once resealed with a terminal id or checksum', () => {
    // #87, the location of 013511221122 (2014-07-23 17:20:15 GMT+8); #33, a lock's 0x5501.
    expect(readingOf(replay(resealed(87)))).toMatchObject({ lat: 22.51488, lon: 113.916508 });
    expect(readingOf(replay(resealed(33)))).toMatchObject({ valid: true, satellites: 4 });
    const zero = Buffer.from((decoderVectors[1] as DecoderVector).hex, 'hex');
    Buffer.from('013912345678', 'hex').copy(zero, 5);
    zero[zero.length - 2] = xor8(zero, 1, zero.length - 2);
    expect(readingOf(replay(zero))).toMatchObject({ externalPowerV: 11.7 });
  });

  it("answers a lock's 0x5501 asking for it with 0x4401, and its BASE,2 with the time [traccar]", () => {
    const [location] = events(32);
    // 4401, 3 bytes of body, the lock's id, serial 01, body 5501 00.
    expect(location?.type === 'records' && Buffer.from(location.ack ?? []).toString('hex')).toBe(
      '7e4401000385600900101701550100f87e',
    );
    const [base] = events(52);
    const text = base?.type === 'heartbeat' ? Buffer.from(base.ack ?? []).toString('latin1') : '';
    expect(text).toMatch(/^\(794104004140,1,001,BASE,2,20\d{12}\)$/);
  });

  it('stores the positions of transparent 0x0900 vehicle reports [traccar #45, #54]', () => {
    expect(readingOf(events(45))).toMatchObject({ valid: true, lat: 43.894156, lon: -79.2728 });
    expect(readingOf(events(54))).toMatchObject({
      time: new Date('2022-04-27T22:10:09Z'),
      lat: 23.111772,
      lon: 114.409784,
      externalPowerV: 12.73,
      extra: expect.objectContaining({ rpm: 952, coolantTempC: 67 }),
    });
  });
});
