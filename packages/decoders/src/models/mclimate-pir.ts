import { u8, u16be } from '../bytes.ts';
import {
  battery,
  byteField,
  climate,
  commonResponses,
  keepalive01,
  keepaliveByCode,
  type McResponse,
  mclimateModel,
  response,
  wordField,
} from '../formats/mclimate.ts';
import {
  co2Ppm,
  co2Responses,
  light,
  pirBatteryMv,
  pirLiteResponses,
  temperature10,
} from '../formats/mclimate-more.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate's occupancy sensors: HT Sensor PIR Lite, CO2 Sensor PIR Lite and PIR Mini. MClimate/docs
// (6f04fe9c) has no protocol for them: layouts, names and answers as MClimate's decoders in the TTN
// device repository (vendor/mclimate/ht-pir-lite.js e529bb43, co2-pir-lite.js e38e1877,
// pir-mini.js 444b2e6f; the same as mclimate-payload-helper 1.6.0's parsers). The keep-alive: the
// occupancy flag (the room occupied), temperature (10 bits, (T - 400) / 10 °C), humidity
// XX * 100 / 256 %, the battery XX * 2200 / 255 + 1600 mV, and the PIR's trigger counter (a
// running count the server can reset: a vendor field, not motion of the period).

function occupied(out: ResultBuilder, state: boolean): void {
  out.set('occupied', state);
  out.reading('occupied', state);
}

// The PIR Lite sensors' keep-alive starts 81, then byte 1 bit 2 the occupancy, the climate and
// the battery (bytes 1-4).
function readPirLite(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  occupied(out, (u8(bytes, at + 1) & 0x04) !== 0);
  climate(out, temperature10(bytes, at + 1), u8(bytes, at + 3));
  battery(out, pirBatteryMv(u8(bytes, at + 4)), 2);
}

// HT Sensor PIR Lite: then the counter, 6 bytes.
export const mclimateHtPirLite = mclimateModel({
  modelId: 'mclimate/ht-pir-lite',
  model: 'HT Sensor PIR Lite',
  defaultFPort: 2,
  readings: ['occupied', 'temperature', 'humidity', 'battery_mv'],
  keepalive: keepaliveByCode(new Map([[0x81, 6]]), (bytes, at, out) => {
    readPirLite(bytes, at, out);
    out.set('pirTriggerCount', u8(bytes, at + 5));
  }),
  responses: new Map([...commonResponses, ...pirLiteResponses]),
});

// CO2 Sensor PIR Lite: the HT PIR Lite's keep-alive with the CO2 before the counter (byte 5 bits
// 7-0, byte 6 bits 7-3 the bits 12-8), 8 bytes; the CO2 answers as the CO2 Displays'.
export const mclimateCo2PirLite = mclimateModel({
  modelId: 'mclimate/co2-pir-lite',
  model: 'CO2 Sensor PIR Lite',
  defaultFPort: 2,
  readings: ['occupied', 'co2', 'temperature', 'humidity', 'battery_mv'],
  keepalive: keepaliveByCode(new Map([[0x81, 8]]), (bytes, at, out) => {
    readPirLite(bytes, at, out);
    const co2 = co2Ppm(bytes, at + 5);
    out.set('CO2', co2);
    out.reading('co2', co2);
    out.set('pirTriggerCount', u8(bytes, at + 7));
  }),
  responses: new Map([...commonResponses, ...pirLiteResponses, ...co2Responses]),
});

/** The PIR Mini's light word: 0-FFFA lux; FFFF the sensor disabled, FFFB-FFFE its error. */
function readLux(out: ResultBuilder, raw: number): void {
  if (raw <= 0xfffa) {
    out.set('luxStatus', 'ok');
    light(out, raw);
    return;
  }
  const status = raw === 0xffff ? 'disabled' : 'sensor_error';
  // MClimate's decoder prints 0 lux beside the status; that is no reading.
  out.set('lux', 0);
  out.set('luxStatus', status);
  out.warn(`the light sensor is ${raw === 0xffff ? 'disabled' : 'in error'}; no illuminance stored`);
}

// PIR Mini: 01, 10 bytes: temperature, humidity, light, battery, the occupancy (byte 7 bit 0) and a
// 16-bit trigger counter. Besides the answers it sends events, each a code without data before the
// keep-alive: 3A the room occupied, 3B unoccupied, 40 the PIR triggered.
const EVENTS: ReadonlyArray<[number, string]> = [
  [0x3a, 'occupied'],
  [0x3b, 'unoccupied'],
  [0x40, 'pirTrigger'],
];

export const mclimatePirMini = mclimateModel({
  modelId: 'mclimate/pir-mini',
  model: 'PIR Mini (occupancy sensor)',
  defaultFPort: 2,
  readings: ['occupied', 'temperature', 'humidity', 'illuminance', 'battery_mv'],
  keepalive: keepalive01(10, (bytes, at, out) => {
    climate(out, temperature10(bytes, at + 1), u8(bytes, at + 3));
    readLux(out, u16be(bytes, at + 4));
    battery(out, pirBatteryMv(u8(bytes, at + 6)), 2);
    occupied(out, (u8(bytes, at + 7) & 0x01) !== 0);
    out.set('pirTriggerCount', u16be(bytes, at + 8));
  }),
  responses: new Map([
    ...commonResponses,
    [0x1f, byteField('lightSensorState')],
    [0x22, byteField('ledBrightness')],
    [0x37, byteField('pirSensorState')],
    [0x39, wordField('occupancyTimeout')],
    [0x3d, byteField('pirDemoMode')],
    [0x3f, byteField('pirOperationMode')],
    [0x42, wordField('pirBlindTime')],
    [0x44, byteField('pirCounterResetFlag')],
    ...EVENTS.map(([code, event]): [number, McResponse] => [
      code,
      response(0, (_bytes, _at, out) => out.set('event', event)),
    ]),
  ]),
});
