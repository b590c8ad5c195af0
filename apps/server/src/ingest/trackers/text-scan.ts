import { FrameError, isPrintableAscii } from './bytes.ts';
import type { TrackerEvent } from './codec.ts';
import { type FrameScan, parseFrame } from './frame-stream.ts';

/**
 * A scanner for text protocols whose messages end with a delimiter byte (Queclink's `$`,
 * Coban's `;` or a line end, Suntech's `\r` not followed by `\n`), for `createFrameStream`. One scanner per connection: it
 * remembers when it is dropping the rest of an over-long message, so those bytes are thrown
 * away as they arrive, up to the next delimiter, instead of being held or parsed as a message.
 */
export function delimitedScanner(options: {
  maxFrameBytes: number;
  /** Whether `byte` ends a message; `next` is the byte after it, undefined at the buffer's end. */
  isDelimiter: (byte: number, next: number | undefined) => boolean;
  /**
   * 'any': a message may hold any byte (Suntech's serial data), read as Latin-1; by default a
   * message with bytes that are not printable text is refused.
   */
  bytes?: 'text' | 'any';
  /** One message's text, delimiter and surrounding whitespace removed; throws `FrameError` when unreadable. */
  parse: (text: string) => TrackerEvent[];
}): (buf: Buffer) => FrameScan {
  const { maxFrameBytes, isDelimiter, parse, bytes: allowed = 'text' } = options;
  let dropping = false;

  return (buf) => {
    // The whole buffer is searched: a message after an over-long one in the same chunk is kept.
    const end = indexOfDelimiter(buf, isDelimiter);
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
    const bytes = buf.subarray(0, end);
    if (allowed === 'text' && !isPrintableAscii(bytes)) {
      return {
        kind: 'skip',
        length: end + 1,
        event: { type: 'bad_frame', reason: 'malformed', detail: `${end} bytes that are not text` },
      };
    }
    const text = bytes.toString('latin1').trim();
    // Line ends and NULs between messages are not messages.
    if (text === '') return { kind: 'skip', length: end + 1 };
    return parseFrame(end + 1, () => parse(text));
  };
}

function indexOfDelimiter(
  buf: Buffer,
  isDelimiter: (byte: number, next: number | undefined) => boolean,
): number {
  const stop = buf.length;
  for (let i = 0; i < stop; i++) if (isDelimiter(buf[i] as number, buf[i + 1])) return i;
  return -1;
}

/** Throws the `FrameError` a text message that says nothing we can read becomes. */
export function unreadable(what: string, text: string): never {
  throw new FrameError(`${what}: ${text.slice(0, 60)}`);
}

/** A UTC time from its parts, or undefined when a part is out of range (a tracker without a clock yet). */
export function utcTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | undefined {
  if (![year, month, day, hour, minute, second].every(Number.isInteger)) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // 31 February rolls over into March: refuse it rather than store another day.
  return time.getUTCDate() === day ? time : undefined;
}

/** `yyyyMMddHHmmss` in UTC: the time servers answer some units with (H02's V4, Jointech's BASE,2). */
export const utcStamp = (now: Date) => now.toISOString().replace(/\D/g, '').slice(0, 14);

/** A decimal field, or undefined when empty or not a number. */
export function decimal(field: string | undefined): number | undefined {
  if (field === undefined || !/^[-+]?\d+(?:\.\d+)?$/.test(field)) return undefined;
  return Number(field);
}

/** A reply or command's text as the bytes sent. */
export function ascii(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/**
 * A command sent as typed, for protocols whose units take their own command words on one line
 * (Mictrack, TLT-2H): trimmed, 1 to 200 printable ASCII characters, else refused with `refusal`.
 */
export function typedLine(text: string, refusal: string): Uint8Array {
  const line = text.trim();
  if (!/^[\x20-\x7e]{1,200}$/.test(line)) throw new Error(refusal);
  return ascii(line);
}
