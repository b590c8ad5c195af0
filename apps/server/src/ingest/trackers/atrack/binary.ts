import { ByteReader, FrameError } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { formKeys, readBinaryCustom, readString } from './custom.ts';
import { finishRecord } from './record.ts';

/**
 * ATrack's binary position message (ATrack protocol documents, "Binary Position Format"; read as
 * Traccar's AtrackProtocolDecoder does): `@P`, CRC-16, length, sequence id, the unit id as an
 * 8-byte integer (its IMEI), then records back to back, each: GPS time, RTC time and send time
 * (Unix seconds), longitude and latitude (degrees × 10^6), heading, report id, odometer (0.1 km),
 * HDOP (× 10), input bits, speed (km/h), output bits, analog input (mV), driver id (NUL-ended),
 * two temperatures (0.1 °C, 2000 = no sensor), a text message (NUL-ended) and, where `AT$FORM`
 * set it, the custom information (custom.ts). `@R` carries a photo's chunks instead.
 */

/** Smallest record: 3 times, position, and the fixed fields with empty strings. */
const MIN_RECORD_BYTES = 40;

export type BinaryMessage = {
  kind: 'records' | 'photo';
  unitId: bigint;
  sequence: number;
  records: TrackerRecord[];
};

export function parseBinary(frame: Uint8Array): BinaryMessage {
  const r = new ByteReader(frame);
  const prefix = r.ascii(2);
  r.skip(4); // CRC and length, checked by the stream
  const sequence = r.u16();
  const unitId = r.u64();
  if (prefix === '@R') return { kind: 'photo', unitId, sequence, records: [] };
  const records: TrackerRecord[] = [];
  // Trailing padding shorter than a record is not one (Traccar stops at 40 bytes too).
  while (r.remaining() >= MIN_RECORD_BYTES) {
    const { record, complete } = readRecord(r);
    if (record) records.push(record);
    if (!complete) break;
  }
  return { kind: 'records', unitId, sequence, records };
}

/**
 * Some firmware writes the three times as year (2 bytes), month, day, hour, minute, second
 * instead of Unix seconds (Traccar's `atrack.longDate` option). Told apart by the first two bytes:
 * a year 2000..2099 there would be a Unix time in 1971..1974, which no unit sends.
 */
function readTimes(r: ByteReader): { gps: number; rtc: number } {
  const year = r.buf.readUInt16BE(r.pos);
  if (year >= 2000 && year < 2100 && r.remaining() >= 21) {
    const t = [r.u16(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8()] as const;
    r.skip(14); // RTC and send time, same form
    const time = Date.UTC(t[0], t[1] - 1, t[2], t[3], t[4], t[5]);
    if (Number.isNaN(time)) throw new FrameError('a long-form date that is no date');
    return { gps: time / 1000, rtc: 0 };
  }
  const gps = r.u32();
  const rtc = r.u32();
  r.u32(); // send time
  return { gps, rtc };
}

function readRecord(r: ByteReader): { record?: TrackerRecord; complete: boolean } {
  const { gps, rtc } = readTimes(r);
  const lon = r.i32() / 1e6;
  const lat = r.i32() / 1e6;
  const course = r.u16();
  const reportId = r.u8();
  const odometer = r.u32();
  const hdop = r.u16() / 10;
  const inputs = r.u8();
  const speedKmh = r.u16();
  const outputs = r.u8();
  const analogMv = r.u16();
  const driverId = readString(r);
  const temp1 = r.i16();
  const temp2 = r.i16();
  const message = readString(r);
  const record: TrackerRecord = {
    time: new Date(0),
    valid: true,
    course,
    speedKmh,
    odometerM: odometer * 100,
    hdop,
    inputs,
    outputs,
    extra: { reportId, adc1: analogMv / 1000 },
  };
  const extra = record.extra as Record<string, number | string | boolean>;
  if (driverId) extra.driverId = driverId;
  if (temp1 !== 2000) extra.temp1 = temp1 / 10;
  if (temp2 !== 2000) extra.temp2 = temp2 / 10;
  if (message) extra.message = message;
  let complete = true;
  // Custom information starts with its format string; a record's first bytes (a time) never read "%CI".
  if (r.remaining() >= 3 && r.buf.toString('latin1', r.pos, r.pos + 3) === '%CI') {
    complete = readBinaryCustom(r, formKeys(readString(r)), record);
  }
  return { record: finishRecord(record, { gps, rtc }, lat, lon), complete };
}
