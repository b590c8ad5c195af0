import { u8 } from '../bytes.ts';
import { commonResponses, keepalive01, mclimateModel } from '../formats/mclimate.ts';
import { internalTemperature, relay, relayResponses } from '../formats/mclimate-relay.ts';

// MClimate 16A Dry Switch LoRaWAN, 16ADS ("MClimate 16ADS Device Communication Protocol",
// MClimate/docs 6f04fe9c; field names as MClimate's 16ADS uplink decoder and the TTN device
// repository's 16ads-codec.yaml). The 16ASPM's relay without its power meter: the 3-byte 0x01
// keep-alive is the internal temperature in °C (bit 7 its sign) and the relay (0 off, 1 on); the
// answers are the 16ASPM's relay and overheating ones (formats/mclimate-relay.ts).
export const mclimate16ads = mclimateModel({
  modelId: 'mclimate/16ads',
  model: '16A Dry Switch (16ADS)',
  defaultFPort: 2,
  readings: ['relay_on'],
  keepalive: keepalive01(3, (bytes, at, out) => {
    internalTemperature(out, u8(bytes, at + 1));
    relay(out, u8(bytes, at + 2));
  }),
  responses: new Map([...commonResponses, ...relayResponses]),
});
