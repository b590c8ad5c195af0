import { isPrintableAscii } from '../bytes.ts';
import { type FrameScan, parseFrame } from '../frame-stream.ts';
import { BINARY_CORE_BYTES, parseBinary } from './binary.ts';
import { parseText } from './text.ts';

/**
 * H02 framing: text messages run from `*` to `#` (line ends between them are skipped); binary
 * reports start with `$` and carry no length or end mark. Their length is fixed per unit (32 bytes
 * for most, 45 and others for units that append data), so the first report of a connection
 * teaches it: it runs up to the unit's next report (`$` and the same id) or text message, or to the
 * end of the read, as a unit sends each report in one packet. Traccar's H02FrameDecoder likewise
 * takes the first read's length. Bytes that are neither are skipped up to the next message, and
 * the length is learnt again.
 */

const STAR = 0x2a;
const DOLLAR = 0x24;
const HASH = 0x23;
const COMMA = 0x2c;
/** The longest binary report we take as one (the longest Traccar's tests hold is 48 bytes). */
const MAX_BINARY_BYTES = 64;

const isSpace = (b: number | undefined) => b === 0x0d || b === 0x0a || b === 0x20 || b === 0x00;

/** Where the unit's next message starts after `from`: its next binary report or a text message. */
function nextMessage(buf: Buffer, from: number, id?: Buffer): number {
  for (let p = from; p < buf.length; p++) {
    if (buf[p] === STAR && buf[p + 3] === COMMA) return p;
    if (buf[p] === DOLLAR && (!id || buf.subarray(p + 1, p + 6).equals(id))) return p;
  }
  return -1;
}

export function createH02Scanner(maxFrameBytes: number): (buf: Buffer) => FrameScan {
  let binaryLength: number | undefined;
  let droppingText = false;

  function scanText(buf: Buffer): FrameScan {
    const end = buf.indexOf(HASH);
    if (end < 0 || end >= maxFrameBytes) {
      if (buf.length < maxFrameBytes) return { kind: 'need' };
      droppingText = end < 0;
      const length = end < 0 ? buf.length : end + 1;
      return { kind: 'too_long', length, detail: `a message longer than ${maxFrameBytes} bytes` };
    }
    const bytes = buf.subarray(1, end);
    if (!isPrintableAscii(bytes)) {
      return {
        kind: 'skip',
        length: end + 1,
        event: { type: 'bad_frame', reason: 'malformed', detail: 'a message that is not text' },
      };
    }
    return parseFrame(end + 1, () => parseText(bytes.toString('latin1')));
  }

  function scanBinary(buf: Buffer): FrameScan {
    if (buf.length < BINARY_CORE_BYTES) return { kind: 'need' };
    if (binaryLength === undefined) {
      const next = nextMessage(buf, BINARY_CORE_BYTES, buf.subarray(1, 6));
      const length = next > 0 ? next : buf.length;
      binaryLength = length <= MAX_BINARY_BYTES ? length : BINARY_CORE_BYTES;
    }
    if (buf.length < binaryLength) return { kind: 'need' };
    const frame = buf.subarray(0, binaryLength);
    return parseFrame(binaryLength, () => parseBinary(frame));
  }

  return (buf) => {
    if (droppingText) {
      const end = buf.indexOf(HASH);
      if (end < 0) return { kind: 'skip', length: buf.length };
      droppingText = false;
      return { kind: 'skip', length: end + 1 };
    }
    if (buf[0] === STAR) return scanText(buf);
    if (buf[0] === DOLLAR) return scanBinary(buf);
    let spaces = 0;
    while (spaces < buf.length && isSpace(buf[spaces])) spaces++;
    if (spaces > 0) return { kind: 'skip', length: spaces };
    // Not a message: perhaps the rest of a binary report longer than we learnt.
    binaryLength = undefined;
    const next = nextMessage(buf, 1);
    return {
      kind: 'skip',
      length: next < 0 ? buf.length : next,
      event: { type: 'bad_frame', reason: 'malformed', detail: 'bytes that are not an H02 message' },
    };
  };
}
