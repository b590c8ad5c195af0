import { FrameError, toHex } from '../bytes.ts';
import { isTrackerId } from '../fields.ts';

/**
 * Eelink's framing (Eelink "Device Protocol V2.0" §5.1, and its "Terminal Communication Protocol
 * Second Edition" 1.8 for the older units; read as Traccar's EelinkProtocol/EelinkProtocolDecoder
 * do):
 *
 *   0x67 0x67 | PID (1) | size (2: sequence + content) | sequence (2) | content
 *
 * No checksum over TCP. Every answer is a package of the same PID and sequence ("All response
 * packages must have same Package identifier and Package sequence number as the request").
 *
 * Over UDP each datagram is wrapped: 'E' 'L' | length (2: checksum + what follows) | checksum (2)
 * | IMEI (8, BCD, a leading 0) | packages, the checksum a 16-bit sum rotated left one bit before
 * each byte is added (EelinkProtocolEncoder.checksum); answers are wrapped alike.
 */

export const MARK = 0x67;
export const HEAD_BYTES = 7;
/** 'E' 'L', the UDP wrapper's mark. */
export const UDP_MARK = 0x454c;
export const UDP_HEAD_BYTES = 14;

export const pid = {
  login: 0x01,
  gps: 0x02,
  heartbeat: 0x03,
  alarm: 0x04,
  state: 0x05,
  sms: 0x06,
  obd: 0x07,
  /** Protocol 2: location, warning, report, message, OBD data/body/fault. */
  normal: 0x12,
  warning: 0x14,
  report: 0x15,
  message: 0x16,
  obdData: 0x17,
  obdBody: 0x18,
  obdCode: 0x19,
  /** Server to device: an instruction; the device answers with the same PID. */
  downlink: 0x80,
  /** Server to device: a broadcast; a device's 0x81 is not answered (Traccar alike). */
  data: 0x81,
} as const;

export type Package = {
  type: number;
  sequence: number;
  /** The content after the sequence, as a view of the frame. */
  content: Buffer;
};

/** The rotating 16-bit sum of the UDP wrapper. */
export function checksum(bytes: Uint8Array): number {
  let sum = 0;
  for (const b of bytes) sum = (((sum << 1) | (sum >> 15)) + b) & 0xffff;
  return sum;
}

/** The 8-byte BCD IMEI: 16 digits whose first is padding. */
export function readImei(bytes: Uint8Array): string {
  const hex = toHex(bytes);
  const id = hex.slice(1);
  if (!isTrackerId(id)) throw new FrameError(`IMEI ${hex} is not BCD digits`);
  return id;
}

/** An id as the 8 BCD bytes the UDP wrapper carries ("0" + 15 digits; shorter ids zero-padded). */
export function imeiBytes(id: string): Buffer {
  if (!/^\d{1,16}$/.test(id)) throw new RangeError(`an Eelink IMEI is up to 16 digits, not ${id}`);
  return Buffer.from(id.padStart(16, '0'), 'hex');
}

/** A package: mark, PID, size, sequence, content. */
export function encodePackage(
  type: number,
  sequence: number,
  content: Uint8Array = new Uint8Array(),
): Buffer {
  const out = Buffer.alloc(HEAD_BYTES + content.length);
  out.writeUInt8(MARK, 0);
  out.writeUInt8(MARK, 1);
  out.writeUInt8(type, 2);
  out.writeUInt16BE(2 + content.length, 3);
  out.writeUInt16BE(sequence & 0xffff, 5);
  out.set(content, HEAD_BYTES);
  return out;
}

/** A package wrapped for UDP with the unit's IMEI. */
export function wrapDatagram(id: string, pkg: Uint8Array): Buffer {
  const body = Buffer.concat([imeiBytes(id), pkg]);
  const out = Buffer.alloc(6 + body.length);
  out.writeUInt16BE(UDP_MARK, 0);
  out.writeUInt16BE(2 + body.length, 2);
  out.writeUInt16BE(checksum(body), 4);
  body.copy(out, 6);
  return out;
}

/**
 * The answer to a package: its PID and sequence, and for a login the server's time (4, seconds),
 * protocol version 1 and a zero action mask, as Traccar answers (Device Protocol V2.0 §5.2: the
 * version 1 answer keeps the unit in its compatible mode).
 */
export function answerFor(pkg: Package, now: Date): Buffer {
  if (pkg.type !== pid.login) return encodePackage(pkg.type, pkg.sequence);
  const content = Buffer.alloc(7);
  content.writeUInt32BE(Math.floor(now.getTime() / 1000) >>> 0, 0);
  content.writeUInt16BE(1, 4);
  content.writeUInt8(0, 6);
  return encodePackage(pkg.type, pkg.sequence, content);
}
