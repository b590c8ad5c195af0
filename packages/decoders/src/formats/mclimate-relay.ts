import { u8, u16be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import {
  byteField,
  flagField,
  fuotaResponse,
  type McResponse,
  response,
  signedByte,
  wordField,
} from './mclimate.ts';

// MClimate's 16A relay switches: the 16ASPM and the 16ADS, the 16ASPM's relay without its power
// meter ("MClimate 16ASPM / 16ADS Device Communication Protocol", MClimate/docs 6f04fe9c). Both
// keep-alives start with the switch's internal temperature and end with the relay; both answer
// the relay and overheating commands below, named as MClimate's decoders name them.

/**
 * The internal temperature in °C (bit 7 its sign): the switch's own, warmed by its load, a vendor
 * field and not the room's.
 */
export function internalTemperature(out: ResultBuilder, byte: number): void {
  out.set('internalTemperature', signedByte(byte));
}

/** The relay byte: 0 off, 1 on; any other value is no reading. */
export function relay(out: ResultBuilder, state: number): void {
  out.set('relayState', state === 1 ? 'ON' : 'OFF');
  if (state <= 1) out.reading('relay_on', state === 1);
  else out.warn(`unknown relay state ${state}; not stored`);
}

/** A protection's event count and the value that tripped it (u8 temperature, u16 otherwise). */
export const protectionEvents = (name: string, key: string, wide: boolean): McResponse =>
  response(wide ? 3 : 2, (bytes, at, out) =>
    out.set(name, { events: u8(bytes, at), [key]: wide ? u16be(bytes, at + 1) : u8(bytes, at + 1) }),
  );

/** The relay and overheating protection answers both switches give. */
export const relayResponses: ReadonlyArray<[number, McResponse]> = [
  [
    0x1f,
    response(2, (bytes, at, out) =>
      out.set('overheatingThresholds', { trigger: u8(bytes, at), recovery: u8(bytes, at + 1) }),
    ),
  ],
  [0x5a, byteField('afterOverheatingProtectionRecovery')],
  [0x5c, byteField('ledIndicationMode')],
  // Sent with the keep-alive when the relay was switched by the device's button.
  [0x5d, flagField('manualChangeRelayState')],
  [0x5f, byteField('relayRecoveryState')],
  [0x60, protectionEvents('overheatingEvents', 'temperature', false)],
  // The protection's running time in seconds (the protocol's "Overheating recovery event").
  [0x70, wordField('overheatingRecoveryTime')],
  [0xa0, fuotaResponse],
  [0xb1, flagField('relayState')],
];
