import type { TrackerEvent } from '../codec.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import { type Fields, readGps, readLbs, readTime } from './locations.ts';

/**
 * AZ735's position 0x32 and alarm 0x33 in long frames (0x79 0x79), as Traccar's
 * Gt06ProtocolDecoder reads them (the short 0x32 is another unit's position, locations.ts): the
 * time, the GPS block's length (0 when there is no fix) and the block, a length-prefixed 2G cell
 * (its length counts itself) then its signal, more cells and Wi-Fi access points each behind a
 * byte length (not kept), a status byte (0x33: A0 armed, A1 disarmed, A2/A3 low battery, A5 door)
 * and a reserved extension. Answered in a long frame with the protocol number and serial.
 */

const empty = new Uint8Array(0);

export const isAz735 = (frame: Gt06Frame) =>
  frame.long && (frame.protocol === 0x32 || frame.protocol === 0x33);

export function parseAz735(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const fields: Fields = {};
  let time = readTime(r);
  if (r.u8() > 0) readGps(r, fields);
  // Without a fix there is no position to store, only the unit's state.
  else time = undefined;
  const cellStart = r.pos;
  const cellLength = r.u8();
  if (cellLength > 0) {
    readLbs(r, fields);
    r.pos = cellStart + Math.max(cellLength, r.pos - cellStart);
    fields.extra = { ...fields.extra, rssi: r.u8() };
  }
  r.skip(r.u8()); // more cells
  r.skip(r.u8()); // Wi-Fi access points
  const status = r.u8();
  fields.extra = { ...fields.extra, status };
  if (frame.protocol === 0x33) {
    if (status === 0xa0 || status === 0xa1) fields.extra.armed = status === 0xa0;
    if (status === 0xa2 || status === 0xa3) fields.alarms = ['low_battery'];
    if (status === 0xa5) fields.alarms = ['door'];
  }
  const ack = encodeGt06(frame.protocol, empty, frame.serial, true);
  const { valid, ...rest } = fields;
  if (!time) return { type: 'heartbeat', ack, record: rest };
  return { type: 'records', records: [{ time, valid: valid ?? false, ...rest }], ack };
}
