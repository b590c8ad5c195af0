import { isPrintableAscii } from '../bytes.ts';
import type { TrackerCodec } from '../codec.ts';
import { createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
import { encodeTk103Command, tk103SetupSms } from './commands.ts';
import { createTk103Parser } from './parse.ts';

/** Reports are under 150 bytes; battery-management and command-answer texts some hundreds. */
const maxFrameBytes = 1024;

const OPEN = 0x28; // (
const CLOSE = 0x29; // )
const DOLLAR = 0x24; // $

/**
 * TK103, text over TCP, each message `(` … `)` (TK103B GPRS communication protocol v1.5, "full
 * data frame"). A command answer's free text (ZC03, `$…$`) may hold parentheses and line breaks,
 * so a `)` inside an open `$` does not end the message (Tk103FrameDecoder). Bytes before a `(`
 * are skipped; a `(` outside `$` text restarts the message, so one cut short by a reconnect is
 * dropped rather than swallowing the next.
 */
export const tk103Codec: TrackerCodec = {
  protocol: 'tk103',
  defaultPort: 5002,
  answersCommands: true,
  maxFrameBytes,
  // Handshakes (BP00) come at the interval the unit is set to; ten minutes of silence is gone.
  idleTimeoutSeconds: 600,
  createStream() {
    const parse = createTk103Parser();
    return createFrameStream(maxFrameBytes, (buf) => scanFrame(buf, parse));
  },
  encodeCommand: encodeTk103Command,
  setupSms: tk103SetupSms,
};

function scanFrame(buf: Buffer, parse: ReturnType<typeof createTk103Parser>): FrameScan {
  const start = buf.indexOf(OPEN);
  if (start !== 0) return garbage(buf, start < 0 ? buf.length : start);
  let inText = false;
  let end = -1;
  for (let i = 1; i < buf.length && end < 0; i++) {
    const byte = buf[i];
    if (byte === DOLLAR) inText = !inText;
    else if (!inText && byte === CLOSE) end = i;
    else if (!inText && byte === OPEN) {
      return {
        kind: 'skip',
        length: i,
        event: { type: 'bad_frame', reason: 'malformed', detail: 'a message cut short' },
      };
    }
  }
  if (end < 0) {
    if (buf.length <= maxFrameBytes) return { kind: 'need' };
    // No end within the limit: dropped up to the next `(` (or all), as Tk103FrameDecoder does.
    const next = buf.indexOf(OPEN, 1);
    return {
      kind: 'too_long',
      length: next > 0 ? next : buf.length,
      detail: `a message longer than ${maxFrameBytes} bytes`,
    };
  }
  const length = end + 1;
  if (length > maxFrameBytes)
    return { kind: 'too_long', length, detail: `a message of ${length} bytes, more than ${maxFrameBytes}` };
  const bytes = buf.subarray(1, end);
  if (!isPrintableAscii(bytes))
    return {
      kind: 'skip',
      length,
      event: { type: 'bad_frame', reason: 'malformed', detail: `${length} bytes that are not text` },
    };
  return parseFrame(length, () => parse(bytes.toString('latin1')));
}

/** Bytes outside a message: line ends and padding go silently, anything else is counted. */
function garbage(buf: Buffer, length: number): FrameScan {
  const text = buf.subarray(0, length).toString('latin1');
  if (/^[\s\0]*$/.test(text)) return { kind: 'skip', length };
  return {
    kind: 'skip',
    length,
    event: { type: 'bad_frame', reason: 'malformed', detail: `${length} bytes outside a message` },
  };
}
