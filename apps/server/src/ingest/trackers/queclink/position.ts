import type { TrackerRecord } from '../codec.ts';
import { decimal, utcTime } from '../text-scan.ts';

/**
 * Queclink's position blocks. Every @Track report carries one or more blocks of
 * `<GPS accuracy>,<speed km/h>,<azimuth>,<altitude>,<longitude>,<latitude>,<GPS UTC time>,
 * <MCC>,<MNC>,<LAC>,<cell id>`, but what comes before and after them differs per model and
 * firmware (a VIN, an external power field, a report mask...). So, as Traccar's decoder does,
 * the blocks are found by their shape (a longitude, a latitude and a 14-digit time in a row)
 * instead of by fixed indexes.
 */

const longitude = /^-?\d{1,3}\.\d{6}$/;
const latitude = /^-?\d{1,2}\.\d{6}$/;
const time14 = /^\d{14}$/;

/** Where a block's longitude sits in the message's fields; the block starts four fields before. */
export function findBlocks(v: string[]): number[] {
  const found: number[] = [];
  for (let i = 7; i + 2 < v.length - 2; i++) {
    if (longitude.test(v[i] ?? '') && latitude.test(v[i + 1] ?? '') && time14.test(v[i + 2] ?? '')) {
      found.push(i);
      i += 2;
    }
  }
  return found;
}

/** `YYYYMMDDHHMMSS` as Queclink sends every time (UTC). */
export function time14Of(field: string | undefined): Date | undefined {
  if (field === undefined || !time14.test(field)) return undefined;
  const n = (from: number, to: number) => Number(field.slice(from, to));
  return utcTime(n(0, 4), n(4, 6), n(6, 8), n(8, 10), n(10, 12), n(12, 14));
}

/**
 * The record of the block whose longitude is at `at`. GPS accuracy is the HDOP, and 0 means
 * no fix: the coordinates are then the last known ones, kept with `valid: false`.
 */
export function blockRecord(v: string[], at: number, fallbackTime: Date): TrackerRecord {
  const hdop = decimal(v[at - 4]);
  const record: TrackerRecord = {
    time: time14Of(v[at + 2]) ?? fallbackTime,
    valid: hdop === undefined ? true : hdop > 0,
    lat: Number(v[at + 1]),
    lon: Number(v[at]),
  };
  if (hdop !== undefined && hdop > 0) record.hdop = hdop;
  const speed = decimal(v[at - 3]);
  if (speed !== undefined) record.speedKmh = speed;
  const course = decimal(v[at - 2]);
  if (course !== undefined) record.course = course;
  const altitude = decimal(v[at - 1]);
  if (altitude !== undefined) record.altitude = altitude;
  const [mcc, mnc, lac, cell] = [v[at + 3], v[at + 4], v[at + 5], v[at + 6]];
  if (mcc && mnc && lac && cell && /^\d+$/.test(mcc + mnc) && /^[0-9A-Fa-f]+$/.test(lac + cell)) {
    record.extra = {
      mcc: Number(mcc),
      mnc: Number(mnc),
      lac: Number.parseInt(lac, 16),
      cellId: Number.parseInt(cell, 16),
    };
  }
  return record;
}

/**
 * Newer firmware (GV310LAU, GV58LAU, RA79...) follows the cell id with a <Position Append Mask>
 * (two hex digits; `00` where older firmware had a reserved `00`) whose bit 0 appends the number
 * of satellites in use: `...,<cell id>,01,11,...`. Not on GL5xx units, whose field there is the
 * CSQ RSSI. The count is returned, so nothing after the block takes it for a battery level.
 */
export function appendedSatellites(v: string[], at: number, model: string): number | undefined {
  if (gl500Models.has(model)) return undefined;
  const mask = v[at + 7] ?? '';
  const count = v[at + 8] ?? '';
  if (!/^[0-9A-Fa-f]{2}$/.test(mask) || (Number.parseInt(mask, 16) & 1) === 0) return undefined;
  return /^\d{1,2}$/.test(count) ? Number(count) : undefined;
}

