import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';

// Digital Matter packs its LoRaWAN records as one little-endian bit stream: each field
// takes the next bits from the least significant end of the current byte, then of the
// next bytes (their decoders' MakeBitParser / U32LE). A 6-bit heading after two flag bits
// is bits 2-7 of the byte, a 23-bit latitude after one flag bit starts at bit 1.

export class BitReader {
  readonly #bytes: Uint8Array;
  #bit = 0;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  /** An unsigned field of `width` bits (at most 32); DecodeError when the payload ends first. */
  u(width: number): number {
    const end = this.#bit + width;
    if (end > this.#bytes.length * 8) {
      throw new DecodeError(
        `payload truncated (needs ${Math.ceil(end / 8)} bytes, got ${this.#bytes.length})`,
      );
    }
    let value = 0;
    for (let done = 0; done < width; ) {
      const shift = this.#bit & 7;
      const take = Math.min(8 - shift, width - done);
      const chunk = ((this.#bytes[this.#bit >> 3] ?? 0) >> shift) & ((1 << take) - 1);
      value += chunk * 2 ** done;
      done += take;
      this.#bit += take;
    }
    return value;
  }

  /** A two's complement field of `width` bits. */
  s(width: number): number {
    const value = this.u(width);
    return value >= 2 ** (width - 1) ? value - 2 ** width : value;
  }

  flag(): boolean {
    return this.u(1) === 1;
  }

  /** Bytes the reader has started; the rest of the payload is not part of the record. */
  get bytesRead(): number {
    return Math.ceil(this.#bit / 8);
  }
}

/**
 * One field of a record: its name in the vendor decoder's output (null: reserved bits), its
 * width in bits and how the raw value becomes the vendor's value (the raw value by default).
 */
export type FieldSpec = readonly [name: string | null, width: number, value?: (raw: number) => unknown];

export const isSet = (raw: number): boolean => raw === 1;
export const times = (factor: number) => (raw: number) => raw * factor;
/** The vendor decoders' `Number(x.toFixed(digits))`. */
export const roundTo = (digits: number) => (value: number) => Number(value.toFixed(digits));

/** Reads the fields in order into `out`; returns the raw values by name for readings. */
export function readFields(
  reader: BitReader,
  out: ResultBuilder,
  specs: readonly FieldSpec[],
): Record<string, number> {
  const raw: Record<string, number> = {};
  for (const [name, width, value] of specs) {
    const bits = reader.u(width);
    if (name === null) continue;
    raw[name] = bits;
    out.set(name, value ? value(bits) : bits);
  }
  return raw;
}

/** Firmwares may append fields a decoder does not know yet; say so rather than drop them silently. */
export function warnTrailing(out: ResultBuilder, bytes: Uint8Array, used: number): void {
  const extra = bytes.length - used;
  if (extra > 0) out.warn(`${extra} byte${extra === 1 ? '' : 's'} after the record not decoded`);
}

/** Records whose vendor decoder accepts only set lengths per port (it returns nothing for others). */
export function requireRecordLength(
  bytes: Uint8Array,
  fPort: number,
  lengths: Readonly<Record<number, readonly number[]>>,
): void {
  const allowed = lengths[fPort] ?? [];
  if (!allowed.includes(bytes.length)) {
    throw new DecodeError(`port ${fPort} records have ${allowed.join(' or ')} bytes, got ${bytes.length}`);
  }
}
