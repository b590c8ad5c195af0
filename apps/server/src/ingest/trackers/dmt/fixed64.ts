import { FrameError } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { LeReader } from './reader.ts';

/**
 * The fixed 64-byte record form (message 0x10), as Traccar's DmtProtocolDecoder reads it
 * (decodeFixed64): record type, sequence, a packed date (year-2000 in bits 0-5, month 6-9, day
 * 10-14, hour 15-19, minute 20-25, second 26-31), longitude then latitude (1e-7 degrees), speed
 * (cm/s), heading (2-degree steps), altitude (m), position and speed accuracy, log reason, flags
 * (bit 0: a valid fix), inputs (4), outputs (2), five analogue values, temperature (°C),
 * accelerometer x/y/z, the device id (8), PDOP (hundredths), 2 reserved bytes and a 2-byte
 * checksum, whose algorithm Traccar does not check and we do not know: it is not checked either.
 */

export const FIXED_RECORD_BYTES = 64;

function packedDate(value: number): Date | undefined {
  const year = 2000 + (value & 0x3f);
  const month = (value >>> 6) & 0xf;
  const day = (value >>> 10) & 0x1f;
  const hour = (value >>> 15) & 0x1f;
  const minute = (value >>> 20) & 0x3f;
  const second = (value >>> 26) & 0x3f;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // A day past the month's end (31 February) rolls over: no such date.
  return date.getUTCDate() === day ? date : undefined;
}

export function readFixedRecords(payload: Buffer): TrackerRecord[] {
  if (payload.length % FIXED_RECORD_BYTES !== 0)
    throw new FrameError(`${payload.length} bytes of 64-byte records`);
  const records: TrackerRecord[] = [];
  for (let at = 0; at < payload.length; at += FIXED_RECORD_BYTES) {
    const record = readFixed(new LeReader(payload, at, at + FIXED_RECORD_BYTES));
    if (record) records.push(record);
  }
  return records;
}

function readFixed(r: LeReader): TrackerRecord | undefined {
  const recordType = r.u8();
  const sequence = r.u32();
  const time = packedDate(r.u32());
  const lon = r.i32() / 1e7;
  const lat = r.i32() / 1e7;
  const speedCms = r.u16();
  const course = r.u8() * 2;
  const altitude = r.i16();
  const accuracy = r.u16();
  r.u8(); // speed accuracy
  const logReason = r.u8();
  const flags = r.u8();
  const inputs = r.u32();
  const outputs = r.u16();
  const analog = [r.i16(), r.i16(), r.i16(), r.i16(), r.i16()];
  const deviceTempC = r.i8();
  r.skip(6); // accelerometer x, y, z
  r.skip(8); // device id
  const pdop = r.u16() / 100;
  // A record whose date cannot be one (an unset clock) places nothing in time.
  if (!time) return undefined;
  const record: TrackerRecord = {
    time,
    valid: false,
    altitude,
    speedKmh: Math.round(speedCms * 0.036 * 100) / 100,
    course,
    inputs,
    outputs,
    ignition: (inputs & 1) === 1,
    extra: { sequence, recordType, logReason, accuracyM: accuracy, pdop, deviceTempC },
  };
  analog.forEach((value, i) => {
    (record.extra as Record<string, number>)[`analog${i + 1}`] = value;
  });
  if (isPlausibleFix(lat, lon)) {
    record.lat = lat;
    record.lon = lon;
    record.valid = (flags & 1) === 1;
  }
  return record;
}
