import { FrameError, readableText, toHex } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import { parseJimi } from './jimi.ts';
import { isLocation, parseLocation } from './locations.ts';
import { applyGsmSignal, applyTerminalInfo, applyVoltageLevel, type StatusFields } from './status.ts';
import { parseVendorLocation } from './vendor-locations.ts';

/**
 * GT06 packets from the tracker, by protocol number (Concox GT06 protocol v1.8 §5, and the
 * later numbers Traccar's Gt06ProtocolDecoder reads): login 0x01, positions and alarms (see
 * locations.ts and vendor-locations.ts), status (heartbeat) 0x13 and 0x36 (Jimi 4G units), information 0x94, command
 * replies 0x15 and 0x21 (2-byte length).
 */
export const gt06Protocol = {
  login: 0x01,
  status: 0x13,
  commandReply: 0x15,
  commandReplyLong: 0x21,
  status2: 0x36,
  timeRequest: 0x8a,
  information: 0x94,
  command: 0x80,
} as const;

const empty = new Uint8Array(0);

/** Answer with the protocol number and the message's own serial, as the document's examples do. */
const ackOf = (frame: Gt06Frame) => encodeGt06(frame.protocol, empty, frame.serial);

function parseLogin(frame: Gt06Frame): TrackerEvent {
  // The IMEI as 8 bytes of BCD: 15 digits after a leading 0.
  const digits = toHex(frame.content.bytes(8)).replace(/^0/, '');
  if (!isTrackerId(digits)) throw new FrameError(`login IMEI ${digits} is not 6 to 20 digits`);
  return { type: 'login', id: digits, accept: ackOf(frame) };
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
  if (frame.protocol === gt06Protocol.status2 && r.remaining() >= 1) {
    // Jimi's 4G status: language, then modules (2-byte type, length, value): 0x18 battery
    // volts x100, 0x6A battery percentage.
    r.u8();
    while (r.remaining() >= 3) {
      const type = r.u16();
      const value = r.bytes(Math.min(r.u8(), r.remaining()));
      if (type === 0x18 && value.length === 2) record.batteryV = value.readUInt16BE(0) / 100;
      if (type === 0x6a && value.length === 1 && (value[0] as number) <= 100) record.batteryPct = value[0];
    }
  }
  return { type: 'heartbeat', ack: ackOf(frame), record };
}

/**
 * The information packet (0x94, 2-byte length) of Concox's 4G units: a type, then 0x00 the
 * external power in 1/100 V, 0x05 the door (bit 0), 0x0A the IMEI, IMSI and ICCID (BCD), 0x0B
 * the network (one byte) or the external power (two). It is not answered.
 */
function parseInformation(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  if (!frame.long || r.remaining() < 1)
    return { type: 'heartbeat', record: { extra: { protocol: frame.protocol } } };
  const type = r.u8();
  const extra: Record<string, number | string | boolean> = { infoType: type };
  if ((type === 0x00 || type === 0x0b) && r.remaining() === 2) record.externalPowerV = r.u16() / 100;
  else if (type === 0x0b && r.remaining() === 1) extra.network = r.u8() > 0 ? '4G' : '2G';
  else if (type === 0x05 && r.remaining() >= 1)
    extra.door = ((r.bytes(r.remaining()).at(-1) ?? 0) & 0x01) !== 0;
  else if (type === 0x0a && r.remaining() >= 26) {
    r.skip(16);
    extra.iccid = toHex(r.bytes(10)).replace(/F+$/, '');
  }
  record.extra = extra;
  return { type: 'heartbeat', record };
}

function parseCommandReply(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  if (frame.protocol === gt06Protocol.commandReplyLong) {
    r.u32(); // server flag, as we sent it
    const encoding = r.u8() === 2 ? 'utf16be' : 'latin1';
    return { type: 'command_result', text: readableText(r.bytes(r.remaining()), encoding) };
  }
  // Length of command (server flag + text), server flag, text, then the language (2 bytes).
  const commandLength = r.u8();
  r.u32();
  const size =
    commandLength > 4 && commandLength - 4 <= r.remaining()
      ? commandLength - 4
      : Math.max(0, r.remaining() - 2);
  return { type: 'command_result', text: readableText(r.bytes(size), 'latin1'), ack: ackOf(frame) };
}

export function parseGt06Message(frame: Gt06Frame): TrackerEvent[] {
  const vendor = parseVendorLocation(frame);
  if (vendor) return [vendor];
  if (isLocation(frame)) return [parseLocation(frame)];
  const jimi = parseJimi(frame);
  if (jimi) return [jimi];
  switch (frame.protocol) {
    case gt06Protocol.login:
      return [parseLogin(frame)];
    case gt06Protocol.status:
      return [parseStatus(frame)];
    case gt06Protocol.status2:
      // The 48-byte 0x36, TRX16i's position, is read in vendor-locations.ts.
      if (frame.long) return [unknown(frame)];
      return [parseStatus(frame)];
    case gt06Protocol.information:
      return [parseInformation(frame)];
    case gt06Protocol.commandReply:
    case gt06Protocol.commandReplyLong:
      return [parseCommandReply(frame)];
    case gt06Protocol.timeRequest:
      return [{ type: 'heartbeat', record: { extra: { protocol: frame.protocol } } }];
    default:
      return [unknown(frame)];
  }
}

/**
 * LBS-only, Wi-Fi and the many vendor extensions: the unit is alive, and like Traccar we answer
 * a short-frame message with its serial so it does not resend it.
 */
function unknown(frame: Gt06Frame): TrackerEvent {
  return {
    type: 'heartbeat',
    ...(frame.long ? {} : { ack: ackOf(frame) }),
    record: { extra: { protocol: frame.protocol } },
  };
}
