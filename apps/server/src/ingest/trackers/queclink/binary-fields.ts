import { FrameError, toHex } from '../bytes.ts';
import { utcTime } from '../text-scan.ts';

// Fields every first-generation binary @Track frame carries (binary.ts, binary-report.ts).

/** `YYYY(2) MM DD hh mm ss` as the HEX format sends every time (UTC), or undefined. */
export function time7(buf: Buffer, at: number): Date | undefined {
  if (at < 0 || at + 7 > buf.length) return undefined;
  return utcTime(
    buf.readUInt16BE(at),
    buf[at + 2] as number,
    buf[at + 3] as number,
    buf[at + 4] as number,
    buf[at + 5] as number,
    buf[at + 6] as number,
  );
}

/**
 * The 8-byte <Unique ID>: an IMEI, two digits a byte and the 15th alone in the last (`13 57 90 24
 * 68 11 22 0` → 0D 39 5A 18 44 0B 16 00), or, when the mask says so, the device name (8 bytes,
 * NUL-padded).
 */
export function uniqueId(bytes: Buffer, isName: boolean): string {
  if (isName) {
    const name = bytes.toString('latin1').replace(/\0+$/, '');
    if (!/^[0-9A-Za-z_\-?]+$/.test(name)) throw new FrameError(`no device name in ${toHex(bytes)}`);
    return name;
  }
  let imei = '';
  for (let i = 0; i < 7; i++) {
    const pair = bytes[i] as number;
    if (pair > 99) throw new FrameError(`no IMEI in ${toHex(bytes)}`);
    imei += String(pair).padStart(2, '0');
  }
  const last = bytes[7] as number;
  if (last > 9) throw new FrameError(`no IMEI in ${toHex(bytes)}`);
  return imei + String(last);
}

export const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, '0');

/** The tail every generation-1 frame ends with: [send time 7][count 2], checksum 2, CR LF. */
export function tailOf(frame: Buffer, hasSendTime: boolean, hasCount: boolean) {
  if (frame[frame.length - 2] !== 0x0d || frame[frame.length - 1] !== 0x0a) {
    throw new FrameError('a binary @Track frame not ended by CR LF');
  }
  let at = frame.length - 4; // checksum
  let count: number | undefined;
  if (hasCount) {
    at -= 2;
    count = frame.readUInt16BE(at);
  }
  let sendTime: Date | undefined;
  if (hasSendTime) {
    at -= 7;
    sendTime = time7(frame, at);
  }
  return { start: at, count, sendTime };
}
