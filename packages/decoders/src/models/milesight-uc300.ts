import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s8, s16le, s32le, u8, u16le, u32le } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  stateChannel,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight UC300 IoT controller (4 digital inputs or pulse counters, 2 relay outputs, 2 PT100
// probes, 4-20 mA and 0-10 V inputs, RS485 Modbus). Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders uc-series/uc300/uc300-decoder.js). Readings, only where one
// fits: `pt100_1` is `temperature` and `pt100_2` `external_temperature` (as the TS302's two
// probes), `gpio_counter_1` is `pulse_count`, and the inputs' and outputs' "on" / "off" levels
// are `digital_inputs` / `digital_outputs` (bit i = input i + 1), given only when the uplink
// holds every input (output): an input set as a counter has no level, its bit is 0. Analog and
// Modbus values stay vendor fields. Not decoded: the history records 20 DC / 20 DD and the
// decoder's free-text fallback.

/** handle_downlink_response of uc300-decoder.js (91 jitter, 93 output control: kept in hex). */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '91': ['jitter_config', 5],
  '93': ['gpio_output_control', 6],
};

const ON_OFF = ['off', 'on'] as const;

/**
 * Milesight's decoders print the UC300's floats to 2 decimals and the UC50x's as they are. The
 * bit patterns of infinity and NaN are no number: null, with a warning.
 */
export type FloatPrint = { name: string; rounded: boolean };

function printed(out: ResultBuilder, print: FloatPrint, value: number): number | null {
  if (!Number.isFinite(value)) {
    out.warn(`${print.name} is not a number; not stored`);
    return null;
  }
  // + 0: a negative zero is not JSON (it comes back as 0).
  return (print.rounded ? Number(value.toFixed(2)) : value) + 0;
}

/** IEEE 754 half precision, little-endian. */
function float16le(out: ResultBuilder, print: FloatPrint, bytes: Uint8Array, at: number): number | null {
  const bits = u16le(bytes, at);
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  const sign = bits >> 15 === 1 ? -1 : 1;
  if (exponent === 0x1f) return printed(out, print, Number.NaN);
  const value = exponent === 0 ? fraction * 2 ** -24 : (fraction + 0x400) * 2 ** (exponent - 25);
  return printed(out, print, sign * value);
}

/** IEEE 754 single precision, little-endian. */
export function float32le(
  out: ResultBuilder,
  print: FloatPrint,
  bytes: Uint8Array,
  at: number,
): number | null {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, u32le(bytes, at));
  return printed(out, print, view.getFloat32(0));
}

/** Four half floats: the value, then its maximum, minimum and average in the model's `order`. */
export function statsChannel(
  name: string,
  order: readonly string[],
  rounded: boolean,
  reading?: ReadingField,
): Channel {
  return {
    size: 8,
    read(bytes, at, out) {
      for (const [index, suffix] of order.entries()) {
        const value = float16le(out, { name: `${name}${suffix}`, rounded }, bytes, at + 2 * index);
        out.set(`${name}${suffix}`, value);
        if (suffix === '' && reading && value !== null) out.reading(reading, value);
      }
    },
  };
}

/**
 * The levels of `count` channels named `<prefix>_<n>` as a bitmask (bit i = channel i + 1), or
 * undefined unless each is in the uplink: at "on" or "off", or as one of `others` (a counter, or
 * a GPIO set the other way), which has no level and gives a 0 bit.
 */
export function levelMask(
  fields: Readonly<Record<string, unknown>>,
  prefix: string,
  count: number,
  others: readonly string[],
): number | undefined {
  let mask = 0;
  for (let n = 1; n <= count; n += 1) {
    const level = fields[`${prefix}_${n}`];
    if (level === 'on') mask |= 1 << (n - 1);
    else if (level !== 'off' && !others.some((other) => fields[`${other}_${n}`] !== undefined))
      return undefined;
  }
  return mask;
}

/** Adds the reading when the mask is known. */
export function addMask(result: DecodeResult, field: ReadingField, mask: number | undefined): void {
  if (mask !== undefined) result.readings.push({ field, value: mask });
}

