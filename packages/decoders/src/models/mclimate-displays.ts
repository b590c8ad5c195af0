import { u8, u16be } from '../bytes.ts';
import {
  battery,
  byteField,
  climate,
  commonResponses,
  keepalive01,
  mclimateModel,
} from '../formats/mclimate.ts';
import {
  co2DisplayResponses,
  co2Ppm,
  co2Responses,
  displayResponses,
  light,
  pir,
  pirResponses,
} from '../formats/mclimate-more.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate's e-paper displays: CO2 Display, CO2 Display Lite and HT Display Lite ("<device> Device
// Communication Protocol", MClimate/docs 6f04fe9c, each keep-alive page and commands cheat sheet;
// field names as each device's uplink decoder there and the TTN device repository's
// co2-display-codec.yaml / co2-display-lite-codec.yaml). A 0x01 keep-alive after the GET answers:
// temperature (T - 400) / 10 °C, humidity XX * 100 / 256 %, the battery in mV, and by device the
// CO2 (13 bits) with the power source (3 bits: 0 solar panel, 1 AA batteries, 2 USB), light in
// lux and the PIR (0 no motion, 1 motion). The power source is a vendor field.

function co2(out: ResultBuilder, name: string, bytes: Uint8Array, at: number): void {
  const ppm = co2Ppm(bytes, at);
  out.set(name, ppm);
  out.set('powerSourceStatus', u8(bytes, at + 1) & 0x07);
  out.reading('co2', ppm);
}

// CO2 Display: 11 bytes. MClimate's decoder names the CO2 `ppm` and prints the battery to 3
// decimals of a volt.
export const mclimateCo2Display = mclimateModel({
  modelId: 'mclimate/co2-display',
  model: 'CO2 Display',
  defaultFPort: 2,
  readings: ['co2', 'temperature', 'humidity', 'illuminance', 'motion', 'battery_mv'],
  keepalive: keepalive01(11, (bytes, at, out) => {
    climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
    battery(out, u16be(bytes, at + 4), 3);
    co2(out, 'ppm', bytes, at + 6);
    light(out, u16be(bytes, at + 8));
    pir(out, u8(bytes, at + 10));
  }),
  responses: new Map([
    ...commonResponses,
    ...displayResponses,
    ...co2Responses,
    ...co2DisplayResponses,
    // The PIR's settings, as the Wireless Thermostat's.
    ...pirResponses,
    [0x47, byteField('pirInitPeriod')],
  ]),
});

// CO2 Display Lite: 10 bytes, no PIR. Its decoder names the CO2 `CO2` and prints the battery to 2
// decimals.
export const mclimateCo2DisplayLite = mclimateModel({
  modelId: 'mclimate/co2-display-lite',
  model: 'CO2 Display Lite',
  defaultFPort: 2,
  readings: ['co2', 'temperature', 'humidity', 'illuminance', 'battery_mv'],
  keepalive: keepalive01(10, (bytes, at, out) => {
    climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
    battery(out, u16be(bytes, at + 4), 2);
    co2(out, 'CO2', bytes, at + 6);
    light(out, u16be(bytes, at + 8));
  }),
  responses: new Map([...commonResponses, ...displayResponses, ...co2Responses, ...co2DisplayResponses]),
});

// HT Display Lite: 9 bytes, light before the battery, then the power source byte (0 solar panel,
// 2 USB). Its sensors' blind time (47) and measurement period (49) in minutes.
export const mclimateHtDisplayLite = mclimateModel({
  modelId: 'mclimate/ht-display-lite',
  model: 'HT Display Lite',
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'illuminance', 'battery_mv'],
  keepalive: keepalive01(9, (bytes, at, out) => {
    climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
    light(out, u16be(bytes, at + 4));
    battery(out, u16be(bytes, at + 6), 3);
    out.set('powerSourceStatus', u8(bytes, at + 8));
  }),
  responses: new Map([
    ...commonResponses,
    ...displayResponses,
    [0x47, byteField('measurementBlindTime')],
    [0x49, byteField('measurementPeriod')],
  ]),
});
