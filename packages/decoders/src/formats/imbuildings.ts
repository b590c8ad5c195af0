import { s16be, toHex, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// IMBUILDINGS' LoRaWAN payloads (IMBUILDINGS/docs 81da04b6, reference-guide/payload-definitions
// and pdf/IMBUILDINGS_Reference_Guide_for_System_Integrators.pdf v1.1): [payload type][variant]
// [8-byte device id][data], big-endian. The header (type, variant, id) can be switched off; the
// variant is then told by the port the device is set to send it on (13 comfort 1/3, 26-28 people
// counter 2/6-2/8, 33-34 buttons 3/3-3/4), as IMBUILDINGS' decoder (docs assets/imbuildings-
// decoder.js) and the TTN device repository's imbuildings.js read it, from the end of the payload.
// In 1/3 and 3/x the device status and battery belong to the header (gone without it); in 2/x
// to the data. Field names as the TTN codec (vendor/imbuildings/imbuildings.js since 2426c47d).

export type ImbFrameKind = { type: number; variant: number; name: string };

type Variant = ImbFrameKind & {
  /** Bytes after the device id with the header on. */
  size: number;
  /** The port and length of the variant without its header. */
  port: number;
  bare: number;
  /** Reads `data` (the bytes after the id, or the whole headerless payload) from its end. */
  read: (data: Uint8Array, out: ResultBuilder) => void;
};

const ID_END = 10;

/** Battery word in 10 mV steps: the codec's `battery_voltage` in V, and our millivolts. */
function battery(data: Uint8Array, at: number, out: ResultBuilder): void {
  const word = u16be(data, at);
  out.set('battery_voltage', word / 100);
  out.reading('battery_mv', word * 10);
}

// People counter sensor status bits (reference guide chapter 4.1, "Sensor Status"). The IR
// receiver holds the LoRaWAN radio and its own batteries: its low battery is the device's.
const RECEIVER_LOW_BATTERY = 0x20;
const sensorWarnings: Array<[number, string]> = [
  [0x80, 'infrared blocked: the receiver does not see the transmitter, people are not counted'],
  [0x40, 'the receiver detected a disturbance on the sensor'],
  [0x02, 'the infrared signal is not at full strength (check the alignment)'],
];

function sensorStatus(status: number, out: ResultBuilder): void {
  out.set('sensor_status', status);
  out.reading('low_battery', (status & RECEIVER_LOW_BATTERY) !== 0);
  for (const [bit, warning] of sensorWarnings) if (status & bit) out.warn(`sensor status: ${warning}`);
}

/** The comfort sensor's values: temperature, humidity (both 0.01), CO2 ppm, presence 0 / 1. */
function comfort(data: Uint8Array, out: ResultBuilder): void {
  const end = data.length;
  if (end >= 10) {
    out.set('device_status', u8(data, end - 10));
    battery(data, end - 9, out);
  }
  // The codecs read the temperature unsigned; read signed, a frost reading is not 600 °C.
  const temperature = s16be(data, end - 7) / 100;
  const humidity = u16be(data, end - 5) / 100;
  const co2 = u16be(data, end - 3);
  const presence = u8(data, end - 1) === 1;
  out.set('temperature', temperature);
  out.set('humidity', humidity);
  out.set('CO2', co2);
  out.set('presence', presence);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
  // The Temperature and Presence models have no CO2 sensor; no air holds 0 ppm.
  if (co2 > 0) out.reading('co2', co2);
  // "The presence sensor will tell if someone was in the room during the last transmission interval."
  out.reading('motion', presence);
}

const BUTTONS = ['a', 'b', 'c', 'd', 'e'] as const;

const variants: readonly Variant[] = [
  { type: 1, variant: 3, name: 'Comfort Sensor', size: 10, port: 13, bare: 7, read: comfort },
  {
    type: 2,
    variant: 6,
    name: 'People Counter, counts and totals',
    size: 13,
    port: 26,
    bare: 13,
    read: (data, out) => {
      out.set('device_status', u8(data, 0));
      battery(data, 1, out);
      const a = u16be(data, 3);
      const b = u16be(data, 5);
      out.set('counter_a', a);
      out.set('counter_b', b);
      // "Counter A and Counter B are relative count values since the last transmission"; A is the
      // direction IMBUILDINGS' cloud shows as in (its `switch-ab` setting swaps them).
      out.reading('people_in', a);
      out.reading('people_out', b);
      sensorStatus(u8(data, 7), out);
      out.set('total_counter_a', u16be(data, 8));
      out.set('total_counter_b', u16be(data, 10));
      out.set('payload_counter', u8(data, 12));
    },
  },
  {
    type: 2,
    variant: 7,
    name: 'People Counter, totals',
    size: 5,
    port: 27,
    bare: 5,
    read: (data, out) => {
      sensorStatus(u8(data, 0), out);
      out.set('total_counter_a', u16be(data, 1));
      out.set('total_counter_b', u16be(data, 3));
    },
  },
  {
    type: 2,
    variant: 8,
    name: 'People Counter, status',
    size: 4,
    port: 28,
    bare: 4,
    read: (data, out) => {
      out.set('device_status', u8(data, 0));
      battery(data, 1, out);
      sensorStatus(u8(data, 3), out);
    },
  },
  {
    type: 3,
    variant: 3,
    name: 'Buttons, pressed',
    size: 4,
    port: 33,
    bare: 1,
    read: (data, out) => {
      const end = data.length;
      if (end >= 4) {
        out.set('device_status', u8(data, end - 4));
        battery(data, end - 3, out);
      }
      const pressed = u8(data, end - 1);
      out.set('button_pressed', pressed !== 0);
      out.set('button', Object.fromEntries(BUTTONS.map((key, bit) => [key, ((pressed >> bit) & 1) === 1])));
      out.reading('button', pressed !== 0);
    },
  },
  {
    type: 3,
    variant: 4,
    name: 'Buttons, counts',
    size: 13,
    port: 34,
    bare: 10,
    read: (data, out) => {
      const end = data.length;
      if (end >= 13) {
        out.set('device_status', u8(data, end - 13));
        battery(data, end - 12, out);
      }
      out.set('button', Object.fromEntries(BUTTONS.map((key, i) => [key, u16be(data, end - 10 + 2 * i)])));
    },
  },
];

type Frame = { variant: Variant; data: Uint8Array; id?: string; sent?: number };

/** The variant and its data: by the header when type, variant and length match, else by port. */
function frameOf(bytes: Uint8Array, fPort: number, out: ResultBuilder): Frame | undefined {
  const headed = variants.find(
    (v) => bytes[0] === v.type && bytes[1] === v.variant && bytes.length === ID_END + v.size,
  );
  if (headed) return { variant: headed, data: bytes.subarray(ID_END), id: toHex(bytes.subarray(2, ID_END)) };
  // "LoRaWAN People Counter EU868 v1.35 and lower ... transmits 0x06 as variant instead of 0x07"
  // (reference guide, type 2 / variant 7, note 1): told by its length.
  const totals = variants.find((v) => v.type === 2 && v.variant === 7) as Variant;
  if (bytes[0] === 2 && bytes[1] === 6 && bytes.length === ID_END + totals.size) {
    out.warn('variant 6 with 15 bytes: the totals-only frame of firmware 1.35 and older, read as variant 7');
    return { variant: totals, data: bytes.subarray(ID_END), id: toHex(bytes.subarray(2, ID_END)), sent: 6 };
  }
  const bare = variants.find((v) => v.port === fPort && bytes.length === v.bare);
  return bare ? { variant: bare, data: bytes } : undefined;
}

type Setting = (data: Uint8Array, at: number) => [string, unknown];

/** The settings imbuildings.js names (its settingIdentifier), with the codec's names. */
const settingNames = new Map<number, Setting>([
  [0x02, (d, at) => ['device_id', toHex(d.subarray(at, at + 8))]],
  [0x1e, (d, at) => ['interval', u8(d, at)]],
  [0x1f, (d, at) => ['event', { type: u8(d, at), count: u8(d, at + 1), timeout: u8(d, at + 2) }]],
  [0x20, (d, at) => ['payload', { type: u8(d, at), variant: u8(d, at + 1), header: u8(d, at + 2) === 1 }]],
  [0x2b, (d, at) => ['device_address', toHex(d.subarray(at, at + 4))]],
  [0x2f, (d, at) => ['confirmed_messages', u8(d, at)]],
  [0x33, (d, at) => ['fport', u8(d, at)]],
]);

/** F1 01 then [length][setting id][value]...: the answer to a settings downlink (reference guide ch. 2). */
function settingsAnswer(bytes: Uint8Array, out: ResultBuilder): void {
  let at = 2;
  while (at < bytes.length) {
    const length = u8(bytes, at);
    // A length under 2 would not move on (the codec's loop never ends on a 0).
    if (length < 2 || at + length > bytes.length) {
      out.warn(`settings answer: item at byte ${at} has length ${length}; the rest is not decoded`);
      return;
    }
    const id = u8(bytes, at + 1);
    const name = settingNames.get(id);
    if (name) {
      const [key, value] = name(bytes, at + 2);
      out.set(key, value);
    } else out.warn(`settings answer: setting 0x${id.toString(16).padStart(2, '0')} not decoded`);
    at += length;
  }
}

/** Decodes an IMBUILDINGS uplink of one of `types` (the model's payload types). */
export function decodeImbuildings(
  bytes: Uint8Array,
  fPort: number,
  model: string,
  types: readonly number[],
): DecodeResult {
  const out = new ResultBuilder();
  const frame = frameOf(bytes, fPort, out);
  if (!frame) {
    if (bytes[0] === 0xf1 && bytes[1] === 0x01) {
      settingsAnswer(bytes, out);
      return out.build();
    }
    throw new DecodeError(
      `no IMBUILDINGS frame: no header of a known type, variant and length, and port ${fPort} carries no headerless frame of ${bytes.length} bytes`,
    );
  }
  const { variant, data } = frame;
  if (!types.includes(variant.type))
    throw new DecodeError(
      `payload type ${variant.type} variant ${variant.variant} (${variant.name}) is not a ${model} frame`,
    );
  out.set('payload_type', variant.type);
  out.set('payload_variant', frame.sent ?? variant.variant);
  if (frame.id !== undefined) out.set('device_id', frame.id);
  variant.read(data, out);
  return out.build();
}
