import { s16be, toHex, u8 } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';

// Pieces every AT2 message body uses (formats/abeeway-at2.ts has the layout's sources).

/** The port of firmware 2.x (reference guide 2.x: "The LoRaWAN port used for the uplinks is the 18"). */
export const FW2_PORT = 18;

/** Reads one message's body after the common header; throws DecodeError when the body is cut short. */
export type Body = (bytes: Uint8Array, out: ResultBuilder) => void;

/** "Encoded form" of the reference guide: nbits-wide codes spread over lo..hi, nresv codes reserved. */
export function condensed(value: number, lo: number, hi: number, nbits: number, nresv: number): number {
  return ((value - nresv / 2) * (hi - lo)) / (2 ** nbits - 1 - nresv) + lo;
}

export const round = (value: number, digits: number): number =>
  Math.round(value * 10 ** digits) / 10 ** digits;

/** Temperatures are encoded as the header's: -44 to 85 °C in 0.5 °C steps. */
export const temperatureAt = (bytes: Uint8Array, at: number): number =>
  round(condensed(u8(bytes, at), -44, 85, 8, 0), 1);

/** The name Abeeway's codec gives a code, or the code itself with a warning when it has none. */
export function label(
  names: readonly string[],
  code: number,
  out: ResultBuilder,
  what: string,
): string | number {
  const name = names[code];
  if (name !== undefined) return name;
  out.warn(`unknown ${what} ${code}`);
  return code;
}

/** Three signed 16-bit accelerometer axes (mg), x first. */
export const axes = (bytes: Uint8Array, at: number): number[] =>
  [0, 2, 4].map((offset) => s16be(bytes, at + offset));

/** Bytes as lower-case hex joined by `separator`, as the codec writes MAC addresses (':') and beacon ids ('-'). */
export const hexId = (bytes: Uint8Array, at: number, length: number, separator: string): string =>
  Array.from(bytes.subarray(at, at + length), (byte) => toHex(Uint8Array.of(byte))).join(separator);

/**
 * Fixed-size entries from `at` to the end (scans, configuration parameters); a partial last entry is
 * a warning.
 */
export function entries<T>(
  bytes: Uint8Array,
  at: number,
  size: number,
  out: ResultBuilder,
  read: (start: number) => T,
): T[] {
  const list: T[] = [];
  let start = at;
  for (; start + size <= bytes.length; start += size) list.push(read(start));
  const left = bytes.length - start;
  if (left > 0) out.warn(`${left} byte${left === 1 ? '' : 's'} after the last complete entry not decoded`);
  return list;
}
