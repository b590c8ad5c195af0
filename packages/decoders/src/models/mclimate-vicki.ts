import { u8 } from '../bytes.ts';
import {
  byteField,
  commonResponses,
  keepaliveByCode,
  type McResponse,
  mclimateModel,
  response,
  sensorHumidity,
  thermostatResponses,
  twoDecimals,
  wordField,
} from '../formats/mclimate.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate Vicki LoRaWAN radiator thermostat (TTN device repository vendor/mclimate/vicki.js;
// MClimate's "Vicki LoRaWAN Device Communication Protocol", MClimate/docs 6f04fe9c). The 9-byte
// keep-alive: 01 (firmware up to 3.4) or 81 (3.5 and later, another temperature formula), the
// target temperature set on the dial, the room temperature and humidity, the motor's position and
// range (12 bits each), the battery 2 + X * 0.1 V with four status bits, and the child lock and
// status bits. The set point and the valve's openness have no reading of their own: vendor fields.
// A broken temperature sensor (byte 7 bit 0) gives no temperature or humidity.

const KEEPALIVE_LENGTH = 9;

function readKeepalive(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const code = u8(bytes, at);
  const raw = u8(bytes, at + 2);
  const motorPosition = (u8(bytes, at + 6) >> 4) * 256 + u8(bytes, at + 4);
  const motorRange = (u8(bytes, at + 6) & 0x0f) * 256 + u8(bytes, at + 5);
  const status = u8(bytes, at + 7);
  const flags = u8(bytes, at + 8);
  const batteryMv = 2000 + (status >> 4) * 100;
  const temperature = twoDecimals(code === 0x01 ? (raw * 165) / 256 - 40 : (raw - 28.33333) / 5.66666);
  const humidity = sensorHumidity(u8(bytes, at + 3));
  const brokenSensor = (status & 0x01) !== 0;
  // MClimate's decoder prints the code's hex digits as a number: 1, or 81 for 0x81.
  out.set('reason', code === 0x01 ? 1 : 81);
  out.set('targetTemperature', u8(bytes, at + 1));
  out.set('sensorTemperature', temperature);
  out.set('relativeHumidity', humidity);
  out.set('motorRange', motorRange);
  out.set('motorPosition', motorPosition);
  out.set('batteryVoltage', batteryMv / 1000);
  out.set('openWindow', (status & 0x08) !== 0);
  out.set('highMotorConsumption', (status & 0x04) !== 0);
  out.set('lowMotorConsumption', (status & 0x02) !== 0);
  out.set('brokenSensor', brokenSensor);
  out.set('childLock', (flags & 0x80) !== 0);
  out.set('calibrationFailed', (flags & 0x40) !== 0);
  out.set('attachedBackplate', (flags & 0x20) !== 0);
  out.set('perceiveAsOnline', (flags & 0x10) !== 0);
  out.set('antiFreezeProtection', (flags & 0x08) !== 0);
  // The valve is closed at the motor's full range: openness is what the position leaves of it.
  out.set('valveOpenness', motorRange === 0 ? 0 : Math.round((1 - motorPosition / motorRange) * 100));
  // The 0.1 °C set point of command 0x52, when the uplink answers it, is the finer one.
  if (out.fields.targetTemperatureFloat === undefined) out.set('targetTemperatureFloat', u8(bytes, at + 1));
  if (brokenSensor)
    out.warn('the temperature sensor reports itself broken; no temperature or humidity stored');
  else {
    out.reading('temperature', temperature);
    out.reading('humidity', humidity);
  }
  out.reading('battery_mv', batteryMv);
}

const word = (bytes: Uint8Array, at: number) => (u8(bytes, at) << 8) | u8(bytes, at + 1);
const word24 = (bytes: Uint8Array, at: number) => (word(bytes, at) << 8) | u8(bytes, at + 2);

