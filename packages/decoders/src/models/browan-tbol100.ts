import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { requireLength, u8, u32le } from '../bytes.ts';
import { tabsBatteryVolts, tabsTemperature } from '../formats/browan-tabs.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Browan TBOL100 Object Locator, fPort 136, 11 bytes, as Browan's payload table reads in the TTN
// repository's objectlocator-codec.yaml: status bits 0 button, 1 moving, 3 no GNSS fix, 4 GNSS
// error; battery (25 + bits 3-0) / 10 V, 0 while charging; PCB temperature; latitude bits 27-0
// and longitude bits 28-0 of little-endian words, signed, in 1e-6°; longitude bits 31-29 the
// accuracy estimate 2^(a+2) m, 7 meaning worse than 256 m. Without a fix the coordinates are the
// last ones reported (0, 0 before the first): no position then. Names as the TTN codec
// (objectlocator.js, whose GNSSerror is the whole high nibble and Temp the whole byte 2).
const NO_FIX = 0x08;
const GNSS_ERROR = 0x10;
const WORST_ACCURACY = 7;

/** The low `bits` bits of `word` as a two's complement number. */
function signedBits(word: number, bits: number): number {
  const value = word % 2 ** bits;
  return value >= 2 ** (bits - 1) ? value - 2 ** bits : value;
}

/**
 * What a locator's status bits 2-0 say (the Object Locator's button and moving bits, the Industrial
 * Tracker's moving bit): its vendor fields, and the readings they give.
 */
export type LocatorStatus = {
  fields: (status: number) => Record<string, number>;
  readings: (status: number) => ReadonlyArray<readonly [ReadingField, boolean]>;
};

/** A locator's 11-byte frame: the status as `status` reads it, then the TBOL100's layout. */
export function decodeLocator(bytes: Uint8Array, statusBits: LocatorStatus): DecodeResult {
  const out = new ResultBuilder();
  if (bytes.every((byte) => byte === 0)) {
    out.warn('all-zero payload carries no data');
    return out.build();
  }
  requireLength(bytes, 11);
  const status = u8(bytes, 0);
  const charging = (u8(bytes, 1) & 0x0f) === 0;
  const battery = tabsBatteryVolts(u8(bytes, 1));
  const temperature = tabsTemperature(u8(bytes, 2));
  const longitudeWord = u32le(bytes, 7);
  const lat = signedBits(u32le(bytes, 3), 28) / 1e6;
  const lon = signedBits(longitudeWord, 29) / 1e6;
  const estimate = longitudeWord >>> 29;
  for (const [name, value] of Object.entries(statusBits.fields(status))) out.set(name, value);
  out.set('NoGNSSFix', (status & NO_FIX) >> 3);
  out.set('GNSSerror', (status & GNSS_ERROR) >> 4);
  out.set('Battery', battery);
  out.set('Temp', temperature);
  out.set('Lat', lat);
  out.set('Long', lon);
  out.set('PositionEstimate', 2 ** (estimate + 2));
  for (const [field, value] of statusBits.readings(status)) out.reading(field, value);
  out.reading('temperature', temperature);
  if (charging) out.warn('battery level 0: the battery is charging, no voltage reported');
  else out.reading('battery_mv', Math.round(battery * 1000));
  if (status & GNSS_ERROR) out.warn('GNSS error: no position');
  else if (status & NO_FIX)
    out.refuseLocation('no GNSS fix: the coordinates are the last ones reported; not stored');
  else {
    out.location = estimate < WORST_ACCURACY ? { lat, lon, accuracy: 2 ** (estimate + 2) } : { lat, lon };
    if (estimate === WORST_ACCURACY)
      out.warn('GNSS accuracy worse than 256 m: position stored without accuracy');
  }
  return out.build();
}

const objectLocatorStatus: LocatorStatus = {
  fields: (status) => ({ ButtonTrigger: status & 0x01, MovingMode: (status >> 1) & 0x01 }),
  readings: (status) => [
    ['button', (status & 0x01) === 1],
    ['motion', (status & 0x02) !== 0],
  ],
};

export const browanTbol100: ModelDecoder = {
  modelId: 'browan/objectlocator',
  vendor: 'Browan',
  model: 'TBOL100 (Object Locator)',
  fPorts: [136],
  defaultFPort: 136,
  readings: ['button', 'motion', 'temperature', 'battery_mv'],
  location: true,
  decode: (bytes) => decodeLocator(bytes, objectLocatorStatus),
  commandsNote:
    "The Object Locator's port 204 command 0x00 sets the moving-mode update interval and 0x01 the stationary keep-alive (TBOL100 reference manual, Appendix); neither is in the catalogue yet.",
};
