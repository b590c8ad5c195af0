import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16be, u8, u16be } from '../bytes.ts';
import type { ModelDecoder } from '../types.ts';
import type { ModelOutput } from './model-output.ts';
import { DATA_PORT, type FixedFrame, tektelicPortsModel, walkFrames } from './tektelic-frames.ts';

// Tektelic sensors send their readings on port 10 as a chain of frames [data channel]
// [data type][data], big-endian, each frame's size fixed by its two header bytes (Kona Home
// Sensor TRM T0005370_TRM Rev-C 1.0, section 2, "UL Data Format"). The two bytes mean different
// things in different products (0x03 0x67 is the room temperature of a smart room sensor and
// the third probe of an agriculture sensor), so each product family has its own table
// (tektelic-smart-room.ts, tektelic-breeze.ts, tektelic-agriculture.ts) and a model reads only
// its family's. The walk, and port 100's configuration answers left undecoded: tektelic-frames.ts.

/** The uplink being decoded: vendor fields, and readings limited to the model's own list. */
export type TektelicOut = ModelOutput;

/** A frame: how warnings name it (e.g. "ambient temperature"), its data bytes after the header. */
export type TektelicChannel = FixedFrame<TektelicOut>;

/** A family's frames, keyed by the channel and type bytes in hex ("0367"). */
export type TektelicTable = Readonly<Record<string, TektelicChannel>>;

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

/**
 * Three signed 16-bit axes in milli-g, as g, named `axes` (x, y, z): at bytes 0, 2, 4, or 4, 2, 0
 * where the product sends z first (the ORCA).
 */
export function accelerationChannel(
  name: string,
  axes: readonly [x: string, y: string, z: string] = ['x', 'y', 'z'],
  zFirst = false,
): TektelicChannel {
  return {
    label: 'acceleration',
    size: 6,
    read(bytes, at, out) {
      const axis = (offset: number) => s16be(bytes, at + (zFirst ? 4 - offset : offset)) / 1000;
      out.set(name, { [axes[0]]: axis(0), [axes[1]]: axis(2), [axes[2]]: axis(4) });
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
  batteryCapacity: valueChannel('battery capacity', 'rem_batt_capacity', 1, u8, 'battery_pct'),
  batteryDaysLeft: valueChannel('battery days left', 'rem_batt_days', 2, count),
  // The trackers' (ORCA, SEAL, SPARROW, PELICAN).
  temperature: valueChannel('temperature', 'temperature', 2, tenths, 'temperature'),
} as const;

/** A Tektelic model: its family's frames on port 10, readings limited to what it measures. */
export function tektelicModel(spec: {
  modelId: string;
  model: string;
  table: TektelicTable;
  readings: readonly ReadingField[];
}): ModelDecoder {
  return tektelicPortsModel({
    modelId: spec.modelId,
    model: spec.model,
    readings: spec.readings,
    location: false,
    ports: {
      [DATA_PORT]: (bytes, result, out) =>
        walkFrames(bytes, { headerLength: 2, frames: spec.table }, result, out),
    },
    configures: 'sensors',
  });
}
