import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  humidityChannel,
  label,
  stateWord,
  temperatureChannel,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM300-DI: temperature, humidity and one input, either a digital level (`gpio`
// "low" / "high") or a pulse counter (`pulse`). Firmware 1.3+ converts pulses into a
// metered quantity: `water` is that volume in the unit configured on the device (the
// pulse_conv pulses per water_conv units), not a leak, so it stays a vendor field.
// Names as Milesight's decoder (Milesight-IoT/SensorDecoders em-series/em300-di/
// em300-di-decoder.js).

/** handle_downlink_response of em300-di-decoder.js. */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['temperature_alarm_settings', 9],
  '10': ['reboot', 1],
  '17': ['time_zone', 2],
  '27': ['clear_history', 1],
  '28': ['query_device_status', 1],
  '35': ['d2d_key', 8],
  // The vendor decoder forgets to step over this reply's byte (its encoder sends ff4a00).
  '4a': ['sync_time', 1],
  '4e': ['counter_control', 2],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '79': ['d2d_master_config', 4],
  '92': ['counter', 5],
  a1: ['water_alarm_settings', 7],
  a2: ['pulse_conversion_settings', 9],
  a3: ['pulse_filter_enable', 2],
  a4: ['water_flow_determination', 2],
  c3: ['gpio_mode', 1],
};

const GPIO = ['low', 'high'] as const;
const GPIO_TYPE = ['unknown', 'gpio', 'counter'] as const;
// 85 E1: odd values raise an alarm, even ones release it.
const WATER_ALARM = [
  'unknown',
  'water outage timeout alarm',
  'water outage timeout alarm release',
  'water flow timeout alarm',
  'water flow timeout alarm release',
] as const;
// 21 CE history: 0 none, then the water alarms, 5 / 6 the GPIO alarm and its release.
const HISTORY_ALARM = [
  'none',
  'water outage timeout alarm',
  'water outage timeout alarm release',
  'water flow timeout alarm',
  'water flow timeout alarm release',
  'gpio alarm',
  'gpio alarm release',
] as const;

/** The input level as digital_inputs (bit 0 = the one input), or a warning for another byte. */
function gpioState(out: ResultBuilder, name: string, value: number): boolean | undefined {
  const high = twoState(value);
  if (high === undefined) warnUnknownState(out, name, value);
  return high;
}

/**
 * The vendor's float32 LE rounded to 2 decimals (readFloatLE with toFixed(2)). NaN and
 * infinities are not JSON: they become null with a warning.
 */
function waterVolume(out: ResultBuilder, bytes: Uint8Array, at: number): number | null {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, u32le(bytes, at));
  const value = view.getFloat32(0);
  if (!Number.isFinite(value)) {
    out.warn(`water volume is not a number (${value}); not stored`);
    return null;
  }
  // + 0: a tiny negative volume rounds to -0, which JSON (and so the decoder's output) prints as 0.
  return Number(value.toFixed(2)) + 0;
}

function readWater(bytes: Uint8Array, at: number, out: ResultBuilder): Record<string, unknown> {
  return {
    water_conv: u16le(bytes, at) / 10,
    pulse_conv: u16le(bytes, at + 2) / 10,
    water: waterVolume(out, bytes, at + 4),
  };
}

function setAll(out: ResultBuilder, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) out.set(name, value);
}

/**
 * The records the EM300-DI shares with the EM300-DI-HALL (milesight-em300-di-hall.ts): replies,
 * device information, battery, the input and the metered water, and their alarms.
 */
