import type { ByteReader } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { utcTime } from '../text-scan.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import {
  applyAlarmCode,
  applyGsmSignal,
  applyTerminalInfo,
  applyVoltageLevel,
  type StatusFields,
} from './status.ts';

/**
 * GT06 position packets. Every one starts with the date and time and the GPS block (Concox GT06
 * protocol v1.8 §5.2); what follows differs by protocol number, as Concox's later documents
 * (GT06N, JM-VL01/VL03 4G) and Traccar's Gt06ProtocolDecoder read them:
 * - 0x12, 0x22, 0x2D, 0x37: cell (MCC, MNC, LAC 2, cell id 3), then ACC, upload mode and
 *   re-upload (0x22 onwards), then modules or the mileage; QH302R's 0x12 has its IMEI first;
 * - 0x11: the cell with a 2-byte MNC and a 4-byte cell id;
 * - 0xA0 (4G units): the cell with a 4-byte LAC and an 8-byte cell id, ACC, upload mode,
 *   re-upload, and the mileage on some firmware;
 * - 0x16, 0x26 (alarms) and 0x27, 0xA4 (alarms with the fence number): a length-prefixed cell,
 *   then terminal information, voltage level, GSM signal, alarm and language;
 * - 0x10, 0x1A, 0x1E, 0x31, 0x32, 0x38: only the position is read.
 */
export const locationProtocols = new Set([
  0x10, 0x11, 0x12, 0x16, 0x1a, 0x1e, 0x22, 0x26, 0x27, 0x2d, 0x31, 0x37, 0x38, 0xa0, 0xa4,
]);

/** 0x32 is a position in short frames only (the long one is another vendor's, with a length byte). */
export const isLocation = (frame: Gt06Frame) =>
  locationProtocols.has(frame.protocol) || (frame.protocol === 0x32 && !frame.long) || isX1Location(frame);

export type Fields = StatusFields & { valid?: boolean };

const empty = new Uint8Array(0);

/** Date and time, YY MM DD hh mm ss (UTC); undefined when the unit has no clock yet. */
export function readTime(r: ByteReader): Date | undefined {
  const [yy, mo, dd, hh, mi, ss] = [r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8()];
  return utcTime(2000 + yy, mo, dd, hh, mi, ss);
}

/**
 * Satellites (low nibble), latitude and longitude in 1/1800000 degree (minutes x 30000), speed
 * in km/h, and the course/status word: bits 0..9 course, bit 10 north, bit 11 west, bit 12
 * positioned, bit 13 differential; bit 14 set means bit 15 is the ACC (Traccar reads it so).
 */
export function readGps(r: ByteReader, fields: Fields): void {
  fields.satellites = r.u8() & 0x0f;
  const lat = r.u32();
  const lon = r.u32();
  fields.speedKmh = r.u8();
  applyCoordinates(fields, lat, lon, r.u16());
}

/** Latitude and longitude as sent (1/1800000 degree) with the course/status word that signs them. */
export function applyCoordinates(fields: Fields, latUnits: number, lonUnits: number, word: number): void {
  let lat = latUnits / 1_800_000;
  let lon = lonUnits / 1_800_000;
  fields.course = word & 0x3ff;
  if ((word & 0x0400) === 0) lat = -lat;
  if ((word & 0x0800) !== 0) lon = -lon;
  const hasCoordinates = isPlausibleFix(lat, lon);
  if (hasCoordinates) {
    fields.lat = lat;
    fields.lon = lon;
  }
  fields.valid = (word & 0x1000) !== 0 && hasCoordinates;
  if ((word & 0x4000) !== 0) fields.ignition = (word & 0x8000) !== 0;
}

type CellSizes = { lac: 2 | 4; cellId: 3 | 4 | 8; wideMnc?: boolean };

/** MCC, MNC (2 bytes when MCC's top bit is set), LAC and cell id, kept in `extra`. */
export function readLbs(r: ByteReader, fields: StatusFields, sizes: CellSizes = { lac: 2, cellId: 3 }): void {
  const mcc = r.u16();
  const mnc = (mcc & 0x8000) !== 0 || sizes.wideMnc ? r.u16() : r.u8();
  const lac = sizes.lac === 4 ? r.u32() : r.u16();
  const cellId = sizes.cellId === 3 ? r.u24() : r.uint(sizes.cellId);
  fields.extra ??= {};
  Object.assign(fields.extra, { mcc: mcc & 0x7fff, mnc, lac, cellId });
}

/** ACC, data upload mode, and whether this is a re-upload of buffered data. */
function readAccAndMode(r: ByteReader, fields: Fields): void {
  fields.ignition = r.u8() > 0;
  fields.extra ??= {};
  fields.extra.uploadMode = r.u8();
  fields.extra.archive = r.u8() > 0;
}

/** 0x37's modules: a 2-byte type, a length, the value (0x27 external power, 0x2E mileage). */
function readModules(r: ByteReader, fields: Fields): void {
  while (r.remaining() >= 3) {
    const type = r.u16();
    const value = r.bytes(Math.min(r.u8(), r.remaining()));
    if (type === 0x27 && value.length === 2) fields.externalPowerV = value.readUInt16BE(0) / 100;
    if (type === 0x2e && value.length === 4) fields.odometerM = value.readUInt32BE(0);
  }
}

/**
 * The alarm packets' tail: terminal information, voltage level, GSM signal, alarm, language,
 * and for 0x27 and 0xA4 the fence number; the language byte's high nibble extends the alarm code.
 * Where the tail starts: after the cell its length byte announces (units that send more after the
 * tail, an RFID card say, included), but from the end when the packet is a byte longer than that
 * (Seeworld units announce 9 bytes and send a 4-byte cell id) or when there is no length (some
 * units send 0 and zeros in place of the cell).
 */
