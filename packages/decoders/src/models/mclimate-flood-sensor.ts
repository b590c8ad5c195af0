import { hexByte, u8 } from '../bytes.ts';
import {
  byteField,
  commonResponses,
  type McKeepalive,
  mclimateModel,
  signedByte,
  versionsResponse,
  wordField,
} from '../formats/mclimate.ts';

// MClimate Flood Sensor LoRaWAN ("Flood Sensor LoRaWAN Communication Protocol", MClimate/docs
// 6f04fe9c, keep-alive and commands cheat sheet; field names as MClimate's decoder, the TTN
// device repository's flood-sensor.js). The keep-alive has no command byte: byte 0 is the reason
// (bits 7-5) with the box tamper (bit 3) and flood (bit 1) states, byte 1 the battery in 16 mV
// steps, byte 2 (firmware 1.5 and later: 3 bytes in all) the temperature in °C, bit 7 its sign.
// Bits 4, 2 and 0 are reserved, which tells a keep-alive from the answers: every answer's code
// (06, 07, 09, 12, 19, 1B, 1D) has one of them set.

const RESERVED = 0x15;
const REASONS = ['keepalive', 'testButtonPressed', 'floodDetected', 'fraudDetected', 'fraudDetected'];

const keepalive: McKeepalive = {
  lengthAt(bytes, at) {
    if ((u8(bytes, at) & RESERVED) !== 0) return undefined;
    // The older 2-byte keep-alive (no temperature) only ever comes alone.
    return at === 0 && bytes.length === 2 ? 2 : 3;
  },
  lengths: [3],
  read(bytes, at, out) {
    const state = u8(bytes, at);
    const reason = REASONS[state >> 5];
    const mv = u8(bytes, at + 1) * 16;
    const boxTamper = (state & 0x08) !== 0;
    const flood = (state & 0x02) !== 0;
    if (reason === undefined) out.warn(`unknown keep-alive reason ${state >> 5} (byte ${hexByte(state)})`);
    else out.set('reason', reason);
    out.set('boxTamper', boxTamper);
    out.set('flood', flood);
    out.set('battery', mv / 1000);
    out.reading('leak', flood);
    out.reading('tamper', boxTamper);
    out.reading('battery_mv', mv);
    if (bytes.length - at < 3) return;
    const temperature = signedByte(u8(bytes, at + 2));
    out.set('temperature', temperature);
    out.reading('temperature', temperature);
  },
};

export const mclimateFloodSensor = mclimateModel({
  modelId: 'mclimate/flood-sensor',
  model: 'Flood Sensor LoRaWAN',
  defaultFPort: 2,
  readings: ['leak', 'tamper', 'temperature', 'battery_mv'],
  keepalive,
  // The flood sensor answers its versions under 07 and its keep-alive period in two bytes.
  responses: new Map([
    ...commonResponses.filter(([code]) => code !== 0x04),
    [0x06, byteField('alarmDuration')],
    [0x07, versionsResponse(0x07)],
    [0x09, byteField('floodEventSendTime')],
    [0x12, wordField('keepAliveTime')],
  ]),
});
