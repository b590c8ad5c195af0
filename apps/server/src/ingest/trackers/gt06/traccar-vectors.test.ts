import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16X25 } from '../crc.ts';
import { gt06Codec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/Gt06ProtocolDecoderTest.java, all 187 vectors verbatim in
//   test/traccar-vectors*.ts, replayed through our stream; the values asserted are those the Java
//   test asserts (in our units and names), the layouts those Gt06ProtocolDecoder.java reads.

const decode = (hex: string): TrackerEvent[] => gt06Codec.createStream().push(fromHex(hex));
const vector = (i: number) => (decoderVectors[i] as { hex: string }).hex;
const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((e) => (e.type === 'records' ? e.records : []));
/** The record or the heartbeat's state: where Traccar's attribute would be. */
function stateOf(events: TrackerEvent[]) {
  const e = events.find((x) => x.type === 'records' || x.type === 'heartbeat');
  if (e?.type === 'records') return e.records[0];
  if (e?.type === 'heartbeat') return e.record;
  throw new Error(`no state in ${JSON.stringify(events)}`);
}
/** The frame with its CRC-ITU made right (the vectors Traccar edited by hand kept the old one). */
function reseal(hex: string): string {
  const b = Buffer.from(fromHex(hex));
  const head = b[0] === 0x79 ? 4 : 3;
  const crcAt = head + (head === 4 ? b.readUInt16BE(2) : (b[2] as number)) - 2;
  b.writeUInt16BE(crc16X25(b, 2, crcAt), crcAt);
  return b.toString('hex');
}

/**
 * Deliberate differences. Traccar does not check the CRC-ITU the protocol requires; we do, and
 * these vectors carry a stale one (edited by hand: no CRC over any range of theirs matches).
 */
const STALE_CRC = [35, 36, 37, 52, 115, 145, 155, 165, 166, 167, 168, 174];
/** A 0x11 and a 0x10 whose length is a byte off their stop bits and that have no CRC at all. */
const NO_CRC = [38, 105];
/** A 0x34 printed without its last byte (0x0A): we wait for it, as the stream must. */
const TRUNCATED = 70;
/**
 * 78 78 0D 01 0359339075005244 34 0D 0A: a login 3 bytes shorter than its length (a Topin login,
 * without serial and CRC); we wait for the bytes its length announces. Traccar checks nothing of it.
 */
const TOPIN_LOGIN = 159;
/** 78 78 01 08 0D 0A, a Topin heartbeat: a length of 1 holds no protocol number, serial and CRC. */
const TOO_SHORT = 161;

describe('GT06: every Traccar decoder vector [traccar]', () => {
  it('refuses none but the deliberate differences, and pins the totals', () => {
    const outcome: Record<string, number> = {};
    decoderVectors.forEach((v, i) => {
      const events = decode(v.hex);
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      const bad = events.filter((e) => e.type === 'bad_frame');
      if (STALE_CRC.includes(i)) expect(bad).toMatchObject([{ reason: 'checksum' }]);
      else if (NO_CRC.includes(i) || i === TOO_SHORT) expect(bad.length).toBeGreaterThan(0);
      else if (i === TRUNCATED || i === TOPIN_LOGIN) expect(events).toEqual([]);
      else expect(bad, `vector ${i}`).toEqual([]);
      if (bad.length === 0 && i !== TRUNCATED && i !== TOPIN_LOGIN)
        expect(events.length, `vector ${i}`).toBeGreaterThan(0);
    });
    expect(outcome).toEqual({ heartbeat: 89, login: 5, records: 72, bad_frame: 18, command_result: 7 });
  });

  it('gives every vector Traccar checks for a position a record with coordinates', () => {
    decoderVectors.forEach((v, i) => {
      if (v.check !== 'verifyPosition' || NO_CRC.includes(i)) return;
      const records = recordsOf(decode(STALE_CRC.includes(i) ? reseal(v.hex) : v.hex));
      expect(records.length, `vector ${i}`).toBeGreaterThan(0);
      expect(records[0]?.lat, `vector ${i}`).toBeTypeOf('number');
      expect(records[0]?.lon, `vector ${i}`).toBeTypeOf('number');
    });
  });

  it('decodes the stale-CRC vectors, resealed, as Traccar asserts', () => {
    const alarms = (i: number) => stateOf(decode(reseal(vector(i))))?.alarms;
    expect([35, 36, 37].map(alarms)).toEqual([['low_battery'], ['low_battery'], ['low_battery']]);
    expect([165, 166, 167, 168].map(alarms)).toEqual([
      ['harsh_braking'],
      ['harsh_braking'],
      ['sos'],
      ['accident'],
    ]);
    // XT40 (an NT unit): power 12.51 V.
    expect(stateOf(decode(reseal(vector(174))))).toMatchObject({ externalPowerV: 12.51 });
    expect(decode(reseal(vector(155)))).toMatchObject([{ type: 'login', id: '123456789012345' }]);
  });

  it('reads the 0x34 X1 position once its stop bits are whole [traccar: 78783c34…591aa0d]', () => {
    const [record] = recordsOf(decode(`${vector(TRUNCATED)}0a`));
    expect(record).toMatchObject({ time: new Date('2019-10-25T06:01:17Z'), valid: true, odometerM: 40573 });
    expect(record?.lat).toBeCloseTo(24.2957183, 6);
  });

  it('keeps the values Traccar asserts, in our units and names', () => {
    const at = (i: number) => stateOf(decode(vector(i)));
    expect(at(2)).toMatchObject({ externalPowerV: 4.05 });
    expect(at(3)?.alarms).toEqual(['tamper']);
    expect(at(4)?.extra).toMatchObject({ driverId: '20534657' }); // iButton 0x61, now a position
    // 0x70's Bluetooth tag module 0x7F (tag1Temp 29.0): the air temperature where the tag sits.
    expect(at(5)).toMatchObject({ temperatureC: 29, extra: { tagId: 'c4a82841074a', tagBatteryLevel: 100 } });
    expect(at(6)).toMatchObject({ externalPowerV: 7.39 });
    expect(at(10)).toMatchObject({ humidityPct: 75, temperatureC: 21.3 });
    expect(at(16)).toMatchObject({ externalTemperatureC: 28.4 }); // OBD6 status
    expect(at(17)).toMatchObject({ batteryV: 4.02 });
    expect(at(19)?.extra).toMatchObject({ network: '4G' });
    expect(at(22)?.extra).toMatchObject({ card: 'bf0000012ca7e001' }); // 0x17 RFID, now a position
    expect(at(24)).toMatchObject({ batteryPct: 93 });
    expect([25, 31].map((i) => at(i)?.alarms)).toEqual([['sos'], ['sos']]);
    expect([28, 46].map((i) => at(i)?.ignition)).toEqual([false, false]);
    expect(at(30)?.extra).toMatchObject({ serialData: 'D7520A62' });
    expect(at(39)?.alarms).toEqual(['tamper']);
    expect(at(40)).toMatchObject({ externalPowerV: 3.67 });
    expect(at(42)?.extra).toMatchObject({ door: true });
    expect(at(43)?.alarms).toEqual(['tamper']);
    expect(at(45)?.extra).toMatchObject({ serial: 'RFID:008FB2BEBA39' });
    expect(at(55)).toMatchObject({ batteryPct: 6 });
    expect(at(57)?.extra).toMatchObject({ serialData: '80d600' });
    expect(at(61)?.extra).toMatchObject({ serialData: '32382e33a1e60d0a' });
    expect(at(63)?.extra).toMatchObject({ iccid: '8966051912408052452' });
    expect(at(65)).toMatchObject({ batteryPct: 100 });
    expect(at(66)?.extra).toMatchObject({ driverId: '4277efef' });
    expect(at(71)?.alarms).toEqual(['tamper']);
    expect(at(73)?.extra).toMatchObject({ serialData: '0235393030423438434542384103' });
    expect(at(75)?.alarms).toEqual(['tamper']);
    expect(at(164)?.alarms).toEqual(['harsh_acceleration']);
    expect(at(173)).toMatchObject({ extra: { hoursS: 22_140 } }); // 22140000 ms
    expect(at(175)).toMatchObject({ batteryV: 4 });
    expect(at(176)?.extra).toMatchObject({ driverId: '0235313030363538303642444603' });
    expect(at(177)?.alarms).toEqual(['harsh_braking']);
    expect(at(183)?.extra).toMatchObject({ card: 'c3000001453f9201' });
    expect(at(184)).toMatchObject({ batteryV: 4 });
  });

  it('reads a tag below freezing: the 0x7F temperature is signed [traccar: 7979001f70…]', () => {
    const cold = reseal(vector(5).replace('64012201dc', '64ff9c01dc')); // -100 x 0.1 °C
    expect(stateOf(decode(cold))).toMatchObject({ temperatureC: -10 });
  });

  it('stores the position a 0x21 "Current position!" reply carries [traccar: 7979007121…]', () => {
    const events = decode(vector(128));
    expect(events[0]).toMatchObject({ type: 'command_result' });
    expect(recordsOf(events)).toEqual([
      { time: new Date('2017-05-26T10:27:47Z'), valid: true, lat: 54.739332, lon: 25.27327, course: 126.53 },
    ]);
  });

  it('reads AZ735 long 0x32 with its fix, answered in a long frame [traccar: 7979004a32…]', () => {
    const events = decode(vector(116));
    expect(recordsOf(events)[0]).toMatchObject({ time: new Date('2017-06-23T12:27:24Z'), satellites: 9 });
    const ack = events[0]?.type === 'records' ? Buffer.from(events[0].ack ?? []) : undefined;
    expect(ack?.toString('hex')).toBe('797900053200bcedd10d0a'); // protocol 0x32, serial 0x00BC
    // Without a fix (GPS length 0) it is the unit's state, not a position.
    expect(decode(vector(117))[0]).toMatchObject({ type: 'heartbeat', record: { extra: { mcc: 510 } } });
  });
});
