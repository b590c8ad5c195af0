import { FrameError, readableText, toHex } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { isPlausibleFix, isTrackerId } from '../fields.ts';
import { utcTime } from '../text-scan.ts';
import { isAz735, parseAz735 } from './az735.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import { parseJimi } from './jimi.ts';
import { isLocation, parseLocation, readLbs } from './locations.ts';
import {
  applyAlarmCode,
  applyGsmSignal,
  applyTerminalInfo,
  applyVoltageLevel,
  type StatusFields,
} from './status.ts';
import { parseObd6Status, parseProbeStatus } from './status-variants.ts';
import { parseVendorLocation } from './vendor-locations.ts';

/**
 * GT06 packets from the tracker, by protocol number (Concox GT06 protocol v1.8 §5, and the
 * later numbers Traccar's Gt06ProtocolDecoder reads): login 0x01, positions and alarms (see
 * locations.ts and vendor-locations.ts), status (heartbeat) 0x13, 0x23 (EG02/EG03) and 0x36 (Jimi 4G
 * units), the alarm without a fix 0x19, the time request 0x8A, information 0x94, command replies
 * 0x15 and 0x21 (2-byte length).
 */
export const gt06Protocol = {
  login: 0x01,
  status: 0x13,
  lbsAlarm: 0x19,
  heartbeat: 0x23,
  commandReply: 0x15,
  commandReplyLong: 0x21,
  status2: 0x36,
  timeRequest: 0x8a,
  information: 0x94,
  serialData: 0x9b,
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
  if (frame.protocol === gt06Protocol.status && r.remaining() === 16) return parseProbeStatus(frame);
  if (frame.protocol === gt06Protocol.status && r.remaining() === 14) return parseObd6Status(frame);
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
 * The heartbeat 0x23 of Concox's EG02/EG03 (Concox "GPS Tracker Communication Protocol (JM-VL02,
 * ..., GT300, GT800, X3 ...)" V3.1, §2.1): terminal information, the external voltage in 1/100 V
 * where 0x13 has the voltage level, GSM signal, language. Answered like 0x13.
 */
function parseHeartbeat(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  applyTerminalInfo(record, r.u8(), false);
  if (r.remaining() >= 3) record.externalPowerV = r.u16() / 100;
  if (r.remaining() >= 1) applyGsmSignal(record, r.u8());
  return { type: 'heartbeat', ack: ackOf(frame), record };
}

/**
 * The alarm without a fix, 0x19 (same document, §7.1): the serving cell (MCC, MNC, LAC, cell id,
 * no length byte), terminal information, voltage level, GSM signal, alarm and language. Some
 * units put the cell's length first, as in 0x16: a cell of 9 bytes starting with 8 or 9 has one.
 */
function parseLbsAlarm(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  const cellBytes = r.remaining() - 5;
  if (cellBytes === 9 && (r.buf[r.pos] === 8 || r.buf[r.pos] === 9)) r.skip(1);
  if (cellBytes >= 8) readLbs(r, record);
  r.pos += Math.max(0, r.remaining() - 5);
  applyTerminalInfo(record, r.u8(), true);
  applyVoltageLevel(record, r.u8());
  applyGsmSignal(record, r.u8());
  applyAlarmCode(record, r.u8());
  return { type: 'heartbeat', ack: ackOf(frame), record };
}

/**
 * The time request 0x8A (same document, §9): answered with the server's UTC time, YY MM DD hh mm
 * ss, under the request's serial, as the document's example answers 78 78 05 8A 00 06 88 29 0D 0A
 * with 78 78 0B 8A 0F 0C 1D 00 00 15 00 06 F0 86 0D 0A. A unit without a fix sets its clock so.
 */
function timeAnswer(frame: Gt06Frame, now = new Date()): Uint8Array {
  const content = Uint8Array.of(
    now.getUTCFullYear() - 2000,
    now.getUTCMonth() + 1,
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  );
  return encodeGt06(gt06Protocol.timeRequest, content, frame.serial);
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
  } else if (type === 0x1e && r.remaining() >= 8) {
    // A temperature and humidity sensor, both in tenths (signed).
    record.temperatureC = r.i32() / 10;
    record.humidityPct = r.i32() / 10;
  } else if (type === 0x1b && r.remaining() >= 1) {
    // A serial reader: its text (an RFID tag), or a framed reader's 4-byte driver id.
    const data = r.bytes(r.remaining());
    const first = data[0] as number;
    const letter = (first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a);
    if (letter) extra.serial = data.toString('latin1').trim();
    else if (data.length >= 6) extra.driverId = toHex(data.subarray(2, 6)).toLowerCase();
  }
  record.extra = extra;
  return { type: 'heartbeat', record };
}

