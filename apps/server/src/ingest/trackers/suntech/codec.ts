import type { TrackerCodec, TrackerEvent } from '../codec.ts';
import { createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
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
    return createFrameStream(maxFrameBytes, suntechScanner(createSuntechParser()));
  },
  encodeCommand: encodeSuntechCommand,
  setupSms: suntechSetupSms,
};

function suntechScanner(parse: (text: string) => TrackerEvent[]): (buf: Buffer) => FrameScan {
  let dropping = false;
  return (buf) => {
    const binary = binaryFrame(buf);
    if (binary) return binary;
    const end = endOf(buf);
    if (dropping) {
      if (end < 0) return { kind: 'skip', length: buf.length };
      dropping = false;
      return { kind: 'skip', length: end + 1 };
    }
    if (end < 0) {
      if (buf.length <= maxFrameBytes) return { kind: 'need' };
      dropping = true;
      return { kind: 'too_long', length: buf.length, detail: `a message longer than ${maxFrameBytes} bytes` };
    }
    if (end > maxFrameBytes) {
      return {
        kind: 'too_long',
        length: end + 1,
        detail: `a message of ${end} bytes, more than ${maxFrameBytes}`,
      };
    }
    // Latin-1: serial data may hold any byte; the fields we read are checked one by one.
    const text = buf.toString('latin1', 0, end).trim();
    if (text === '') return { kind: 'skip', length: end + 1 };
    return parseFrame(end + 1, () => parse(text));
  };
}

/** The `\r` that ends the message at the head of `buf`: one not followed by `\n`; -1 when none yet. */
function endOf(buf: Buffer): number {
  for (let i = 0; i < buf.length; i++) {
    if (buf[i] === CR && buf[i + 1] !== LF) return i;
  }
  return -1;
}

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
