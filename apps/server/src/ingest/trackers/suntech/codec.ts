import type { TrackerCodec } from '../codec.ts';
import { createFrameStream, type FrameScan } from '../frame-stream.ts';
import { delimitedScanner } from '../text-scan.ts';
import { encodeSuntechCommand, suntechSetupSms } from './commands.ts';
import { createSuntechParser } from './parse.ts';

/** A report is some 150-300 bytes; serial data (UEX) up to 500 more; a Preset answer ~700. */
const maxFrameBytes = 2048;

const CR = 0x0d;
const LF = 0x0a;

/**
 * Suntech, text over TCP: each message ends with `\r`; a `\r\n` inside serial data (UEX) does not
 * end it (SuntechFrameDecoder). The binary forms (zip reports starting 0x02 and a 2-byte length,
 * the universal binary ones whose length follows their type byte) are skipped whole as
 * 'unsupported': the unit is to be set to text reports.
 */
export const suntechCodec: TrackerCodec = {
  protocol: 'suntech',
  defaultPort: 5011,
  answersCommands: true,
  maxFrameBytes,
  // A parked unit sends a keep-alive (ALV) or status report every 30 minutes or so (RPT).
  idleTimeoutSeconds: 3600,
  createStream() {
    // Serial data (UEX) may hold any byte; the fields we read are checked one by one.
    const text = delimitedScanner({
      maxFrameBytes,
      isDelimiter: (byte, next) => byte === CR && next !== LF,
      bytes: 'any',
      parse: createSuntechParser(),
    });
    return createFrameStream(maxFrameBytes, (buf) => binaryFrame(buf) ?? text(buf));
  },
  encodeCommand: encodeSuntechCommand,
  setupSms: suntechSetupSms,
};

function binaryFrame(buf: Buffer): FrameScan | undefined {
  const zip = buf[0] === 0x02;
  if (!zip && !(buf.length >= 2 && buf[1] === 0) && !(buf.length === 1 && (buf[0] as number) >= 0x80))
    return undefined;
  if (buf.length < 3) return { kind: 'need' };
  const length = 3 + buf.readUInt16BE(1) + (zip ? 1 : 0);
  if (length > maxFrameBytes)
    return { kind: 'too_long', length, detail: `a binary frame of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  return {
    kind: 'skip',
    length,
    event: {
      type: 'bad_frame',
      reason: 'unsupported',
      detail: `a binary Suntech ${zip ? 'zip' : `0x${(buf[0] as number).toString(16)}`} report (set the unit to text reports)`,
    },
  };
}