/**
 * The answer to a position query (WHERE#) some units send in 0x21: "Current position!Lat:N54.739332,
 * Lon:E25.273270,Course:126.53,Speed:0.0000,DateTime:2017-05-26  10:27:47" (UTC, as Traccar reads
 * it). A fix, stored like any other; the speed is left out, its unit not being stated.
 */
const POSITION_REPLY =
  /^Current position!Lat:([NS])(\d+\.\d+),Lon:([EW])(\d+\.\d+),Course:(\d+\.\d+),Speed:\d+\.\d+,DateTime:(\d{4})-(\d\d)-(\d\d) +(\d\d):(\d\d):(\d\d)/;

function positionReply(text: string): TrackerEvent | undefined {
  const m = POSITION_REPLY.exec(text);
  if (!m) return undefined;
  const [, ns, lat, ew, lon, course, ...t] = m as unknown as string[];
  const time = utcTime(...(t.map(Number) as [number, number, number, number, number, number]));
  const latitude = Number(lat) * (ns === 'S' ? -1 : 1);
  const longitude = Number(lon) * (ew === 'W' ? -1 : 1);
  if (!time || !isPlausibleFix(latitude, longitude)) return undefined;
  const record = { time, valid: true, lat: latitude, lon: longitude, course: Number(course) };
  return { type: 'records', records: [record] };
}

/**
 * Data a unit passes on from a device on its serial port (0x9B, long frames): a type code, then
 * the data, kept as text when it is printable and as hex otherwise. Not answered, as Traccar does not.
 */
function parseSerialData(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  if (r.remaining() >= 1) r.u8();
  const data = r.bytes(r.remaining());
  const printable = data.every((b) => (b >= 0x20 && b < 0x7f) || b === 0x0d || b === 0x0a);
  const serialData = printable ? data.toString('latin1').trim() : toHex(data).toLowerCase();
  return {
    type: 'heartbeat',
    ...(frame.long ? {} : { ack: ackOf(frame) }),
    record: { extra: { serialData } },
  };
}

function parseCommandReply(frame: Gt06Frame): TrackerEvent[] {
  const r = frame.content;
  if (frame.protocol === gt06Protocol.commandReplyLong) {
    r.u32(); // server flag, as we sent it
    const encoding = r.u8() === 2 ? 'utf16be' : 'latin1';
    const text = readableText(r.bytes(r.remaining()), encoding);
    const position = positionReply(text);
    return position ? [{ type: 'command_result', text }, position] : [{ type: 'command_result', text }];
  }
  // Length of command (server flag + text), server flag, text, then the language (2 bytes).
  const commandLength = r.u8();
  r.u32();
  const size =
    commandLength > 4 && commandLength - 4 <= r.remaining()
      ? commandLength - 4
      : Math.max(0, r.remaining() - 2);
  return [{ type: 'command_result', text: readableText(r.bytes(size), 'latin1'), ack: ackOf(frame) }];
}

export function parseGt06Message(frame: Gt06Frame): TrackerEvent[] {
  const vendor = parseVendorLocation(frame);
  if (vendor) return [vendor];
  if (isAz735(frame)) return [parseAz735(frame)];
  // A position packet with nothing in it: the unit is alive, answered as Traccar answers it.
  if (isLocation(frame) && frame.content.remaining() === 0) return [unknown(frame)];
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
      return parseCommandReply(frame);
    case gt06Protocol.serialData:
      return [parseSerialData(frame)];
    case gt06Protocol.heartbeat:
      if (frame.long) return [unknown(frame)];
      return [parseHeartbeat(frame)];
    case gt06Protocol.lbsAlarm:
      if (frame.long || frame.content.remaining() < 5) return [unknown(frame)];
      return [parseLbsAlarm(frame)];
    case gt06Protocol.timeRequest:
      return [{ type: 'heartbeat', ack: timeAnswer(frame), record: { extra: { protocol: frame.protocol } } }];
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
