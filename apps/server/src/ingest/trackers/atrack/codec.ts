import { FrameError } from '../bytes.ts';
import type { TrackerCodec, TrackerEvent, TrackerStream } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { isTrackerId } from '../fields.ts';
import {
  checksumFailed,
  createFrameStream,
  datagramThroughStream,
  type FrameScan,
  parseFrame,
  withLogins,
} from '../frame-stream.ts';
import { ascii } from '../text-scan.ts';
import { parseBinary } from './binary.ts';
import { parseReply, parseText } from './text.ts';

/**
 * ATrack AK1/AK7/AK11/AX7/AX9/AX11 units (ATrack "AT Series" and "Standard Product" protocol
 * documents; framing as Traccar's AtrackFrameDecoder, fields as its AtrackProtocolDecoder).
 *
 * Over TCP (and UDP, one message a datagram) the unit sends:
 * - a keep-alive, 0xFE 0x02 + unit id (8 bytes) + sequence id (2 bytes), on connecting and then
 *   periodically; the server answers with the same 12 bytes or the unit reconnects;
 * - position messages, binary (`@P`, CRC-16, a 2-byte length of what follows it) or ASCII
 *   (`@P,<CRC hex>,<length>,…`, the length counting from the comma after it, line end
 *   included). Both are acknowledged with 0xFE 0x02 + unit id + the message's sequence id; an
 *   unacknowledged message is sent again, so the ack goes only once its records are stored;
 * - `@R` photo chunks (acknowledged alike; the photo is not kept);
 * - replies to commands, `$OK`, `$ERROR=…`, `$INFO=…`, ended by `\r\n`.
 *
 * The binary CRC is CRC-16/ARC (crc16Ibm) from the length field to the message's end, as every
 * binary message in Traccar's tests bears out (the ASCII one is not checked: see scanText).
 */

/** A message holds the records the unit buffered (often 10+, with custom information ~100 bytes each). */
const MAX_FRAME_BYTES = 8192;
const KEEP_ALIVE_BYTES = 12;
const AT = 0x40;
const DOLLAR = 0x24;
const COMMA = 0x2c;

/** The acknowledgement of a message (and the answer to a keep-alive): FE 02, unit id, sequence id. */
export function atrackAck(unitId: bigint | string, sequence: number): Uint8Array {
  const out = Buffer.alloc(KEEP_ALIVE_BYTES);
  out.writeUInt16BE(0xfe02, 0);
  out.writeBigUInt64BE(BigInt(unitId), 2);
  out.writeUInt16BE(sequence & 0xffff, 10);
  return new Uint8Array(out);
}

function unitIdOf(value: bigint | string): string {
  const id = value.toString();
  if (!isTrackerId(id)) throw new FrameError(`unit id ${id.slice(0, 24)} is not 6 to 20 digits`);
  return id;
}

/**
 * One whole message to events, before the stream adds its logins (exported for the tests, which
 * replay Traccar's decoder vectors as its frame decoder hands them over).
 */
export function parseAtrackMessage(frame: Buffer): TrackerEvent[] {
  if (frame.length >= 2 && frame.readUInt16BE(0) === 0xfe02) {
    if (frame.length !== KEEP_ALIVE_BYTES) throw new FrameError('a keep-alive that is not 12 bytes');
    const id = unitIdOf(frame.readBigUInt64BE(2));
    return [{ type: 'heartbeat', id, ack: new Uint8Array(frame) }];
  }
  if (frame[0] === DOLLAR) {
    const reply = parseReply(frame.toString('latin1').trim());
    return [{ type: 'command_result', ...(reply.unitId ? { id: reply.unitId } : {}), text: reply.text }];
  }
  if (frame[2] === COMMA) {
    const message = parseText(frame.toString('latin1'));
    const ack = atrackAck(message.unitId, message.sequence);
    return recordsOrHeartbeat(message.unitId, message.records, ack);
  }
  const message = parseBinary(frame);
  const id = unitIdOf(message.unitId);
  const ack = atrackAck(message.unitId, message.sequence);
  if (message.kind === 'photo') return [{ type: 'heartbeat', id, ack }];
  return recordsOrHeartbeat(id, message.records, ack);
}

/** A message whose records all lacked a time still gets its ack (else the unit re-sends it forever). */
function recordsOrHeartbeat(
  id: string,
  records: ReturnType<typeof parseText>['records'],
  ack: Uint8Array,
): TrackerEvent[] {
  return records.length ? [{ type: 'records', id, records, ack }] : [{ type: 'heartbeat', id, ack }];
}

/** Bytes up to the next byte a message can start with, for skipping what is none. */
function garbage(buf: Buffer, detail: string): FrameScan {
  let end = 1;
  while (end < buf.length && ![AT, DOLLAR, 0xfe].includes(buf[end] as number)) end++;
  return { kind: 'skip', length: end, event: { type: 'bad_frame', reason: 'malformed', detail } };
}

