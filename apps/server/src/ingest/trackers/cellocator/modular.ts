import type { TrackerRecord } from '../codec.ts';
import { LeReader } from '../dmt/reader.ts';
import { setExtra } from '../fields.ts';
import { utcTime } from '../text-scan.ts';
import { fixValid, place, type Status } from './status.ts';

/**
 * Cellocator's extended modular message (type 11: Cello-IQ, CANiQ, CR300), as Traccar's
 * CellocatorProtocolDecoder.decodeModular reads it: after the head, packet control (1), the
 * modules' length (2), 4 reserved bytes, then modules, each a type (1), a length (2) and its
 * bytes. Read here as Traccar reads them: 2, the programmable logic's values (an id, a length and
 * the value each); 6, the GPS; 7, the time. The others (8, 25, 28…) are skipped by their length.
 */

const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Module 2: operator id (2), PL signature (4), count (1), then each value's id (2), length (1) and value. */
function readValues(m: LeReader, record: Omit<TrackerRecord, 'time'>): void {
  m.skip(2 + 4);
  const count = m.u8();
  for (let i = 0; i < count; i++) {
    const id = m.u16();
    const value = m.bytes(m.u8());
    // Traccar reads every value as 4 bytes; a value's own length is kept here.
    setExtra(
      record,
      `io${id}`,
      value.length <= 4 && value.length > 0 ? value.readUIntLE(0, value.length) : value.toString('hex'),
    );
  }
}

/**
 * Module 6: HDOP (1), Mode 1, Mode 2, satellites, longitude and latitude (4 each, 10⁻⁸ radians),
 * altitude (4, cm), speed (1, cm/s, as Traccar reads it) and course (2, 10⁻³ radians).
 */
function readGps(m: LeReader, record: Omit<TrackerRecord, 'time'>): void {
  m.skip(1); // HDOP, of a scale no document at hand gives
  const mode1 = m.u8();
  const mode2 = m.u8();
  record.satellites = m.u8();
  const lon = toDegrees(m.i32() / 1e8);
  const lat = toDegrees(m.i32() / 1e8);
  record.altitude = m.i32() / 100;
  record.speedKmh = round((m.u8() / 100) * 3.6, 3);
  record.course = round(toDegrees(m.u16() / 1000), 2);
  place(record, lat, lon, fixValid(mode1, mode2));
}

/** Module 7: a validity byte, then second, minute, hour, day, month, year (since 2000). */
function readTime(m: LeReader): Date | undefined {
  m.skip(1);
  const [second, minute, hour, day, month, year] = [m.u8(), m.u8(), m.u8(), m.u8(), m.u8(), m.u8()];
  return utcTime(2000 + year, month, day, hour, minute, second);
}

/** An extended modular message (checksum checked, length as its head gives it). */
export function readModular(frame: Buffer): Status {
  const r = new LeReader(frame, 12, frame.length - 1);
  r.skip(1 + 2 + 4); // packet control, length (the framing's), reserved
  const record: Omit<TrackerRecord, 'time'> = { valid: false };
  let time: Date | undefined;
  // Traccar reads modules while more than a module's head is left.
  while (r.remaining() >= 3) {
    const type = r.u8();
    const m = new LeReader(r.bytes(r.u16()));
    if (type === 2) readValues(m, record);
    else if (type === 6) readGps(m, record);
    else if (type === 7) time = readTime(m);
  }
  return { ...(time ? { time } : {}), record };
}
