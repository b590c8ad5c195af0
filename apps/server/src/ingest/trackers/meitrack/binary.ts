import { ByteReader, FrameError } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { applyVariableParameter } from './cce-variable.ts';
import { encodeMeitrack } from './commands.ts';
import { applyEventCode } from './events.ts';

/**
 * Meitrack's binary reports, the bytes after `$$<flag><length>,<IMEI>,<CCC|CCE>,` up to the `*`
 * (MEITRACK GPRS Protocol, "CCC" and "CCE"; Traccar's MeitrackProtocolDecoder as the cross-check).
 * Both are little-endian; times count seconds from 2000-01-01 UTC and coordinates millionths of
 * a degree.
 */

const EPOCH_2000 = Date.UTC(2000, 0, 1);
const le16 = (r: ByteReader) => r.bytes(2).readUInt16LE(0);
const le16s = (r: ByteReader) => r.bytes(2).readInt16LE(0);
const le32 = (r: ByteReader) => r.bytes(4).readUInt32LE(0);
const le32s = (r: ByteReader) => r.bytes(4).readInt32LE(0);

type Extra = Record<string, number | string | boolean>;

/** Coordinates kept only when they can be a fix; valid only then. */
function place(record: TrackerRecord, lat: number | undefined, lon: number | undefined): void {
  if (lat === undefined || lon === undefined || !isPlausibleFix(lat, lon)) {
    record.valid = false;
    return;
  }
  record.lat = lat;
  record.lon = lon;
}

/**
 * CCE: remaining cache (4), number of packets (2), then per packet its length (2), its index (2)
 * and four lists of parameters, each a count then id/value pairs, by value size: 1 byte, 2 bytes,
 * 4 bytes, and length-prefixed. An id starting 0xFE is two bytes (0xFE69). No answer is expected.
 */
export function parseCce(id: string, data: Buffer): TrackerEvent {
  const r = new ByteReader(data);
  le32(r); // positions still cached in the tracker
  const count = le16(r);
  const records: TrackerRecord[] = [];
  for (let i = 0; i < count; i++) {
    const length = le16(r);
    const end = r.pos + length;
    if (end > data.length) throw new FrameError(`CCE packet of ${length} bytes past the frame's end`);
    const record = ccePacket(new ByteReader(data, r.pos, end));
    if (record) records.push(record);
    r.pos = end;
  }
  if (records.length === 0) throw new FrameError('CCE report without a dated position');
  return { type: 'records', id, records };
}

type NumericField =
  | 'satellites'
  | 'speedKmh'
  | 'course'
  | 'hdop'
  | 'altitude'
  | 'odometerM'
  | 'outputs'
  | 'inputs'
  | 'batteryV'
  | 'externalPowerV';

/** CCE parameters that are record fields, with the divisor of their value. */
const recordParameters: [id: number, field: NumericField, scale: number][] = [
  [0x06, 'satellites', 1],
  [0x08, 'speedKmh', 1],
  [0x09, 'course', 1],
  [0x0a, 'hdop', 10],
  [0x0b, 'altitude', 1],
  [0x0c, 'odometerM', 1],
  [0x14, 'outputs', 1],
  [0x15, 'inputs', 1],
  [0x19, 'batteryV', 100],
  [0x1a, 'externalPowerV', 100],
];

/** CCE parameters kept in `extra`: run time in seconds, analog inputs in volts. */
const extraParameters: [id: number, name: string, scale: number][] = [
  [0x0d, 'runTimeS', 1],
  [0x16, 'adc1', 100],
  [0x17, 'adc2', 100],
];

