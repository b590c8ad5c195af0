import { isPrintableAscii } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { sum8 } from '../crc.ts';
import { checksumFailed, type FrameScan, parseFrame } from '../frame-stream.ts';
import { ascii } from '../text-scan.ts';

/**
 * iStartek's GPRS framing (iStartek GPS tracker communication protocol, "GPRS command format";
 * Traccar's StartekFrameDecoder): `&&<index><length>,<IMEI>,<type>,<content><checksum>\r\n` from
 * the unit, `$$` from the server. The index is one character, the length counts the characters
 * from the comma after it to the end of the content, and the checksum is two hex digits, the sum
 * of every byte before it (`&&` included) modulo 256.
 */
export function startekScanner(
  maxFrameBytes: number,
  parse: (body: string) => TrackerEvent[],
): (buf: Buffer) => FrameScan {
  return (buf) => {
    const start = buf.indexOf('&&');
    if (start !== 0) return beforeHeader(buf, start);
    const comma = buf.indexOf(0x2c, 3);
    if (comma < 0 || comma > 7) {
      if (comma < 0 && buf.length < 8) return { kind: 'need' };
      return { kind: 'skip', length: 2, event: malformed('an && header without its length') };
    }
    const index = buf[2] as number;
    const digits = buf.toString('latin1', 3, comma);
    if (index < 0x21 || index > 0x7e || !/^\d{1,4}$/.test(digits))
      return {
        kind: 'skip',
        length: 2,
        event: malformed(`an && header "${buf.toString('latin1', 0, comma)}"`),
      };
    const total = comma + Number(digits) + 4;
    if (total > maxFrameBytes)
      return { kind: 'too_long', length: total, detail: `a frame of ${total} bytes` };
    // The shortest body is `,<6-digit id>,<type>,`.
    if (Number(digits) < 12)
      return { kind: 'skip', length: comma + 1, event: malformed(`a frame of ${total} bytes`) };
    if (buf.length < total) return { kind: 'need' };

    const frame = buf.subarray(0, total);
    const sent = frame.toString('latin1', total - 4, total - 2);
    if (!/^[0-9A-Fa-f]{2}$/.test(sent) || frame[total - 2] !== 0x0d || frame[total - 1] !== 0x0a)
      return {
        kind: 'skip',
        length: total,
        event: malformed('a frame whose length does not end at <checksum>\\r\\n'),
      };
    const expected = sum8(frame, 0, total - 4);
    const actual = Number.parseInt(sent, 16);
    if (actual !== expected) return checksumFailed(total, expected, actual);
    const body = frame.subarray(comma + 1, total - 4);
    if (!isPrintableAscii(body))
      return { kind: 'skip', length: total, event: malformed('a frame that is not text') };
    return parseFrame(total, () => parse(body.toString('latin1')));
  };
}

/** Bytes before the next `&&` (a last `&` kept, as it may begin one): skipped and counted. */
function beforeHeader(buf: Buffer, start: number): FrameScan {
  const skip = start > 0 ? start : buf[buf.length - 1] === 0x26 ? buf.length - 1 : buf.length;
  if (skip === 0) return { kind: 'need' };
  const text = buf.toString('latin1', 0, skip);
  // Line ends and padding between frames are not counted.
  if (/^[\s\0]*$/.test(text)) return { kind: 'skip', length: skip };
  return { kind: 'skip', length: skip, event: malformed(`${skip} bytes before an && header`) };
}

function malformed(detail: string): TrackerEvent {
  return { type: 'bad_frame', reason: 'malformed', detail };
}

/** A server frame, `$$:<length>,<IMEI>,<payload><checksum>\r\n`, as Traccar's StartekProtocolEncoder writes it. */
export function startekFrame(imei: string, payload: string): Uint8Array {
  const head = `$$:${1 + imei.length + 1 + payload.length},${imei},${payload}`;
  const checksum = sum8(ascii(head)).toString(16).toUpperCase().padStart(2, '0');
  return ascii(`${head}${checksum}\r\n`);
}
