import type { TrackerCodec } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { delimitedScanner } from '../text-scan.ts';
import { scanBinary } from './binary.ts';
import { encodeQueclinkCommand, queclinkSetupSms } from './commands.ts';
import { parseQueclink } from './parse.ts';

/** Up to 15 positions in one GTFRI, plus the GTERI accessory data: a few kilobytes at most. */
const maxFrameBytes = 4096;

/**
 * Queclink @Track. Text messages end with `$` (or a NUL, as some firmware sends); a tracker set to
 * the binary (HEX) report format (AT+GTCFG) sends `+RSP`, `+EVT`, `+HBD`... frames with a length
 * instead, on the same connection as its text acknowledgements (binary.ts).
 */
export const queclinkCodec: TrackerCodec = {
  protocol: 'queclink',
  defaultPort: 5004,
  answersCommands: true,
  maxFrameBytes,
  // The setup SMS asks for a heartbeat every 5 minutes.
  idleTimeoutSeconds: 600,
  createStream() {
    const text = delimitedScanner({
      maxFrameBytes,
      isDelimiter: (byte) => byte === 0x24 || byte === 0,
      parse: parseQueclink,
    });
    return createFrameStream(maxFrameBytes, (buf) => scanBinary(buf, maxFrameBytes) ?? text(buf));
  },
  encodeCommand: encodeQueclinkCommand,
  setupSms: queclinkSetupSms,
};
