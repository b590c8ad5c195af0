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
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM102 (temperature, humidity) and AM103 (and CO2) ambience sensors with an
// e-ink screen. Names as Milesight's decoders (Milesight-IoT/SensorDecoders
// am-series/am102/am102-decoder.js, am-series/am103/am103-decoder.js).

/** handle_downlink_response of am102-decoder.js, but 0x3a (below). */
const am102Replies: ReplySpec = {
  '03': ['report_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '27': ['clear_history', 1],
  '2d': ['screen_display_enable', 1],
  '2f': ['led_indicator_mode', 1],
  '3b': ['time_sync_enable', 1],
  '56': ['screen_intelligent_enable', 1],
  '57': ['clear_report_schedule', 1],
  '59': ['reset_battery', 1],
  '5a': ['screen_refresh_interval', 2],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '75': ['hibernate_config', 7],
  '85': ['screen_display_time_enable', 1],
  '86': ['screen_last_refresh_interval', 1],
};

/** am103-decoder.js adds the CO2 settings (0x1a is 3 bytes in calibration mode 2). */
const am103Replies: ReplySpec = {
  ...am102Replies,
  '1a': ['co2_calibration_settings', 1, [3]],
  '39': ['co2_abc_calibration_settings', 5],
  '54': ['co2_alarm_config', 5],
  '87': ['altitude_calibration_settings', 3],
  f0: ['screen_display_element_settings', 4],
};

/**
 * ff/fe 3a, the report schedule: a count, then 6 bytes per period (start and end hour × 10,
 * reporting interval, the AM103's CO2 collection interval, collection interval).
 */
function reportScheduleChannel(co2: boolean): Channel {
  return {
    size: 1,
    sizeFrom: (bytes, at) => (at < bytes.length ? 1 + 6 * u8(bytes, at) : undefined),
    read(bytes, at, out) {
      const entries: Array<Record<string, number>> = [];
      for (let entry = at + 1; entry < at + 1 + 6 * u8(bytes, at); entry += 6) {
        entries.push({
          start_time: u8(bytes, entry) / 10,
          end_time: u8(bytes, entry + 1) / 10,
          report_interval: u16le(bytes, entry + 2),
          ...(co2 ? { co2_collection_interval: u8(bytes, entry + 4) } : {}),
          collection_interval: u8(bytes, entry + 5),
        });
      }
      if (entries.length > 0) out.set('report_schedule_config', entries);
    },
  };
}

/** ff 18: which sensors are on (second byte, one bit each). */
function sensorEnableChannel(bits: Readonly<Record<string, number>>): Channel {
  return {
    size: 2,
    read(bytes, at, out) {
      const mask = u8(bytes, at + 1);
      out.set(
        'sensor_enable',
        Object.fromEntries(
          Object.entries(bits).map(([name, bit]) => [name, (mask >> bit) & 1 ? 'enable' : 'disable']),
        ),
      );
    },
  };
}

const common: ChannelTable = {
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
};

const am102Table: ChannelTable = {
  ...replyChannels(am102Replies),
  ...common,
  ff3a: reportScheduleChannel(false),
  fe3a: reportScheduleChannel(false),
  ff18: sensorEnableChannel({ temperature: 0, humidity: 1 }),
  '20ce': {
    size: 7,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      const humidity = u8(bytes, at + 6) / 2;
      addHistory(out, { timestamp, temperature, humidity }, timestamp, [
        ['temperature', temperature],
        ['humidity', humidity],
      ]);
    },
  },
};

const am103Table: ChannelTable = {
  ...replyChannels(am103Replies),
  ...common,
  ff3a: reportScheduleChannel(true),
  fe3a: reportScheduleChannel(true),
  ff18: sensorEnableChannel({ temperature: 0, humidity: 1, co2: 4 }),
  '077d': {
    size: 2,
    read(bytes, at, out) {
      out.set('co2', u16le(bytes, at));
      out.reading('co2', u16le(bytes, at));
    },
  },
  '20ce': {
    size: 9,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      const humidity = u8(bytes, at + 6) / 2;
      const co2 = u16le(bytes, at + 7);
      addHistory(out, { timestamp, temperature, humidity, co2 }, timestamp, [
        ['temperature', temperature],
        ['humidity', humidity],
        ['co2', co2],
      ]);
    },
  },
};

export const milesightAm102: ModelDecoder = {
  modelId: 'milesight-iot/am102',
  vendor: 'Milesight',
  model: 'AM102',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, am102Table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, am102-encoder.js (ff03 s, ff10ff)'),
  ),
};

export const milesightAm103: ModelDecoder = {
  modelId: 'milesight-iot/am103',
  vendor: 'Milesight',
  model: 'AM103',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'co2', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, am103Table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, am103-encoder.js (ff03 s, ff10ff)'),
  ),
};
