import { ByteReader, FrameError } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { type FrameScan, parseFrame } from '../frame-stream.ts';
import { ascii } from '../text-scan.ts';
import { hex, tailOf, uniqueId } from './binary-fields.ts';
import { decodeHeartbeatFrame, decodeRecordsFrame } from './binary-gen2.ts';
import { decodeReport } from './binary-report.ts';

/**
 * Queclink @Track in its binary ("HEX") report format (AT+GTCFG's report format), which a unit
 * sends on the same connection as its text acknowledgements. Two generations:
 *
 * 1. `+RSP`/`+EVT`/`+INF`/`+HBD`/`+ACK` (GV200 TRACGV200AN003 chapter 4 "HEX format", GV300,
 *    GV55, GB100...): a 4-character header, a message type, a mask saying which optional fields
 *    are there, then the same fields as the text report in binary; `+BSP`/`+BVT`/`+BNF` are the
 *    buffered ones (history). The tail is `<send time 7><count number 2><checksum 2>\r\n`.
 *    The server's answers stay text: `+SACK:<count>$`, and `+SACK:GTHBD,<version>,<count>$` to
 *    the heartbeat (the @Track heartbeat section; the HEX section defines no binary SACK).
 * 2. `+\x00` reports and `+\x10` heartbeats (GL601 and later, qdc.queclinksz.com "Frames
 *    Format"): records of data units; a location is data unit 0x52. Their SACK frame is not in
 *    the material we have, so they are decoded and not answered.
 *
 * Fields whose layout differs per model (what follows the positions: mileage, hour meter, analog
 * inputs) are not read; positions are located by the mask, and checked for plausibility.
 */

/** Headers of generation 1 (Traccar's Gl200FrameDecoder lists the same). */
const headers = new Set([
  '+RSP',
  '+BSP',
  '+EVT',
  '+BVT',
  '+INF',
  '+BNF',
  '+HBD',
  '+CRD',
  '+BRD',
  '+LGN',
  '+ACK',
]);

/**
 * The binary frame at the head of `buf`, or undefined when it is a text message. A binary frame
 * holds NULs and `$` bytes, so the text scanner must not see one: a partial header already
 * claims the bytes (`need`).
 */
export function scanBinary(buf: Buffer, maxFrameBytes: number): FrameScan | undefined {
  if (buf[0] !== 0x2b) return undefined;
  if (buf.length < 2) return { kind: 'need' };
  if (buf[1] === 0x00)
    return scanLength(buf, 4, () => buf.readUInt16BE(2), maxFrameBytes, decodeRecordsFrame);
  if (buf[1] === 0x10) return scanLength(buf, 3, () => buf[2] as number, maxFrameBytes, decodeHeartbeatFrame);
  const prefix = buf.toString('latin1', 0, Math.min(4, buf.length));
  if (buf.length < 4) return [...headers].some((h) => h.startsWith(prefix)) ? { kind: 'need' } : undefined;
  if (!headers.has(prefix)) return undefined;
  if (prefix === '+ACK') {
    if (buf.length < 5) return { kind: 'need' };
    if (buf[4] === 0x3a) return undefined; // `+ACK:` is text.
  }
  const at = lengthAt(prefix, buf);
  if (at === undefined) return { kind: 'need' };
  if (at === null) {
    // The mask leaves the length out: the frame cannot be told from the next one but by its end.
    const end = buf.indexOf('\r\n', 4, 'latin1');
    if (end < 0)
      return buf.length > maxFrameBytes
        ? { kind: 'fatal', detail: 'a binary frame without a length' }
        : { kind: 'need' };
    return {
      kind: 'skip',
      length: end + 2,
      event: {
        type: 'bad_frame',
        reason: 'unsupported',
        detail: `binary @Track ${prefix} without <Length> (set it in the AT+GTHRM masks)`,
      },
    };
  }
  return scanLength(
    buf,
    at.offset + at.size,
    () => buf.readUIntBE(at.offset, at.size),
    maxFrameBytes,
    decodeAtTrack,
  );
}

/** Where a generation-1 frame's length sits: undefined while unknown, null when the mask has none. */
function lengthAt(header: string, buf: Buffer): { offset: number; size: number } | null | undefined {
  switch (header) {
    case '+ACK':
      // <type><mask><length>: the mask's bit 0 is <Length>.
      if (buf.length < 6) return undefined;
      return (buf[5] as number) & 1 ? { offset: 6, size: 1 } : null;
    case '+HBD':
      if (buf.length < 5) return undefined;
      return (buf[4] as number) & 1 ? { offset: 5, size: 1 } : null;
    case '+INF':
    case '+BNF':
      if (buf.length < 7) return undefined;
      return buf.readUInt16BE(5) & 1 ? { offset: 7, size: 2 } : null;
    case '+CRD':
    case '+BRD':
    case '+LGN':
      return { offset: 6, size: 2 };
    default:
      // +RSP/+EVT: <type><mask 4>, bit 7 is <Length>.
      if (buf.length < 9) return undefined;
      return buf.readUInt32BE(5) & 0x80 ? { offset: 9, size: 2 } : null;
  }
}

