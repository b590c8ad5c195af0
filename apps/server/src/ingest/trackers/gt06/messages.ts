import { type ByteReader, FrameError, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isPlausibleFix, isTrackerId } from '../fields.ts';
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
 * GT06 packets from the tracker, by protocol number (Concox GT06 protocol v1.8 §5, and the
 * later numbers Traccar's Gt06ProtocolDecoder reads): login 0x01, GPS 0x10, GPS+LBS 0x12 and
 * 0x22, status (heartbeat) 0x13, alarm 0x16 and 0x26, command replies 0x15 and 0x21 (2-byte length).
 */
export const gt06Protocol = {
  login: 0x01,
  gps: 0x10,
  gpsLbs: 0x12,
  status: 0x13,
  commandReply: 0x15,
  alarm: 0x16,
  commandReplyLong: 0x21,
  gpsLbs2: 0x22,
  alarm2: 0x26,
  timeRequest: 0x8a,
  command: 0x80,
} as const;

const empty = new Uint8Array(0);

/** Answer with the protocol number and the message's own serial, as the document's examples do. */
const ackOf = (frame: Gt06Frame) => encodeGt06(frame.protocol, empty, frame.serial);

/** Date and time, YY MM DD hh mm ss (UTC); undefined when the unit has no clock yet. */
function readTime(r: ByteReader): Date | undefined {
  const [yy, mo, dd, hh, mi, ss] = [r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8()];
  return utcTime(2000 + yy, mo, dd, hh, mi, ss);
}

/**
 * Satellites (low nibble), latitude and longitude in 1/1800000 degree (minutes x 30000), speed
 * in km/h, and the course/status word: bits 0..9 course, bit 10 north, bit 11 west, bit 12
 * positioned, bit 13 differential; bit 14 set means bit 15 is the ACC (Traccar reads it so).
 */
function readGps(r: ByteReader, fields: StatusFields & { valid?: boolean }): void {
  fields.satellites = r.u8() & 0x0f;
  let lat = r.u32() / 1_800_000;
  let lon = r.u32() / 1_800_000;
  fields.speedKmh = r.u8();
  const word = r.u16();
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

/** MCC, MNC (2 bytes when MCC's top bit is set), LAC and cell id, kept in `extra`. */
function readLbs(r: ByteReader, fields: StatusFields): void {
  const mcc = r.u16();
  const mnc = (mcc & 0x8000) !== 0 ? r.u16() : r.u8();
  const lac = r.u16();
  const cellId = r.u24();
  fields.extra ??= {};
  Object.assign(fields.extra, { mcc: mcc & 0x7fff, mnc, lac, cellId });
}

/** A position packet: a record when the unit has a clock, its state alone (a heartbeat) when not. */
function positionEvent(
  frame: Gt06Frame,
  time: Date | undefined,
  fields: StatusFields & { valid?: boolean },
): TrackerEvent {
  const { valid, ...rest } = fields;
  if (!time) return { type: 'heartbeat', ack: ackOf(frame), record: rest };
  const record: TrackerRecord = { time, valid: valid ?? false, ...rest };
  return { type: 'records', records: [record], ack: ackOf(frame) };
}

function parseLogin(frame: Gt06Frame): TrackerEvent {
  // The IMEI as 8 bytes of BCD: 15 digits after a leading 0.
  const digits = toHex(frame.content.bytes(8)).replace(/^0/, '');
  if (!isTrackerId(digits)) throw new FrameError(`login IMEI ${digits} is not 6 to 20 digits`);
  return { type: 'login', id: digits, accept: ackOf(frame) };
}

function parseGpsLbs(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const fields: StatusFields & { valid?: boolean } = {};
  const time = readTime(r);
  readGps(r, fields);
  if (frame.protocol !== gt06Protocol.gps) readLbs(r, fields);
  if (frame.protocol === gt06Protocol.gpsLbs2 && r.remaining() >= 3) {
    // ACC, data upload mode, and whether this is a re-upload of buffered data.
    fields.ignition = r.u8() > 0;
    fields.extra ??= {};
    fields.extra.uploadMode = r.u8();
    fields.extra.archive = r.u8() > 0;
  }
  if (r.remaining() === 4) fields.odometerM = r.u32();
  return positionEvent(frame, time, fields);
}

function parseAlarm(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const fields: StatusFields & { valid?: boolean } = {};
  const time = readTime(r);
  readGps(r, fields);
  const lbsLength = r.u8();
  if (lbsLength > 0) {
    const start = r.pos;
    readLbs(r, fields);
    r.pos = Math.max(r.pos, start + lbsLength - 1);
  }
  applyTerminalInfo(fields, r.u8(), true);
  applyVoltageLevel(fields, r.u8());
  applyGsmSignal(fields, r.u8());
  applyAlarmCode(fields, r.u8());
  return positionEvent(frame, time, fields);
}

function parseStatus(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  applyTerminalInfo(record, r.u8(), false);
  applyVoltageLevel(record, r.u8());
  applyGsmSignal(record, r.u8());
  if (r.remaining() >= 1) {
    const alarm = r.u8();
    // Kept, not raised: the status packet repeats it while the condition lasts.
    if (alarm !== 0) record.extra = { ...record.extra, alarmCode: alarm };
  }
  return { type: 'heartbeat', ack: ackOf(frame), record };
}

/** Text of a command reply, without the NUL padding some units add. */
function cleanText(bytes: Buffer, encoding: 'latin1' | 'utf16be'): string {
  const text =
    encoding === 'latin1'
      ? bytes.toString('latin1')
      : Buffer.from(bytes.subarray(0, bytes.length & ~1))
          .swap16()
          .toString('utf16le');
  return text.replace(/\0+/g, ' ').trim();
}

function parseCommandReply(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  if (frame.protocol === gt06Protocol.commandReplyLong) {
    r.u32(); // server flag, as we sent it
    const encoding = r.u8() === 2 ? 'utf16be' : 'latin1';
    return { type: 'command_result', text: cleanText(r.bytes(r.remaining()), encoding) };
  }
  // Length of command (server flag + text), server flag, text, then the language (2 bytes).
  const commandLength = r.u8();
  r.u32();
  const size =
    commandLength > 4 && commandLength - 4 <= r.remaining()
      ? commandLength - 4
      : Math.max(0, r.remaining() - 2);
  return { type: 'command_result', text: cleanText(r.bytes(size), 'latin1'), ack: ackOf(frame) };
}

export function parseGt06Message(frame: Gt06Frame): TrackerEvent[] {
  switch (frame.protocol) {
    case gt06Protocol.login:
      return [parseLogin(frame)];
    case gt06Protocol.gps:
    case gt06Protocol.gpsLbs:
    case gt06Protocol.gpsLbs2:
      return [parseGpsLbs(frame)];
    case gt06Protocol.alarm:
    case gt06Protocol.alarm2:
      return [parseAlarm(frame)];
    case gt06Protocol.status:
      return [parseStatus(frame)];
    case gt06Protocol.commandReply:
    case gt06Protocol.commandReplyLong:
      return [parseCommandReply(frame)];
    case gt06Protocol.timeRequest:
      return [{ type: 'heartbeat', record: { extra: { protocol: frame.protocol } } }];
    default:
      // LBS-only, Wi-Fi and the many vendor extensions: the unit is alive, and like Traccar we
      // answer a short-frame message with its serial so it does not resend it.
      return [
        {
          type: 'heartbeat',
          ...(frame.long ? {} : { ack: ackOf(frame) }),
          record: { extra: { protocol: frame.protocol } },
        },
      ];
  }
}
