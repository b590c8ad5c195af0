import { FrameError, toBuffer } from './bytes.ts';
import type { TrackerEvent, TrackerStream } from './codec.ts';

/**
 * What a protocol's scanner makes of the bytes at the head of a connection's buffer:
 * - `need`: not a whole frame yet (keep the bytes, wait for more);
 * - `frame`: a whole frame of `length` bytes, and the events it gave;
 * - `skip`: `length` bytes that are no frame (garbage before a start marker, a frame whose
 *   checksum failed), with the event to count them by, if any;
 * - `too_long`: a header announcing `length` bytes, more than the protocol allows; the stream
 *   drops them as they come without holding them;
 * - `fatal`: nothing here can be resynchronised.
 */
export type FrameScan =
  | { kind: 'need' }
  | { kind: 'frame'; length: number; events: TrackerEvent[] }
  | { kind: 'skip'; length: number; event?: TrackerEvent }
  | { kind: 'too_long'; length: number; detail: string }
  | { kind: 'fatal'; detail: string };

/**
 * A `TrackerStream` over a scanner: keeps the unfinished tail between pushes, never holds more
 * than `maxFrameBytes`, and turns a `FrameError` thrown while parsing a frame into a
 * `bad_frame` ('malformed') for that frame alone. After a fatal frame it takes nothing more.
 */
export function createFrameStream(maxFrameBytes: number, scan: (buf: Buffer) => FrameScan): TrackerStream {
  let held: Buffer = Buffer.alloc(0);
  let discarding = 0;
  let dead = false;

  const push = (chunk: Uint8Array): TrackerEvent[] => {
    if (dead) return [];
    let incoming = toBuffer(chunk);
    if (discarding > 0) {
      const dropped = Math.min(discarding, incoming.length);
      discarding -= dropped;
      incoming = incoming.subarray(dropped);
    }
    let buf = held.length === 0 ? incoming : Buffer.concat([held, incoming]);
    const events: TrackerEvent[] = [];
    while (buf.length > 0) {
      const result = scanSafely(scan, buf);
      if (result.kind === 'need') {
        if (buf.length > maxFrameBytes) {
          dead = true;
          buf = Buffer.alloc(0);
          events.push(tooLong(`more than ${maxFrameBytes} bytes without a complete frame`, true));
        }
        break;
      }
      if (result.kind === 'fatal') {
        dead = true;
        buf = Buffer.alloc(0);
        events.push({ type: 'bad_frame', reason: 'malformed', detail: result.detail, fatal: true });
        break;
      }
      if (result.kind === 'too_long') {
        events.push(tooLong(result.detail, false));
        const dropped = Math.min(result.length, buf.length);
        discarding = result.length - dropped;
        buf = buf.subarray(dropped);
        continue;
      }
      if (result.kind === 'frame') events.push(...result.events);
      else if (result.event) events.push(result.event);
      buf = buf.subarray(Math.max(1, result.length));
    }
    // Copy the tail so the socket's chunk (and the rest of it) can be collected.
    held = buf.length === 0 ? Buffer.alloc(0) : Buffer.from(buf);
    return events;
  };

  return { push, buffered: () => held.length };
}

function tooLong(detail: string, fatal: boolean): TrackerEvent {
  return fatal
    ? { type: 'bad_frame', reason: 'too_long', detail, fatal: true }
    : { type: 'bad_frame', reason: 'too_long', detail };
}

function scanSafely(scan: (buf: Buffer) => FrameScan, buf: Buffer): FrameScan {
  try {
    return scan(buf);
  } catch (error) {
    if (error instanceof FrameError) return { kind: 'fatal', detail: error.message };
    throw error;
  }
}

/**
 * Parses one complete frame whose length is already known; a `FrameError` (a field running
 * past the frame's end, a count that does not match) makes it a 'malformed' bad frame that is
 * skipped, so the connection goes on with the next frame.
 */
export function parseFrame(length: number, parse: () => TrackerEvent[]): FrameScan {
  try {
    return { kind: 'frame', length, events: parse() };
  } catch (error) {
    if (!(error instanceof FrameError)) throw error;
    return { kind: 'skip', length, event: { type: 'bad_frame', reason: 'malformed', detail: error.message } };
  }
}

/** A frame whose checksum failed: skipped and counted. */
export function checksumFailed(length: number, expected: number, actual: number): FrameScan {
  const hex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    kind: 'skip',
    length,
    event: {
      type: 'bad_frame',
      reason: 'checksum',
      detail: `checksum ${hex(actual)}, expected ${hex(expected)}`,
    },
  };
}

/**
 * A stream for protocols whose every message names its unit (no login message of their own, or
 * one a unit may skip): a `login` goes before the first event naming a unit on the connection and
 * before one naming another. Where `loginAnswer` gives bytes for that first event (a keep-alive or
 * identification answered only once the unit is known), the event is the login itself, answered
 * with them; an unknown unit is then closed unanswered.
 */
export function withLogins(
  frames: TrackerStream,
  loginAnswer: (event: TrackerEvent) => Uint8Array | undefined = () => undefined,
): TrackerStream {
  let said: string | undefined;
  return {
    push(chunk) {
      const out: TrackerEvent[] = [];
      for (const event of frames.push(chunk)) {
        const id = event.type === 'bad_frame' || event.type === 'login' ? undefined : event.id;
        if (id === undefined || id === said) {
          out.push(event);
          continue;
        }
        said = id;
        const accept = loginAnswer(event);
        if (accept) out.push({ type: 'login', id, accept });
        else out.push({ type: 'login', id }, event);
      }
      return out;
    },
    buffered: frames.buffered,
  };
}

/**
 * One UDP datagram read through a fresh stream of the protocol's framing: its whole messages, and
 * a bad frame for what is left over (Traccar's UDP pipelines have no frame decoder: a datagram
 * holds whole messages). `terminator`: bytes a datagram's last message may leave off (a line end).
 */
export function datagramThroughStream(
  createStream: () => TrackerStream,
  datagram: Uint8Array,
  terminator?: Uint8Array,
): TrackerEvent[] {
  const stream = createStream();
  const events = stream.push(terminator ? Buffer.concat([datagram, terminator]) : datagram);
  if (stream.buffered() > 0)
    events.push({ type: 'bad_frame', reason: 'malformed', detail: 'a datagram that holds no whole message' });
  return events;
}
