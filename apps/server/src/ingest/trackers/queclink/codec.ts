import type { TrackerCodec } from '../codec.ts';
import { createFrameStream, type FrameScan } from '../frame-stream.ts';
import { delimitedScanner } from '../text-scan.ts';
import { encodeQueclinkCommand, queclinkSetupSms } from './commands.ts';
import { parseQueclink } from './parse.ts';

/** Up to 15 positions in one GTFRI, plus the GTERI accessory data: a few kilobytes at most. */
const maxFrameBytes = 4096;

/**
 * Queclink @Track, text form: messages end with `$` (or a NUL, as some firmware sends).
 * A tracker configured for the binary form (AT+GTCFG) starts its frames with `+RSP`, `+EVT`...
 * and a length; those are skipped whole as 'unsupported' rather than misread as text.
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
    return createFrameStream(maxFrameBytes, (buf) => binaryFrame(buf) ?? text(buf));
  },
  encodeCommand: encodeQueclinkCommand,
  setupSms: queclinkSetupSms,
};

const binaryHeaders = new Set([
  '+RSP',
  '+BSP',
  '+EVT',
  '+BVT',
  '+INF',
  '+BNF',
  '+HBD',
  '+CRD',
  '+BRD',
  '+LGN',
]);

/** A binary @Track frame at the head of `buf`, skipped by its length (Traccar's Gl200FrameDecoder offsets). */
function binaryFrame(buf: Buffer): FrameScan | undefined {
  if (buf.length < 11 || buf[0] !== 0x2b) return undefined;
  const header = buf.toString('latin1', 0, 4);
  const isAck = header === '+ACK' && buf[4] !== 0x3a;
  if (buf[1] !== 0 && !isAck && !binaryHeaders.has(header)) return undefined;
  let length: number;
  if (buf[1] === 0) length = buf.readUInt16BE(2);
  else if (isAck) length = buf.readUInt8(6);
  else if (header === '+INF' || header === '+BNF') length = buf.readUInt16BE(7);
  else if (header === '+HBD') length = buf.readUInt8(5);
  else if (header === '+CRD' || header === '+BRD' || header === '+LGN') length = buf.readUInt16BE(6);
  else length = buf.readUInt16BE(9);
  if (length < 11) return { kind: 'fatal', detail: `a binary ${header} frame of ${length} bytes` };
  if (length > maxFrameBytes)
    return { kind: 'too_long', length, detail: `a binary frame of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  return {
    kind: 'skip',
    length,
    event: {
      type: 'bad_frame',
      reason: 'unsupported',
      detail: `binary @Track ${header} frame (set the tracker to text mode)`,
    },
  };
}
