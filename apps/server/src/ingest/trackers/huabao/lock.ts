import { FrameError } from '../bytes.ts';
import type { TrackerAlarm, TrackerEvent, TrackerRecord } from '../codec.ts';
import { addAlarm, isTrackerId } from '../fields.ts';
import { readLocation as readJointechBlock } from '../jt600/location.ts';
import { ascii, utcStamp } from '../text-scan.ts';
import { encodeHuabao, type HuabaoFrame } from './frame.ts';

/**
 * Jointech's electronic locks (JT701/JT709 family) on their JT/T 808 firmware, as Traccar's Jt808
 * decoder reads them (decodeLocation2, and the `(` text of its frame decoder):
 *
 * 0x5501, a location, and 0x5502, one kept while the lock had no network: JT/T 808 framing with
 * a one-byte serial; the body is Jointech's 17-byte location block (date, BCD coordinates, flags,
 * speed, course: jt600/location.ts), then signal (CSQ), satellites, odometer in km, battery level
 * (0xAA/0xAB charging), cell id and LAC, product type, status and alarm words, and items (0x02
 * altitude). Bit 15 of the properties asks for an answer: 0x4401, the message id and result 0.
 *
 * Traccar takes every 0x5502 as invalid; its block carries the fix flag of when it was taken,
 * which we keep, and mark the record as archived.
 */

const LOCK_ANSWER = 0x4401;
const CHARGING = new Set([0xaa, 0xab]);

/** Alarm word bits of product 3 (a vehicle lock); products 1 and 2 (padlocks) use bit 0 alone. */
const vehicleAlarms: Array<[number, TrackerAlarm]> = [
  [0, 'overspeed'],
  [1, 'low_external_power'],
  [2, 'vibration'],
  [3, 'low_battery'],
  [5, 'geofence_enter'],
  [6, 'geofence_exit'],
];

export function lockLocation(frame: HuabaoFrame): TrackerEvent {
  const r = frame.body;
  const { time, record } = readJointechBlock(r);
  const fields: Omit<TrackerRecord, 'time'> = { ...record };
  const extra: NonNullable<TrackerRecord['extra']> = {};
  const csq = r.u8();
  extra.rssi = csq;
  if (csq <= 31) fields.gsmSignalPct = Math.round((csq / 31) * 100);
  fields.satellites = r.u8();
  fields.odometerM = r.u32() * 1000;
  const battery = r.u8();
  if (battery <= 100) fields.batteryPct = battery;
  else if (CHARGING.has(battery)) extra.charging = true;
  r.skip(6); // cell id, LAC
  const product = r.u8();
  const status = r.u16();
  const alarm = r.u16();
  extra.status = status;
  // A padlock has no supply but its battery: its "low power" is the battery's.
  if ((product === 1 || product === 2) && alarm & 1) addAlarm(fields, 'low_battery');
  if (product === 3) {
    for (const [n, name] of vehicleAlarms) if ((alarm >> n) & 1) addAlarm(fields, name);
    if ((status >> 5) & 1) extra.blocked = true;
  }
  while (r.remaining() >= 2) {
    const id = r.u8();
    const length = r.u8();
    if (length > r.remaining()) break;
    const value = r.bytes(length);
    if (id === 0x02 && length === 2 && fields.lat !== undefined) fields.altitude = value.readInt16BE(0);
  }
  if (frame.messageId === 0x5502) extra.archive = true;
  fields.extra = extra;
  const answer = Buffer.alloc(3);
  answer.writeUInt16BE(frame.messageId, 0);
  // The answer's one-byte serial is 1, as Traccar sends it.
  const ack = frame.lock?.answer ? { ack: encodeHuabao(LOCK_ANSWER, frame, 1, answer, 1) } : {};
  if (!time) {
    const { valid: _v, lat: _a, lon: _o, speedKmh: _s, course: _c, ...state } = fields;
    return { type: 'heartbeat', id: frame.id, ...ack, record: state };
  }
  return { type: 'records', id: frame.id, records: [{ ...fields, time }], ...ack };
}

/**
 * The lock's text, its parentheses removed: `<id>,1,001,BASE,2,TIME` asks for the time (answered
 * with the same text, TIME the UTC time); other texts (`ELOCK` events, command answers) are kept
 * as the unit's result, as Traccar does.
 */
export function lockText(text: string, now: () => Date): TrackerEvent[] {
  const id = text.split(',')[0] as string;
  if (!isTrackerId(id)) throw new FrameError(`a ( text whose id "${id}" is no tracker's`);
  if (text.includes('BASE,2')) {
    return [{ type: 'heartbeat', id, ack: ascii(`(${text.replace('TIME', utcStamp(now()))})`) }];
  }
  return [{ type: 'heartbeat', id, record: { extra: { result: `(${text})` } } }];
}
