import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { sum8 } from '../crc.ts';
import { meitrackCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// [traccar] MeitrackProtocolDecoderTest.java at 9e5c458a (test/traccar-vectors.ts), every vector
// through our stream as a unit sends it: Traccar's buffer("...") vectors mostly leave out the
// `\r\n` that ends each frame (and that the length field counts), so it is added where missing.
// Traccar's test feeds its decoder directly, past the frame decoder (which splits by the length
// field, as ours does) and past any checksum (Traccar checks none; we refuse a frame whose sum
// fails, as the protocol document says to). Ten vectors carry a fault of their own.

const frameOf = (i: number): Buffer => {
  const v = decoderVectors[i];
  if (v?.hex) return Buffer.from(v.hex, 'hex');
  const text = v?.text ?? '';
  return Buffer.from(text.endsWith('\r\n') ? text : `${text}\r\n`, 'latin1');
};
const decode = (frame: Buffer): TrackerEvent[] => meitrackCodec.createStream().push(frame);
const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((e) => (e.type === 'records' ? e.records : []));
const recordOf = (frame: Buffer): TrackerRecord => {
  const [record] = recordsOf(decode(frame));
  expect(record).toBeDefined();
  return record as TrackerRecord;
};

/** The frame with its length field counting what it carries and its checksum summing its bytes. */
function reseal(frame: Buffer): Buffer {
  const comma = frame.indexOf(0x2c);
  const star = frame.lastIndexOf(0x2a);
  const body = frame.subarray(comma, star + 1);
  const head = Buffer.from(`${frame.toString('latin1', 0, 3)}${body.length + 4}`, 'latin1');
  const sealed = Buffer.concat([head, body]);
  const sum = sum8(sealed).toString(16).toUpperCase().padStart(2, '0');
  return Buffer.concat([sealed, Buffer.from(`${sum}\r\n`, 'latin1')]);
}

/** The vectors' own faults, each shown below: their frames as Traccar holds them. */
const staleChecksum = [3, 4, 13, 24, 47];
const lengthOff = [9, 31, 34, 37];
const truncatedPhoto = 19;
const faulty = new Set([...staleChecksum, ...lengthOff, truncatedPhoto]);

const positionChecks = new Set(['verifyPosition', 'verifyPositions']);

describe('Meitrack: every Traccar decoder vector [traccar]', () => {
  it('decodes the 41 sound vectors as Traccar expects of each, and pins the totals', () => {
    expect(decoderVectors).toHaveLength(51);
    const outcome: Record<string, number> = {};
    let total = 0;
    decoderVectors.forEach((v, i) => {
      if (faulty.has(i)) return;
      const events = decode(frameOf(i));
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
      const records = recordsOf(events);
      total += records.length;
      if (v.check === 'verifyNull') expect(records).toEqual([]);
      else expect(events.length).toBeGreaterThan(0);
      if (!positionChecks.has(v.check)) return;
      // Traccar checks a time after 1999 and coordinates on the globe; a unit without a fix sends
      // its last one flagged V (or a zero fix flag), which Traccar and we keep as not valid.
      expect(records.length).toBeGreaterThan(0);
      for (const r of records) {
        expect(r.time.getTime()).toBeGreaterThan(Date.UTC(1999, 0, 1));
        expect(Math.abs(r.lat ?? 999)).toBeLessThanOrEqual(90);
        expect(Math.abs(r.lon ?? 999)).toBeLessThanOrEqual(180);
      }
    });
    // 39 reports (14 CCE, 2 CCC, 23 AAA), the D03 answer and the AAC keep-alive.
    expect(outcome).toEqual({ records: 39, command_result: 1, heartbeat: 1 });
    // One record a CCE packet (25) and a 52-byte CCC position (19), one an AAA report (23).
    expect(total).toBe(67);
    // Of those Traccar checks for a position, only these carry no fix of their own (flag 0 or V).
    const unfixed = decoderVectors.flatMap((v, i) =>
      !faulty.has(i) && positionChecks.has(v.check) && recordsOf(decode(frameOf(i))).some((r) => !r.valid)
        ? [i]
        : [],
    );
    expect(unfixed).toEqual([6, 10, 11, 12, 14, 26, 35, 43, 48, 49]);
  });

  it('takes nothing from the ten faulty vectors as sent: stale checksums, lengths off, a cut photo', () => {
    for (const i of staleChecksum) {
      expect(decode(frameOf(i)), `vector ${i}`).toEqual([
        expect.objectContaining({ type: 'bad_frame', reason: 'checksum' }),
      ]);
    }
    // 9 (D82,0) declares 28 bytes and carries 27, 31 (its IMEI 14 digits) 158 and 157, 34 (a
    // sound checksum) 141 and 139: the stream waits for the rest, as Traccar's frame decoder would.
    for (const i of [9, 31, 34]) expect(decode(frameOf(i)), `vector ${i}`).toEqual([]);
    // 37 (vector 36 with altitude -7 for 7, header and checksum unchanged) carries 139 of 138.
    expect(decode(frameOf(37)).map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'malformed',
      'malformed',
    ]);
    // 19, a D00 photo packet, declares 1086 bytes and holds 1017 (Traccar returns nothing for it).
    expect(decode(frameOf(truncatedPhoto))).toEqual([]);
  });

  it('decodes each faulty vector re-sealed (length and checksum corrected) as Traccar asserts', () => {
    for (const i of [...staleChecksum, ...lengthOff]) {
      const events = decode(reseal(frameOf(i)));
      expect(
        events.filter((e) => e.type === 'bad_frame'),
        `vector ${i}`,
      ).toEqual([]);
      expect(events.length, `vector ${i}`).toBeGreaterThan(0);
    }
    // Position.KEY_HOURS, 644515 * 60000 ms: 0xFEF4 counts minutes.
    expect(recordOf(reseal(frameOf(3))).extra).toMatchObject({ engineMinutes: 644515 });
    // "tagName", "tnhsensor": a Bluetooth temperature/humidity tag, its 0x1B05/256 °C our temperature.
    expect(recordOf(reseal(frameOf(4)))).toMatchObject({
      temperatureC: 6917 / 256,
      humidityPct: 15221 / 256,
      extra: { tagName: 'tnhsensor', tagBattery: 100 },
    });
    // Position.KEY_POWER, 13.95: hex hundredths of a volt, `0191|0573` (fixed: was kept unread).
    expect(recordOf(reseal(frameOf(13)))).toMatchObject({
      externalPowerV: 13.95,
      batteryV: 4.01,
      valid: false,
      extra: { event: 22, externalPower: true },
    });
    // Position.KEY_RESULT, "D82,0": the unit's answer to a D82 command.
    expect(decode(reseal(frameOf(9)))).toEqual([
      { type: 'command_result', id: '864606044993987', text: 'D82,0' },
    ]);
    // position("2015-07-30 18:48:34.000", true, 40.99637, -8.57507), within Traccar's 0.00001.
    const [event31] = decode(reseal(frameOf(31)));
    expect(event31).toMatchObject({ type: 'records', id: '79007001520234' });
    const fix31 = recordsOf([event31 as TrackerEvent])[0];
    expect(fix31).toMatchObject({ time: new Date('2015-07-30T18:48:34Z'), valid: true, lat: 40.99637 });
    expect(Math.abs((fix31?.lon ?? 0) - -8.57507)).toBeLessThan(0.00001);
    expect(recordOf(reseal(frameOf(34)))).toMatchObject({ lat: -1.264521, speedKmh: 0.2, valid: true });
    expect(recordOf(reseal(frameOf(37)))).toMatchObject({ altitude: -7, lat: -29.960365 });
    expect(recordOf(reseal(frameOf(24)))).toMatchObject({ lat: 34.516428, speedKmh: 68, valid: true });
    // AFF: AAA's fields after a serial number (fixed: was taken for a command's answer).
    expect(recordOf(reseal(frameOf(47)))).toMatchObject({
      time: new Date('2014-09-28T19:28:56Z'),
      valid: true,
      lat: 58.588926,
      lon: 16.180473,
      odometerM: 1648894,
      extra: { event: 35, mcc: 240, mnc: 24 },
    });
    // The photo packet whole: refused as unsupported, where Traccar gathers the parts into a file.
    const photo = frameOf(truncatedPhoto);
    expect(decode(reseal(photo))).toEqual([
      expect.objectContaining({ type: 'bad_frame', reason: 'unsupported' }),
    ]);
  });

  it("gives Traccar's asserted values in our units", () => {
    // Position.KEY_IMAGE "2025-06-07/20250607122041_CH1_dca.jpg": Traccar's media folder and the
    // name of the photo the unit took for alarm type 7 (0xFE31); we keep the name, not the photo.
    expect(recordOf(frameOf(1)).extra).toMatchObject({
      image: '20250607122041_CH1_dca.jpg',
      alarmType: 7,
    });
    // "tagTemp", -10.63671875 (0xF55D / 256): the tag's temperature is our temperature reading.
    expect(recordOf(frameOf(2))).toMatchObject({
      temperatureC: -10.63671875,
      humidityPct: 12945 / 256,
      extra: { tagName: 'Temp1' },
    });
    // "battery2Level", 88: 0xFEA8 with three batteries present, 1 %, 88 % and 56 %.
    expect(recordOf(frameOf(5))).toMatchObject({
      batteryPct: 1,
      extra: { battery2Pct: 88, battery3Pct: 56 },
    });
    // Position.KEY_BATTERY_LEVEL, 77 (0xFEA8's first battery), of each of the batch's three.
    expect(recordsOf(decode(frameOf(7))).map((r) => r.batteryPct)).toEqual([77, 77, 77]);
    // Position.KEY_LOCK, true: 0x47 = 2, locked.
    expect(recordOf(frameOf(8)).extra).toMatchObject({ locked: true });
    // Position.KEY_INPUT, 8: the I/O status `0800`, inputs then outputs.
    expect(recordOf(frameOf(17))).toMatchObject({ inputs: 8, outputs: 0 });
    // position("2014-05-24 04:59:49.000", false, -7.26650, 112.74365): a CCC report, answered.
    const [ccc] = decode(frameOf(48));
    const fix48 = recordsOf([ccc as TrackerEvent])[0];
    expect(fix48).toMatchObject({ time: new Date('2014-05-24T04:59:49Z'), valid: false });
    expect(Math.abs((fix48?.lat ?? 0) - -7.2665)).toBeLessThan(0.00001);
    expect(Math.abs((fix48?.lon ?? 0) - 112.74365)).toBeLessThan(0.00001);
    expect((ccc as { ack?: Uint8Array }).ack).toBeDefined();
  });

  it('keeps hex analog values unread where they are no hundredths of a volt', () => {
    // `0964|0B04` (vector 28) read as hundredths would be a 24.04 V backup cell: kept as sent.
    const sos = recordOf(frameOf(28));
    expect(sos.batteryV).toBeUndefined();
    expect(sos.externalPowerV).toBeUndefined();
    expect(sos.extra).toMatchObject({ analog: '0000|0000|0000|0964|0B04' });
    // `018D|04F0` (vector 18): 3.97 V and 12.64 V.
    expect(recordOf(frameOf(18))).toMatchObject({ batteryV: 3.97, externalPowerV: 12.64 });
  });

  it("answers what Traccar returns nothing for: D03's OK is a command result, AAC a keep-alive", () => {
    expect(decode(frameOf(30))).toEqual([{ type: 'command_result', id: '353358017784062', text: 'D03,OK' }]);
    const [keepAlive] = decode(frameOf(50));
    expect(keepAlive).toMatchObject({ type: 'heartbeat', id: '861451040910625' });
  });
});