function readAlarmTail(r: ByteReader, fields: Fields, withFence: boolean): void {
  const tail = withFence ? 6 : 5;
  const lbsLength = r.u8();
  // The length counts itself (9 for a 2G cell), but some units count the cell alone: Concox's
  // V3.1 document has both in its 0x26 examples (§II.6, 09 and 08); 7 bytes would be no cell.
  const cellBytes = lbsLength === 8 ? 8 : lbsLength - 1;
  const excess = r.remaining() - (cellBytes + tail);
  if (lbsLength > 1 && (excess === 0 || excess > 1)) {
    const start = r.pos;
    // A 4G cell (LAC 4 bytes, cell id 8) takes 15 bytes or more, a 2G one 8 or 9.
    const wide = cellBytes >= 15;
    readLbs(r, fields, { lac: wide ? 4 : 2, cellId: wide ? 8 : 3 });
    r.pos = start + cellBytes;
  } else {
    r.pos += Math.max(0, r.remaining() - tail);
  }
  applyTerminalInfo(fields, r.u8(), true);
  applyVoltageLevel(fields, r.u8());
  applyGsmSignal(fields, r.u8());
  const alarm = r.u8();
  const language = r.u8();
  applyAlarmCode(fields, withFence ? alarm | ((language >> 4) << 8) : alarm);
  if (withFence) {
    const fence = r.u8();
    if (fence !== 0xff) fields.extra = { ...fields.extra, fence };
  }
}

/**
 * A VXT01's status after the cell (in 0x12, and in 0x16 whose cell then has no length byte; Traccar
 * tells the unit by these lengths): terminal information, external power in 1/100 V, GSM signal,
 * an alarm extension that is not read.
 */
function readVxt01Status(r: ByteReader, fields: Fields, withAlarms: boolean): void {
  applyTerminalInfo(fields, r.u8(), withAlarms);
  fields.externalPowerV = r.u16() / 100;
  applyGsmSignal(fields, r.u8());
}

/**
 * QH302R units put their IMEI (8 bytes of BCD, a leading 0) before the time in 0x12 (Traccar reads
 * it so for that model): told by the length, 8 bytes more than the 2G layout, and the BCD.
 */
function readQh302rImei(frame: Gt06Frame, fields: Fields): void {
  const r = frame.content;
  if (frame.protocol !== 0x12 || frame.long || r.remaining() !== 8 + 26) return;
  const imei = r.bytes(8).toString('hex');
  if (/^0\d{15}$/.test(imei)) fields.extra = { imei: imei.slice(1) };
  else r.pos -= 8;
}

function readAfterGps(frame: Gt06Frame, fields: Fields): void {
  const r = frame.content;
  switch (frame.protocol) {
    case 0x11:
      readLbs(r, fields, { lac: 2, cellId: 4, wideMnc: true });
      return;
    case 0x12:
    case 0x22:
    case 0x2d:
    case 0x37:
      readLbs(r, fields);
      // VXT01 units follow 0x12's cell with terminal information, external power and GSM signal.
      if (frame.protocol === 0x12 && r.remaining() === 5) {
        readVxt01Status(r, fields, false);
        return;
      }
      if (frame.protocol !== 0x12 && r.remaining() >= 3) readAccAndMode(r, fields);
      if (frame.protocol === 0x37) readModules(r, fields);
      else if (r.remaining() === 4) fields.odometerM = r.u32();
      return;
    case 0xa0:
      readLbs(r, fields, { lac: 4, cellId: 8 });
      if (r.remaining() >= 3) readAccAndMode(r, fields);
      if (r.remaining() === 4) fields.odometerM = r.u32();
      return;
    case 0x16:
    case 0x26:
      if (frame.protocol === 0x16 && r.remaining() === 13) {
        readLbs(r, fields);
        readVxt01Status(r, fields, true);
      } else readAlarmTail(r, fields, false);
      return;
    case 0x27:
    case 0xa4:
      readAlarmTail(r, fields, true);
      return;
    case 0x10:
      if (r.remaining() === 4) fields.odometerM = r.u32();
      return;
  }
}

/**
 * Concox X1's position (0x34, but not the 55-byte LBS packet of the same number): an alarm word
 * before the time and GPS, then terminal information and the mileage. Not answered, as Traccar does not.
 */
const isX1Location = (frame: Gt06Frame) =>
  frame.protocol === 0x34 && !frame.long && frame.content.remaining() !== 0x37 - 5;

function parseX1(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  r.skip(4);
  const fields: Fields = {};
  const time = readTime(r);
  readGps(r, fields);
  r.skip(2);
  fields.odometerM = r.u32();
  return positionEvent(time, fields, {});
}

export function positionEvent(
  time: Date | undefined,
  fields: Fields,
  ack: { ack?: Uint8Array },
): TrackerEvent {
  const { valid, ...rest } = fields;
  if (!time) return { type: 'heartbeat', ...ack, record: rest };
  const record: TrackerRecord = { time, valid: valid ?? false, ...rest };
  return { type: 'records', records: [record], ...ack };
}

/**
 * A position packet: a record when the unit has a clock, its state alone (a heartbeat) when not.
 * Short frames are answered with their protocol number and serial, as the document's examples are.
 */
export function parseLocation(frame: Gt06Frame): TrackerEvent {
  if (isX1Location(frame)) return parseX1(frame);
  const fields: Fields = {};
  readQh302rImei(frame, fields);
  const time = readTime(frame.content);
  readGps(frame.content, fields);
  readAfterGps(frame, fields);
  return positionEvent(
    time,
    fields,
    frame.long ? {} : { ack: encodeGt06(frame.protocol, empty, frame.serial) },
  );
}
