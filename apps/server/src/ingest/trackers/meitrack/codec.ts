import type { TrackerCodec } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { encodeMeitrackCommand, meitrackSetupSms } from './commands.ts';
import { meitrackScanner } from './frame.ts';
import { parseMeitrack } from './parse.ts';

/** A text report is 150 to 300 bytes; binary CCE batches and photo packets are longer. */
const maxFrameBytes = 4096;

export const meitrackCodec: TrackerCodec = {
  protocol: 'meitrack',
  defaultPort: 5020,
  answersCommands: true,
  maxFrameBytes,
  // Trackers report every minute or so when moving and send a heartbeat (A11) when parked.
  idleTimeoutSeconds: 600,
  createStream: () => createFrameStream(maxFrameBytes, meitrackScanner(maxFrameBytes, parseMeitrack)),
  encodeCommand: encodeMeitrackCommand,
  setupSms: meitrackSetupSms,
};
