import { ByteReader } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { crc16X25 } from '../crc.ts';
import { checksumFailed, type FrameScan, parseFrame } from '../frame-stream.ts';
import { scanWifiFrame } from './wifi.ts';

/**
 * GT06 framing (Concox "GT06 GPS Tracker Communication Protocol" v1.8, §4): start bits 0x78 0x78
 * and a 1-byte packet length, or 0x79 0x79 and a 2-byte length; then the protocol number, the
 * information content, a 2-byte serial number, the CRC-ITU of length .. serial, and 0x0D 0x0A.
 * The length counts protocol number .. CRC.
 */

const STOP = 0x0d0a;
/** Protocol number, serial and CRC: the least a length can count. */
const MIN_LENGTH = 5;

export type Gt06Frame = {
  protocol: number;
  /** The information content, between protocol number and serial number. */
  content: ByteReader;
  serial: number;
  /** Whether the frame came with the 2-byte length (0x79 0x79). */
  long: boolean;
};

function startAt(buf: Buffer, i: number): boolean {
  const a = buf[i];
  return (a === 0x78 || a === 0x79) && buf[i + 1] === a;
}

/** The next start bits after the head of the buffer, or -1. */
function nextStart(buf: Buffer): number {
  for (let i = 1; i + 1 < buf.length; i++) if (startAt(buf, i)) return i;
  return -1;
}

/**
 * Scans the head of the buffer for one frame. Bytes before a start marker are skipped and
 * counted; a frame whose stop bits are not where its length puts them is skipped up to the next
 * start marker, so one damaged frame does not take the connection with it. `spoke` says the peer
 * has sent a good frame before: until then, bytes with no start marker at all are no GT06 peer.
 */
export function scanGt06(
  buf: Buffer,
  maxFrameBytes: number,
  parse: (frame: Gt06Frame) => TrackerEvent[],
  spoke: boolean,
): FrameScan {
  if (buf.length < 2 && (buf[0] === 0x78 || buf[0] === 0x79)) return { kind: 'need' };
  if (!startAt(buf, 0)) return garbage(buf, spoke);
  const long = buf[0] === 0x79;
  const head = long ? 4 : 3;
  if (buf.length < head) return { kind: 'need' };
  const length = long ? buf.readUInt16BE(2) : (buf[2] as number);
  const total = head + length + 2;
  if (total > maxFrameBytes) {
    return { kind: 'too_long', length: total, detail: `frame of ${total} bytes, at most ${maxFrameBytes}` };
  }
  const wifi = () => (long ? undefined : scanWifiFrame(buf, maxFrameBytes));
  if (length < MIN_LENGTH) {
    const scan = wifi();
    if (scan) return scan;
    return skipTo(buf, {
      type: 'bad_frame',
      reason: 'malformed',
      detail: `packet length ${length} is too short`,
    });
  }
  if (buf.length < total) return wifi() ?? { kind: 'need' };
  if (buf.readUInt16BE(total - 2) !== STOP) {
    const scan = wifi();
    if (scan) return scan;
    return skipTo(buf, {
      type: 'bad_frame',
      reason: 'malformed',
      detail: 'no stop bits where the length puts them',
    });
  }
  const crcAt = head + length - 2;
  const expected = buf.readUInt16BE(crcAt);
  const actual = crc16X25(buf, 2, crcAt);
  if (expected !== actual) return checksumFailed(total, expected, actual);
  return parseFrame(total, () =>
    parse({
      protocol: buf[head] as number,
      content: new ByteReader(buf, head + 1, crcAt - 2),
      serial: buf.readUInt16BE(crcAt - 2),
      long,
    }),
  );
}

/** Skips to the next start marker (or keeps waiting for one when there is none yet). */
function skipTo(buf: Buffer, event: TrackerEvent): FrameScan {
  const next = nextStart(buf);
  return { kind: 'skip', length: next > 0 ? next : 2, event };
}

/**
 * Bytes that are no frame: skipped and counted up to the next start marker. When there is none
 * and the peer never sent a good frame, it does not speak GT06 and nothing can be resynchronised.
 */
function garbage(buf: Buffer, spoke: boolean): FrameScan {
  let next = nextStart(buf);
  // A last byte that may be the first half of a start marker is kept for the next read.
  if (next < 0 && buf.length > 1 && (buf.at(-1) === 0x78 || buf.at(-1) === 0x79)) next = buf.length - 1;
  if (next < 0 && !spoke) return { kind: 'fatal', detail: 'bytes that are not a GT06 frame' };
  if (next < 0) next = buf.length;
  return {
    kind: 'skip',
    length: next,
    event: { type: 'bad_frame', reason: 'malformed', detail: `${next} byte(s) before a start marker` },
  };
}

/**
 * A frame as the server sends it: start bits, length, protocol number, content, serial, CRC-ITU,
 * stop bits. `long` gives the 0x79 0x79 frame with a 2-byte length, as Traccar answers AZ735 units.
 */
export function encodeGt06(protocol: number, content: Uint8Array, serial: number, long = false): Buffer {
  const length = 1 + content.length + 2 + 2;
  const head = long ? 4 : 3;
  const out = Buffer.alloc(head + length + 2);
  out[0] = long ? 0x79 : 0x78;
  out[1] = out[0];
  if (long) out.writeUInt16BE(length, 2);
  else out[2] = length;
  out[head] = protocol;
  out.set(content, head + 1);
  const crcAt = head + 1 + content.length + 2;
  out.writeUInt16BE(serial & 0xffff, crcAt - 2);
  out.writeUInt16BE(crc16X25(out, 2, crcAt), crcAt);
  out.writeUInt16BE(STOP, crcAt + 2);
  return out;
}
