import { isPrintableAscii } from '../bytes.ts';
import type { TrackerCodec, TrackerEvent, TrackerStream } from '../codec.ts';
import { createFrameStream, type FrameScan, parseFrame, withLogins } from '../frame-stream.ts';
import { encodeXirgoCommand, xirgoSetupSms } from './commands.ts';
import { type ParseState, parseXirgo } from './parse.ts';

/**
 * Xirgo Technologies units (XT-2000/XT-2060/XT-2150 OBD, XT-4500/XT-4860, XT-5000, XT-6300):
 * text messages `$$<id>,<event>,…##` over TCP or UDP (Traccar's XirgoProtocol: a `##`-delimited
 * TCP frame decoder, one message a datagram over UDP), read in parse.ts and layouts.ts.
 *
 * Framing: a message starts at `$$` and ends at `##`; a line end ends one too (Traccar's vector
 * `…,0,82.3` has no `##`: a unit that ends its messages with a line end is read rather than run
 * into the next). A `$$` before the end starts the next message, the one cut short dropped. Bytes
 * outside a message are skipped, line ends and padding silently. The binary reports of the newer
 * units (XT-2500/XT-6350 "packet recipes") are not read: Traccar reads none either, and they are
 * configured per fleet; such a unit is to be set to the text messages.
 */
const MAX_FRAME_BYTES = 1024; // a report is ~150-250 bytes; a DTC list or dynamic form some more

const DOLLAR = 0x24;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;

const isPadding = (b: number) => b === 0x20 || b === CR || b === LF || b === 0x00 || b === 0x09;

type Parse = (body: string, ended: boolean) => TrackerEvent[];

function createScanner(parse: Parse): (buf: Buffer) => FrameScan {
  // After an over-long message, what follows up to the next `$$` is its rest: dropped silently.
  let dropping = false;
  return (buf) => {
    let pad = 0;
    while (pad < buf.length && isPadding(buf[pad] as number)) pad++;
    if (pad > 0) return { kind: 'skip', length: pad };
    const start = indexOfStart(buf, 0);
    if (start !== 0) {
      // Hold a lone `$` at the end: it may be the start of the next message.
      const length = start < 0 ? (buf[buf.length - 1] === DOLLAR ? buf.length - 1 : buf.length) : start;
      if (length === 0) return { kind: 'need' };
      if (dropping) return { kind: 'skip', length };
      return {
        kind: 'skip',
        length,
        event: { type: 'bad_frame', reason: 'malformed', detail: `${length} bytes outside a message` },
      };
    }
    dropping = false;
    let end = -1;
    let ended = false;
    for (let i = 2; i < buf.length && end < 0; i++) {
      const byte = buf[i] as number;
      if (byte === HASH) {
        if (i + 1 === buf.length) break; // wait for the second `#`
        if (buf[i + 1] === HASH) {
          end = i;
          ended = true;
        }
      } else if (byte === CR || byte === LF) end = i;
      else if (byte === DOLLAR && buf[i + 1] === DOLLAR) {
        return {
          kind: 'skip',
          length: i,
          event: { type: 'bad_frame', reason: 'malformed', detail: 'a message cut short by the next' },
        };
      }
    }
    if (end < 0) {
      if (buf.length <= MAX_FRAME_BYTES) return { kind: 'need' };
      dropping = true;
      const next = indexOfStart(buf, 2);
      return {
        kind: 'too_long',
        length: next > 0 ? next : buf.length,
        detail: `a message longer than ${MAX_FRAME_BYTES} bytes`,
      };
    }
    const length = end + (ended ? 2 : 1);
    if (length > MAX_FRAME_BYTES)
      return {
        kind: 'too_long',
        length,
        detail: `a message of ${length} bytes, more than ${MAX_FRAME_BYTES}`,
      };
    const body = buf.subarray(2, end);
    if (!isPrintableAscii(body))
      return {
        kind: 'skip',
        length,
        event: { type: 'bad_frame', reason: 'malformed', detail: `${length} bytes that are not text` },
      };
    return parseFrame(length, () => parse(body.toString('latin1').trim(), ended));
  };
}

function indexOfStart(buf: Buffer, from: number): number {
  for (let i = from; i + 1 < buf.length; i++) if (buf[i] === DOLLAR && buf[i + 1] === DOLLAR) return i;
  return -1;
}

/**
 * A connection's stream: each message names its unit, so the first one (and one naming another
 * unit) is preceded by a `login`, which the listener answers by looking the id up (an unknown unit
 * is closed unanswered: Xirgo expects no answer).
 */
function createXirgoStream(udp: boolean): TrackerStream {
  const state: ParseState = {};
  const frames = createFrameStream(
    MAX_FRAME_BYTES,
    createScanner((body, ended) => parseXirgo(body, state, { udp, ended })),
  );
  return withLogins(frames);
}

/** One UDP datagram: one message (Traccar's UDP pipeline has no frame decoder), its ack the UDP one. */
function parseDatagram(datagram: Uint8Array): TrackerEvent[] {
  const stream = createXirgoStream(true);
  const events = stream.push(datagram);
  // A datagram's message may lack its end: the datagram's end is one.
  if (stream.buffered() > 0) events.push(...stream.push(Buffer.from('\n')));
  return events;
}

export const xirgoCodec: TrackerCodec = {
  protocol: 'xirgo',
  defaultPort: 5081,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Periodic reports with the ignition off come as rarely as the unit is set to (hours, by
  // default); an hour of silence on a TCP connection is a unit gone.
  idleTimeoutSeconds: 3600,
  createStream: () => createXirgoStream(false),
  parseDatagram,
  encodeCommand: encodeXirgoCommand,
  // The unit answers a `+XT:` command with `$$<id>,<code>,…##`.
  answersCommands: true,
  setupSms: xirgoSetupSms,
};
