import { u8 } from '../bytes.ts';
import {
  battery,
  byteField,
  climate,
  commonResponses,
  keepalive01,
  mclimateModel,
} from '../formats/mclimate.ts';
import { pirBatteryMv, temperature10 } from '../formats/mclimate-more.ts';

// MClimate HT Mini. Neither MClimate/docs (6f04fe9c) nor the TTN device repository has it: layout
// and names as MClimate's own parser, the npm package mclimate-payload-helper 1.6.0
// (htMiniPayloadParser, MClimate/mclimate-payload-helper b0b53173), whose tests give its examples.
// The 5-byte 0x01 keep-alive: temperature (10 bits, (T - 400) / 10 °C), humidity XX * 100 / 256 %
// and the battery XX * 2200 / 255 + 1600 mV, as the PIR sensors'. Answers: the common ones and its
// LED brightness (22).
export const mclimateHtMini = mclimateModel({
  modelId: 'mclimate/ht-mini',
  model: 'HT Mini',
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'battery_mv'],
  keepalive: keepalive01(5, (bytes, at, out) => {
    climate(out, temperature10(bytes, at + 1), u8(bytes, at + 3));
    battery(out, pirBatteryMv(u8(bytes, at + 4)), 2);
  }),
  responses: new Map([...commonResponses, [0x22, byteField('ledBrightness')]]),
});