function scanLength(
  buf: Buffer,
  headerBytes: number,
  length: () => number,
  maxFrameBytes: number,
  decode: (frame: Buffer) => TrackerEvent[],
): FrameScan {
  if (buf.length < headerBytes) return { kind: 'need' };
  const n = length();
  if (n < headerBytes + 2) return { kind: 'fatal', detail: `a binary @Track frame of ${n} bytes` };
  if (n > maxFrameBytes)
    return { kind: 'too_long', length: n, detail: `a binary @Track frame of ${n} bytes` };
  if (buf.length < n) return { kind: 'need' };
  return parseFrame(n, () => decode(buf.subarray(0, n)));
}

// ---------------------------------------------------------------------------------------------
// Generation 1: +RSP, +EVT, +INF, +HBD, +ACK

function decodeAtTrack(frame: Buffer): TrackerEvent[] {
  const header = frame.toString('latin1', 0, 4);
  switch (header) {
    case '+RSP':
    case '+BSP':
    case '+EVT':
    case '+BVT':
      return decodeReport(frame, header);
    case '+HBD':
      return decodeHbd(frame);
    case '+INF':
    case '+BNF':
      return decodeInf(frame);
    case '+ACK':
      return decodeAck(frame);
    default:
      return [
        { type: 'bad_frame', reason: 'unsupported', detail: `binary @Track ${header} frame (not decoded)` },
      ];
  }
}

/**
 * +HBD: <mask><length>[<device type>][<protocol version 2>][<firmware version 2>][<unique id 8>]
 * [<send time 7>][<count 2>], checksum, CR LF; mask bits (AT+GTHRM <+HBD Mask>) 0 length, 1 device
 * type, 2 protocol version, 3 firmware version, 4 device name as the id, 5 send time, 6 count, 7
 * unique id. Answered `+SACK:GTHBD,<protocol version>,<count>$` as the text heartbeat is.
 */
function decodeHbd(frame: Buffer): TrackerEvent[] {
  const r = new ByteReader(frame, 4);
  const mask = r.u8();
  if (mask & 1) r.skip(1);
  const deviceType = mask & 2 ? r.u8() : undefined;
  const protocol = mask & 4 ? r.u16() : undefined;
  if (mask & 8) r.skip(2);
  const id = mask & 0x80 ? uniqueId(r.bytes(8), (mask & 0x10) !== 0) : undefined;
  const tail = tailOf(frame, (mask & 0x20) !== 0, (mask & 0x40) !== 0);
  if (tail.start < r.pos) throw new FrameError('a binary +HBD shorter than its mask');
  const version =
    deviceType !== undefined && protocol !== undefined ? hex(deviceType, 2) + hex(protocol, 4) : '';
  return [
    {
      type: 'heartbeat',
      ...(id ? { id } : {}),
      ...(tail.count === undefined ? {} : { ack: ascii(`+SACK:GTHBD,${version},${hex(tail.count, 4)}$`) }),
    },
  ];
}

/**
 * +INF (+BNF buffered): <type><mask 2>[<length 2>]<unique id 8>[<device type>][<protocol
 * version 2>][<firmware version 2>]..., mask bits 0 length, 1 device name as the id, 2 device
 * type, 3 protocol version, 4 firmware version, 5 send time, 6 count (GV200 <+INF Mask>). What
 * follows differs per type and model: a heartbeat from the device, acknowledged by its count.
 */
function decodeInf(frame: Buffer): TrackerEvent[] {
  const r = new ByteReader(frame, 4);
  const type = r.u8();
  const mask = r.u16();
  if (mask & 1) r.skip(2);
  const id = uniqueId(r.bytes(8), (mask & 2) !== 0);
  const tail = tailOf(frame, (mask & 0x20) !== 0, (mask & 0x40) !== 0);
  return [
    {
      type: 'heartbeat',
      id,
      record: { extra: { info: `INF${type}` } },
      ...(tail.count === undefined ? {} : { ack: ascii(`+SACK:${hex(tail.count, 4)}$`) }),
    },
  ];
}

/**
 * +ACK: a command's acknowledgement, <type><mask><length>[<device type>][<protocol version 2>]
 * [<firmware version 2>]<unique id 8>...<serial number 2>[<send time 7>][<count 2>], the mask as
 * +HBD's but for the id, always there. The serial number is the command's, as in `+ACK:GTxxx`.
 */
function decodeAck(frame: Buffer): TrackerEvent[] {
  const r = new ByteReader(frame, 4);
  const type = r.u8();
  const mask = r.u8();
  if (mask & 1) r.skip(1);
  if (mask & 2) r.skip(1);
  if (mask & 4) r.skip(2);
  if (mask & 8) r.skip(2);
  const id = uniqueId(r.bytes(8), (mask & 0x10) !== 0);
  const tail = tailOf(frame, (mask & 0x20) !== 0, (mask & 0x40) !== 0);
  if (tail.start - 2 < r.pos) throw new FrameError('a binary +ACK without its serial number');
  const serial = frame.readUInt16BE(tail.start - 2);
  return [
    {
      type: 'command_result',
      id,
      text: `+ACK binary type ${type}, serial ${hex(serial, 4)}`,
      ...(tail.count === undefined ? {} : { ack: ascii(`+SACK:${hex(tail.count, 4)}$`) }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Generation 2: `+\x00` reports and `+\x10` heartbeats
