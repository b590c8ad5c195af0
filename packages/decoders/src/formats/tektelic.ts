import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s16be, u8, u16be } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { type ModelOutput, modelOutput, walkUntilStop } from './model-output.ts';

// Tektelic sensors send their readings on port 10 as a chain of frames [data channel]
// [data type][data], big-endian, each frame's size fixed by its two header bytes (Kona Home
// Sensor TRM T0005370_TRM Rev-C 1.0, section 2, "UL Data Format"). The two bytes mean different
// things in different products (0x03 0x67 is the room temperature of a smart room sensor and
// the third probe of an agriculture sensor), so each product family has its own table
// (tektelic-smart-room.ts, tektelic-breeze.ts, tektelic-agriculture.ts) and a model reads only
// its family's. A frame we do not know has no known size: the walk stops there with a warning,
// as Tektelic's own decoders stop, and keeps what it read.
//
// Port 100 carries the answers to configuration reads and writes. They are not decoded: the
// registers a read can return include the device's LoRaWAN keys (registers 0x00-0x05: device
// EUI, application key, session keys, in TTN's decoder_smart_room_sensor.js).

/** The uplink being decoded: vendor fields, and readings limited to the model's own list. */
export type TektelicOut = ModelOutput;

export type TektelicChannel = {
  /** How warnings name the frame, e.g. "ambient temperature". */
  label: string;
  /** Data bytes after the two header bytes. */
  size: number;
  read: (bytes: Uint8Array, at: number, out: TektelicOut) => void;
};

/** A family's frames, keyed by the channel and type bytes in hex ("0367"). */
export type TektelicTable = Readonly<Record<string, TektelicChannel>>;

export const DATA_PORT = 10;
export const CONFIG_PORT = 100;
export const CONFIG_NOT_DECODED =
  "configuration response on port 100: not decoded, as it can hold the device's LoRaWAN keys";

type Read = (bytes: Uint8Array, at: number) => number;

/** A frame holding one number: the vendor field, and the reading it gives if any. */
export function valueChannel(
  label: string,
  name: string,
  size: number,
  read: Read,
  reading?: ReadingField | readonly [ReadingField, Read],
): TektelicChannel {
  return {
    label,
    size,
    read(bytes, at, out) {
      out.set(name, read(bytes, at));
      if (typeof reading === 'string') out.reading(reading, read(bytes, at));
      else if (reading) out.reading(reading[0], reading[1](bytes, at));
    },
  };
}

/**
 * A digital frame: 0x00 is the low state, 0xFF the high one (motion detected, magnet absent,
 * wet); the reading is true when high. Tektelic's decoders print any other byte as "Invalid",
 * so it gives no reading.
 */
export function stateChannel(label: string, name: string, reading?: ReadingField): TektelicChannel {
  return {
    label,
    size: 1,
    read(bytes, at, out) {
      const state = u8(bytes, at);
      out.set(name, state);
      if (state !== 0x00 && state !== 0xff) out.warn(`unknown ${label} value ${state}; not stored`);
      else if (reading) out.reading(reading, state === 0xff);
    },
  };
}

/** Three signed 16-bit axes in milli-g, as g. */
export function accelerationChannel(name: string): TektelicChannel {
  return {
    label: 'acceleration',
    size: 6,
    read(bytes, at, out) {
      const axis = (offset: number) => s16be(bytes, at + offset) / 1000;
      out.set(name, { x: axis(0), y: axis(2), z: axis(4) });
    },
  };
}

export const tenths: Read = (bytes, at) => s16be(bytes, at) / 10;
export const count: Read = (bytes, at) => u16be(bytes, at);

// Frames whose meaning every family that sends them shares.
export const sharedChannels = {
  ambientTemperature: valueChannel('ambient temperature', 'ambient_temperature', 2, tenths, 'temperature'),
  relativeHumidity: valueChannel('humidity', 'relative_humidity', 1, (b, at) => u8(b, at) / 2, 'humidity'),
  // 1 mV per bit (smart room TRM v3 onwards, BREEZE).
  batteryMillivolts: valueChannel('battery voltage', 'battery_voltage', 2, (b, at) => u16be(b, at) / 1000, [
    'battery_mv',
    u16be,
  ]),
  motionState: stateChannel('motion', 'motion_event_state', 'motion'),
  // PIR events counted since the previous report.
  motionCount: valueChannel('motion event count', 'motion_event_count', 2, count),
} as const;

const keyOf = (channel: number, type: number): string =>
  `${channel.toString(16).padStart(2, '0')}${type.toString(16).padStart(2, '0')}`;

/** Walks the frames up to the end, an unknown frame or a cut-off one. */
export function decodeTektelic(
  bytes: Uint8Array,
  fPort: number,
  table: TektelicTable,
  model: string,
  readings: ReadonlySet<ReadingField>,
): DecodeResult {
  const result = new ResultBuilder();
  if (fPort === CONFIG_PORT) {
    result.warn(CONFIG_NOT_DECODED);
    return result.build();
  }
  const out = modelOutput(result, model, readings);
  walkUntilStop(bytes, result, (at) => {
    const rest = bytes.length - at;
    if (rest < 2) return { stop: `incomplete frame header at byte ${at}: 1 byte not decoded` };
    const header = `${hexByte(u8(bytes, at))} ${hexByte(u8(bytes, at + 1))}`;
    const channel = table[keyOf(u8(bytes, at), u8(bytes, at + 1))];
    if (!channel) return { stop: `unknown channel ${header} at byte ${at}: ${rest} bytes not decoded` };
    if (rest < channel.size + 2)
      return {
        stop: `payload truncated: channel ${header} (${channel.label}) at byte ${at} needs ${channel.size + 2} bytes, has ${rest}; not decoded`,
      };
    channel.read(bytes, at + 2, out);
    return { length: channel.size + 2 };
  });
  return result.build();
}

/** A Tektelic model: its family's frames on port 10, readings limited to what it measures. */
export function tektelicModel(spec: {
  modelId: string;
  model: string;
  table: TektelicTable;
  readings: readonly ReadingField[];
}): ModelDecoder {
  const readings = new Set(spec.readings);
  return {
    modelId: spec.modelId,
    vendor: 'Tektelic',
    model: spec.model,
    fPorts: [DATA_PORT, CONFIG_PORT],
    defaultFPort: DATA_PORT,
    readings: spec.readings,
    location: false,
    decode: (bytes, fPort) => decodeTektelic(bytes, fPort, spec.table, spec.model, readings),
    commandsNote:
      'Tektelic configures its sensors by writing registers on port 100 (TRM section 3); not in our catalogue yet.',
  };
}
