import { ByteReader, bcdDigits, FrameError } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { xor8 } from '../crc.ts';
import { isTrackerId } from '../fields.ts';
import { checksumFailed, type FrameScan, parseFrame } from '../frame-stream.ts';

/**
 * JT/T 808 framing (JT/T 808-2013 §4.4-4.5, and the 2019 revision): 0x7E, the header, the body,
 * a one-byte XOR of header and body, 0x7E. Between the flags 0x7E is sent as 0x7D 0x02 and 0x7D
 * as 0x7D 0x01. The header: message id (2), body properties (2: body length in bits 0-9,
 * encryption 10-12, subpackage 13, 2019 version flag 14), in 2019 the protocol version (1), the
 * terminal's phone number in BCD (6 bytes, 10 in 2019), the serial (2), and for a subpackage
 * the package count and number (2 + 2).
 */

const FLAG = 0x7e;
const ESCAPE = 0x7d;
const OPEN = 0x28;
const CLOSE = 0x29;
/** The shortest 2013 header (12 bytes) and the checksum. */
const MIN_CONTENT = 13;
export const MAX_BODY_BYTES = 0x3ff;

export type HuabaoFrame = {
  messageId: number;
  /** The 2019 protocol version byte; undefined in a 2013 frame. */
  version?: number;
  /** The terminal's phone number field as sent, which our replies echo. */
  terminal: Buffer;
  /** The id the tracker is registered with: the phone number's digits without leading zeros. */
  id: string;
  serial: number;
  /**
   * Jointech's lock messages (0x5501, 0x5502, see lock.ts) carry a one-byte serial, and in the
   * properties' bit 15 whether the unit wants an answer; their bits 10-14 are no encryption.
   */
  lock?: { answer: boolean };
  body: ByteReader;
};

/** What a reply needs of the frame it answers: the same header form and terminal field. */
export type HuabaoPeer = Pick<HuabaoFrame, 'version' | 'terminal'>;

/**
 * The header form a terminal used, as text a connection keeps for its commands: `2013:<terminal
 * hex>` or `2019:<version>:<terminal hex>`. Our frames to it then carry its own terminal bytes.
 */
export function headerForm(peer: HuabaoPeer): string {
  const terminal = peer.terminal.toString('hex');
  return peer.version === undefined ? `2013:${terminal}` : `2019:${peer.version}:${terminal}`;
}

/** The peer of a `headerForm` text, or undefined for anything else. */
export function peerOfForm(form: string): HuabaoPeer | undefined {
  const m = /^(?:2013:([0-9a-f]{12})|2019:(\d{1,3}):([0-9a-f]{20}))$/.exec(form);
  if (!m) return undefined;
  if (m[1] !== undefined) return { terminal: Buffer.from(m[1], 'hex') };
  const version = Number(m[2]);
  return version <= 0xff ? { version, terminal: Buffer.from(m[3] as string, 'hex') } : undefined;
}

/** Luhn check digit of a number's digits (the IMEI's 15th digit). */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The terminal's id. The standard's phone number is BCD; some firmware (Jimi/Concox JT808) puts
 * the IMEI there as a 48-bit number without its check digit, which Traccar reads back as the
 * number and its Luhn digit. Leading zeros are dropped, as Traccar first looks the id up so
 * (`013511221122` is registered as 13511221122); an all-zero number is no id.
 */
export function terminalId(terminal: Buffer): string {
  let digits: string;
  try {
    digits = bcdDigits(terminal);
  } catch (error) {
    if (!(error instanceof FrameError) || terminal.length !== 6) throw error;
    const imei = String(terminal.readUIntBE(0, 6));
    digits = `${imei}${luhnDigit(imei)}`;
  }
  // A short number keeps its zeros, so that it is still an id (6 digits at least) to register.
  const stripped = digits.replace(/^0+/, '');
  const id = stripped.length >= 6 ? stripped : digits;
  if (!stripped || !isTrackerId(id)) throw new FrameError(`terminal id ${digits} is no tracker's id`);
  return id;
}

/** The bytes between two flags, unescaped; undefined when an escape is not 0x7D 0x01/0x02. */
function unescapeContent(buf: Buffer, start: number, end: number): Buffer | undefined {
  const out = Buffer.alloc(end - start);
  let n = 0;
  for (let i = start; i < end; i++) {
    const b = buf[i] as number;
    if (b !== ESCAPE) {
      out[n++] = b;
      continue;
    }
    const next = buf[++i];
    if (next === 0x01) out[n++] = ESCAPE;
    else if (next === 0x02) out[n++] = FLAG;
    else return undefined;
  }
  return out.subarray(0, n);
}

/** Jointech lock messages in a JT/T 808 frame: a location (0x5501), one kept while offline (0x5502). */
export const isLockMessage = (messageId: number) => messageId === 0x5501 || messageId === 0x5502;

function readFrame(content: Buffer): HuabaoFrame {
  const r = new ByteReader(content, 0, content.length - 1);
  const messageId = r.u16();
  const properties = r.u16();
  const lock = isLockMessage(messageId);
  const version = !lock && properties & 0x4000 ? r.u8() : undefined;
  const terminal = r.bytes(version === undefined ? 6 : 10);
  const serial = lock ? r.u8() : r.u16();
  // The body is what lies before the checksum: some firmware announces another length (Traccar's
  // tests hold a 0x0900 of 107 bytes announcing 122), and the checksum already vouches for it.
  return {
    messageId,
    ...(version === undefined ? {} : { version }),
    terminal,
    id: terminalId(terminal),
    serial,
    ...(lock ? { lock: { answer: (properties & 0x8000) !== 0 } } : {}),
    body: r,
  };
}

