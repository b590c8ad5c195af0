import type { TrackerEvent } from '../codec.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import { type Fields, positionEvent, readGps, readLbs, readTime } from './locations.ts';
import { applyAlarmCode, applyGsmSignal, applyTerminalInfo } from './status.ts';

/**
 * The positions of NT-series units (NT11, NT20, NT26, NT40, NT46, VL100, XT40), which Traccar's
 * Gt06ProtocolDecoder reads so only when the device's model is set: 0x22 (and 0x25 with the
 * driver's id) starting with a location source type, the IMEI (8 bytes of BCD, a leading 0) and
 * the device's time before the GPS time and block; then a length-prefixed 2G cell (0x25's cell
 * id has 4 bytes; a length above 9 adds bytes after the cell), terminal information, external power in 1/100 V,
 * battery in 1/10 V, GSM signal, alarm, language, the odometer (3 bytes) and the working time in
 * minutes (3 bytes); 0x25 ends with the driver: a length (counting the type), a type, the id.
 * We have no per-device model, so we tell the layout by the IMEI where the standard packet has
 * its time (a year byte then the month), and by its length: 53 bytes at least against 26 or 30.
 */

const NT_MIN_BYTES = 1 + 8 + 6 + 6 + 12 + 9 + 6 + 6;
const empty = new Uint8Array(0);

function isNt(frame: Gt06Frame): boolean {
  const r = frame.content;
  if (frame.long || (frame.protocol !== 0x22 && frame.protocol !== 0x25)) return false;
  if (r.remaining() < NT_MIN_BYTES) return false;
  return /^0\d{15}$/.test(r.buf.subarray(r.pos + 1, r.pos + 9).toString('hex'));
}

/** An NT unit's position, or undefined when the frame is not one. */
export function parseNtLocation(frame: Gt06Frame): TrackerEvent | undefined {
  if (!isNt(frame)) return undefined;
  const r = frame.content;
  const fields: Fields = {};
  r.u8(); // location source type
  const imei = r.bytes(8).toString('hex').slice(1);
  r.skip(6); // the device's own time; the fix's time follows
  const time = readTime(r);
  readGps(r, fields);
  // The cell follows its length whatever the length says (8 and 9 are both sent for a 2G cell);
  // a length above 9 adds bytes after it, as Traccar reads it.
  const cellLength = r.u8();
  if (cellLength > 0) {
    readLbs(r, fields, { lac: 2, cellId: frame.protocol === 0x25 ? 4 : 3 });
    r.skip(Math.max(0, cellLength - 9));
  }
  // A periodic report: its terminal bits repeat while a condition lasts (as for 0x13).
  applyTerminalInfo(fields, r.u8(), false);
  fields.externalPowerV = r.u16() / 100;
  fields.batteryV = r.u8() / 10;
  applyGsmSignal(fields, r.u8());
  applyAlarmCode(fields, r.u8());
  r.u8(); // language
  fields.odometerM = r.u24();
  fields.extra = { ...fields.extra, imei, hoursS: r.u24() * 60 };
  if (frame.protocol === 0x25 && r.remaining() >= 1) {
    const driverLength = r.u8();
    if (driverLength > 1 && r.remaining() >= driverLength) {
      r.u8(); // driver identifier type
      fields.extra.driverId = r.bytes(driverLength - 1).toString('hex');
    }
  }
  return positionEvent(time, fields, { ack: encodeGt06(frame.protocol, empty, frame.serial) });
}
