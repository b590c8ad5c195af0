import { hexByte, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { byteField, type McResponse, response } from '../formats/mclimate.ts';
import { walkUntilStop } from '../formats/model-output.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// MClimate T-Valve LoRaWAN water valve. Names as MClimate's recommended decoder and the T-Valve
// communication protocol (MClimate/docs 6f04fe9c devices/mclimate-t-valve-lorawan/
// t-valve-uplink-decoder.md, keep-alive.md). The payload's length says what it is:
//   2 bytes, the short keep-alive: the water temperature (byte 0, 0.5 °C), the valve (byte 1
//     bit 7, 1 open) and the ambient temperature ((bits 6-0 - 20) / 2 °C, -10 to 50 °C). The
//     protocol's example 0x0044 says "[7] = 0 -> Valve is open" against its own table (0 closed);
//     the decoder and we follow the table.
//   5 bytes, the long keep-alive: the reason (bits 7-5: keepalive, testButtonPressed,
//     floodDetected, controlButtonPressed, fraudDetected), box tamper (3), the flood wire broken
//     (2), flood (1), a magnet (0); the alarm validated (byte 1 bit 7), manual open (6) and close
//     (5) allowed, the software version (4-0); the reduced-access close and open times in minutes;
//     the battery, byte * 8 + 1600 mV.
//   more: the long keep-alive, then answers to the server's commands (0E 0F 10 11 12 13 16 18 1A
//     A0), each [code][data].
// The TTN device repository's codec (vendor/mclimate/t-valve.js, t-valve-codec.yaml) reads another
// layout (a 2-byte frame of flags, a 7-byte one with two temperatures and a battery of
// byte * 4 + 3000 mV) that MClimate's protocol does not describe; it is not followed.
// Readings: the ambient temperature; the water temperature as `external_temperature` (a probe on
// the pipe); flood as `leak`; the box tamper switch as `tamper`; the battery. The valve's state,
// the wire and magnet states are vendor fields.

const REASONS = ['keepalive', 'testButtonPressed', 'floodDetected', 'controlButtonPressed', 'fraudDetected'];
const SHORT = 2;
const LONG = 5;

function decodeShort(bytes: Uint8Array, out: ResultBuilder): void {
  const water = u8(bytes, 0) / 2;
  const ambient = ((u8(bytes, 1) & 0x7f) - 20) / 2;
  out.set('reason', 'keepalive');
  out.set('waterTemp', water);
  out.set('valveState', (u8(bytes, 1) & 0x80) !== 0);
  out.set('ambientTemp', ambient);
  out.reading('temperature', ambient);
  out.reading('external_temperature', water);
}

function decodeLong(bytes: Uint8Array, out: ResultBuilder): void {
  const flags = u8(bytes, 0);
  const status = u8(bytes, 1);
  const reason = REASONS[flags >> 5];
  const batteryMv = u8(bytes, 4) * 8 + 1600;
  if (reason === undefined) out.warn(`unknown reason ${flags >> 5} for the long keep-alive`);
  else out.set('reason', reason);
  out.set('boxTamper', (flags & 0x08) !== 0);
  out.set('floodDetectionWireState', (flags & 0x04) !== 0);
  out.set('flood', (flags & 0x02) !== 0);
  out.set('magnet', (flags & 0x01) !== 0);
  out.set('alarmValidated', (status & 0x80) !== 0);
  out.set('manualOpenIndicator', (status & 0x40) !== 0);
  out.set('manualCloseIndicator', (status & 0x20) !== 0);
  out.set('softwareVersion', status & 0x1f);
  out.set('closeTime', u8(bytes, 2));
  out.set('openTime', u8(bytes, 3));
  out.set('battery', batteryMv / 1000);
  out.reading('leak', (flags & 0x02) !== 0);
  out.reading('tamper', (flags & 0x08) !== 0);
  out.reading('battery_mv', batteryMv);
}

/** The answers of the recommended decoder's handleResponse, with its names. */
const answers = new Map<number, McResponse>([
  [
    0x0e,
    response(4, (bytes, at, out) =>
      out.set('openCloseTimeExtended', { openingTime: u16be(bytes, at), closingTime: u16be(bytes, at + 2) }),
    ),
  ],
  [0x0f, byteField('emergencyOpenings')],
  [0x10, byteField('floodAlarmTime')],
  [0x11, byteField('workingVoltage')],
  [0x12, byteField('keepAliveTime')],
  [0x13, byteField('deviceFloodSensor')],
  [0x16, response(1, (bytes, at, out) => out.set('joinRetryPeriod', (u8(bytes, at) * 5) / 60))],
  [0x18, byteField('uplinkType')],
  [
    0x1a,
    response(2, (bytes, at, out) => {
      const period = (value: number) => (value === 0 ? false : value);
      out.set('watchDogParams', { wdpC: period(u8(bytes, at)), wdpUc: period(u8(bytes, at + 1)) });
    }),
  ],
  // The decoder prints the firmware-update address twice, both as the number.
  [
    0xa0,
    response(4, (bytes, at, out) =>
      out.set('fuota', { fuota_address: u32be(bytes, at), fuota_address_raw: u32be(bytes, at) }),
    ),
  ],
]);

/** The answers after the long keep-alive; what cannot be read is a warning, the keep-alive stays. */
function decodeAnswers(bytes: Uint8Array, out: ResultBuilder): void {
  const answersFrom = bytes.subarray(LONG);
  walkUntilStop(answersFrom, out, (at) => {
    const code = u8(answersFrom, at);
    const answer = answers.get(code);
    const where = `command ${hexByte(code)} at byte ${at + LONG}`;
    if (!answer) return { stop: `unknown ${where}: not decoded`, quiet: true };
    if (answersFrom.length - at <= answer.length) {
      return { stop: `payload truncated: ${where} is incomplete; not decoded`, quiet: true };
    }
    answer.read(answersFrom, at + 1, out);
    return { length: answer.length + 1 };
  });
}

function decode(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  if (bytes.length === SHORT) {
    decodeShort(bytes, out);
    return out.build();
  }
  if (bytes.length < LONG) {
    throw new DecodeError(`a ${bytes.length}-byte payload is no keep-alive (2 bytes, or 5 and more)`);
  }
  decodeLong(bytes, out);
  decodeAnswers(bytes, out);
  return out.build();
}

export const mclimateTValve: ModelDecoder = {
  modelId: 'mclimate/t-valve',
  vendor: 'MClimate',
  model: 'T-Valve LoRaWAN',
  // MClimate's decoders ignore the port; the T-Valve sends on port 2 (t-valve-codec.yaml).
  fPorts: 'any',
  defaultFPort: 2,
  readings: ['temperature', 'external_temperature', 'leak', 'tamper', 'battery_mv'],
  location: false,
  decode,
  commandsNote:
    "MClimate's T-Valve downlink commands (open / close the valve, ...) are not in our catalogue yet.",
};
