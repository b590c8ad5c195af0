import { ByteReader } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { type FrameScan, parseFrame } from '../frame-stream.ts';

/**
 * Topin framing ("ZhongXun Topin Locator Communication Protocol", May 2017 / 180612, §3 and §7):
 * 0x78 0x78, a length byte, the protocol number, the content, 0x0D 0x0A; no serial number, no
 * checksum. The document's length counts protocol number and content, "a few special rules"
 * aside, and warns that 0x0D 0x0A may occur inside the content: it is the end only once the
 * length is reached. Real units bend the rule, as Traccar's vectors show:
 * - login (0x01): the byte is "reserved" (0x0D with 9 bytes of content);
 * - GPS (0x10/0x11): it counts the content alone (0x15 for 21 bytes);
 * - Wi-Fi/LBS (0x17, 0x18, 0x19, 0x1A, 0x69): it is the number of Wi-Fi access points, and the
 *   frame's size follows from its counts (gt06/wifi.ts reads the same shape);
 * - status (0x13): one unit sends 0x07 for 5 bytes of content.
 * So each frame's end is looked for where its own shape puts it, then at the first 0x0D 0x0A
 * past the least content its protocol number can have. Traccar itself frames by TCP read (its
 * TopinProtocol has no frame decoder); a 0x0D 0x0A at the end of a read is taken as the end.
 */

export const START = 0x7878;
const STOP_0 = 0x0d;
const STOP_1 = 0x0a;

export type TopinFrame = {
  /** The length byte as received (some answers repeat it). */
  length: number;
  protocol: number;
  /** The content, between protocol number and stop bits. */
  content: ByteReader;
};

export const wifiProtocols = new Set([0x17, 0x18, 0x19, 0x1a, 0x69]);

const isStop = (buf: Buffer, at: number) => buf[at] === STOP_0 && buf[at + 1] === STOP_1;
const isStart = (buf: Buffer, at: number) => buf[at] === 0x78 && buf[at + 1] === 0x78;

/** The next start bits after the head of the buffer, or -1. */
function nextStart(buf: Buffer): number {
  for (let i = 1; i + 1 < buf.length; i++) if (isStart(buf, i)) return i;
  return -1;
}

/**
 * Where a frame's stop bits are: at one of the offsets its shape gives (`exact`, in order), or at
 * the first 0x0D 0x0A from `least` on. `undefined` while the buffer cannot tell yet.
 */
function stopAt(buf: Buffer, exact: number[], least: number): number | undefined {
  const reachable = exact.filter((at) => at >= least);
  for (const at of reachable) if (buf.length >= at + 2 && isStop(buf, at)) return at;
  const pending = reachable.some((at) => buf.length < at + 2);
  for (let at = least; at + 1 < buf.length; at++) {
    if (!isStop(buf, at)) continue;
    // While a place the shape gives is still to come, an earlier 0x0D 0x0A is the end only where
    // the read ends with it or the next frame follows it.
    if (!pending || at + 2 === buf.length || isStart(buf, at + 2)) return at;
  }
  return undefined;
}

/** The least content of each protocol number (login: the IMEI; GPS: time to course). */
function leastContent(protocol: number, length: number): number {
  switch (protocol) {
    case 0x01:
      return 8;
    case 0x10:
    case 0x11:
      return 18;
    case 0x08:
    case 0x09:
      // A heartbeat (length 1, no content), or the alternative position of 25 bytes and more.
      return length <= 1 ? 0 : 25;
    case 0x13:
      return 4;
    default:
      return 0;
  }
}

/** Offsets (from the frame's start) of the stop bits of a Wi-Fi/LBS frame, as its counts give them. */
function wifiStops(buf: Buffer): { exact: number[]; least: number } | 'need' {
  const wifiCount = buf[2] as number;
  const cellsAt = 4 + 6 + wifiCount * 7;
  if (buf.length <= cellsAt) return 'need';
  const cells = buf[cellsAt] as number;
  const gsm = cellsAt + 1 + 3 + cells * 5;
  const lte = cellsAt + 1 + 3 + cells * 9;
  // GSM cells (LAC 2, cell id 2, signal 1) or 4G cells (4, 4, 1), each with or without the alarm byte.
  return { exact: [gsm, gsm + 1, lte, lte + 1], least: gsm };
}

/**
 * Scans the head of the buffer for one frame. Bytes before the start bits are skipped and
 * counted; a peer whose first bytes hold no start bits at all does not speak Topin.
 */
export function scanTopin(
  buf: Buffer,
  parse: (frame: TopinFrame) => TrackerEvent[],
  spoke: boolean,
): FrameScan {
  if (buf.length < 2 && buf[0] === 0x78) return { kind: 'need' };
  if (!isStart(buf, 0)) return garbage(buf, spoke);
  if (buf.length < 4) return { kind: 'need' };
  const length = buf[2] as number;
  const protocol = buf[3] as number;
  let exact: number[];
  let least: number;
  if (wifiProtocols.has(protocol)) {
    const stops = wifiStops(buf);
    if (stops === 'need') return { kind: 'need' };
    ({ exact, least } = stops);
  } else {
    least = 4 + leastContent(protocol, length);
    // GPS counts its content alone; the others, as the document says, protocol number and content.
    exact = protocol === 0x10 || protocol === 0x11 ? [4 + length, 3 + length] : [3 + length, 4 + length];
    if (protocol === 0x01) exact = [];
  }
  const stop = stopAt(buf, exact, least);
  if (stop === undefined) return { kind: 'need' };
  const total = stop + 2;
  return parseFrame(total, () => parse({ length, protocol, content: new ByteReader(buf, 4, stop) }));
}

/**
 * Bytes that are no frame: skipped and counted up to the next start bits. When there are none
 * and the peer never sent a good frame, it does not speak Topin.
 */
function garbage(buf: Buffer, spoke: boolean): FrameScan {
  let next = nextStart(buf);
  // A last byte that may be the first half of the start bits is kept for the next read.
  if (next < 0 && buf.length > 1 && buf.at(-1) === 0x78) next = buf.length - 1;
  if (next < 0 && !spoke) return { kind: 'fatal', detail: 'bytes that are not a Topin frame' };
  if (next < 0) next = buf.length;
  return {
    kind: 'skip',
    length: next,
    event: { type: 'bad_frame', reason: 'malformed', detail: `${next} byte(s) before the start bits` },
  };
}

/** A frame as the server sends it: start bits, length byte, protocol number, content, stop bits. */
export function encodeTopin(length: number, protocol: number, content: Uint8Array): Buffer {
  const out = Buffer.alloc(4 + content.length + 2);
  out.writeUInt16BE(START, 0);
  out[2] = length & 0xff;
  out[3] = protocol;
  out.set(content, 4);
  out[4 + content.length] = STOP_0;
  out[5 + content.length] = STOP_1;
  return out;
}