/** Vicki's answers, with MClimate's decoder's names; lengths as the protocol gives them. */
const vickiResponses: ReadonlyArray<[number, McResponse]> = [
  [
    0x13,
    response(4, (bytes, at, out) =>
      out.set('openWindowParams', {
        enabled: u8(bytes, at) === 1,
        duration: u8(bytes, at + 1) * 5,
        motorPosition: (u8(bytes, at + 3) >> 4) * 256 + u8(bytes, at + 2),
        delta: u8(bytes, at + 3) & 0x0f,
      }),
    ),
  ],
  [
    // Three bytes by the protocol (Talg, Pfirst/last, Pnext); MClimate's decoder skips only two.
    0x16,
    response(3, (bytes, at, out) =>
      out.set('internalAlgoParams', {
        period: u8(bytes, at),
        pFirstLast: u8(bytes, at + 1),
        pNext: u8(bytes, at + 2),
      }),
    ),
  ],
  [
    0x17,
    response(2, (bytes, at, out) =>
      out.set('internalAlgoTdiffParams', { warm: u8(bytes, at), cold: u8(bytes, at + 1) }),
    ),
  ],
  [0x18, byteField('operationalMode')],
  [0x1f, response(1, (bytes, at, out) => out.set('primaryOperationalMode', hex(u8(bytes, at))))],
  [
    0x21,
    response(6, (bytes, at, out) =>
      out.set('batteryRangesBoundaries', {
        Boundary1: word(bytes, at),
        Boundary2: word(bytes, at + 2),
        Boundary3: word(bytes, at + 4),
      }),
    ),
  ],
  [
    // MClimate's decoder skips the first of the four bytes.
    0x23,
    response(4, (bytes, at, out) =>
      out.set('batteryRangesOverVoltage', {
        Range1: u8(bytes, at + 1),
        Range2: u8(bytes, at + 2),
        Range3: u8(bytes, at + 3),
      }),
    ),
  ],
  [0x27, byteField('OVAC')],
  [0x28, byteField('manualTargetTemperatureUpdate')],
  [
    0x29,
    response(2, (bytes, at, out) =>
      out.set('proportionalAlgoParams', { coefficient: u8(bytes, at), period: u8(bytes, at + 1) }),
    ),
  ],
  [0x2b, response(1, (bytes, at, out) => out.set('algoType', hex(u8(bytes, at))))],
  [0x36, response(3, (bytes, at, out) => out.set('proportionalGain', gain(word24(bytes, at))))],
  [0x3d, response(3, (bytes, at, out) => out.set('integralGain', gain(word24(bytes, at))))],
  [0x3f, wordField('integralValue', 10)],
  [0x40, byteField('piRunPeriod')],
  [0x42, byteField('tempHysteresis')],
  [0x44, wordField('extSensorTemperature', 10)],
  [
    0x46,
    response(3, (bytes, at, out) =>
      out.set('openWindowParams', {
        enabled: u8(bytes, at) === 1,
        duration: u8(bytes, at + 1) * 5,
        delta: u8(bytes, at + 2) / 10,
      }),
    ),
  ],
  [0x48, byteField('forceAttach')],
  [
    0x4a,
    response(3, (bytes, at, out) =>
      out.set('antiFreezeParams', {
        activatedTemperature: u8(bytes, at) / 10,
        deactivatedTemperature: u8(bytes, at + 1) / 10,
        targetTemperature: u8(bytes, at + 2),
      }),
    ),
  ],
  [0x4d, wordField('piMaxIntegratedError', 10)],
  [
    0x50,
    response(2, (bytes, at, out) =>
      out.set('effectiveMotorRange', {
        minValveOpenness: 100 - u8(bytes, at + 1),
        maxValveOpenness: 100 - u8(bytes, at),
      }),
    ),
  ],
  [0x52, wordField('targetTemperatureFloat', 10)],
  [0x54, response(1, (bytes, at, out) => out.set('temperatureOffset', (u8(bytes, at) - 28) * 0.176))],
];

const hex = (byte: number) => byte.toString(16).padStart(2, '0');
// The PI gains are 24-bit words in 1/131072 steps; MClimate's decoder prints them as text.
const gain = (raw: number) => (raw / 131072).toFixed(5);

export const mclimateVicki = mclimateModel({
  modelId: 'mclimate/vicki',
  model: 'Vicki LoRaWAN',
  defaultFPort: 1,
  readings: ['temperature', 'humidity', 'battery_mv'],
  keepalive: keepaliveByCode(
    new Map([
      [0x01, KEEPALIVE_LENGTH],
      [0x81, KEEPALIVE_LENGTH],
    ]),
    readKeepalive,
  ),
  responses: new Map([...commonResponses, ...thermostatResponses, ...vickiResponses]),
});