export const em300DiInputChannels: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0500': {
    size: 1,
    read(bytes, at, out) {
      const high = gpioState(out, 'gpio', u8(bytes, at));
      out.set('gpio', stateWord(GPIO, high));
      if (high !== undefined) out.reading('digital_inputs', high ? 1 : 0);
    },
  },
  '05c8': {
    size: 4,
    read(bytes, at, out) {
      out.set('pulse', u32le(bytes, at));
      out.reading('pulse_count', u32le(bytes, at));
    },
  },
  '05e1': { size: 8, read: (bytes, at, out) => setAll(out, readWater(bytes, at, out)) },
  '8500': {
    size: 2,
    read(bytes, at, out) {
      const high = gpioState(out, 'gpio', u8(bytes, at));
      const alarm = u8(bytes, at + 1);
      out.set('gpio', stateWord(GPIO, high));
      out.set('gpio_alarm', label(['gpio alarm release', 'gpio alarm'], alarm));
      if (high !== undefined) out.reading('digital_inputs', high ? 1 : 0);
      if (alarm <= 1) out.alarm(alarm === 1);
    },
  },
  '85e1': {
    size: 9,
    read(bytes, at, out) {
      setAll(out, readWater(bytes, at, out));
      const alarm = u8(bytes, at + 8);
      out.set('water_alarm', label(WATER_ALARM, alarm));
      if (alarm >= 1 && alarm <= 4) out.alarm(alarm % 2 === 1);
    },
  },
};

/**
 * Firmware v1.3+ history (21 CE, 18 bytes): timestamp, temperature and humidity (bytes the
 * EM300-DI-HALL leaves unread: `climate` false), an alarm byte, then a level (mode 1) or the
 * metered water (mode 2).
 */
export function em300DiHistory(climate: boolean): Channel {
  return {
    size: 18,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const entry: Record<string, unknown> = { timestamp };
      const readings: Array<[ReadingField, number]> = [];
      if (climate) {
        const temperature = s16le(bytes, at + 4) / 10;
        const humidity = u8(bytes, at + 6) / 2;
        Object.assign(entry, { temperature, humidity });
        readings.push(['temperature', temperature], ['humidity', humidity]);
      }
      const mode = u8(bytes, at + 8);
      entry.alarm = label(HISTORY_ALARM, u8(bytes, at + 7));
      entry.gpio_type = label(GPIO_TYPE, mode);
      if (mode === 1) {
        const high = gpioState(out, 'history gpio', u8(bytes, at + 9));
        entry.gpio = stateWord(GPIO, high);
        if (high !== undefined) readings.push(['digital_inputs', high ? 1 : 0]);
      } else if (mode === 2) {
        Object.assign(entry, readWater(bytes, at + 10, out));
      }
      addHistory(out, entry, timestamp, readings);
    },
  };
}

const table: ChannelTable = {
  ...em300DiInputChannels,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
  // Firmware before v1.3: the input is a level (mode 1) or a pulse count (mode 2).
  '20ce': {
    size: 13,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      const humidity = u8(bytes, at + 6) / 2;
      const mode = u8(bytes, at + 7);
      const entry: Record<string, unknown> = { timestamp, temperature, humidity };
      entry.gpio_type = label(GPIO_TYPE, mode);
      const readings: Array<[ReadingField, number]> = [
        ['temperature', temperature],
        ['humidity', humidity],
      ];
      if (mode === 1) {
        const high = gpioState(out, 'history gpio', u8(bytes, at + 8));
        entry.gpio = stateWord(GPIO, high);
        if (high !== undefined) readings.push(['digital_inputs', high ? 1 : 0]);
      } else if (mode === 2) {
        entry.pulse = u32le(bytes, at + 9);
        readings.push(['pulse_count', u32le(bytes, at + 9)]);
      }
      addHistory(out, entry, timestamp, readings);
    },
  },
  '21ce': em300DiHistory(true),
};

const source = documented('Milesight SensorDecoders, em300-di-encoder.js (ff03 60-64800 s, ff10ff)');

export const milesightEm300Di: ModelDecoder = {
  modelId: 'milesight-iot/em300-di',
  vendor: 'Milesight',
  model: 'EM300-DI',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'digital_inputs', 'pulse_count', 'threshold_alarm', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(source),
};
