import type { TrackerCodec, TrackerStream } from '../codec.ts';
import { createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
import { HEADER_BYTES, parseDmtMessage } from './messages.ts';

/**
 * Digital Matter's cellular units (Oyster3, Yabby3, Yabby Edge Cellular, Dart3, G120/G150,
 * Remora3, Falcon…) over their "OEM Server" binary protocol, Traccar's `dmt` (DmtProtocol,
 * DmtProtocolDecoder; Digital Matter's own documents are under NDA). The unit connects (directly,
 * or through Digital Matter's OEM Server and its raw TCP connector, which forwards the same bytes),
 * says hello with its IMEI, uploads its records in one or more data messages, asks for a commit,
 * and deletes the records once the commit is answered. So the commit is answered only after the
 * records before it are stored (the listener handles a connection's events in order, and closes a
 * connection unanswered when a store fails); a unit that hears no answer sends them again.
 *
 * Framing: `02 55`, message type, 2-byte little-endian payload length, payload (messages.ts); no
 * checksum (Traccar's LengthFieldBasedFrameDecoder checks none either).
 */

/** A unit sends what it logged since its last upload, 16 kB or so at most in Traccar's logs. */
const MAX_FRAME_BYTES = 16 * 1024;
const SYNC = 0x02;
const SYNC2 = 0x55;

/** Bytes up to the next 02 that may start a message. */
function garbage(buf: Buffer): FrameScan {
  let end = 1;
  while (end < buf.length && buf[end] !== SYNC) end++;
  return {
    kind: 'skip',
    length: end,
    event: { type: 'bad_frame', reason: 'malformed', detail: 'bytes that are no 02 55 message' },
  };
}

function scanner(now: () => number) {
  return (buf: Buffer): FrameScan => {
    if (buf[0] !== SYNC) return garbage(buf);
    if (buf.length < 2) return { kind: 'need' };
    if (buf[1] !== SYNC2) return garbage(buf);
    if (buf.length < HEADER_BYTES) return { kind: 'need' };
    const length = HEADER_BYTES + buf.readUInt16LE(3);
    if (length > MAX_FRAME_BYTES) return { kind: 'too_long', length, detail: `a message of ${length} bytes` };
    if (buf.length < length) return { kind: 'need' };
    return parseFrame(length, () => parseDmtMessage(buf.subarray(0, length), now()));
  };
}

/** A connection's stream; `now` gives the time the hello and time answers carry (the tests fix it). */
export function createDmtStream(now: () => number = Date.now): TrackerStream {
  return createFrameStream(MAX_FRAME_BYTES, scanner(now));
}

function encodeCommand(): Uint8Array {
  throw new Error(
    'Digital Matter units take no commands from Pinpoint yet: their settings are changed in Digital Matter’s OEM Server',
  );
}

export const dmtCodec: TrackerCodec = {
  protocol: 'dmt',
  defaultPort: 5137,
  maxFrameBytes: MAX_FRAME_BYTES,
  // A battery unit connects to upload and hangs up (hours or a day apart); a powered one stays
  // connected while in trip. Ten minutes of silence on an open connection is a lost one.
  idleTimeoutSeconds: 600,
  createStream: () => createDmtStream(),
  // Commands are asynchronous messages sent inside a session the unit opens (0x22) at its next
  // upload, in a form Traccar does not implement and whose document is under NDA: not supported.
  encodeCommand,
  answersCommands: false,
  // Digital Matter units are set up in OEM Server (oemserver.com), not by SMS.
  setupSteps: (host, port) =>
    `In Digital Matter’s OEM Server, give the units a raw TCP connector (Digital Matter binary protocol) to ${host} port ${port}, or set their server address to ${host}:${port}; the id is the unit’s IMEI`,
};
