import type { TrackerCodec } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { encodeWatchCommand, watchSetupSms } from './commands.ts';
import { createWatchScanner } from './frame.ts';
import { createWatchParser } from './parse.ts';

/**
 * GPS watches and personal trackers (Wonlex, SeTracker/3G Elec firmware and the many unbranded
 * kids', senior and lone-worker watches): `[SG*8800000015*0002*LK]`, Traccar's "watch" protocol.
 * Its decoder, frame decoder, encoder and their tests are the cross-check; the SeTracker server
 * protocol (4p-touch.com) the description of the messages and their answers.
 */

/**
 * A report with its cells and six access points is under 700 bytes; voice chunks (JXTK) about
 * 1,100. Whole voice messages (TK) and pictures are larger: they are dropped as they come,
 * never held (see frame.ts).
 */
const MAX_FRAME_BYTES = 4096;

export const watchCodec: TrackerCodec = {
  protocol: 'watch',
  defaultPort: 5093,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The watch sends LK every 5 to 8 minutes (every minute while unanswered).
  idleTimeoutSeconds: 960,
  createStream: () =>
    createFrameStream(MAX_FRAME_BYTES, createWatchScanner(MAX_FRAME_BYTES, createWatchParser())),
  encodeCommand: encodeWatchCommand,
  answersCommands: true,
  setupSms: watchSetupSms,
};