/** A GPIO's pulse count: `gpio_counter_<n>`, counter 1 the pulse_count reading. */
export function counterChannel(n: number): Channel {
  return {
    size: 4,
    read(bytes, at, out) {
      out.set(`gpio_counter_${n}`, u32le(bytes, at));
      if (n === 1) out.reading('pulse_count', u32le(bytes, at));
    },
  };
}

// ff 19, a Modbus channel: index (from 0), a length byte the decoder ignores, the data type
// (bit 7 signed, bits 6-0 the type), then the value, whose length the type gives.
const MODBUS_SIZES = [1, 1, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4] as const;

function modbusValue(out: ResultBuilder, name: string, bytes: Uint8Array, at: number, type: number): unknown {
  const signed = type >> 7 === 1;
  switch (type & 0x7f) {
    case 0:
      return label(ON_OFF, u8(bytes, at));
    case 1:
      return signed ? s8(bytes, at) : u8(bytes, at);
    case 2:
    case 3:
    case 8:
    case 10:
      return signed ? s16le(bytes, at) : u16le(bytes, at);
    case 9:
    case 11:
      return signed ? s16le(bytes, at + 2) : u16le(bytes, at + 2);
    case 4:
    case 6:
      return signed ? s32le(bytes, at) : u32le(bytes, at);
    default:
      return float32le(out, { name, rounded: true }, bytes, at);
  }
}

const modbusChannel: Channel = {
  size: 3,
  sizeFrom: (bytes, at) =>
    at + 2 < bytes.length ? 3 + (MODBUS_SIZES[(bytes[at + 2] ?? 0) & 0x7f] ?? 0) : undefined,
  read(bytes, at, out, size) {
    const name = `modbus_chn_${u8(bytes, at) + 1}`;
    if (size > 3) out.set(name, modbusValue(out, name, bytes, at + 3, u8(bytes, at + 2)));
  },
};

const UC300_STATS = ['', '_max', '_min', '_avg'] as const;

const hex = (id: number, type: string) => `${id.toString(16).padStart(2, '0')}${type}`;

function channels(): ChannelTable {
  const table: Record<string, Channel> = {
    ...replyChannels(replies),
    ...deviceInfoChannels,
    ff19: modbusChannel,
    ff15: {
      size: 1,
      read: (bytes, at, out) => out.set(`modbus_chn_${u8(bytes, at) + 1}_alarm`, 'read error'),
    },
  };
  for (const n of [1, 2, 3, 4]) {
    table[hex(0x02 + n, '00')] = stateChannel(`gpio_input_${n}`, ON_OFF);
    table[hex(0x02 + n, 'c8')] = counterChannel(n);
  }
  for (const n of [1, 2]) {
    const probe: ReadingField = n === 1 ? 'temperature' : 'external_temperature';
    table[hex(0x06 + n, '01')] = stateChannel(`gpio_output_${n}`, ON_OFF);
    table[hex(0x08 + n, '67')] = {
      size: 2,
      read(bytes, at, out) {
        out.set(`pt100_${n}`, s16le(bytes, at) / 10);
        out.reading(probe, s16le(bytes, at) / 10);
      },
    };
    table[hex(0x08 + n, 'e2')] = statsChannel(`pt100_${n}`, UC300_STATS, true, probe);
    for (const [id, name] of [
      [0x0a + n, `adc_${n}`],
      [0x0c + n, `adv_${n}`],
    ] as const) {
      table[hex(id, '02')] = { size: 4, read: (bytes, at, out) => out.set(name, u32le(bytes, at) / 100) };
      table[hex(id, 'e2')] = statsChannel(name, UC300_STATS, true);
    }
  }
  return table;
}

export const milesightUc300 = milesightSensor({
  model: 'UC300',
  readings: ['digital_inputs', 'digital_outputs', 'pulse_count', 'temperature', 'external_temperature'],
  table: channels(),
  encoder: { file: 'uc300-encoder.js', seconds: '1-64800' },
  finish(result) {
    addMask(result, 'digital_inputs', levelMask(result.fields, 'gpio_input', 4, ['gpio_counter']));
    addMask(result, 'digital_outputs', levelMask(result.fields, 'gpio_output', 2, []));
  },
});
