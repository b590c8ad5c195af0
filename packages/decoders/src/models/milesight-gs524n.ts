import { s8, u8 } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight GS524N smoke detector: one 6-byte frame (Milesight-IoT/SensorDecoders gs-series/gs524n/
// README.md and gs524n-decoder.js, whose names and words the fields keep): firmware and protocol
// version nibbles, sensor type and message type nibbles (`event`), battery %, smoke concentration %,
// temperature (signed °C), then a checksum byte that makes the six bytes sum to 0 mod 256. The
// decoder prints nothing for another length and does not check the sum; we refuse both. Readings:
// battery, temperature, `smoke` (true on "alarm", false on "normal"; a "silent" alarm, hushed by a
// person, says nothing of the smoke, nor does the self-test's "testing alarm"), `tamper` (the
// detector "removed" from / "installed" on its base) and `low_battery` ("low battery", "testing alarm
// with low / normal battery"). The concentration has no reading field: a field only.

const EVENTS: Readonly<Record<number, string>> = {
  1: 'alarm',
  2: 'silent',
  4: 'low battery',
  5: 'failover',
  7: 'normal',
  10: 'removed',
  11: 'installed',
  14: 'testing alarm with normal battery',
  15: 'testing alarm with low battery',
};
const SMOKE: Readonly<Record<number, boolean>> = { 1: true, 7: false };
const TAMPER: Readonly<Record<number, boolean>> = { 10: true, 11: false };
const LOW_BATTERY: Readonly<Record<number, boolean>> = { 4: true, 14: false, 15: true };
const LENGTH = 6;

function decode(bytes: Uint8Array): ReturnType<ModelDecoder['decode']> {
  if (bytes.length !== LENGTH) {
    throw new DecodeError(`payload is ${bytes.length} bytes; the GS524N frame is ${LENGTH}`);
  }
  const sum = bytes.reduce((total, byte) => total + byte, 0) & 0xff;
  if (sum !== 0) throw new DecodeError(`checksum mismatch (the bytes sum to 0x${sum.toString(16)}, not 0)`);
  const out = new ResultBuilder();
  const message = u8(bytes, 1) & 0x0f;
  out.set('version', u8(bytes, 0) >> 4);
  out.set('protocol', u8(bytes, 0) & 0x0f);
  out.set('type', u8(bytes, 1) >> 4 === 1 ? 'smoke sensor' : 'unknown');
  // The decoder prints no event for a message type it does not know.
  const event = EVENTS[message];
  if (event !== undefined) out.set('event', event);
  out.set('battery', u8(bytes, 2));
  out.set('concentration', u8(bytes, 3));
  out.set('temperature', s8(bytes, 4));
  out.reading('battery_pct', u8(bytes, 2));
  out.reading('temperature', s8(bytes, 4));
  const smoke = SMOKE[message];
  if (smoke !== undefined) out.reading('smoke', smoke);
  const tamper = TAMPER[message];
  if (tamper !== undefined) out.reading('tamper', tamper);
  const lowBattery = LOW_BATTERY[message];
  if (lowBattery !== undefined) out.reading('low_battery', lowBattery);
  if (event === undefined) out.warn(`unknown message type ${message}`);
  return out.build();
}

export const milesightGs524n: ModelDecoder = {
  modelId: 'milesight-iot/gs524n',
  vendor: 'Milesight',
  model: 'GS524N',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['battery_pct', 'temperature', 'smoke', 'tamper', 'low_battery'],
  location: false,
  decode,
  commands: [],
  commandsNote: 'SensorDecoders has no GS524N encoder: no documented downlink',
};
