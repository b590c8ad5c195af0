import { u8 } from '../bytes.ts';
import {
  byteField,
  commonResponses,
  flagField,
  fuotaResponse,
  keepaliveByCode,
  type McResponse,
  mclimateModel,
  response,
  signedByte,
  wordField,
} from '../formats/mclimate.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate 16A Dry Switch LoRaWAN, 16ADS ("MClimate 16ADS Device Communication Protocol",
// MClimate/docs 6f04fe9c; field names as MClimate's 16ADS uplink decoder and the TTN device
// repository's 16ads-codec.yaml). The 16ASPM's relay without its power meter: the 3-byte 0x01
// keep-alive is the internal temperature in °C (bit 7 its sign) and the relay (0 off, 1 on). The
// internal temperature is the switch's own, warmed by its load: a vendor field, not the room's.
// 5D is sent with the keep-alive when the relay was switched by the device's button.

function readKeepalive(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const relay = u8(bytes, at + 2);
  out.set('internalTemperature', signedByte(u8(bytes, at + 1)));
  out.set('relayState', relay === 1 ? 'ON' : 'OFF');
  if (relay <= 1) out.reading('relay_on', relay === 1);
  else out.warn(`unknown relay state ${relay}; not stored`);
}

const dryResponses: ReadonlyArray<[number, McResponse]> = [
  [
    0x1f,
    response(2, (bytes, at, out) =>
      out.set('overheatingThresholds', { trigger: u8(bytes, at), recovery: u8(bytes, at + 1) }),
    ),
  ],
  [0x5a, byteField('afterOverheatingProtectionRecovery')],
  [0x5c, byteField('ledIndicationMode')],
  [0x5d, flagField('manualChangeRelayState')],
  [0x5f, byteField('relayRecoveryState')],
  [
    0x60,
    response(2, (bytes, at, out) =>
      out.set('overheatingEvents', { events: u8(bytes, at), temperature: u8(bytes, at + 1) }),
    ),
  ],
  // The protection's running time in seconds (the protocol's "Overheating recovery event").
  [0x70, wordField('overheatingRecoveryTime')],
  [0xa0, fuotaResponse],
  [0xb1, flagField('relayState')],
];

export const mclimate16ads = mclimateModel({
  modelId: 'mclimate/16ads',
  model: '16A Dry Switch (16ADS)',
  defaultFPort: 2,
  readings: ['relay_on'],
  keepalive: keepaliveByCode(new Map([[0x01, 3]]), readKeepalive),
  responses: new Map([...commonResponses, ...dryResponses]),
});
