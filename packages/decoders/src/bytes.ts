import { DecodeError } from './errors.ts';

// Bounds-checked byte readers. Every read goes through u8, so a payload shorter
// than a layout expects becomes a DecodeError, never `undefined` arithmetic.

export function u8(bytes: Uint8Array, at: number): number {
  const value = bytes[at];
  if (value === undefined) {
    throw new DecodeError(`payload truncated (needs ${at + 1} bytes, got ${bytes.length})`);
  }
  return value;
}

export function s8(bytes: Uint8Array, at: number): number {
  return (u8(bytes, at) << 24) >> 24;
}

export function u16be(bytes: Uint8Array, at: number): number {
  return (u8(bytes, at) << 8) | u8(bytes, at + 1);
}

export function s16be(bytes: Uint8Array, at: number): number {
  return (u16be(bytes, at) << 16) >> 16;
}

export function u24be(bytes: Uint8Array, at: number): number {
  return (u8(bytes, at) << 16) | (u8(bytes, at + 1) << 8) | u8(bytes, at + 2);
}

export function s32be(bytes: Uint8Array, at: number): number {
  return (u16be(bytes, at) << 16) | u16be(bytes, at + 2);
}

export function u32be(bytes: Uint8Array, at: number): number {
  return s32be(bytes, at) >>> 0;
}

export function u16le(bytes: Uint8Array, at: number): number {
  return u8(bytes, at) | (u8(bytes, at + 1) << 8);
}

export function s16le(bytes: Uint8Array, at: number): number {
  return (u16le(bytes, at) << 16) >> 16;
}

export function u24le(bytes: Uint8Array, at: number): number {
  return u8(bytes, at) | (u8(bytes, at + 1) << 8) | (u8(bytes, at + 2) << 16);
}

export function s32le(bytes: Uint8Array, at: number): number {
  return u16le(bytes, at) | (u16le(bytes, at + 2) << 16);
}

export function u32le(bytes: Uint8Array, at: number): number {
  return s32le(bytes, at) >>> 0;
}

export function requireLength(bytes: Uint8Array, expected: number): void {
  if (bytes.length < expected) {
    throw new DecodeError(`payload too short (${bytes.length} bytes, expected ${expected})`);
  }
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hexByte(value: number): string {
  return `0x${value.toString(16).padStart(2, '0').toUpperCase()}`;
}

/** Parses hex as people paste it: any case, optional 0x prefix, spaces or colons between bytes. */
export function parseHex(text: string): Uint8Array {
  const hex = text.trim().replace(/^0x/i, '').replace(/[\s:]/g, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) {
    throw new Error(`not a hex byte string: "${text}"`);
  }
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** Unix seconds to ISO 8601, or undefined for clocks that were never set (before 2015). */
export function unixToIso(seconds: number): string | undefined {
  const firstPlausible = 1_420_070_400;
  if (!Number.isFinite(seconds) || seconds < firstPlausible || seconds > 4_102_444_800) return undefined;
  return new Date(seconds * 1000).toISOString();
}
