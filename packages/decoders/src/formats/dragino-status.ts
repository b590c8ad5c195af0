import { requireLength, u8, u16be, u24be } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// The port 5 device status of the newer Dragino nodes (S31-LB, SW3L, LTC2-LB, ...), 7 bytes:
// sensor model, firmware (two bytes, as major.minor.patch), frequency band, sub-band (0xFF:
// none), battery in mV. Names as Dragino's decoders (dragino/dragino-end-node-decoder).

/** Dragino's frequency band numbers, as its newer decoders name them. */
export const DRAGINO_BANDS: Readonly<Record<number, string>> = {
  1: 'EU868',
  2: 'US915',
  3: 'IN865',
  4: 'AU915',
  5: 'KZ865',
  6: 'RU864',
  7: 'AS923',
  8: 'AS923_1',
  9: 'AS923_2',
  10: 'AS923_3',
  11: 'CN470',
  12: 'EU433',
  13: 'KR920',
  14: 'MA869',
  15: 'AS923_4',
};

/** The firmware version of two bytes at `at` as major.minor.patch: the low nibble, then both of the next byte. */
export function draginoFirmware(bytes: Uint8Array, at: number): string {
  return `${u8(bytes, at) & 0x0f}.${u8(bytes, at + 1) >> 4}.${u8(bytes, at + 1) & 0x0f}`;
}

/** `models`: the sensor-model bytes the model's decoder names; another byte is kept in hex. */
export function decodeDraginoStatus(bytes: Uint8Array, models: Record<number, string>): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  const model = u8(bytes, 0);
  const millivolts = u16be(bytes, 5);
  out.set('SENSOR_MODEL', models[model] ?? `0x${model.toString(16).padStart(2, '0')}`);
  out.set('FIRMWARE_VERSION', draginoFirmware(bytes, 1));
  out.set('FREQUENCY_BAND', DRAGINO_BANDS[u8(bytes, 3)] ?? 'unknown');
  out.set('SUB_BAND', u8(bytes, 4) === 0xff ? 'NULL' : u8(bytes, 4));
  out.set('BAT', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  return out.build();
}

/**
 * The start of the port 4 settings of Dragino's open/close counters (LWL03A, LDS03A, CPL01,
 * CPL03-LB, ...): TDC (the uplink interval, s, u24), DISALARM (byte 3 bit 0), KEEP_STATUS (byte 4
 * bit 0), KEEP_TIME (u16). Names as their decoders.
 */
export function readKeepSettings(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 7);
  out.set('TDC', u24be(bytes, 0));
  out.set('DISALARM', u8(bytes, 3) & 0x01);
  out.set('KEEP_STATUS', u8(bytes, 4) & 0x01);
  out.set('KEEP_TIME', u16be(bytes, 5));
}
