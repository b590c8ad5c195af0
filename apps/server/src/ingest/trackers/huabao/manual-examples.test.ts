import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { xor8 } from '../crc.ts';
import { huabaoCodec } from './codec.ts';
import { encodeHuabao } from './frame.ts';

// Worked examples from the documents, replayed verbatim (Traccar's vectors are in codec.test.ts).
// [std] JT/T 808-2013 "道路运输车辆卫星定位系统 终端通讯协议及数据格式": §4.4 the escape rule and its
//   example (0x30 0x7E 0x08 0x7D 0x55 sent as 7E 30 7D 02 08 7D 01 55 7E), §8.2 0x8001, §8.8
//   0x8100, §8.18 0x0200 (tables 23-27: alarm and status words, BCD time GMT+8, items).
// [huabao] Huabao Telematics, "JT808 common message parsing of GPS electronic lock"
//   (huabaotelematics.com/blog, b9): §1 a 0x0200 with its items, §2 a 0x0102, §3 a 0x8001.
// [sheet] A JT808 registration walkthrough sheet (docs.google.com/spreadsheets/d/
//   1PySxMVfd5K1KfPZohZXD87q0l_3EPONb): a 0x0100 whose printed bytes do not hold their checksum.

const hex = (spaced: string) => fromHex(spaced.replace(/\s+/g, ''));

function events(...frames: string[]): TrackerEvent[] {
  const stream = huabaoCodec.createStream();
  return frames.flatMap((frame) => stream.push(hex(frame)));
}

function recordOf(event: TrackerEvent | undefined): TrackerRecord {
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event.records[0] as TrackerRecord;
}

/** A reply's message id, terminal field, and body (unescaped, without serial and checksum). */
function reply(bytes: Uint8Array | undefined) {
  const b = Buffer.from(bytes ?? []);
  const content = b.subarray(1, -1);
  expect(xor8(content, 0, content.length - 1)).toBe(content.at(-1));
  return {
    id: content.readUInt16BE(0),
    terminal: toHex(content.subarray(4, 10)),
    body: toHex(content.subarray(12, -1)),
  };
}

const location =
  '7E 02 00 00 52 00 20 02 60 43 23 00 A4 00 02 00 00 00 0C 00 02 01 58 B9 1B 06 CB 70 61 00 46 00 00 00 59 21 09 22 16 37 58 01 04 00 00 00 01 03 02 00 00 25 04 00 00 00 01 30 01 11 31 01 10 E3 01 00 D5 1B 02 20 02 60 43 23 27 95 93 78 61 60 00 12 20 00 00 12 34 27 95 93 78 61 58 00 12 86 7E';

describe('huabao (JT/T 808): the documents', () => {
  it('[huabao] §1 0x0200: time GMT+8, coordinates 1e-6°, altitude, items 0x01 0x03 0x25 0x30 0x31', () => {
    const [event] = events(location);
    expect(event).toMatchObject({ type: 'records', id: '2002604323' });
    const r = recordOf(event);
    // 21 09 22 16 37 58 in GMT+8.
    expect(r.time).toEqual(new Date('2021-09-22T08:37:58Z'));
    // Status 000C0002: bit 1 positioned, ACC (bit 0) off, north and east (bits 2, 3 clear).
    expect(r).toMatchObject({ valid: true, ignition: false, altitude: 70, speedKmh: 0, course: 89 });
    expect(r.lat).toBeCloseTo(22.591771, 6);
    expect(r.lon).toBeCloseTo(113.995873, 6);
    // 0x01 mileage 1 (1/10 km), 0x03 0 km/h, 0x25 0x00000001, 0x30 signal 17, 0x31 16 satellites.
    expect(r).toMatchObject({ odometerM: 100, satellites: 16, gsmSignalPct: 55 });
    expect(r.extra).toMatchObject({ tachographSpeedKmh: 0, vehicleSignals: 1, rssi: 17, status: 0x000c0002 });
    // The location is answered with 0x8001: its serial 00A4, its id 0200, result 0.
    const ack = reply(event?.type === 'records' ? event.ack : undefined);
    expect(ack).toEqual({ id: 0x8001, terminal: '002002604323', body: '00A4020000' });
  });

  it('[std] §8.18 the status word: bit 2 south, bit 3 west, bit 0 ACC (the same report with 0x0000000F)', () => {
    const frame = Buffer.from(hex(location));
    frame.writeUInt32BE(0x0000000f, 1 + 12 + 4);
    frame[frame.length - 2] = xor8(frame, 1, frame.length - 2);
    const r = recordOf(events(toHex(frame))[0]);
    expect(r.lat).toBeCloseTo(-22.591771, 6);
    expect(r.lon).toBeCloseTo(-113.995873, 6);
    expect(r).toMatchObject({ valid: true, ignition: true });
  });

  it('[huabao] §2 0x0102 authentication: taken as the login of terminal 002002604325, answered 0x8001', () => {
    const [event] = events(
      '7E 01 02 00 0D 00 20 02 60 43 25 00 01 38 33 30 30 32 30 30 32 36 30 34 33 32 13 7E',
    );
    expect(event).toMatchObject({ type: 'login', id: '2002604325', form: '2013:002002604325' });
    if (event?.type !== 'login') throw new Error('not a login');
    expect(reply(event.accept)).toEqual({ id: 0x8001, terminal: '002002604325', body: '0001010200' });
    expect(reply(event.reject)).toEqual({ id: 0x8001, terminal: '002002604325', body: '0001010201' });
  });

  it("[huabao] §3 0x8001: our platform answer is the document's byte for byte", () => {
    const bytes = encodeHuabao(
      0x8001,
      { terminal: Buffer.from('002002604323', 'hex') },
      0x0009,
      hex('00 EE 02 00 00'),
    );
    expect(toHex(bytes)).toBe('7E80010005002002604323000900EE020000437E');
  });

  it('[sheet] 0x0100 registration: the printed frame fails its own XOR (FC, printed C8) and is counted as such', () => {
    // 46 body bytes where the header announces 0x2D: a byte too many in the transcription.
    const [event] = events(
      '7E 01 00 00 2D 01 91 72 78 56 20 00 0A 00 22 04 4E 37 30 34 34 34 34 43 30 30 33 46 5F 4F 50 45 4E 5F 4A 54 38 30 38 00 00 00 00 32 37 38 35 36 32 30 02 D4 C1 42 32 37 31 39 31 C8 7E',
    );
    expect(event).toMatchObject({ type: 'bad_frame', reason: 'checksum' });
  });

  it('[std] §4.4 escapes: 0x30 0x7E 0x08 0x7D 0x55 is sent as 30 7D 02 08 7D 01 55', () => {
    const sent = toHex(
      encodeHuabao(0x8300, { terminal: Buffer.from('013511221122', 'hex') }, 1, hex('30 7E 08 7D 55')),
    );
    expect(sent).toContain('307D02087D0155');
    expect(sent.startsWith('7E') && sent.endsWith('7E')).toBe(true);
    expect(sent.slice(2, -2)).not.toMatch(/^(..)*7E/);
  });
});
