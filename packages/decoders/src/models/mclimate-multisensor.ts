import { u8, u16be } from '../bytes.ts';
import {
  battery,
  byteField,
  commonResponses,
  flagField,
  keepaliveByCode,
  type McResponse,
  mclimateModel,
  wordField,
} from '../formats/mclimate.ts';
import { pirBatteryMv } from '../formats/mclimate-more.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate Multisensor. Neither MClimate/docs (6f04fe9c) nor the TTN device repository has it:
// layout and names as MClimate's own parser, the npm package mclimate-payload-helper 1.6.0
// (multisensorPayloadParser, MClimate/mclimate-payload-helper b0b53173), whose tests give its
// example. The keep-alive, 0x81 or 0x82 and 15 bytes:
//   byte 1 bits 6-0 and byte 2 bits 7-1: how far below and above the average the period's minimum
//   and maximum temperature were (0.1 °C); byte 2 bit 0 and byte 3: the average temperature (9 bits,
//   0.1 °C); 4 humidity %; 5 pressure XX * 390 / 255 + 700 mbar; 6 static AQI XX * 500 / 255;
//   7 eCO2 XX * 4600 / 255 + 400 ppm; 8-9 bVOC ppb; 10 light XX * 1000 / 255 lux; 11 noise dB;
//   12 the PIR trigger count; 13 battery XX * 2200 / 255 + 1600 mV; 14 flags (bit 4 PIR event,
//   bit 3 hall sensor event, bits 2-1 the static AQI's accuracy, bit 0 external power).
// Readings: the average temperature, humidity, pressure, light, the PIR event (`motion`), the
// battery, and the static AQI as `iaq` once its accuracy is above 0 (as the AQI Sensor's index).
// eCO2 and bVOC are the gas sensor's estimates and the noise level is not said to be A-weighted:
// fields only, as the AQI Sensor's CO2eq and VOC.

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

function readTemperatures(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const average = round((((u8(bytes, at + 2) & 0x01) << 8) | u8(bytes, at + 3)) / 10, 1);
  const below = round((u8(bytes, at + 1) & 0x7f) / 10, 1);
  const above = round(((u8(bytes, at + 2) >> 1) & 0x7f) / 10, 1);
  out.set('averageTemperature', average);
  out.set('minTemperature', round(average - below, 1));
  out.set('maxTemperature', round(average + above, 1));
  out.reading('temperature', average);
}

function readAir(bytes: Uint8Array, at: number, flags: number, out: ResultBuilder): void {
  const humidity = u8(bytes, at + 4);
  const pressure = round((u8(bytes, at + 5) * 390) / 255 + 700, 2);
  const staticAqi = Math.round((u8(bytes, at + 6) * 500) / 255);
  const accuracy = (flags >> 1) & 0x03;
  out.set('relativeHumidity', humidity);
  out.set('pressure', pressure);
  out.set('staticAQI', staticAqi);
  out.set('eCO2', round((u8(bytes, at + 7) * 4600) / 255 + 400, 2));
  out.set('bVOC', u16be(bytes, at + 8));
  out.reading('humidity', humidity);
  out.reading('pressure', pressure);
  if (accuracy === 0) out.warn('the air quality sensor is stabilising (accuracy 0); its index is not stored');
  else out.reading('iaq', staticAqi);
}

function readKeepalive(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const flags = u8(bytes, at + 14);
  readTemperatures(bytes, at, out);
  readAir(bytes, at, flags, out);
  const lux = Math.round((u8(bytes, at + 10) * 1000) / 255);
  out.set('lightLevel', lux);
  out.reading('illuminance', lux);
  out.set('noiseLevel', u8(bytes, at + 11));
  out.set('pirTriggerCount', u8(bytes, at + 12));
  battery(out, Math.round(pirBatteryMv(u8(bytes, at + 13))), 2);
  const pir = (flags & 0x10) !== 0;
  out.set('pir', pir);
  out.reading('motion', pir);
  out.set('hallSensorEvent', (flags & 0x08) !== 0);
  out.set('staticAQIAccuracy', (flags >> 1) & 0x03);
  out.set('powerSourceStatus', flags & 0x01);
}

// Its answers (MultiSensorCommands' GET commands): the sensors switched on or off and their periods.
const multisensorResponses: ReadonlyArray<[number, McResponse]> = [
  [0x1f, flagField('lightEnabled')],
  [0x21, flagField('hallEnabled')],
  [0x23, wordField('hallBlindPeriod')],
  [0x25, flagField('microphoneEnabled')],
  [0x27, wordField('microphoneSamplingPeriod')],
  [0x29, flagField('gasEnabled')],
  [0x2b, byteField('gasMeasurementPeriodMinutes')],
  [0x2d, flagField('pirEnabled')],
  [0x2f, wordField('pirBlindPeriod')],
];

export const mclimateMultisensor = mclimateModel({
  modelId: 'mclimate/multisensor',
  model: 'Multisensor',
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'pressure', 'iaq', 'illuminance', 'motion', 'battery_mv'],
  keepalive: keepaliveByCode(
    new Map([
      [0x81, 15],
      [0x82, 15],
    ]),
    readKeepalive,
  ),
  responses: new Map([...commonResponses, ...multisensorResponses]),
});
