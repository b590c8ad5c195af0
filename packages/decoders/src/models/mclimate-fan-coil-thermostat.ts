import { u8, u16be } from '../bytes.ts';
import {
  byteField,
  climate,
  commonResponses,
  fuotaResponse,
  keepalive01,
  type McResponse,
  mclimateModel,
  response,
  wordField,
} from '../formats/mclimate.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate Fan Coil Thermostat, FCT ("MClimate Fan Coil Thermostat Device Communication Protocol",
// MClimate/docs 6f04fe9c, keep-alive page and commands cheat sheet; field names as MClimate's FCT
// uplink decoder there and the TTN device repository's fan-coil-thermostat-codec.yaml). The
// 11-byte 0x01 keep-alive: room temperature (T - 400) / 10 °C and humidity, the target
// temperature in 0.1 °C, the operational mode (0 ventilation, 1 heating, 2 cooling), the
// displayed and actual fan speeds (0 auto, 1-6, 7 off), the valve (1 open) and the device (1 on).
// Only the room's temperature and humidity are readings; the rest are the thermostat's settings
// and states: vendor fields.
// Answer lengths as the protocol's tables give them; where MClimate's decoder reads another length
// or scale (2F and 30 the target temperature, two bytes in 0.1 °C; 3E, 5B and 6D in 0.1 °C; 14 a
// number 0-5), we follow the tables, as mclimate-payload-helper 1.6.0 (b0b53173) does.

function readKeepalive(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
  out.set('targetTemperature', u16be(bytes, at + 4) / 10);
  out.set('operationalMode', u8(bytes, at + 6));
  out.set('displayedFanSpeed', u8(bytes, at + 7));
  out.set('actualFanSpeed', u8(bytes, at + 8));
  out.set('valveStatus', u8(bytes, at + 9));
  out.set('deviceStatus', u8(bytes, at + 10));
}

/** Two bytes of whole degrees or levels, named as the decoder names them. */
const pair = (name: string, first: string, second: string, divisor = 1): McResponse =>
  response(2, (bytes, at, out) =>
    out.set(name, { [first]: u8(bytes, at) / divisor, [second]: u8(bytes, at + 1) / divisor }),
  );

/** The heating and cooling set point limits (17, and 77 when unoccupied), firmware 1.6 and later. */
const ranges = (name: string): McResponse =>
  response(4, (bytes, at, out) =>
    out.set(name, {
      heatingTempMin: u8(bytes, at),
      heatingTempMax: u8(bytes, at + 1),
      coolingTempMin: u8(bytes, at + 2),
      coolingTempMax: u8(bytes, at + 3),
    }),
  );

const fctResponses: ReadonlyArray<[number, McResponse]> = [
  [0x05, byteField('targetTemperatureStep', 10)],
  // 0 none, 1 all, 2 on/off and mode, 3 on/off, 4 all but on/off, 5 mode change locked.
  [0x14, byteField('keysLock')],
  [0x15, pair('temperatureRangeSettings', 'min', 'max')],
  [0x17, ranges('heatingCoolingTargetTempRanges')],
  [0x2f, wordField('targetTemperature', 10)],
  // Sent with the keep-alive when the target temperature was changed with the buttons.
  [0x30, wordField('manualTargetTemperatureUpdate', 10)],
  [0x32, byteField('valveOpenCloseTime')],
  [0x34, byteField('displayRefreshPeriod')],
  [0x36, byteField('extAutomaticTemperatureControl')],
  [0x3e, wordField('extSensorTemperature', 10)],
  [0x41, byteField('currentTemperatureVisibility')],
  [0x43, byteField('humidityVisibility')],
  [0x45, byteField('fanSpeed')],
  [0x47, byteField('fanSpeedLimit')],
  [0x49, pair('ecmVoltageRange', 'min', 'max', 10)],
  [0x4b, byteField('ecmStartUpTime')],
  [0x4d, byteField('ecmRelay')],
  [0x4f, byteField('frostProtection')],
  [0x51, pair('frostProtectionSettings', 'threshold', 'setpoint')],
  [0x53, byteField('operationalMode')],
  [0x55, byteField('allowedOperationalModes')],
  [0x57, byteField('coolingSetpointNotOccupied')],
  [0x59, byteField('heatingSetpointNotOccupied')],
  [
    // Byte 1: 0 the compensation is positive, 1 negative; byte 2 its size in 0.1 °C.
    0x5b,
    response(2, (bytes, at, out) =>
      out.set('tempSensorCompensation', { compensation: u8(bytes, at), temperature: u8(bytes, at + 1) / 10 }),
    ),
  ],
  [0x5d, byteField('fanSpeedNotOccupied')],
  [0x5f, byteField('automaticChangeover')],
  [0x61, byteField('wiringDiagram')],
  [0x63, byteField('occFunction')],
  [0x65, pair('automaticChangeoverThreshold', 'coolingThreshold', 'heatingThreshold')],
  [0x67, byteField('deviceStatus')],
  [0x69, byteField('returnOfPowerOperation')],
  [0x6b, byteField('deltaTemperature1', 10)],
  [
    0x6d,
    response(2, (bytes, at, out) =>
      out.set('deltaTemperature2and3', {
        deltaTemperature2: u8(bytes, at) / 10,
        deltaTemperature3: u8(bytes, at + 1) / 10,
      }),
    ),
  ],
  [0x6e, byteField('frostProtectionStatus')],
  [0x70, byteField('occupancySensorStatusSetPoint')],
  [0x71, byteField('occupancySensorStatus')],
  [0x72, byteField('dewPointSensorStatus')],
  [0x73, byteField('filterAlarm')],
  [0x74, pair('automaticChangeoverMode', 'ntcTemperature', 'automaticChangeover')],
  [0x75, byteField('powerModuleStatus')],
  [0x77, ranges('heatingCoolingTargetTempRangesUnoccupied')],
  [0x79, byteField('fanOffDelayTime')],
  [0x7b, byteField('additionalFanMode')],
  [0x9b, byteField('userInterfaceLanguage')],
  [0xa0, fuotaResponse],
];

export const mclimateFanCoilThermostat = mclimateModel({
  modelId: 'mclimate/fan-coil-thermostat',
  model: 'Fan Coil Thermostat (FCT)',
  defaultFPort: 2,
  readings: ['temperature', 'humidity'],
  keepalive: keepalive01(11, readKeepalive),
  responses: new Map([...commonResponses, ...fctResponses]),
});
