import type { TrackerEvent } from '../codec.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import { applyTerminalInfo, type StatusFields } from './status.ts';

/** Status packets (0x13) of other lengths than the document's 5 bytes, told apart by it as Traccar does. */

const empty = new Uint8Array(0);
const ackOf = (frame: Gt06Frame) => encodeGt06(frame.protocol, empty, frame.serial);

/**
 * The 16-byte status of units with a temperature probe (Traccar reads it by that length):
 * terminal information, satellites (2), alarm, language, battery percentage, working mode,
 * working voltage (2), reserved, working times (2), working time (2), then the temperature in
 * 1/10 °C whose bit 15 set means above zero.
 */
export function parseProbeStatus(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  applyTerminalInfo(record, r.u8(), false);
  r.skip(4);
  const level = r.u8();
  if (level <= 100) record.batteryPct = level;
  r.skip(8);
  const value = r.u16();
  record.externalTemperatureC = ((value & 0x8000) !== 0 ? 1 : -1) * ((value & 0x7fff) / 10);
  return { type: 'heartbeat', ack: ackOf(frame), record };
}

/**
 * The 14-byte status of OBD6 units (Traccar's reading, by that length): terminal information,
 * satellites (bits 5..15, not kept) and the signal (bits 0..4), alarm, language,
 * battery percentage, working mode, external power in 1/100 V, reserved, working time, then in
 * mode 4 a temperature in 1/10 °C.
 */
export function parseObd6Status(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  applyTerminalInfo(record, r.u8(), false);
  const signal = r.u16();
  const alarm = r.u8();
  r.u8(); // language
  const level = r.u8();
  if (level <= 100) record.batteryPct = level;
  const mode = r.u8();
  record.externalPowerV = r.u16() / 100;
  r.skip(3); // reserved, working time
  if (mode === 4) record.externalTemperatureC = r.i16() / 10;
  record.extra = { ...record.extra, rssi: signal & 0x1f, ...(alarm !== 0 ? { alarmCode: alarm } : {}) };
  return { type: 'heartbeat', ack: ackOf(frame), record };
}
