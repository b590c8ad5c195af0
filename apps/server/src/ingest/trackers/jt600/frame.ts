import type { TrackerEvent } from '../codec.ts';
import { type FrameScan, parseFrame } from '../frame-stream.ts';

/**
 * Jointech's framing, as Traccar's Jt600FrameDecoder reads it (JT701D protocol manual V1.4 alike):
 * - `$` a binary frame: its length is the 16-bit word at byte 7 (short layout) or 8 (long layout,
 *   told by its byte 8 being 0), plus 10;
 * - `(` a text message, up to its `)`. The unit escapes `(`, `)`, `,` and `=` inside a message as
 *   3D 15, 3D 14, 3D 11 and 3D 00 (the manual's "Escape character processing"), undone here; an
 *   unknown escape is kept as it came (Jointech's jt701-sdk; Traccar drops it).
 * No checksum. Bytes before a `$` or `(` are skipped: line ends silently, anything else counted.
 */

const DOLLAR = 0x24;
const OPEN = 0x28;
const CLOSE = 0x29;
const ESCAPE = 0x3d;
const unescaped: Record<number, number> = { 21: OPEN, 20: CLOSE, 17: 0x2c, 0: ESCAPE };

/** A binary frame's head: `$`, the id (5), and enough to read its length. */
const BINARY_HEAD = 10;

function unescapeMessage(raw: Buffer): Buffer {
  if (!raw.includes(ESCAPE)) return raw;
  const out: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i] as number;
    const next = raw[i + 1];
    const real = byte === ESCAPE && next !== undefined ? unescaped[next] : undefined;
    if (real === undefined) out.push(byte);
    else {
      out.push(real);
      i++;
    }
  }
  return Buffer.from(out);
}

export type Jt600Parsers = {
  binary(frame: Buffer): TrackerEvent[];
  /** A text message's bytes, parentheses removed and escapes undone. */
  text(content: Buffer): TrackerEvent[];
};

/** Whether the five bytes after a `$` can be a unit's id (BCD digits), as far as they have come. */
function idCanBe(buf: Buffer): boolean {
  for (let i = 1; i < Math.min(6, buf.length); i++) {
    const b = buf[i] as number;
    if (b >> 4 > 9 || (b & 0x0f) > 9) return false;
  }
  return true;
}

/** Bytes up to the next `$` or `(`: line ends and padding go silently, anything else is counted. */
function garbage(buf: Buffer): FrameScan {
  let end = 1;
  while (end < buf.length && buf[end] !== DOLLAR && buf[end] !== OPEN) end++;
  if (/^[\s\0]*$/.test(buf.subarray(0, end).toString('latin1'))) return { kind: 'skip', length: end };
  return {
    kind: 'skip',
    length: end,
    event: { type: 'bad_frame', reason: 'malformed', detail: `${end} bytes outside a message` },
  };
}

/**
 * A connection's scanner. It remembers when it is dropping the rest of an over-long text message,
 * so those bytes go as they come, up to its `)` (or a `(` that starts the next).
 */
export function jt600Scanner(maxFrameBytes: number, parsers: Jt600Parsers): (buf: Buffer) => FrameScan {
  let dropping = false;

  const scanText = (buf: Buffer): FrameScan => {
    const end = buf.indexOf(CLOSE);
    const next = buf.indexOf(OPEN, 1);
    // A `(` before the `)`: this message was cut short (a unit that reconnected mid-message).
    if (next > 0 && (end < 0 || next < end))
      return {
        kind: 'skip',
        length: next,
        event: { type: 'bad_frame', reason: 'malformed', detail: 'a message cut short' },
      };
    if (end < 0) {
      if (buf.length <= maxFrameBytes) return { kind: 'need' };
      dropping = true;
      return { kind: 'too_long', length: buf.length, detail: `a message longer than ${maxFrameBytes} bytes` };
    }
    const length = end + 1;
    if (length > maxFrameBytes)
      return { kind: 'too_long', length, detail: `a message of ${length} bytes, more than ${maxFrameBytes}` };
    const content = unescapeMessage(buf.subarray(1, end));
    return parseFrame(length, () => parsers.text(content));
  };

  const scanBinary = (buf: Buffer): FrameScan => {
    if (!idCanBe(buf)) return garbage(buf);
    if (buf.length < BINARY_HEAD) return { kind: 'need' };
    const length = buf.readUInt16BE(buf[8] === 0 ? 8 : 7) + BINARY_HEAD;
    // More than any unit sends: a `$` in other bytes far more likely than such a frame, so only
    // the `$` is taken for garbage and the scan goes on from the next marker.
    if (length > maxFrameBytes) return garbage(buf);
    if (buf.length < length) return { kind: 'need' };
    return parseFrame(length, () => parsers.binary(buf.subarray(0, length)));
  };

  return (buf) => {
    if (dropping) {
      const close = buf.indexOf(CLOSE);
      const open = buf.indexOf(OPEN);
      if (open >= 0 && (close < 0 || open < close)) {
        dropping = false;
        if (open > 0) return { kind: 'skip', length: open };
      } else if (close < 0) return { kind: 'skip', length: buf.length };
      else {
        dropping = false;
        return { kind: 'skip', length: close + 1 };
      }
    }
    if (buf[0] === DOLLAR) return scanBinary(buf);
    if (buf[0] === OPEN) return scanText(buf);
    return garbage(buf);
  };
}
