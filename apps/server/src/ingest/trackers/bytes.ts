/**
 * Reading untrusted binary frames: every read is bounds-checked and a short frame throws
 * `FrameError`, which the stream turns into a `bad_frame` instead of a crash.
 */

/** A frame that does not hold what its header promised. */
export class FrameError extends Error {
  override name = 'FrameError';
}

export function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Hex (spaces and case ignored) to bytes; for tests and documented examples. */
export function fromHex(hex: string): Buffer {
  const clean = hex.replace(/\s+/g, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) throw new Error(`not hex: ${hex.slice(0, 40)}`);
  return Buffer.from(clean, 'hex');
}

export function toHex(bytes: Uint8Array): string {
  return toBuffer(bytes).toString('hex').toUpperCase();
}

/** Packed BCD (two decimal digits a byte) to its digits; a nibble above 9 is refused. */
export function bcdDigits(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    const hi = b >> 4;
    const lo = b & 0x0f;
    if (hi > 9 || lo > 9) throw new FrameError(`not BCD: ${toHex(bytes)}`);
    out += `${hi}${lo}`;
  }
  return out;
}

/**
 * A tracker's reply text (a command's answer, a vendor's message): Latin-1, or UTF-16 big-endian
 * (an odd last byte dropped); NUL padding runs become one space, the ends are trimmed, and a lone
 * UTF-16 surrogate becomes U+FFFD, so the text can be stored as it is.
 */
export function readableText(bytes: Uint8Array, encoding: 'latin1' | 'utf16be'): string {
  const text =
    encoding === 'latin1'
      ? Buffer.from(bytes).toString('latin1')
      : Buffer.from(bytes.subarray(0, bytes.length & ~1))
          .swap16()
          .toString('utf16le');
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/\0+/g, ' ')
    .trim();
}

/** True when every byte is printable ASCII (tabs, CR and LF allowed). */
export function isPrintableAscii(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b > 0x7e) return false;
  }
  return true;
}

/** A cursor over one frame; reads past its end throw `FrameError`. */
export class ByteReader {
  readonly buf: Buffer;
  pos: number;
  private readonly end: number;

  constructor(bytes: Uint8Array, start = 0, end = bytes.length) {
    this.buf = toBuffer(bytes);
    this.pos = start;
    this.end = end;
  }

  remaining(): number {
    return this.end - this.pos;
  }

  private take(n: number): number {
    if (n < 0 || this.pos + n > this.end) {
      throw new FrameError(
        `frame too short: wanted ${n} byte(s) at offset ${this.pos}, ${this.remaining()} left`,
      );
    }
    const at = this.pos;
    this.pos += n;
    return at;
  }

  u8(): number {
    return this.buf.readUInt8(this.take(1));
  }
  i8(): number {
    return this.buf.readInt8(this.take(1));
  }
  u16(): number {
    return this.buf.readUInt16BE(this.take(2));
  }
  i16(): number {
    return this.buf.readInt16BE(this.take(2));
  }
  u24(): number {
    return this.buf.readUIntBE(this.take(3), 3);
  }
  u32(): number {
    return this.buf.readUInt32BE(this.take(4));
  }
  i32(): number {
    return this.buf.readInt32BE(this.take(4));
  }
  u64(): bigint {
    return this.buf.readBigUInt64BE(this.take(8));
  }
  /** Unsigned big-endian integer of 1, 2, 4 or 8 bytes, as a number (8-byte values past 2^53 lose precision). */
  uint(size: number): number {
    return size === 8 ? Number(this.u64()) : this.buf.readUIntBE(this.take(size), size);
  }
  bytes(n: number): Buffer {
    const at = this.take(n);
    return this.buf.subarray(at, at + n);
  }
  ascii(n: number): string {
    return this.bytes(n).toString('latin1');
  }
  skip(n: number): void {
    this.take(n);
  }
}
