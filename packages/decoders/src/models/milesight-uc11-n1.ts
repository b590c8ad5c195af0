import { s16le, u8, u16le, u32le } from '../bytes.ts';
import {
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { DecodeResult } from '../types.ts';
import { milesightSensor } from './milesight-common.ts';
import { float32le } from './milesight-uc300.ts';

// Milesight UC11-N1 controller: two GPIOs (03 / 04, "low" / "high"), a pulse counter (04 C8), two
// analog inputs with their minimum, maximum and average (05 / 06, int16 / 100) and RS485 Modbus
// channels (ff 0e). Names as Milesight's decoder (Milesight-IoT/SensorDecoders
// uc-series/uc11-n1/uc11-n1-decoder.js), which reads a GPIO from channel 03 / 04 of any type but
// C8 and an analog input from channel 05 / 06 of any type; so do we. It knows only ff 01, 09, 0a,
// 0b, 0f and 08 (a 6-byte serial number) of the device information records. Readings: battery,
// the counter as `pulse_count`, and the GPIOs' levels as `digital_inputs` (bit i = GPIO i + 1, a
// "high" level 1) when the uplink holds both. Analog and Modbus values stay vendor fields.

const LEVELS = ['low', 'high'] as const;
const STATS = ['', '_min', '_max', '_avg'] as const;

// ff 0e: the Modbus channel's index + 6, the package type (bits 2-0 the data type: 0 / 1 a byte,
// 2 / 3 a 16-bit word, 4 / 6 a 32-bit word, 5 / 7 a float), then the value.
const MODBUS_SIZES = [1, 1, 2, 2, 4, 4, 4, 4] as const;

const modbusChannel: Channel = {
  size: 3,
  sizeFrom: (bytes, at) =>
    at + 1 < bytes.length ? 2 + (MODBUS_SIZES[u8(bytes, at + 1) & 0x07] ?? 0) : undefined,
  read(bytes, at, out) {
    const name = `modbus_chn_${u8(bytes, at) - 6}`;
    const type = u8(bytes, at + 1) & 0x07;
    if (type <= 1) out.set(name, u8(bytes, at + 2));
    else if (type <= 3) out.set(name, u16le(bytes, at + 2));
    else if (type === 4 || type === 6) out.set(name, u32le(bytes, at + 2));
    else out.set(name, float32le(out, { name, rounded: false }, bytes, at + 2));
  },
};

const gpioChannel = (n: number): Channel => ({
  size: 1,
  read(bytes, at, out) {
    const level = u8(bytes, at);
    out.set(`gpio_${n}`, label(LEVELS, level));
    if (level > 1) warnUnknownState(out, `gpio_${n}`, level);
  },
});

const analogChannel = (n: number): Channel => ({
  size: 8,
  read(bytes, at, out) {
    for (const [index, suffix] of STATS.entries())
      out.set(`adc_${n}${suffix}`, s16le(bytes, at + 2 * index) / 100);
  },
});

// The device information records uc11-n1-decoder.js reads (not ff 16, fe, ff).
const INFO = ['ff01', 'ff09', 'ff0a', 'ff0b', 'ff0f'];

const hex = (value: number) => value.toString(16).padStart(2, '0');

function channels(): ChannelTable {
  const table: Record<string, Channel> = {
    ...Object.fromEntries(Object.entries(deviceInfoChannels).filter(([key]) => INFO.includes(key))),
    ff08: {
      size: 6,
      read: (bytes, at, out) => out.set('sn', Array.from(bytes.subarray(at, at + 6), hex).join('')),
    },
    '0175': batteryChannel,
    ff0e: modbusChannel,
    '04c8': {
      size: 4,
      read(bytes, at, out) {
        out.set('gpio_counter', u32le(bytes, at));
        out.reading('pulse_count', u32le(bytes, at));
      },
    },
  };
  for (let type = 0; type < 0x100; type += 1) {
    if (type !== 0xc8) {
      table[`03${hex(type)}`] = gpioChannel(1);
      table[`04${hex(type)}`] = gpioChannel(2);
    }
    table[`05${hex(type)}`] = analogChannel(1);
    table[`06${hex(type)}`] = analogChannel(2);
  }
  return table;
}

function addDigitalInputs(result: DecodeResult): void {
  const levels = [result.fields.gpio_1, result.fields.gpio_2];
  if (!levels.every((level) => level === 'low' || level === 'high')) return;
  const mask = levels.reduce<number>(
    (bits, level, index) => (level === 'high' ? bits | (1 << index) : bits),
    0,
  );
  result.readings.push({ field: 'digital_inputs', value: mask });
}

export const milesightUc11N1 = milesightSensor({
  model: 'UC11-N1',
  readings: ['digital_inputs', 'pulse_count', 'battery_pct'],
  table: channels(),
  commands: [],
  commandsNote: 'uc11-n1-encoder.js encodes no command',
  finish: addDigitalInputs,
});
