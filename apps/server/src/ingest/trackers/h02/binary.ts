import { bcdDigits, FrameError, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { utcTime } from '../text-scan.ts';
import { applyStatus, knotsToKmh, toDegrees } from './status.ts';

/**
 * H02's binary report (Traccar's H02ProtocolDecoder.decodeBinary as the reference): '$', the
 * id as 10 BCD digits, hhmmss and ddmmyy in BCD, latitude ddmm.mmmm in 8 BCD digits, a battery
 * byte, longitude dddmm.mmmm in 9 BCD digits and a flags nibble (0x2 valid, 0x4 north, 0x8
 * east), speed in knots (3 digits) and course (3 digits), and the 4-byte status word. Units
 * append more (record number, cells) up to 45 bytes or so, which are not read. A 42-byte
 * report carries the whole IMEI instead: 8 bytes whose first 15 digits are the id.
 */
export const BINARY_CORE_BYTES = 32;

/** The length of a report with the 15-digit IMEI as its id (Traccar's decoder tells it by this length). */
const LONG_ID_BYTES = 42;

/** The battery byte: levels 1..6, a percentage, or 0xF1..0xF6 while charging (as Traccar reads it). */
function batteryPct(value: number): number | undefined {
  if (value === 0) return undefined;
  if (value <= 3) return (value - 1) * 10;
  if (value <= 6) return (value - 1) * 20;
  if (value <= 100) return value;
  if (value >= 0xf1 && value <= 0xf6) return value - 0xf0;
  return undefined;
}

const num = (digits: string) => Number.parseInt(digits, 10);

/** The 15 digits of an 8-byte id (the last nibble is filler). */
function imeiOf(bytes: Buffer): string {
  const digits = toHex(bytes).slice(0, 15);
  if (!/^\d{15}$/.test(digits)) throw new FrameError(`binary report id ${toHex(bytes)} is not an IMEI`);
  return digits;
}

export function parseBinary(frame: Buffer): TrackerEvent[] {
  if (frame.length < BINARY_CORE_BYTES) throw new FrameError(`binary report of ${frame.length} bytes`);
  // Offsets after the id: a long id moves every field by 3 bytes.
  const o = frame.length === LONG_ID_BYTES ? 9 : 6;
  const id = o === 9 ? imeiOf(frame.subarray(1, 9)) : bcdDigits(frame.subarray(1, 6));
  const clock = bcdDigits(frame.subarray(o, o + 6)); // hhmmss ddmmyy
  const latDigits = bcdDigits(frame.subarray(o + 6, o + 10));
  const battery = frame[o + 10] as number;
  const lonHex = toHex(frame.subarray(o + 11, o + 16));
  const motionHex = toHex(frame.subarray(o + 16, o + 19));
  if (!/^\d{9}[0-9A-F]$/.test(lonHex) || !/^\d{6}$/.test(motionHex)) {
    throw new FrameError(`binary report with a longitude or speed that is not BCD: ${lonHex} ${motionHex}`);
  }
  const flags = Number.parseInt(lonHex.slice(9), 16);
  const lat = toDegrees(num(latDigits.slice(0, 2)), num(latDigits.slice(2)) / 10000, (flags & 0x04) === 0);
  const lon = toDegrees(num(lonHex.slice(0, 3)), num(lonHex.slice(3, 9)) / 10000, (flags & 0x08) === 0);
  const time = utcTime(
    2000 + num(clock.slice(10, 12)),
    num(clock.slice(8, 10)),
    num(clock.slice(6, 8)),
    num(clock.slice(0, 2)),
    num(clock.slice(2, 4)),
    num(clock.slice(4, 6)),
  );
  const state: Omit<TrackerRecord, 'time' | 'valid'> = {};
  const pct = batteryPct(battery);
  if (pct !== undefined) state.batteryPct = pct;
  const status = frame.readUInt32BE(o + 19);
  // Without a clock the report is no position: keep the unit's state only.
  if (!time) {
    applyStatus(state, status, false);
    return [{ type: 'heartbeat', id, record: state }];
  }
  applyStatus(state, status, true);
  const hasCoordinates = isPlausibleFix(lat, lon);
  const record: TrackerRecord = {
    time,
    valid: (flags & 0x02) !== 0 && hasCoordinates,
    ...(hasCoordinates ? { lat, lon } : {}),
    speedKmh: knotsToKmh(num(motionHex.slice(0, 3))),
    course: num(motionHex.slice(3)),
    ...state,
  };
  return [{ type: 'records', id, records: [record] }];
}
