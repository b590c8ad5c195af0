import { u8, u16be, u32be } from '../bytes.ts';
import {
  byteField,
  commonResponses,
  keepalive01,
  type McResponse,
  mclimateModel,
  response,
  wordField,
} from '../formats/mclimate.ts';
import { internalTemperature, protectionEvents, relay, relayResponses } from '../formats/mclimate-relay.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate 16A Switch & Power Meter LoRaWAN, 16ASPM ("MClimate 16ASPM Device Communication
// Protocol", MClimate/docs 6f04fe9c, keep-alive page; field names as the TTN device repository's
// 16aspm-codec.yaml example and MClimate's 16ASPM uplink decoder). The 12-byte 0x01 keep-alive:
// the internal temperature in °C (bit 7 its sign from firmware 1.3), the energy counter in Wh
// (the decoder's energy_kWh / 1000), power in W, the mains voltage in V, the current in mA and the
// relay (0 off, 1 on). Currents under 100 mA are not measured (the page's note): 0 mA, 0 W. The
// internal temperature is the switch's own, warmed by its load: a vendor field, not the room's.

function readKeepalive(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const energy = u32be(bytes, at + 2);
  const power = u16be(bytes, at + 6);
  const voltage = u8(bytes, at + 8);
  const currentMa = u16be(bytes, at + 9);
  internalTemperature(out, u8(bytes, at + 1));
  out.set('energy_kWh', energy / 1000);
  out.set('power_W', power);
  out.set('acVoltage_V', voltage);
  out.set('acCurrent_mA', currentMa);
  out.reading('energy', energy);
  out.reading('power', power);
  out.reading('voltage', voltage);
  out.reading('current', currentMa / 1000);
  relay(out, u8(bytes, at + 11));
}

/** The power meter's protections, besides the relay's answers (formats/mclimate-relay.ts). */
const meterResponses: ReadonlyArray<[number, McResponse]> = [
  [
    0x21,
    response(3, (bytes, at, out) =>
      out.set('overvoltageThreshold', { trigger: u16be(bytes, at), recovery: u8(bytes, at + 2) }),
    ),
  ],
  [0x23, byteField('overcurrentThreshold')],
  [0x25, wordField('overpowerThreshold')],
  [0x61, protectionEvents('overvoltageEvents', 'voltage', true)],
  [0x62, protectionEvents('overcurrentEvents', 'current', true)],
  [0x63, protectionEvents('overpowerEvents', 'power', true)],
  [0x71, wordField('overvoltageRecoveryTime')],
  [0x72, byteField('overcurrentRecoveryTemp')],
  [0x73, byteField('overpowerRecoveryTemp')],
];

export const mclimate16aspm = mclimateModel({
  modelId: 'mclimate/16aspm',
  model: '16A Switch & Power Meter (16ASPM)',
  defaultFPort: 2,
  readings: ['energy', 'power', 'voltage', 'current', 'relay_on'],
  keepalive: keepalive01(12, readKeepalive),
  responses: new Map([...commonResponses, ...relayResponses, ...meterResponses]),
});
