import type { TrackerEvent } from '../codec.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import { type Fields, positionEvent, readGps, readLbs, readTime } from './locations.ts';
import { parseNtLocation } from './nt-locations.ts';
import { applyAlarmCode, applyGsmSignal, applyTerminalInfo, applyVoltageLevel } from './status.ts';

/**
 * Vendors' positions under protocol numbers that other units use for something else, told apart
 * by their length as Traccar's Gt06ProtocolDecoder tells its variants (all short frames, each
 * starting with the time and the GPS block):
 * - 0xA2 of 59 bytes (Concox LW4G, "GPS LBS status 5"): a 4G cell without a length byte (LAC 4,
 *   cell id 8), a network indicator, terminal information, external power in 1/100 V, voltage
 *   level, GSM signal, alarm, language, then the mileage in metres, the working time in seconds,
 *   the terminal id (8) and the inputs (2). Other 0xA2 packets are GK310's Wi-Fi and cells.
 * - 0x24 of 41 bytes (SR411 mini): a 2G cell, ACC, external power and battery in 1/100 V. Other
 *   0x24 packets are cell lists.
 * - 0x36 of 48 bytes (TRX16i, "location RFID"): a 2G cell with a 4-byte cell id, ACC, upload mode,
 *   re-upload, mileage, external power in 1/100 V, battery in 1/10 V, working time in minutes
 *   (3 bytes), an RFID card (8 bytes, zeros when none). Other 0x36 packets are Jimi 4G status.
 * - 0x17 of 40 bytes (Traccar's "GPS LBS RFID"): a 2G cell, the driver's card (8 bytes) and a
 *   validity byte. Other 0x17 packets are Wi-Fi scans in their own frame (wifi.ts).
 * - 0x61 of 46 bytes (iButton): the IMEI (8 bytes) before the time, a 2G cell with a 4-byte cell
 *   id, and the iButton key, a 4-byte then a 2-byte number read as one (Traccar's decimal).
 */

const LW4G_BYTES = 0x40 - 5;
const SR411_MINI_BYTES = 0x2e - 5;
const TRX16I_BYTES = 0x35 - 5;
const RFID_BYTES = 0x28 - 5;
const IBUTTON_BYTES = 0x2e - 5;

const empty = new Uint8Array(0);

function readLw4g(frame: Gt06Frame, fields: Fields): void {
  const r = frame.content;
  readLbs(r, fields, { lac: 4, cellId: 8 });
  r.u8(); // network indicator
  // A periodic report: its terminal bits repeat while a condition lasts, so raise no alarm (as for 0x13).
  applyTerminalInfo(fields, r.u8(), false);
  fields.externalPowerV = r.u16() / 100;
  applyVoltageLevel(fields, r.u8());
  applyGsmSignal(fields, r.u8());
  applyAlarmCode(fields, r.u8());
  r.u8(); // language
  fields.odometerM = r.u32();
  fields.extra = { ...fields.extra, hoursS: r.u32() };
  r.skip(8); // terminal id
  fields.extra.input = r.u16();
}

function readSr411Mini(frame: Gt06Frame, fields: Fields): void {
  const r = frame.content;
  readLbs(r, fields);
  fields.ignition = r.u8() > 0;
  fields.externalPowerV = r.u16() / 100;
  fields.batteryV = r.u16() / 100;
}

function readTrx16i(frame: Gt06Frame, fields: Fields): void {
  const r = frame.content;
  readLbs(r, fields, { lac: 2, cellId: 4 });
  fields.ignition = r.u8() > 0;
  fields.extra = { ...fields.extra, uploadMode: r.u8(), archive: r.u8() > 0 };
  fields.odometerM = r.u32();
  fields.externalPowerV = r.u16() / 100;
  fields.batteryV = r.u8() / 10;
  fields.extra.hoursS = r.u24() * 60;
  const card = r.bytes(8).toString('hex');
  if (!/^0+$/.test(card)) fields.extra.card = card;
}

function readRfid(frame: Gt06Frame, fields: Fields): void {
  const r = frame.content;
  readLbs(r, fields);
  const card = r.bytes(8).toString('hex');
  if (!/^0+$/.test(card)) fields.extra = { ...fields.extra, card };
}

function readIbutton(frame: Gt06Frame, fields: Fields): void {
  const r = frame.content;
  readLbs(r, fields, { lac: 2, cellId: 4 });
  const key = r.u32() * 0x10000 + r.u16();
  if (key > 0) fields.extra = { ...fields.extra, driverId: String(key) };
}

type Layout = {
  protocol: number;
  bytes: number;
  read: (frame: Gt06Frame, fields: Fields) => void;
  /** Bytes before the time (an IMEI). */
  skip?: number;
};

const layouts: Layout[] = [
  { protocol: 0xa2, bytes: LW4G_BYTES, read: readLw4g },
  { protocol: 0x24, bytes: SR411_MINI_BYTES, read: readSr411Mini },
  { protocol: 0x36, bytes: TRX16I_BYTES, read: readTrx16i },
  { protocol: 0x17, bytes: RFID_BYTES, read: readRfid },
  { protocol: 0x61, bytes: IBUTTON_BYTES, read: readIbutton, skip: 8 },
];

/** A vendor's position, answered with its protocol number and serial; undefined when not one. */
export function parseVendorLocation(frame: Gt06Frame): TrackerEvent | undefined {
  if (frame.long) return undefined;
  const size = frame.content.remaining();
  const layout = layouts.find((l) => l.protocol === frame.protocol && l.bytes === size);
  if (!layout) return parseNtLocation(frame);
  const fields: Fields = {};
  frame.content.skip(layout.skip ?? 0);
  const time = readTime(frame.content);
  readGps(frame.content, fields);
  layout.read(frame, fields);
  return positionEvent(time, fields, { ack: encodeGt06(frame.protocol, empty, frame.serial) });
}
