import type { TrackerEvent } from '../codec.ts';
import { sum8 } from '../crc.ts';
import { checksumFailed, type FrameScan, parseFrame } from '../frame-stream.ts';

/**
 * Meitrack GPRS protocol framing (MEITRACK GPRS Protocol, 1.1 GPRS Command Format):
 * `$$<data identifier><data length>,<IMEI>,<command type>,<data>*<checksum>\r\n`. The data
 * identifier is one character 0x41..0x7A, the length counts the characters from the first
 * comma up to and including the `\r\n`, and the checksum is two hex digits, the sum of every
 * byte before it (`$$` to `*` included) modulo 256.
 */
export function meitrackScanner(
  maxFrameBytes: number,
  parse: (text: string) => TrackerEvent[],
): (buf: Buffer) => FrameScan {
  return (buf) => {
    const start = buf.indexOf('$$');
    if (start !== 0) {
      // Garbage before the next frame: skip it (keeping a last `$` that may begin one).
      const skip = start > 0 ? start : buf[buf.length - 1] === 0x24 ? buf.length - 1 : buf.length;
      if (skip === 0) return { kind: 'need' };
      return { kind: 'skip', length: skip, event: malformed(`${skip} bytes before a $$ header`) };
    }
    const comma = buf.indexOf(0x2c, 3);
    if (comma < 0 || comma > 8) {
      if (comma < 0 && buf.length < 9) return { kind: 'need' };
      return { kind: 'skip', length: 2, event: malformed('a $$ header without its length') };
    }
    const flag = buf[2] as number;
    const digits = buf.toString('latin1', 3, comma);
    if (flag < 0x41 || flag > 0x7a || !/^\d{1,5}$/.test(digits)) {
      return {
        kind: 'skip',
        length: 2,
        event: malformed(`a $$ header "${buf.toString('latin1', 0, comma)}"`),
      };
    }
    const total = comma + Number(digits);
    if (total > maxFrameBytes)
      return { kind: 'too_long', length: total, detail: `a frame of ${total} bytes` };
    if (Number(digits) < 8)
      return { kind: 'skip', length: comma + 1, event: malformed(`a frame of ${total} bytes`) };
    if (buf.length < total) return { kind: 'need' };

    const frame = buf.subarray(0, total);
    const star = frame.lastIndexOf(0x2a);
    const sent = star > 0 ? frame.toString('latin1', star + 1, star + 3) : '';
    if (!/^[0-9A-Fa-f]{2}$/.test(sent) || frame.toString('latin1', star + 3) !== '\r\n') {
      return { kind: 'skip', length: total, event: malformed('a frame that does not end *<checksum>\\r\\n') };
    }
    const expected = sum8(frame, 0, star + 1);
    const actual = Number.parseInt(sent, 16);
    if (actual !== expected) return checksumFailed(total, expected, actual);
    return parseFrame(total, () => parse(frame.toString('latin1', 0, star)));
  };
}

function malformed(detail: string): TrackerEvent {
  return { type: 'bad_frame', reason: 'malformed', detail };
}
