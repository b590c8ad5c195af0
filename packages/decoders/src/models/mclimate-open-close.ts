import { u8, u24be } from '../bytes.ts';
import {
  batteryByteMv,
  byteField,
  commonResponses,
  keepaliveByCode,
  mclimateModel,
  twoDecimals,
} from '../formats/mclimate.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate Open/Close Sensor LoRaWAN ("Open/Close Sensor LoRaWAN Communication Protocol",
// MClimate/docs 6f04fe9c: keep-alive, event notification). An 8-byte frame whose first byte is
// 01 (keep-alive), 20 (the door opened or closed) or 21 (the button pressed): the battery
// (XX * 8 + 1600 mV), the thermistor's temperature (10 bits in 0.1 °C, byte 2 bit 3 its sign,
// bit 2 set when it is broken), the event counter (24 bits) and the contact, byte 7 bit 0
// (1 open). Field names as the TTN device repository's open-close.js; `event` as MClimate's
// recommended decoder names the first byte. A 21 frame is a press of the button (`button` true);
// the other two are none.

const LENGTH = 8;
const BUTTON = 0x21;
const EVENTS = new Map([
  [0x01, 'keepalive'],
  [0x20, 'reed switch'],
  [BUTTON, 'push button'],
]);

function readFrame(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const mv = batteryByteMv(u8(bytes, at + 1));
  const probe = u8(bytes, at + 2);
  const connected = (probe & 0x04) === 0;
  const magnitude = (((probe & 0x03) << 8) | u8(bytes, at + 3)) / 10;
  const open = (u8(bytes, at + 7) & 0x01) === 1;
  const code = u8(bytes, at);
  out.set('event', EVENTS.get(code));
  out.set('batteryVoltage', twoDecimals(mv / 1000));
  out.set('thermistorProperlyConnected', connected);
  out.set('counter', u24be(bytes, at + 4));
  out.set('status', open ? 1 : 0);
  out.reading('battery_mv', mv);
  out.reading('door_open', open);
  out.reading('button', code === BUTTON);
  if (!connected) {
    out.warn('the thermistor reports its connection broken; no temperature stored');
    return;
  }
  const temperature = probe & 0x08 && magnitude !== 0 ? -magnitude : magnitude;
  out.set('temperature', temperature);
  out.reading('temperature', temperature);
}

export const mclimateOpenClose = mclimateModel({
  modelId: 'mclimate/open-close',
  model: 'Open/Close Sensor LoRaWAN',
  defaultFPort: 2,
  readings: ['door_open', 'button', 'temperature', 'battery_mv'],
  keepalive: keepaliveByCode(new Map([...EVENTS.keys()].map((code) => [code, LENGTH])), readFrame),
  responses: new Map([...commonResponses, [0x1f, byteField('sendEventLater')]]),
});
