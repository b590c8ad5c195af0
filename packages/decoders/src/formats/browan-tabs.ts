import { requireLength, u8 } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Browan Tabs sensors share a 3-byte header: byte 0 status bits (bit 0 = the model's
// main state), byte 1 low nibble = battery (25 + n) / 10 V, byte 2 low 7 bits - 32 =
// board temperature in °C. Names follow the TTN codecs (vendor/browan/*.js).

export type TabsHeader = { status: number };

export function decodeTabs(
  bytes: Uint8Array,
  length: number,
  decodeBody: (bytes: Uint8Array, header: TabsHeader, out: ResultBuilder) => void,
): DecodeResult {
  const out = new ResultBuilder();
  // The codecs return nothing for an all-zero payload (sent e.g. after a reset).
  if (bytes.every((byte) => byte === 0)) {
    out.warn('all-zero payload carries no data');
    return out.build();
  }
  requireLength(bytes, length);
  const status = u8(bytes, 0) & 0x01;
  const batteryDecivolts = 25 + (u8(bytes, 1) & 0x0f);
  out.set('status', status);
  out.set('battery', batteryDecivolts / 10);
  out.set('temperatureBoard', tabsTemperature(u8(bytes, 2)));
  out.reading('battery_mv', batteryDecivolts * 100);
  decodeBody(bytes, { status }, out);
  return out.build();
}

/** Byte holding a temperature offset by 32 °C, as the Tabs environment sensors send it. */
export function tabsTemperature(byte: number): number {
  return (byte & 0x7f) - 32;
}

/** The Tabs battery byte in V: (25 + bits 3-0) / 10; bits 7-4 are reserved. */
export function tabsBatteryVolts(byte: number): number {
  return (25 + (byte & 0x0f)) / 10;
}
