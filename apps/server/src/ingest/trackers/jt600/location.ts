import { type ByteReader, bcdDigits, FrameError, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { utcTime } from '../text-scan.ts';

/**
 * What Jointech's messages share: the 17-byte location block of every binary frame (and of a
 * WLNET,5 peripheral report), and how a record becomes events.
 *
 * The block (JT701D protocol manual V1.4, "Position and alarm data format"; Traccar's
 * Jt600ProtocolDecoder.decodeBinaryLocation): date DDMMYY and time hhmmss, UTC, BCD (6); latitude
 * DDMM.MMMM, BCD (4); longitude DDDMM.MMMM, 9 BCD digits, then a nibble of flags (bit 0 fixed,
 * bit 1 north, bit 2 east) (5); speed in knots (1); course in units of 2 degrees (1).
 *
 * The speed is a plain byte: the manual's example reads 0x12 as 18 knots (33.3 km/h), as Jointech's
 * own jt701-sdk does. Traccar reads it as BCD (0x12 as 12), which its own vector of 2019-07-17
 * contradicts (speeds 0x1F and 0x1B, no BCD); we follow the manual.
 */

export const LOCATION_BYTES = 17;
const KNOT_KMH = 1.852;

/** A record as read, its time apart: undefined where the unit's clock gives none. */
export type Reading = { time: Date | undefined; record: Omit<TrackerRecord, 'time'> };

/** DDMM.MMMM (or DDDMM.MMMM) as digits to degrees; undefined when the minutes are not minutes. */
function degrees(digits: string, degreeDigits: number): number | undefined {
  const minutes = Number(digits.slice(degreeDigits)) / 10_000;
  return minutes < 60 ? Number(digits.slice(0, degreeDigits)) + minutes / 60 : undefined;
}

/** The unit's time, DDMMYY hhmmss as 12 digits; undefined for a clock that holds no date (zeros). */
export function timeOfDigits(digits: string): Date | undefined {
  const [day, month, year, hour, minute, second] = [0, 2, 4, 6, 8, 10].map((at) =>
    Number(digits.slice(at, at + 2)),
  ) as [number, number, number, number, number, number];
  return utcTime(2000 + year, month, day, hour, minute, second);
}

/** The 17-byte location block: the unit's time, and the fix where it has one. */
export function readLocation(r: ByteReader): Reading {
  const time = timeOfDigits(bcdDigits(r.bytes(6)));
  const lat = degrees(bcdDigits(r.bytes(4)), 2);
  const lonBytes = r.bytes(5);
  const lonHex = toHex(lonBytes);
  if (!/^\d{9}$/.test(lonHex.slice(0, 9))) throw new FrameError(`longitude ${lonHex} is not BCD`);
  const lon = degrees(lonHex.slice(0, 9), 3);
  const flags = (lonBytes[4] as number) & 0x0f;
  const speedKmh = r.u8() * KNOT_KMH;
  const course = r.u8() * 2;
  const record: Omit<TrackerRecord, 'time'> = { valid: false, speedKmh, course };
  if ((flags & 1) === 1 && lat !== undefined && lon !== undefined) {
    const signedLat = flags & 2 ? lat : -lat;
    const signedLon = flags & 4 ? lon : -lon;
    if (isPlausibleFix(signedLat, signedLon))
      Object.assign(record, { valid: true, lat: signedLat, lon: signedLon });
  }
  if (!record.valid) unplace(record);
  return { time, record };
}

/** A record without a fix of its own: no coordinates, nor a speed or course of one. */
export function unplace(record: Omit<TrackerRecord, 'time'>): void {
  record.valid = false;
  delete record.lat;
  delete record.lon;
  delete record.speedKmh;
  delete record.course;
}

/**
 * A unit restarted without a fix counts from 2000-01-01 (Traccar's vectors `010100,000024,F` and
 * `01010000 0301`): such a time places nothing. Its state is kept as a heartbeat's.
 */
const CLOCK_SET = Date.UTC(2001, 0, 1);

function stateOf(record: Omit<TrackerRecord, 'time'>): Omit<TrackerRecord, 'time' | 'valid'> {
  const { valid: _valid, lat: _lat, lon: _lon, speedKmh: _speed, course: _course, ...state } = record;
  return state;
}

/**
 * Records whose time is the unit's as `records`, those without one as heartbeats of the unit's
 * state; `ack` goes with the last event, so it is written once all of them are stored.
 */
export function readingEvents(id: string, readings: Reading[], ack?: Uint8Array): TrackerEvent[] {
  const records: TrackerRecord[] = [];
  const events: TrackerEvent[] = [];
  for (const { time, record } of readings) {
    if (time && time.getTime() >= CLOCK_SET) records.push({ ...record, time });
    else events.push({ type: 'heartbeat', id, record: stateOf(record) });
  }
  if (records.length) events.unshift({ type: 'records', id, records });
  if (!events.length) events.push({ type: 'heartbeat', id });
  const last = events.pop() as Extract<TrackerEvent, { type: 'records' | 'heartbeat' }>;
  events.push(ack ? { ...last, ack } : last);
  return events;
}
