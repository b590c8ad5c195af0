import { ByteReader, FrameError } from '../bytes.ts';
import { crc16X25 } from '../crc.ts';
import { checksumFailed, type FrameScan } from '../frame-stream.ts';

/**
 * Castel framing (Sinocastel "OBD Smart" protocol; Traccar's CastelProtocol and
 * CastelProtocolDecoder, which this follows field by field):
 *
 *   '@@' | length u16 LE (the whole frame, '@@' to CR LF) | version u8 | device id (20 bytes
 *   ASCII, NUL padded) | type u16 (high byte first: 0x1001 is sent 10 01) | payload |
 *   CRC-16/X-25 u16 LE of '@@' .. payload | CR LF
 *
 * The MPIP units (Traccar's "decodeMpip") start with '$$' and have no version byte. The version
 * says which family speaks: 3 and 4 are the SC (OBD dongle) protocol, any other the older CC_TR
 * one.
 */

export const AT_AT = 0x4040;
export const DOLLARS = 0x2424;
const ID_BYTES = 20;
/** '@@', length, version, id, type, CRC, CR LF: the least a frame can be. */
const MIN_FRAME = 2 + 2 + 1 + ID_BYTES + 2 + 2 + 2;
/** The longest vector is 212 bytes; a comprehensive (0x401F) packet with many PIDs and DTCs is longer. */
export const MAX_FRAME_BYTES = 4096;

export type CastelHeader = {
  /** The frame's start marker: '@@' or '$$' (MPIP, no version byte). */
  mpip: boolean;
  /** The protocol version byte ('$$' frames: -1, as Traccar has it). */
  version: number;
  /** The id as the unit sends it (20 bytes), echoed in every answer. */
  rawId: Buffer;
  /** The id, up to its first NUL, trimmed. */
  id: string;
  type: number;
};

/** The id field as text: printable ASCII up to the first NUL; anything else is no Castel id. */
function idOf(raw: Buffer): string {
  const end = raw.indexOf(0);
  const text = raw
    .subarray(0, end === -1 ? raw.length : end)
    .toString('latin1')
    .trim();
  if (!/^[\x21-\x7e]{1,20}$/.test(text)) throw new FrameError('a device id that is not printable ASCII');
  return text;
}

/** Reads the header of one whole frame; the reader is left at the payload, its end before the CRC. */
export function readHeader(frame: Buffer): { header: CastelHeader; r: ByteReader } {
  const r = new ByteReader(frame, 0, frame.length - 4);
  const marker = r.u16();
  if (marker !== AT_AT && marker !== DOLLARS) throw new FrameError('no @@ or $$ at the start');
  r.skip(2); // length, checked by the scanner
  const mpip = marker === DOLLARS;
  const version = mpip ? -1 : r.u8();
  const rawId = Buffer.from(r.bytes(ID_BYTES));
  const id = idOf(rawId);
  const type = r.u16();
  return { header: { mpip, version, rawId, id, type }, r };
}

/** Finds the next frame start ('@@' or '$$') at or after `from`, or -1. */
function nextStart(buf: Buffer, from: number): number {
  for (let i = from; i + 1 < buf.length; i++) {
    const b = buf[i];
    if ((b === 0x40 || b === 0x24) && buf[i + 1] === b) return i;
  }
  // A lone last '@' or '$' may begin a frame whose second byte is still to come.
  const last = buf[buf.length - 1];
  return last === 0x40 || last === 0x24 ? buf.length - 1 : -1;
}

/**
 * What the head of the buffer holds: bytes before a start marker are skipped (one bad frame for
 * the run), a frame is checked for its length and CRC, then given to `parse`.
 */
export function scanCastel(buf: Buffer, parse: (frame: Buffer) => FrameScan): FrameScan {
  if (buf.length < 2)
    return buf[0] === 0x40 || buf[0] === 0x24 || buf.length === 0 ? { kind: 'need' } : skip(1);
  const marker = buf.readUInt16BE(0);
  if (marker !== AT_AT && marker !== DOLLARS) {
    const at = nextStart(buf, 1);
    return skip(at === -1 ? buf.length : at);
  }
  if (buf.length < 4) return { kind: 'need' };
  const length = buf.readUInt16LE(2);
  const least = marker === DOLLARS ? MIN_FRAME - 1 : MIN_FRAME;
  // A length no frame has: the marker was a chance pair of bytes (or a third '@' before the
  // real one), so look again one byte on rather than drop what the length claims.
  if (length < least) return skip(1, `a frame length of ${length}`);
  if (length > MAX_FRAME_BYTES)
    return {
      kind: 'skip',
      length: 1,
      event: { type: 'bad_frame', reason: 'too_long', detail: `a frame of ${length} bytes` },
    };
  if (buf.length < length) return { kind: 'need' };
  const expected = buf.readUInt16LE(length - 4);
  const actual = crc16X25(buf, 0, length - 4);
  if (expected !== actual) return checksumFailed(length, expected, actual);
  return parse(buf.subarray(0, length));
}

function skip(length: number, detail = 'bytes before a frame start'): FrameScan {
  return { kind: 'skip', length, event: { type: 'bad_frame', reason: 'malformed', detail } };
}

/**
 * A frame to the unit: '@@', length, version (none when `version` is undefined: the MPIP
 * answer), the unit's id as it sent it, type (high byte first), content, CRC-16/X-25 LE, CR LF.
 */
export function castelPacket(
  version: number | undefined,
  rawId: Uint8Array,
  type: number,
  content: Uint8Array = new Uint8Array(),
): Uint8Array {
  const head = version === undefined ? 4 : 5;
  const length = head + rawId.length + 2 + content.length + 4;
  const out = Buffer.alloc(length);
  out.writeUInt16BE(AT_AT, 0);
  out.writeUInt16LE(length, 2);
  if (version !== undefined) out.writeUInt8(version & 0xff, 4);
  Buffer.from(rawId).copy(out, head);
  out.writeUInt16BE(type, head + rawId.length);
  Buffer.from(content).copy(out, head + rawId.length + 2);
  out.writeUInt16LE(crc16X25(out, 0, length - 4), length - 4);
  out.writeUInt8(0x0d, length - 2);
  out.writeUInt8(0x0a, length - 1);
  return new Uint8Array(out);
}

/** A device id as the 20-byte field: ASCII, NUL padded. */
export function idField(id: string): Buffer {
  const out = Buffer.alloc(ID_BYTES);
  Buffer.from(id, 'latin1').copy(out, 0, 0, ID_BYTES);
  return out;
}
