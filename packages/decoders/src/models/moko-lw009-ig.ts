import { hexByte, requireLength, u8, u16be, u24be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { HEADER, openLw009Frame } from './moko-lw009-sm.ts';

// MOKO LW009-IG in-ground parking sensor, port 1: the LW009-SM frame (0x7E, protocol version, the
// frame's Unix time, frame count, message length, instruction code, encryption flag, then
// tag-length-value records), read as MOKO's "LW009/LW009-IG/LW009-IG  Decoder Chirpstack V4.js"
// reads it, at fixed places: a parameter message (first record 0x03: model, version, heartbeat
// interval, sensitivity) or a state message (first record 0x02: message type, battery level,
// magnetometer axes, parking status). A record not at its place is refused rather than misread.
// MOKO's decoder leaves the frame's time out: it is `timestamp` / `time` (UTC) here, and dates the
// readings. Its Y axis takes its low byte from the Z axis (byte 29): here it is bytes 27-28.

const MESSAGE_TYPES: Record<number, string> = {
  0: 'Heartbeat message',
  11: 'Parking spaces become empty',
  12: 'Parking spaces was occuiped',
  13: 'Strong magnetic interference',
  14: 'Low battery alert',
  15: 'Magenetic sensor failed(IC can be read)',
  16: "Magenetic sensor failed(IC can't be read)",
};
/** Each message's length as MOKO's decoder reads it, and the records it expects where. */
const PARAMETERS = {
  length: 29,
  tags: [
    [12, 0x03],
    [15, 0x05],
    [18, 0x06],
    [26, 0x22],
  ],
} as const;
const STATE = {
  length: 34,
  tags: [
    [12, 0x02],
    [20, 0x24],
    [23, 0x25],
    [31, 0x32],
  ],
} as const;

function requireLayout(bytes: Uint8Array, layout: typeof PARAMETERS | typeof STATE): void {
  requireLength(bytes, layout.length);
  for (const [at, tag] of layout.tags)
    if (u8(bytes, at) !== tag)
      throw new DecodeError(
        `record ${hexByte(u8(bytes, at))} at byte ${at}, expected ${hexByte(tag)}: layout not decoded`,
      );
}

function readParameters(bytes: Uint8Array, out: ResultBuilder): void {
  requireLayout(bytes, PARAMETERS);
  out.set('payload_code', 0);
  out.set('payload_type', 'Device Parameter payload');
  out.set('device_model', u8(bytes, 14) === 0x82 ? 'LW009-IG' : '');
  out.set('device_version', u8(bytes, 17).toString(16));
  out.set('heartbeat_interval', `${(u24be(bytes, 20) + 1) * 30}s`);
  out.set('sensitivity', `Level${u8(bytes, 28)}`);
}

function readState(bytes: Uint8Array, out: ResultBuilder, time?: string): void {
  requireLayout(bytes, STATE);
  out.set('payload_code', 1);
  const type = MESSAGE_TYPES[u8(bytes, 14)];
  if (type !== undefined) out.set('payload_type', type);
  else out.warn(`unknown message type ${hexByte(u8(bytes, 14))}`);
  const battery = u8(bytes, 22);
  out.set('battery_level', `${battery}%`);
  out.reading('battery_pct', battery, time);
  out.set('magenetic_sensor_X_axis_data', u16be(bytes, 25));
  out.set('magenetic_sensor_Y_axis_data', u16be(bytes, 27));
  out.set('magenetic_sensor_Z_axis_data', u16be(bytes, 29));
  const parked = u8(bytes, 33) === 1;
  out.set('parking_status', parked ? 'Parking space with car' : 'No car');
  out.reading('occupied', parked, time);
}

function decodeFrame(bytes: Uint8Array): ResultBuilder {
  const { out, time } = openLw009Frame(bytes, 'LW009-IG', HEADER + 1);
  const kind = u8(bytes, HEADER);
  if (kind === 0x03) readParameters(bytes, out);
  else if (kind === 0x02) readState(bytes, out, time);
  else throw new DecodeError(`unknown LW009-IG message (first record ${hexByte(kind)})`);
  return out;
}

export const mokoLw009Ig: ModelDecoder = {
  modelId: 'moko/lw009-ig',
  vendor: 'MOKO',
  model: 'LW009-IG',
  fPorts: [1],
  defaultFPort: 1,
  readings: ['occupied', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeFrame(bytes).build(),
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW009-IG payload document.",
};
