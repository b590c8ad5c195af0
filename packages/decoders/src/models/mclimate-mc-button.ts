import { u8, u24be } from '../bytes.ts';
import {
  battery,
  batteryByteMv,
  byteField,
  commonResponses,
  keepalive01,
  type McResponse,
  mclimateModel,
  response,
} from '../formats/mclimate.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate Multipurpose Button LoRaWAN, "MC Button" ("MClimate Button LoRaWAN Device Communication
// Protocol", MClimate/docs 6f04fe9c, keep-alive and LEDs / button press types; field names as
// MClimate's decoder, the TTN device repository's mc-button.js). The 5-byte 0x01 keep-alive, sent
// periodically and after each click: the battery (XX * 8 + 1600 mV), the thermistor (10 bits in
// 0.1 °C, no sign bit; byte 2 bit 2 set when its connection is broken) and the click (1 single,
// 2 double, 3 triple; 0 in a periodic keep-alive). A click is a press of the button (`button`).

function readKeepalive(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const probe = u8(bytes, at + 2);
  const connected = (probe & 0x04) === 0;
  const press = u8(bytes, at + 4);
  // MClimate's decoder prints the battery to one decimal of a volt (2968 mV: 3).
  battery(out, batteryByteMv(u8(bytes, at + 1)), 1);
  out.set('thermistorProperlyConnected', connected);
  out.set('pressEvent', press);
  out.reading('button', press > 0);
  if (!connected) {
    out.warn('the thermistor reports its connection broken; no temperature stored');
    return;
  }
  const temperature = (((probe & 0x03) << 8) | u8(bytes, at + 3)) / 10;
  out.set('sensorTemperature', temperature);
  out.reading('temperature', temperature);
}

/** The click counters (B1 single, B2 double, B3 triple), 24 bits each (mc-button.js). */
const counter = (name: string): McResponse =>
  response(3, (bytes, at, out) => out.set(name, u24be(bytes, at)));

export const mclimateMcButton = mclimateModel({
  modelId: 'mclimate/mc-button',
  model: 'Multipurpose Button LoRaWAN (MC Button)',
  defaultFPort: 2,
  readings: ['button', 'temperature', 'battery_mv'],
  keepalive: keepalive01(5, readKeepalive),
  responses: new Map([
    ...commonResponses,
    [0x1f, byteField('sendEventLater')],
    [0xb1, counter('singlePressEventCounter')],
    [0xb2, counter('doublePressEventCounter')],
    [0xb3, counter('triplePressEventCounter')],
  ]),
});
