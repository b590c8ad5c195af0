import { isPrintableAscii } from '../bytes.ts';
import type { TrackerCodec, TrackerEvent, TrackerStream } from '../codec.ts';
import { createFrameStream, withLogins } from '../frame-stream.ts';
import { parseBinaryFrame } from './binary.ts';
import { encodeJt600Command, jt600SetupSteps } from './commands.ts';
import { jt600Scanner } from './frame.ts';
import { isPeripheralReport, parsePeripheralReport } from './peripheral.ts';
import { parseTextMessage } from './text.ts';

/**
 * Jointech (Shenzhen Joint Technology): the JT600/GP6000 vehicle trackers and the JT701/JT701D
 * container e-locks with their JT709 sub-locks and JT126 sensors, Traccar's `jt600` on its port
 * 5014, TCP. Sources: the JT701D protocol manual V1.4 (Jointech, 2021-12-31, as
 * CliffJr/jointech-tcp-parser keeps it), Jointech's jt701-sdk (com.jointech.sdk.jt701, as
 * DeepakTripathi-png/jt701-sdk publishes it), and Traccar's Jt600FrameDecoder, Jt600ProtocolDecoder
 * and Jt600ProtocolEncoder (9e5c458a), whose vectors codec.test.ts replays. The JT600 protocol V1.8
 * and GP6000 V1.7 documents could not be read beyond their first page: the JT600's short binary
 * layout and its W01/U messages are read as Traccar reads them.
 *
 * Binary frames (binary.ts) and text messages (text.ts, peripheral.ts) both name their unit; there is
 * no login message, so the stream says `login` before the first message of a unit on a connection,
 * and an unknown unit is closed unanswered. What the units wait for is answered once stored.
 */

/** The longest frames are a short-layout batch (27 bytes a record) or a command's long answer. */
const MAX_FRAME_BYTES = 4096;

function parseText(content: Buffer, now: () => Date): TrackerEvent[] {
  if (isPeripheralReport(content)) return parsePeripheralReport(content);
  if (!isPrintableAscii(content))
    return [{ type: 'bad_frame', reason: 'malformed', detail: `${content.length} bytes that are not text` }];
  return parseTextMessage(content.toString('latin1').trim(), now);
}

/** A connection's stream; `now` is the clock of the time a lock asks for (P22), for the tests. */
export function createJt600Stream(now: () => Date = () => new Date()): TrackerStream {
  return withLogins(
    createFrameStream(
      MAX_FRAME_BYTES,
      jt600Scanner(MAX_FRAME_BYTES, {
        binary: parseBinaryFrame,
        text: (content) => parseText(content, now),
      }),
    ),
  );
}

export const jt600Codec: TrackerCodec = {
  protocol: 'jt600',
  // Traccar's port for Jointech, so a unit set up for Traccar moves by its host alone.
  defaultPort: 5014,
  maxFrameBytes: MAX_FRAME_BYTES,
  // A lock awake reports at its interval (a @JT heartbeat when that is over 80 s), asleep it wakes
  // every 30 minutes by default (the JT701D manual, P04): an hour of silence is twice that.
  idleTimeoutSeconds: 3600,
  createStream: () => createJt600Stream(),
  encodeCommand: encodeJt600Command,
  // A lock answers every command it takes with `(<id>,<word>,…)` (the JT701D manual).
  answersCommands: true,
  setupSteps: jt600SetupSteps,
};
