import { u8, u16be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { byteField, flagField, type McResponse, response, wordField } from './mclimate.ts';

// Pieces MClimate's newer devices share (the CO2 Display, CO2 Display Lite, HT Display Lite, the
// PIR Lite sensors and the PIR Mini) with the CO2 Sensor and the Wireless Thermostat: their
// keep-alives' light, PIR and battery bytes, and the display, CO2 and PIR answers. Layouts from
// MClimate's device communication protocols (MClimate/docs 6f04fe9c) and, for the PIR sensors,
// MClimate's decoders in the TTN device repository (their protocols are not in MClimate/docs);
// names as MClimate's decoders give them.

/** The PIR sensors' and HT Mini's battery byte: XX * 2200 / 255 + 1600 mV (ht-pir-lite.js, pir-mini.js). */
export const pirBatteryMv = (byte: number): number => (byte * 2200) / 255 + 1600;

/** The PIR sensors' and HT Mini's temperature: bits 9-8 in byte `at` bits 1-0, 7-0 in the next byte. */
export const temperature10 = (bytes: Uint8Array, at: number): number =>
  ((u8(bytes, at) & 0x03) << 8) | u8(bytes, at + 1);

/** Light in lux, the `lux` field and the illuminance reading. */
export function light(out: ResultBuilder, lux: number): void {
  out.set('lux', lux);
  out.reading('illuminance', lux);
}

/** The PIR byte of the CO2 Display and Wireless Thermostat: 0 no motion, 1 motion. */
export function pir(out: ResultBuilder, state: number): void {
  out.set('pir', state === 1);
  if (state <= 1) out.reading('motion', state === 1);
  else out.warn(`unknown PIR state ${state}; not stored`);
}

/**
 * The CO2 Displays' CO2 in ppm: byte `at` bits 7-0, byte `at + 1` bits 7-3 the bits 12-8 (bits 2-0
 * are the power source). The protocol's worked example reads 1B 00 as 864 ppm, taking the two
 * bytes as one word shifted by 3; its own table, MClimate's decoders and the TTN examples give 27.
 */
export const co2Ppm = (bytes: Uint8Array, at: number): number =>
  ((u8(bytes, at + 1) >> 3) << 8) | u8(bytes, at);

/**
 * The displays' (and Wireless Thermostat's) child lock (14), full refresh period (34) and what
 * they show (41, 43, 45).
 */
export const displayResponses: ReadonlyArray<[number, McResponse]> = [
  [0x14, flagField('childLock')],
  [0x34, byteField('displayRefreshPeriod')],
  [0x41, byteField('currentTemperatureVisibility')],
  [0x43, byteField('humidityVisibility')],
  [0x45, byteField('lightIntensityVisibility')],
];

/** Three bytes, one per CO2 zone (good, medium, bad), as co2-sensor.js names them. */
export const zones = (name: string): McResponse =>
  response(3, (bytes, at, out) =>
    out.set(name, { good_zone: u8(bytes, at), medium_zone: u8(bytes, at + 1), bad_zone: u8(bytes, at + 2) }),
  );

/**
 * The CO2 answers of the CO2 Sensor, the displays and the CO2 PIR Lite: boundary levels,
 * auto-zero, measurement periods.
 */
export const co2Responses: ReadonlyArray<[number, McResponse]> = [
  [
    0x1f,
    response(4, (bytes, at, out) =>
      out.set('boundaryLevels', { good_medium: u16be(bytes, at), medium_bad: u16be(bytes, at + 2) }),
    ),
  ],
  [0x21, wordField('autoZeroValue')],
  [0x25, zones('measurementPeriod')],
  [0x2b, byteField('autoZeroPeriod')],
];

/** The displays' CO2 button blind time (80) and which CO2 images they show (83, bits 2-0). */
export const co2DisplayResponses: ReadonlyArray<[number, McResponse]> = [
  [0x80, byteField('measurementBlindTime')],
  [
    0x83,
    response(1, (bytes, at, out) => {
      const bits = u8(bytes, at);
      out.set('imagesVisibility', {
        chart: (bits >> 2) & 1,
        digital_value: (bits >> 1) & 1,
        emoji: bits & 1,
      });
    }),
  ],
];

/** The PIR's settings (Wireless Thermostat, CO2 Display, PIR Lite sensors): 3D, 3F, 49, 4B, 4D. */
export const pirResponses: ReadonlyArray<[number, McResponse]> = [
  [0x3d, byteField('pirSensorStatus')],
  [0x3f, byteField('pirSensorSensitivity')],
  [0x49, byteField('pirMeasurementPeriod')],
  [0x4b, byteField('pirCheckPeriod')],
  [0x4d, byteField('pirBlindPeriod')],
];

/** The PIR Lite sensors' answers (ht-pir-lite.js, co2-pir-lite.js). */
export const pirLiteResponses: ReadonlyArray<[number, McResponse]> = [
  [0x2f, byteField('uplinkSendingOnButtonPress')],
  [0x37, byteField('pirSensorState')],
  [0x39, wordField('occupancyTimeout')],
  ...pirResponses,
];
