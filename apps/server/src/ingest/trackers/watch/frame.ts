import { FrameError } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { type FrameScan, parseFrame } from '../frame-stream.ts';

/**
 * Framing of the watch protocol, as Traccar's WatchFrameDecoder reads it: a message is
 * `[VENDOR*ID*LEN*CONTENT]` and ends at the `]` that closes its opening `[`; brackets are counted,
 * because a Wi-Fi name inside a report may hold a pair of its own (`[LG_Wall-Mount A/C]`, in
 * WatchFrameDecoderTest). The length field is not trusted to find the end: Traccar does not read
 * it, and firmware differs on it. Binary contents (voice `TK`, `JXTK`, images) escape the bytes
 * that matter with `}` + 0x01..0x05 for `}`, `[`, `]`, `,` and `*`, so a raw bracket never
 * appears in them; a frame is unescaped before it is parsed.
 */

const OPEN = 0x5b;
const CLOSE = 0x5d;
const ESCAPE = 0x7d;
const unescaped: Record<number, number> = { 1: 0x7d, 2: 0x5b, 3: 0x5d, 4: 0x2c, 5: 0x2a };

/** The start of a message: `[`, a two-character vendor (SG, 3G, CS, ZJ...), `*`, the id's digits, `*`. */
const HEADER = /^\[[A-Za-z0-9]{2}\*\d{1,20}\*/;
const HEADER_PREFIX = /^\[(?:[A-Za-z0-9](?:[A-Za-z0-9](?:\*\d{0,20})?)?)?$/;

/** Whether a message starts at `at`: 'maybe' while the bytes seen so far could still be one. */
function headerAt(buf: Buffer, at: number): 'yes' | 'no' | 'maybe' {
  const head = buf.subarray(at, at + 26).toString('latin1');
  if (HEADER.test(head)) return 'yes';
  return at + 26 > buf.length && HEADER_PREFIX.test(head) ? 'maybe' : 'no';
}

/** `}`-escaped bytes back to what they stand for; any other byte after `}` is an error (as in Traccar). */
export function unescapeFrame(frame: Buffer): Buffer {
  if (!frame.includes(ESCAPE)) return frame;
  const out = Buffer.alloc(frame.length);
  let n = 0;
  for (let i = 0; i < frame.length; i++) {
    const b = frame[i] as number;
    if (b !== ESCAPE) {
      out[n++] = b;
      continue;
    }
    const mapped = unescaped[frame[i + 1] as number];
    if (mapped === undefined)
      throw new FrameError(`an unknown escape }0x${(frame[i + 1] ?? 0).toString(16)}`);
    out[n++] = mapped;
    i += 1;
  }
  return out.subarray(0, n);
}

/** What the parser does with the frames: whole ones, and the head of one too long to hold. */
export type WatchFrameHandler = {
  frame(bytes: Buffer): TrackerEvent[];
  /** The events of an over-long frame read from its head (a voice message), or undefined to refuse it. */
  oversized(head: Buffer): TrackerEvent[] | undefined;
};

type Drop = { depth: number; events: TrackerEvent[] | undefined };

/**
 * A scanner for `createFrameStream`, one per connection. A frame longer than `maxFrameBytes` is
 * dropped as it arrives (counting brackets to its end) without being held: a voice message's
 * events come from its head, any other is counted as too long. A `[` that starts a new message
 * inside an unfinished one (a frame cut short) ends the broken one, so one lost `]` does not take
 * the rest of the connection with it.
 */
export function createWatchScanner(
  maxFrameBytes: number,
  handler: WatchFrameHandler,
): (buf: Buffer) => FrameScan {
  let drop: Drop | undefined;

  const dropping = (buf: Buffer, current: Drop): FrameScan => {
    let depth = current.depth;
    for (let i = 0; i < buf.length; i++) {
      const b = buf[i] as number;
      if (b === OPEN) {
        const header = headerAt(buf, i);
        if (header === 'maybe') return i === 0 ? { kind: 'need' } : { kind: 'skip', length: i };
        if (header === 'yes') {
          drop = undefined;
          return { kind: 'skip', length: i, event: cutShort() };
        }
        depth += 1;
      } else if (b === CLOSE && --depth === 0) {
        drop = undefined;
        return current.events
          ? { kind: 'frame', length: i + 1, events: current.events }
          : { kind: 'skip', length: i + 1 };
      }
    }
    current.depth = depth;
    return { kind: 'skip', length: buf.length };
  };

  return (buf) => {
    if (drop) return dropping(buf, drop);
    if (buf[0] !== OPEN) {
      const start = buf.indexOf(OPEN);
      const length = start < 0 ? buf.length : start;
      const junk = buf.subarray(0, length).toString('latin1');
      // Line ends and NULs between messages are no messages.
      if (/^[\s\0]*$/.test(junk)) return { kind: 'skip', length };
      const detail = `${length} bytes that are not a message: ${JSON.stringify(junk.slice(0, 30))}`;
      return { kind: 'skip', length, event: { type: 'bad_frame', reason: 'malformed', detail } };
    }
    let depth = 1;
    const stop = Math.min(buf.length, maxFrameBytes);
    for (let i = 1; i < stop; i++) {
      const b = buf[i] as number;
      if (b === OPEN) {
        const header = headerAt(buf, i);
        // (Past the limit the frame is dropped anyway: no waiting for more.)
        if (header === 'maybe' && buf.length <= maxFrameBytes) return { kind: 'need' };
        if (header === 'yes') return { kind: 'skip', length: i, event: cutShort() };
        depth += 1;
      } else if (b === CLOSE && --depth === 0) {
        const end = i + 1;
        return parseFrame(end, () => handler.frame(unescapeFrame(buf.subarray(0, end))));
      }
    }
    if (buf.length <= maxFrameBytes) return { kind: 'need' };
    // Over the limit without its end: dropped as it comes, its events (if any) read from its head.
    let events: TrackerEvent[] | undefined;
    try {
      events = handler.oversized(buf.subarray(0, 64));
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
    }
    drop = { depth, events };
    if (events) return { kind: 'skip', length: stop };
    return { kind: 'too_long', length: stop, detail: `a message longer than ${maxFrameBytes} bytes` };
  };
}

function cutShort(): TrackerEvent {
  return { type: 'bad_frame', reason: 'malformed', detail: 'a message cut short by the next one' };
}
