import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  stateChannel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor, pushAlarmEvent, pushEvent } from './milesight-common.ts';

// Milesight EM410-RDL radar distance / level sensor (tanks, wells, rivers). Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders em-series/em410-rdl/em410-rdl-decoder.js):
// `distance` in mm (04 82, a signed word), `temperature`, `position` "normal" | "tilt" (the
// `tilt` reading), `radar_signal_rssi` (06 C7, in 0.01), the alarm records 84 82 (threshold)
// and 94 82 (mutation: the sudden_change event), listed in `event` with the distance also at the top, B4 82 (blind spot,
// no target, sensor fault; no distance reading) and the history record 20 CE. The words 0xFFFD
// (no target), 0xFFFE (disabled) and 0xFFFF (sensor fault) are a `distance_sensor_status`, not a
// distance: the vendor decoder checks them in history records only and prints -3 or -1 mm live.

/** handle_downlink_response of em410-rdl-decoder.js (8e: minutesIntervalReplyChannels). */
const replies: ReplySpec = {
  '06': ['distance_alarm_config', 9],
  '10': ['reboot', 1],
  '1b': ['distance_range', 5],
  '1c': ['recollection_config', 2],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '2a': ['radar_calibration', 1],
  '3e': ['tilt_distance_link', 1],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  ab: ['distance_calibration_settings', 3],
  bd: ['time_zone', 2],
  f2: ['alarm_counts', 2],
};

const DISTANCE_STATUS: Readonly<Record<number, string>> = {
  65533: 'no target',
  65534: 'disabled',
  65535: 'sensor exception',
};
const TEMPERATURE_STATUS: Readonly<Record<number, string>> = { 65534: 'disabled', 65535: 'sensor exception' };
const EXCEPTIONS = ['blind spot alarm release', 'blind spot alarm', 'no target', 'sensor exception'] as const;
// History event bits 0-5.
const HISTORY_EVENTS = [
  'threshold alarm',
  'threshold alarm release',
  'blind spot alarm',
  'blind spot alarm release',
  'mutation alarm',
  'tilt alarm',
] as const;

/** Sets `distance` or `distance_sensor_status` on `target`; returns the distance when it is one. */
function distance(target: Record<string, unknown>, bytes: Uint8Array, at: number): number | undefined {
  const status = DISTANCE_STATUS[u16le(bytes, at)];
  if (status !== undefined) {
    target.distance_sensor_status = status;
    return undefined;
  }
  target.distance = s16le(bytes, at);
  return s16le(bytes, at);
}

function liveDistance(out: ResultBuilder, bytes: Uint8Array, at: number): void {
  const mm = distance(out.fields, bytes, at);
  if (mm !== undefined) out.reading('distance_mm', mm);
}

/** 84 82 and 94 82: the distance (also the uplink's), its change if any, the alarm byte. */
function alarmEvent(out: ResultBuilder, bytes: Uint8Array, at: number, mutation: boolean): void {
  liveDistance(out, bytes, at);
  const event: Record<string, unknown> = {};
  distance(event, bytes, at);
  if (mutation) event.distance_mutation = s16le(bytes, at + 2);
  pushAlarmEvent(out, event, 'distance_alarm', u8(bytes, at + (mutation ? 4 : 2)));
}

const table: ChannelTable = {
  ...replyChannels(replies),
  ...minutesIntervalReplyChannels(),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0482': { size: 2, read: (bytes, at, out) => liveDistance(out, bytes, at) },
  '0500': stateChannel('position', ['normal', 'tilt'], 'tilt'),
  '06c7': { size: 2, read: (bytes, at, out) => out.set('radar_signal_rssi', s16le(bytes, at) / 100) },
  '8482': { size: 3, read: (bytes, at, out) => alarmEvent(out, bytes, at, false) },
  '9482': { size: 5, read: (bytes, at, out) => alarmEvent(out, bytes, at, true) },
  b482: {
    size: 3,
    read(bytes, at, out) {
      // As the vendor's decoder: the distance unless the word is "no target" or a sensor fault.
      const event: Record<string, unknown> = {};
      if (distance({}, bytes, at) !== undefined) event.distance = s16le(bytes, at);
      event.distance_exception = label(EXCEPTIONS, u8(bytes, at + 2));
      pushEvent(out, event);
    },
  },
  '20ce': {
    size: 11,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const entry: Record<string, unknown> = { timestamp };
      const readings: Array<readonly [ReadingField, number | boolean]> = [];
      const mm = distance(entry, bytes, at + 4);
      if (mm !== undefined) readings.push(['distance_mm', mm]);
      const temperatureStatus = TEMPERATURE_STATUS[u16le(bytes, at + 6)];
      if (temperatureStatus === undefined) {
        entry.temperature = s16le(bytes, at + 6) / 10;
        readings.push(['temperature', s16le(bytes, at + 6) / 10]);
      } else entry.temperature_sensor_status = temperatureStatus;
      const bits = u8(bytes, at + 10);
      const events = HISTORY_EVENTS.filter((_name, bit) => ((bits >> bit) & 1) === 1);
      if (events.length > 0) entry.event = events;
      if (events.includes('mutation alarm')) entry.distance_mutation = s16le(bytes, at + 8);
      if (events.includes('threshold alarm')) readings.push(['threshold_alarm', true]);
      else if (events.includes('threshold alarm release')) readings.push(['threshold_alarm', false]);
      // A mutation alarm is a sudden change, which no release follows: never the threshold alarm.
      if (events.includes('mutation alarm')) readings.push(['sudden_change', true]);
      if (events.includes('tilt alarm')) readings.push(['tilt', true]);
      addHistory(out, entry, timestamp, readings);
    },
  },
};

export const milesightEm410Rdl = milesightSensor({
  model: 'EM410-RDL',
  readings: ['distance_mm', 'temperature', 'tilt', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  table,
  encoder: { file: 'em410-rdl-encoder.js', minutes: true },
});
