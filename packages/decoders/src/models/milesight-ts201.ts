import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, toHex, u8, u32le } from '../bytes.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor, pushAlarmEvent, pushEvent } from './milesight-common.ts';

// Milesight TS201 temperature sensor with a cable probe (cold rooms, fridges). Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders ts-series/ts201/ts201-decoder.js): the
// probe's `temperature` (03 67; the device's only temperature), alarms 83 67 (threshold) and
// 93 67 (mutation: the change in 0.1 °C) listed in `event` with the temperature also at the top,
// B3 67 the probe's fault, FF A0 the probe's type and serial number, and the history record
// 20 CE: timestamp, a byte of read status (bits 7-4) and event type (bits 3-0), temperature.
// A history temperature whose read status is not "normal" is no reading.

/** handle_downlink_response of ts201-decoder.js (8e: minutesIntervalReplyChannels). */
export const ts201Replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '10': ['reboot', 1],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  ea: ['temperature_calibration_settings', 3],
  f2: ['alarm_report_counts', 2],
  f5: ['alarm_release_enable', 1],
};

export const SENSOR_TYPES = ['unknown', 'DS18B20', 'SHT4X'] as const;
export const READ_STATUS = ['normal', 'read error', 'out of range'] as const;
const EVENT_TYPES = [
  'unknown',
  'periodic event',
  'temperature alarm event',
  'temperature alarm release event',
] as const;

const temperature = temperatureChannel();

/** An alarm record: the temperature (also the uplink's), its change if any, the alarm byte. */
function alarmEvent(out: ResultBuilder, bytes: Uint8Array, at: number, mutation?: number): void {
  temperature.read(bytes, at, out, 2);
  const event: Record<string, unknown> = { temperature: s16le(bytes, at) / 10 };
  if (mutation !== undefined) event.temperature_mutation = mutation;
  pushAlarmEvent(out, event, 'temperature_alarm', u8(bytes, at + (mutation === undefined ? 2 : 4)));
}

/** The live records, the TS201 v2's too (milesight-ts201-v2.ts). */
export const ts201LiveChannels: ChannelTable = {
  ...replyChannels(ts201Replies),
  ...minutesIntervalReplyChannels(),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperature,
  ffa0: {
    size: 9,
    read(bytes, at, out) {
      const sensor = `sensor_${u8(bytes, at) >> 4}`;
      out.set(`${sensor}_type`, label(SENSOR_TYPES, u8(bytes, at) & 0x0f));
      out.set(`${sensor}_sn`, toHex(bytes.subarray(at + 1, at + 9)));
    },
  },
  '8367': { size: 3, read: (bytes, at, out) => alarmEvent(out, bytes, at) },
  '9367': { size: 5, read: (bytes, at, out) => alarmEvent(out, bytes, at, s16le(bytes, at + 2) / 10) },
  b367: {
    size: 1,
    read: (bytes, at, out) =>
      pushEvent(out, { temperature_sensor_status: label(['read error', 'out of range'], u8(bytes, at)) }),
  },
};

const table: ChannelTable = {
  ...ts201LiveChannels,
  '20ce': {
    size: 7,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const status = u8(bytes, at + 4) >> 4;
      const type = u8(bytes, at + 4) & 0x0f;
      const value = s16le(bytes, at + 5) / 10;
      const readings: Array<readonly [ReadingField, number | boolean]> = [];
      if (status === 0) readings.push(['temperature', value]);
      else
        out.warn(`history temperature at ${timestamp} not read (${label(READ_STATUS, status)}); not stored`);
      // Event types 2 and 3: the threshold or mutation alarm, and its release. The decoder's
      // history does not tell a mutation from a threshold alarm, so type 2 stays threshold_alarm.
      if (type === 2 || type === 3) readings.push(['threshold_alarm', type === 2]);
      addHistory(
        out,
        {
          timestamp,
          read_status: label(READ_STATUS, status),
          event_type: label(EVENT_TYPES, type),
          temperature: value,
        },
        timestamp,
        readings,
      );
    },
  },
};

export const milesightTs201 = milesightSensor({
  model: 'TS201',
  readings: ['temperature', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  table,
  encoder: { file: 'ts201-encoder.js', minutes: true },
});
