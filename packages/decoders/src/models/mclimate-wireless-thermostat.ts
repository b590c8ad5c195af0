import { u8, u16be } from '../bytes.ts';
import {
  byteField,
  commonResponses,
  fuotaResponse,
  keepaliveByCode,
  type McResponse,
  mclimateModel,
  sensorHumidity,
  sensorTemperature,
  thermostatResponses,
  twoDecimals,
  wordField,
} from '../formats/mclimate.ts';
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
  const temperature = twoDecimals(sensorTemperature(u16be(bytes, at + 1)));
  const humidity = sensorHumidity(u8(bytes, at + 3));
  const mv = u16be(bytes, at + 4);
  const lux = u16be(bytes, after + 1);
  const pir = u8(bytes, after + 3);
  out.set('sensorTemperature', temperature);
  out.set('relativeHumidity', humidity);
  out.set('batteryVoltage', mv / 1000);
  out.set('targetTemperature', newer ? u16be(bytes, at + 6) / 10 : u8(bytes, at + 6));
  out.set('powerSourceStatus', u8(bytes, after));
  out.set('lux', lux);
  out.set('pir', pir === 1);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
  out.reading('battery_mv', mv);
  out.reading('illuminance', lux);
  if (pir <= 1) out.reading('motion', pir === 1);
  else out.warn(`unknown PIR state ${pir}; not stored`);
}

const wirelessThermostatResponses: ReadonlyArray<[number, McResponse]> = [
  [0x2f, byteField('targetTemperature')],
  [0x30, byteField('manualTargetTemperatureUpdate')],
  [0x32, byteField('heatingStatus')],
  [0x34, byteField('displayRefreshPeriod')],
  [0x36, byteField('sendTargetTempDelay')],
  [0x38, byteField('automaticHeatingStatus')],
  [0x3a, byteField('sensorMode')],
  [0x3d, byteField('pirSensorStatus')],
  [0x3f, byteField('pirSensorSensitivity')],
  [0x41, byteField('currentTemperatureVisibility')],
  [0x43, byteField('humidityVisibility')],
  [0x45, byteField('lightIntensityVisibility')],
  [0x47, byteField('pirInitPeriod')],
  [0x49, byteField('pirMeasurementPeriod')],
  [0x4b, byteField('pirCheckPeriod')],
  [0x4d, byteField('pirBlindPeriod')],
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
  responses: new Map([...commonResponses, ...thermostatResponses, ...wirelessThermostatResponses]),
});