/**
 * The odometer after a block, in km with one decimal (`2000.0`): the field after the cell id,
 * or after the reserved `00`, or after an empty hour meter (GTIGN/GTIGF). `limit` is where the
 * next block starts, so its GPS accuracy is never taken for a distance.
 */
export function blockOdometerKm(v: string[], at: number, limit: number): number | undefined {
  for (const i of [at + 7, at + 8, at + 9]) {
    if (i >= limit) break;
    const field = v[i] ?? '';
    if (/^\d{1,7}\.\d$/.test(field)) return Number(field);
  }
  return undefined;
}

/** The fields of a Queclink "device status" (GV series: `210100` = state, inputs, outputs). */
export type DeviceStatus = { ignition?: boolean; inputs: number; outputs: number };

export function deviceStatus(field: string): DeviceStatus {
  const value = Number.parseInt(field, 16);
  const state = (value >> 16) & 0xff;
  // The input byte's bit 0 is the ignition detection line, bits 1..3 digital inputs 1..3
  // (TRACGV300AN002, <Digital Input>): the inputs are the byte without its ignition bit.
  const status: DeviceStatus = { inputs: ((value >> 8) & 0xff) >> 1, outputs: value & 0xff };
  // The state byte's high nibble: 1x ignition off, 2x ignition on (4x: no ignition wired).
  if (state & 0x10) status.ignition = false;
  else if (state & 0x20) status.ignition = true;
  return status;
}

/** What follows the last block before the send time: battery percentage and device status. */
export function tailOf(
  v: string[],
  lastAt: number,
  model: string,
): { batteryPct?: number; status?: DeviceStatus } {
  const sendTimeAt = v.length - 2;
  // A level is a plain number: `00`, zero-padded, is a status byte in hex (GV200's inputs, outputs).
  const percent = (field: string | undefined) =>
    field !== undefined && /^(?:0|[1-9]\d{0,2})$/.test(field) && Number(field) <= 100
      ? Number(field)
      : undefined;
  // GV series: `<battery %>,<device status (6 hex)>`.
  for (let i = lastAt + 8; i < sendTimeAt; i++) {
    if (/^[0-9A-Fa-f]{6}$/.test(v[i] ?? '') && percent(v[i - 1]) !== undefined) {
      return { batteryPct: percent(v[i - 1]), status: deviceStatus(v[i] as string) };
    }
  }
  // GL5xx: `<CSQ RSSI>,<CSQ BER>,<battery mV>,<battery %>` after the cell id.
  if (gl500Models.has(model)) {
    const batteryPct = percent(v[lastAt + 10]);
    return batteryPct === undefined ? {} : { batteryPct };
  }
  // GL300 family: `...,<odometer>,<battery %>,<send time>`, the percentage just before the send
  // time (GL300, GT501, GL320M); else a plain percentage in one of the two fields after the one
  // that follows the cell id (GL320M's `<cell id>,,27,,<send time>`). Further on, GV200 reports
  // carry their analog inputs, digital input and output status (`00`) and accessory fields (a UART
  // device type `1`), none of them a battery level, so nothing beyond is taken for one.
  const from = appendedSatellites(v, lastAt, model) === undefined ? lastAt + 8 : lastAt + 9;
  const beforeSendTime = sendTimeAt - 1 >= from ? percent(v[sendTimeAt - 1]) : undefined;
  if (beforeSendTime !== undefined) return { batteryPct: beforeSendTime };
  for (let i = from; i < Math.min(sendTimeAt, lastAt + 10); i++) {
    const batteryPct = percent(v[i]);
    if (batteryPct !== undefined) return { batteryPct };
  }
  return {};
}

/** Protocol version prefixes of the GL500 series (Traccar's model table). */
const gl500Models = new Set(['11', '40', '44', 'DE']);