/**
 * RSA-encrypted bodies (the platform must have sent the tracker its key with 0x8A00) and
 * subpackaged messages (multimedia uploads, long batches, reassembled from their packages with
 * 0x8003 re-transmission requests) are not taken.
 */
function unsupportedForm(properties: number): string | undefined {
  if ((properties >> 10) & 0x07) return 'an encrypted body';
  if (properties & 0x2000) return 'a subpackaged message';
  return undefined;
}

/** Where the next frame may start: a flag, or a lock's `(` text. */
function firstStart(buf: Buffer): number {
  const flag = buf.indexOf(FLAG);
  const open = buf.indexOf(OPEN);
  return flag < 0 ? open : open < 0 ? flag : Math.min(flag, open);
}

/**
 * Jointech's locks speaking JT/T 808 also send text between parentheses on the same connection
 * (Traccar's Jt808FrameDecoder takes `(` to `)`): printable ASCII, at most a frame's length.
 */
function scanText(
  buf: Buffer,
  maxFrameBytes: number,
  parseText: (text: string) => TrackerEvent[],
): FrameScan {
  const close = buf.indexOf(CLOSE);
  if (close < 0) {
    if (buf.length > maxFrameBytes)
      return { kind: 'too_long', length: buf.length, detail: `text of over ${maxFrameBytes} bytes` };
    return { kind: 'need' };
  }
  const total = close + 1;
  const text = buf.subarray(1, close).toString('latin1');
  if (!/^[\x20-\x7e]+$/.test(text)) {
    return {
      kind: 'skip',
      length: total,
      event: { type: 'bad_frame', reason: 'malformed', detail: 'a ( text that is not printable ASCII' },
    };
  }
  return parseFrame(total, () => parseText(text));
}

/**
 * Scans the head of the buffer for one frame. Bytes before a flag are skipped and counted; two
 * flags in a row (one frame's end, the next one's start, when we came in between) are one flag.
 * `spoke` says the peer has sent a good frame before: until then, bytes with no flag at all are
 * no JT/T 808 peer (Traccar's 0xE7-delimited variant is not taken).
 */
export function scanHuabao(
  buf: Buffer,
  maxFrameBytes: number,
  parse: (frame: HuabaoFrame) => TrackerEvent[],
  spoke: boolean,
  parseText: (text: string) => TrackerEvent[],
): FrameScan {
  if (buf[0] === OPEN) return scanText(buf, maxFrameBytes, parseText);
  if (buf[0] !== FLAG) {
    let next = firstStart(buf);
    if (next < 0 && !spoke) return { kind: 'fatal', detail: 'bytes that are not a JT/T 808 frame' };
    if (next < 0) next = buf.length;
    return {
      kind: 'skip',
      length: next,
      event: { type: 'bad_frame', reason: 'malformed', detail: `${next} byte(s) before a flag` },
    };
  }
  const end = buf.indexOf(FLAG, 1);
  if (end < 0) return { kind: 'need' };
  if (end === 1) return { kind: 'skip', length: 1 };
  const total = end + 1;
  if (total > maxFrameBytes) {
    return { kind: 'too_long', length: total, detail: `frame of ${total} bytes, at most ${maxFrameBytes}` };
  }
  const content = unescapeContent(buf, 1, end);
  if (!content || content.length < MIN_CONTENT) {
    const detail = content
      ? `frame of ${content.length} bytes is too short`
      : 'an escape that is not 7D 01 or 7D 02';
    return { kind: 'skip', length: total, event: { type: 'bad_frame', reason: 'malformed', detail } };
  }
  const expected = content[content.length - 1] as number;
  const actual = xor8(content, 0, content.length - 1);
  if (expected !== actual) return checksumFailed(total, expected, actual);
  const unsupported = isLockMessage(content.readUInt16BE(0))
    ? undefined
    : unsupportedForm(content.readUInt16BE(2));
  if (unsupported) {
    return {
      kind: 'skip',
      length: total,
      event: { type: 'bad_frame', reason: 'unsupported', detail: unsupported },
    };
  }
  return parseFrame(total, () => parse(readFrame(content)));
}

/**
 * A frame as the server sends it: the same header form (2013, or 2019 with its version) and
 * terminal field as the tracker's, our serial (one byte in a lock's 0x4401), the body, the XOR checksum, escaped between flags.
 */
export function encodeHuabao(
  messageId: number,
  peer: HuabaoPeer,
  serial: number,
  body: Uint8Array,
  serialBytes: 1 | 2 = 2,
): Buffer {
  if (body.length > MAX_BODY_BYTES)
    throw new RangeError(`a JT/T 808 body holds at most ${MAX_BODY_BYTES} bytes`);
  const versioned = peer.version !== undefined;
  const head = 4 + (versioned ? 1 : 0) + peer.terminal.length + serialBytes;
  const content = Buffer.alloc(head + body.length + 1);
  content.writeUInt16BE(messageId, 0);
  content.writeUInt16BE(body.length | (versioned ? 0x4000 : 0), 2);
  let at = 4;
  if (versioned) content[at++] = peer.version as number;
  peer.terminal.copy(content, at);
  if (serialBytes === 1) content[head - 1] = serial & 0xff;
  else content.writeUInt16BE(serial & 0xffff, head - 2);
  content.set(body, head);
  content[content.length - 1] = xor8(content, 0, content.length - 1);
  const out: number[] = [FLAG];
  for (const b of content) {
    if (b === FLAG) out.push(ESCAPE, 0x02);
    else if (b === ESCAPE) out.push(ESCAPE, 0x01);
    else out.push(b);
  }
  out.push(FLAG);
  return Buffer.from(out);
}
