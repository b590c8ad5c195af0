import { u8, u16be } from '../bytes.ts';
import {
  battery,
  byteField,
  climate,
  commonResponses,
  fuotaResponse,
  keepaliveByCode,
  type McResponse,
  mclimateModel,
  thermostatResponses,
  wordField,
} from '../formats/mclimate.ts';
import { displayResponses, light, pir, pirResponses } from '../formats/mclimate-more.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate Wireless Thermostat ("Wireless Thermostat Device Communication Protocol", MClimate/docs
// 6f04fe9c, keep-alive page; field names as the TTN device repository's wireless-thermostat.js).
// The keep-alive: 81 (firmware 1.4 and later, 12 bytes, the target temperature in 0.1 °C) or 01
// (firmware up to 1.3, 11 bytes, whole degrees): room temperature (T - 400) / 10 °C, humidity,
// the supply voltage in mV, the target temperature, the power source (0 solar panel, 1 AA
// batteries, 2 USB), light in lux and the PIR (0 no motion, 1 motion). The target temperature
// and power source have no reading: vendor fields.

function readKeepalive(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const newer = u8(bytes, at) === 0x81;
  // The fields after the target temperature sit one byte later in the newer keep-alive.
  const after = newer ? at + 8 : at + 7;
  climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
  // The supply voltage in mV; the decoder prints it in V.
  battery(out, u16be(bytes, at + 4), 3);
  out.set('targetTemperature', newer ? u16be(bytes, at + 6) / 10 : u8(bytes, at + 6));
  out.set('powerSourceStatus', u8(bytes, after));
  light(out, u16be(bytes, after + 1));
  pir(out, u8(bytes, after + 3));
}

const wirelessThermostatResponses: ReadonlyArray<[number, McResponse]> = [
  [0x2f, byteField('targetTemperature')],
  [0x30, byteField('manualTargetTemperatureUpdate')],
  [0x32, byteField('heatingStatus')],
  [0x36, byteField('sendTargetTempDelay')],
  [0x38, byteField('automaticHeatingStatus')],
  [0x3a, byteField('sensorMode')],
  [0x47, byteField('pirInitPeriod')],
  [0x4f, byteField('temperatureHysteresis', 10)],
  [0x51, wordField('targetTemperature', 10)],
  [0x53, byteField('targetTemperatureStep', 10)],
  [0x54, wordField('manualTargetTemperatureUpdate', 10)],
  [0xa0, fuotaResponse],
];

export const mclimateWirelessThermostat = mclimateModel({
  modelId: 'mclimate/wireless-thermostat',
  model: 'Wireless Thermostat',
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'illuminance', 'motion', 'battery_mv'],
  keepalive: keepaliveByCode(
    new Map([
      [0x01, 11],
      [0x81, 12],
    ]),
    readKeepalive,
  ),
  responses: new Map([
    ...commonResponses,
    ...thermostatResponses,
    // The child lock (14) as Vicki's, its display (34, 41, 43, 45) and PIR as the CO2 Display's.
    ...displayResponses,
    ...pirResponses,
    ...wirelessThermostatResponses,
  ]),
});