function ccePacket(r: ByteReader): TrackerRecord | undefined {
  le16(r); // packet index
  const values = new Map<number, number>();
  for (const size of [1, 2, 4]) {
    const n = r.u8();
    for (let j = 0; j < n; j++) {
      const key = parameterId(r);
      values.set(key, size === 1 ? r.u8() : size === 2 ? paramU16(r, key) : paramU32(r, key));
    }
  }
  // Variable-length parameters, read once the record exists (cce-variable.ts).
  const variable: [number, Buffer][] = [];
  const n = r.u8();
  for (let j = 0; j < n; j++) {
    const key = parameterId(r);
    variable.push([key, r.bytes(r.u8())]);
  }

  const seconds = values.get(0x04);
  if (seconds === undefined) return undefined;
  const lat = values.get(0x02);
  const lon = values.get(0x03);
  const record: TrackerRecord = {
    time: new Date(EPOCH_2000 + seconds * 1000),
    valid: (values.get(0x05) ?? 0) > 0,
  };
  place(record, lat === undefined ? undefined : lat / 1e6, lon === undefined ? undefined : lon / 1e6);
  const extra: Extra = {};
  for (const [key, field, scale] of recordParameters) {
    const value = values.get(key);
    if (value !== undefined) record[field] = value / scale;
  }
  for (const [key, name, scale] of extraParameters) {
    const value = values.get(key);
    if (value !== undefined) extra[name] = value / scale;
  }
  const gsm = values.get(0x07);
  // GSM signal 0..31.
  if (gsm !== undefined && gsm <= 31) record.gsmSignalPct = Math.round((gsm / 31) * 100);
  const batteryPct = values.get(0xfe69);
  if (batteryPct !== undefined && batteryPct <= 100) record.batteryPct = batteryPct;
  // 0x47 an electronic lock's state: 1 unlocked, 2 locked (0 no lock).
  const lock = values.get(0x47);
  if (lock === 1 || lock === 2) extra.locked = lock === 2;
  // 0xFEF4 engine hours, counted in minutes.
  const engineMinutes = values.get(0xfef4);
  if (engineMinutes !== undefined) extra.engineMinutes = engineMinutes;
  for (const [key, value] of variable) applyVariableParameter(record, extra, key, value);
  const event = values.get(0x01) ?? values.get(0x40);
  if (event !== undefined) applyEventCode(record, extra, event);
  record.extra = extra;
  return record;
}

function parameterId(r: ByteReader): number {
  const first = r.u8();
  return first === 0xfe ? 0xfe00 | r.u8() : first;
}

/** Two-byte values are unsigned but for the altitude. */
const paramU16 = (r: ByteReader, key: number) => (key === 0x0b ? le16s(r) : le16(r));
/** Four-byte values are unsigned but for the coordinates. */
const paramU32 = (r: ByteReader, key: number) => (key === 0x02 || key === 0x03 ? le32s(r) : le32(r));

/** A CCC position is 52 bytes. */
const CCC_RECORD_BYTES = 52;

/**
 * CCC: protocol version (2), number of positions (2), remaining cache (4), then 52-byte
 * positions: event, latitude, longitude, time, fix flag, satellites, GSM signal, speed km/h,
 * course, HDOP x10, altitude, mileage m, run time s, MCC, MNC, LAC, CI, I/O status, AD1,
 * battery V x100, external power, geofence. The server answers `CCC,<positions taken>` or the
 * tracker sends them again.
 */
export function parseCcc(head: string, id: string, data: Buffer): TrackerEvent {
  const r = new ByteReader(data);
  r.skip(8);
  if (r.remaining() % CCC_RECORD_BYTES !== 0) {
    throw new FrameError(`CCC report of ${r.remaining()} bytes is no whole number of positions`);
  }
  const records: TrackerRecord[] = [];
  while (r.remaining() > 0) records.push(cccPosition(r));
  if (records.length === 0) throw new FrameError('CCC report without a position');
  const flag = head.charAt(2) || 'z';
  return { type: 'records', id, records, ack: encodeMeitrack(flag, id, `CCC,${records.length}`) };
}

function cccPosition(r: ByteReader): TrackerRecord {
  const event = r.u8();
  const lat = le32s(r) / 1e6;
  const lon = le32s(r) / 1e6;
  const time = new Date(EPOCH_2000 + le32(r) * 1000);
  const record: TrackerRecord = { time, valid: r.u8() === 1 };
  place(record, lat, lon);
  record.satellites = r.u8();
  const gsm = r.u8();
  if (gsm <= 31) record.gsmSignalPct = Math.round((gsm / 31) * 100);
  record.speedKmh = le16(r);
  record.course = le16(r);
  record.hdop = le16(r) / 10;
  record.altitude = le16s(r);
  record.odometerM = le32(r);
  const extra: Extra = { runTimeS: le32(r) };
  const [mcc, mnc, lac, cellId] = [le16(r), le16(r), le16(r), le16(r)];
  if (mcc > 0) Object.assign(extra, { mcc, mnc, lac, cellId });
  extra.ioStatus = le16(r);
  extra.adc1 = le16(r);
  record.batteryV = le16(r) / 100;
  extra.powerRaw = le16(r); // unscaled: its unit differs between models
  r.skip(4); // geofence
  applyEventCode(record, extra, event);
  record.extra = extra;
  return record;
}