function scanBinary(buf: Buffer): FrameScan {
  if (buf.length < 6) return { kind: 'need' };
  const length = 6 + buf.readUInt16BE(4);
  if (length > MAX_FRAME_BYTES)
    return { kind: 'too_long', length, detail: `a binary message of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  const expected = buf.readUInt16BE(2);
  const actual = crc16Ibm(buf, 4, length);
  if (expected !== actual) return checksumFailed(length, expected, actual);
  return parseFrame(length, () => parseAtrackMessage(buf.subarray(0, length)));
}

function scanText(buf: Buffer): FrameScan {
  const crcEnd = buf.indexOf(COMMA, 3);
  const lengthEnd = crcEnd < 0 ? -1 : buf.indexOf(COMMA, crcEnd + 1);
  if (lengthEnd < 0)
    return buf.length > 24 ? garbage(buf, 'an ASCII message without its length') : { kind: 'need' };
  const crcText = buf.toString('latin1', 3, crcEnd);
  const lengthText = buf.toString('latin1', crcEnd + 1, lengthEnd);
  if (!/^[0-9A-Fa-f]{1,4}$/.test(crcText) || !/^\d{1,6}$/.test(lengthText))
    return garbage(buf, 'an ASCII message header that is not CRC and length');
  let length = lengthEnd + Number(lengthText);
  if (length > MAX_FRAME_BYTES)
    return { kind: 'too_long', length, detail: `an ASCII message of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  // Traccar takes a line feed just after the counted bytes as the message's own.
  if (buf[length] === 0x0a) length += 1;
  // The ASCII CRC is not checked: Traccar checks none, and its vector of the firmware that writes
  // yyyyMMddHHmmss times (AtrackFrameDecoderTest, `@P,75B3,120,…`) bears a CRC that no range of
  // the message gives, so checking would leave such a unit unacknowledged, re-sending forever.
  return parseFrame(length, () => parseAtrackMessage(buf.subarray(0, length)));
}

function scanReply(buf: Buffer): FrameScan {
  const end = buf.indexOf(0x0a);
  if (end < 0) return buf.length > 1024 ? garbage(buf, 'a reply without its line end') : { kind: 'need' };
  return parseFrame(end + 1, () => parseAtrackMessage(buf.subarray(0, end + 1)));
}

function scan(buf: Buffer): FrameScan {
  const first = buf[0] as number;
  if (first === 0x0d || first === 0x0a || first === 0x00 || first === 0x20)
    return { kind: 'skip', length: 1 };
  if (first === 0xfe) {
    if (buf.length < 2) return { kind: 'need' };
    if (buf[1] !== 0x02) return garbage(buf, 'neither a keep-alive nor a message');
    if (buf.length < KEEP_ALIVE_BYTES) return { kind: 'need' };
    return parseFrame(KEEP_ALIVE_BYTES, () => parseAtrackMessage(buf.subarray(0, KEEP_ALIVE_BYTES)));
  }
  if (first === DOLLAR) return scanReply(buf);
  if (first !== AT) return garbage(buf, 'neither a keep-alive nor a message');
  if (buf.length < 3) return { kind: 'need' };
  return buf[2] === COMMA ? scanText(buf) : scanBinary(buf);
}

/**
 * A connection's stream: the unit names itself in every message, so the first one (and one that
 * names another unit) is preceded by a `login`; a first keep-alive is the login itself, answered
 * once the unit is known (an unknown one is closed unanswered).
 */
function createStream(): TrackerStream {
  return withLogins(createFrameStream(MAX_FRAME_BYTES, scan), (event) =>
    event.type === 'heartbeat' && !event.record ? event.ack : undefined,
  );
}

/** One UDP datagram holds one message (Traccar's UDP pipeline has no frame decoder). */
const parseDatagram = (datagram: Uint8Array): TrackerEvent[] => datagramThroughStream(createStream, datagram);

export const atrackCodec: TrackerCodec = {
  protocol: 'atrack',
  defaultPort: 5044,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The unit's keep-alive comes about every minute (Traccar issue #1351's log), reports more often.
  idleTimeoutSeconds: 600,
  createStream,
  parseDatagram,
  // AT$ commands are sent as typed, ended by CR LF (AtrackProtocolEncoder); the unit answers $OK,
  // $ERROR=<code> or the queried values.
  encodeCommand: (command) => ascii(`${command.text.trim()}\r\n`),
  answersCommands: true,
  // ATrack's server setting, AT$HOST=<host index>,<0: TCP>,<host>,<port>: from memory of ATrack's
  // command list, not checked against its protocol document (not at hand); confirm on a unit.
  setupSms: (host, port) => `AT$HOST=1,0,"${host}",${port}`,
};
