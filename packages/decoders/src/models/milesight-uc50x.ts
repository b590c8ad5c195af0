import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  stateChannel,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';
import { paddedText } from './milesight-gs301.ts';
import { addMask, counterChannel, float32le, levelMask, statsChannel } from './milesight-uc300.ts';

// Milesight UC50x (UC501, UC502) solar / battery IoT controllers: two GPIOs, each a digital
// input, an output or a pulse counter, two analog inputs, SDI-12 and RS485 Modbus. Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders uc-series/uc501/uc501-decoder.js, the same
// as uc502's; the TTN device repository calls the model uc50x). Readings, only where one fits:
// `gpio_counter_1` is `pulse_count`; the GPIOs' "on" / "off" levels are `digital_inputs` /
// `digital_outputs` (bit i = GPIO i + 1), given only when the uplink holds both GPIOs: one set
// the other way or as a counter gives a 0 bit. Analog, SDI-12 and Modbus values stay vendor
// fields. Not decoded: the history records 20 DC, 20 DD and 20 E0.

/** handle_downlink_response of uc501-decoder.js. */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '10': ['reboot', 1],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
};

const ON_OFF = ['off', 'on'] as const;
const STATS = ['', '_min', '_max', '_avg'] as const;
const ALARMS = ['unknown', 'threshold alarm', 'value change alarm'] as const;

// ff 0e (80 0e: with an alarm byte after the value), a Modbus channel: its index + 6, the data
// type (bits 2-0: coil, discrete, input / holding int16, holding int32, holding float, input
// int32, input float), then the value.
const MODBUS_SIZES = [1, 1, 2, 2, 4, 4, 4, 4] as const;

function modbusChannel(alarm: boolean): Channel {
  const extra = alarm ? 1 : 0;
  return {
    size: 3 + extra,
    sizeFrom: (bytes, at) =>
      at + 1 < bytes.length ? 2 + (MODBUS_SIZES[(bytes[at + 1] ?? 0) & 0x07] ?? 0) + extra : undefined,
    read(bytes, at, out, size) {
      const name = `modbus_chn_${u8(bytes, at) - 6}`;
      const type = u8(bytes, at + 1) & 0x07;
      out.set(name, modbusValue(out, name, bytes, at + 2, type));
      if (alarm) out.set(`${name}_alarm`, label(ALARMS, u8(bytes, at + size - 1)));
    },
  };
}

function modbusValue(out: ResultBuilder, name: string, bytes: Uint8Array, at: number, type: number): unknown {
  if (type <= 1) return label(ON_OFF, u8(bytes, at));
  if (type <= 3) return u16le(bytes, at);
  if (type === 4 || type === 6) return u32le(bytes, at);
  return float32le(out, { name, rounded: false }, bytes, at);
}

const analogChannel = (name: string): Channel => ({
  size: 8,
  read(bytes, at, out) {
    for (const [index, suffix] of STATS.entries())
      out.set(`${name}${suffix}`, s16le(bytes, at + 2 * index) / 1000);
  },
});

function channels(): ChannelTable {
  const table: Record<string, Channel> = {
    ...replyChannels(replies),
    ...deviceInfoChannels,
    '0175': batteryChannel,
    ff0e: modbusChannel(false),
    '800e': modbusChannel(true),
    ff15: {
      size: 1,
      read: (bytes, at, out) => out.set(`modbus_chn_${u8(bytes, at) - 6}_alarm`, 'read error'),
    },
    ff14: {
      size: 1,
      read: (bytes, at, out) =>
        out.set(
          `analog_input_${u8(bytes, at) >> 4}_type`,
          label(['current', 'voltage'], u8(bytes, at) & 0x0f),
        ),
    },
    // 08 db: an SDI-12 channel (index from 0), then its answer, 36 ASCII characters NUL-padded.
    '08db': {
      size: 37,
      read: (bytes, at, out) => out.set(`sdi12_${u8(bytes, at) + 1}`, paddedText(bytes, at + 1, 36)),
    },
  };
  for (const n of [1, 2]) {
    const gpio = (0x02 + n).toString(16).padStart(2, '0');
    table[`${gpio}00`] = stateChannel(`gpio_input_${n}`, ON_OFF);
    table[`${gpio}01`] = stateChannel(`gpio_output_${n}`, ON_OFF);
    table[`${gpio}c8`] = counterChannel(n);
    const name = `analog_input_${n}`;
    // Firmware v2: int16 / 1000; v3: half floats (05 E2), and with an alarm byte (85 E2).
    table[`0${4 + n}02`] = analogChannel(name);
    const stats = statsChannel(name, STATS, false);
    table[`0${4 + n}e2`] = stats;
    table[`8${4 + n}e2`] = {
      size: 9,
      read(bytes, at, out) {
        stats.read(bytes, at, out, 8);
        out.set(`${name}_alarm`, label(ALARMS, u8(bytes, at + 8)));
      },
    };
  }
  return table;
}

export const milesightUc50x = milesightSensor({
  model: 'UC50x (UC501, UC502)',
  modelId: 'milesight-iot/uc50x',
  readings: ['digital_inputs', 'digital_outputs', 'pulse_count', 'battery_pct'],
  table: channels(),
  encoder: { file: 'uc501-encoder.js', seconds: '1-64800' },
  finish(result) {
    const levels = (prefix: string, others: string[]) => levelMask(result.fields, prefix, 2, others);
    addMask(result, 'digital_inputs', levels('gpio_input', ['gpio_output', 'gpio_counter']));
    addMask(result, 'digital_outputs', levels('gpio_output', ['gpio_input', 'gpio_counter']));
  },
});
