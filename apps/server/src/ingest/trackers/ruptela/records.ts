import { type ByteReader, FrameError } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { applyIo, finishIo, type IoValue } from './io.ts';

/**
 * Ruptela's records (command 1) and extended records (command 68): records left in the unit's
 * memory (1 byte), the number of records (1 byte), then each record:
 * - time stamp (4, Unix seconds UTC), time stamp extension (1: tells records of one second apart);
 * - extended only: record extension (1): high nibble how many records follow merged with this
 *   one, low nibble this one's place among them (a record too big for one is split);
 * - priority (1), longitude and latitude (4 each, signed, 1e-7 degrees; 0x80000000 when the
 *   unit has no fix), altitude (2, 0.1 m), angle (2, 0.01°), satellites (1), speed (2, km/h),
 *   HDOP (1, 0.1);
 * - event id (1, extended 2): the IO element whose change made the record, 0 for periodic;
 * - IO elements in four groups by value size, 1, 2, 4 and 8 bytes: a count (1), then id (1,
 *   extended 2) and value, each.
 */

const NO_FIX = -0x80000000;
/** A unit whose clock was never set counts from 2000-01-01: such a record's time says nothing. */
const CLOCK_SET = Date.UTC(2001, 0, 1);

export type RecordsPayload = { recordsLeft: number; records: TrackerRecord[] };

function readIoGroups(r: ByteReader, extended: boolean, record: TrackerRecord): void {
  const pending = new Map<number, IoValue>();
  for (const size of [1, 2, 4, 8]) {
    const count = r.u8();
    for (let i = 0; i < count; i++) {
      const id = extended ? r.u16() : r.u8();
      const value = size === 8 ? r.u64() : BigInt(r.uint(size));
      applyIo(record, { id, size, value }, pending);
    }
  }
  finishIo(record, pending);
}

/** The header's fix; a record without one keeps no coordinates (and its other fix fields are 0). */
function readFix(r: ByteReader): Omit<TrackerRecord, 'time'> {
  const lon = r.i32();
  const lat = r.i32();
  const altitude = r.u16() / 10;
  const course = r.u16() / 100;
  const satellites = r.u8();
  const speedKmh = r.u16();
  const hdop = r.u8() / 10;
  if (lon === NO_FIX || lat === NO_FIX || !isPlausibleFix(lat / 1e7, lon / 1e7)) return { valid: false };
  return { valid: true, lat: lat / 1e7, lon: lon / 1e7, altitude, course, speedKmh, hdop, satellites };
}

export function readRecords(r: ByteReader, extended: boolean): RecordsPayload {
  const recordsLeft = r.u8();
  const count = r.u8();
  const records: TrackerRecord[] = [];
  for (let i = 0; i < count; i++) {
    // The extension tells apart records of one second (a DIN change and the periodic record):
    // kept as milliseconds, so each is stored, and a re-sent one still matches its first copy.
    const time = new Date(r.u32() * 1000 + r.u8());
    let record: TrackerRecord | undefined;
    if (extended) {
      const ext = r.u8();
      const merged = ext >> 4;
      const place = ext & 0x0f;
      // A continuation adds its elements to the record it continues (in this packet only).
      if (place > 0 && place <= merged) record = records.pop();
    }
    r.u8(); // priority
    const fix = readFix(r);
    if (!record) record = { time, ...fix };
    else if (fix.valid && !record.valid) Object.assign(record, fix);
    const event = extended ? r.u16() : r.u8();
    record.extra = { ...record.extra, event };
    readIoGroups(r, extended, record);
    records.push(record);
  }
  if (r.remaining() !== 0) throw new FrameError(`${r.remaining()} byte(s) after the records`);
  return { recordsLeft, records: records.filter((one) => one.time.getTime() >= CLOCK_SET) };
}

/**
 * Diagnostic trouble codes (command 9): a count, then each: a reserved byte, time (4), longitude
 * and latitude (4 each, 1e-7), a byte (2: archived, read from memory) and the code (5 ASCII).
 */
export function readDtcs(r: ByteReader): TrackerRecord[] {
  const count = r.u8();
  const records: TrackerRecord[] = [];
  for (let i = 0; i < count; i++) {
    r.u8();
    const time = new Date(r.u32() * 1000);
    const lon = r.i32() / 1e7;
    const lat = r.i32() / 1e7;
    const archived = r.u8() === 2;
    const dtc = r.ascii(5).replace(/[^\x20-\x7e]/g, '');
    const placed = isPlausibleFix(lat, lon);
    if (time.getTime() < CLOCK_SET) continue;
    records.push({
      time,
      valid: placed,
      ...(placed ? { lat, lon } : {}),
      extra: { dtc, ...(archived ? { archived: true } : {}) },
    });
  }
  if (r.remaining() !== 0) throw new FrameError(`${r.remaining()} byte(s) after the DTCs`);
  return records;
}
