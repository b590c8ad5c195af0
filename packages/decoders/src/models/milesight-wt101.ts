import { s8, s16le, u8, u16le } from '../bytes.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  stateChannel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WT101 smart radiator thermostat (valve head). Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders wt-series/wt101/wt101-decoder.js): the room `temperature`
// (03 67), the `target_temperature` it regulates to (04 67; no reading of its own, it is a
// setting), `valve_opening` in % (05 92), `tamper_status` "installed" | "uninstalled" (06 00:
// taken off the radiator is `tamper`), `window_detection` "normal" | "open" (07 00),
// `freeze_protection` (0A 00) and the motor's calibration, stroke and position. Its extended
// replies and schedules (channels F8 / F9) are not decoded.

/** handle_downlink_response of wt101-decoder.js (8e: minutesIntervalReplyChannels; b1 below). */
const replies: ReplySpec = {
  '10': ['reboot', 1],
  '17': ['time_zone', 2],
  '25': ['child_lock_config', 1],
  '28': ['report_status', 1],
  '3b': ['time_sync_enable', 1],
  '4a': ['sync_time', 1],
  '57': ['restore_open_window_detection', 1],
  ab: ['temperature_calibration_settings', 3],
  ac: ['valve_control_algorithm', 1],
  ad: ['valve_calibration', 1],
  ae: ['temperature_control_mode', 1],
  af: ['open_window_detection', 4],
  b0: ['freeze_protection_config', 3],
  b3: ['temperature_control_enable', 1],
  b4: ['valve_opening', 1],
  ba: ['dst_config', 10],
  bd: ['time_zone', 2],
  c4: ['outside_temperature_control', 2],
  f8: ['offline_control_mode', 1],
};

// ff/fe b1, the target temperature setting: whole degrees (signed byte), then the tolerance in 0.1 °C.
const targetReply: Channel = {
  size: 3,
  read(bytes, at, out) {
    out.set('target_temperature', s8(bytes, at));
    out.set('temperature_tolerance', u16le(bytes, at + 1) / 10);
  },
};

const CALIBRATION = [
  'success',
  'fail: out of range',
  'fail: uninstalled',
  'calibration cleared',
  'temperature control disabled',
] as const;

const u16Field = (name: string): Channel => ({
  size: 2,
  read: (bytes, at, out) => out.set(name, u16le(bytes, at)),
});

const table: ChannelTable = {
  ...replyChannels(replies),
  ...minutesIntervalReplyChannels(),
  ffb1: targetReply,
  feb1: targetReply,
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0467': { size: 2, read: (bytes, at, out) => out.set('target_temperature', s16le(bytes, at) / 10) },
  '0592': { size: 1, read: (bytes, at, out) => out.set('valve_opening', u8(bytes, at)) },
  '0600': stateChannel('tamper_status', ['installed', 'uninstalled'], 'tamper'),
  '0700': stateChannel('window_detection', ['normal', 'open']),
  '08e5': {
    size: 1,
    read: (bytes, at, out) => out.set('motor_calibration_result', label(CALIBRATION, u8(bytes, at))),
  },
  '0990': u16Field('motor_stroke'),
  '0a00': stateChannel('freeze_protection', ['normal', 'triggered']),
  '0b90': u16Field('motor_position'),
};

export const milesightWt101 = milesightSensor({
  model: 'WT101',
  readings: ['temperature', 'tamper', 'battery_pct'],
  table,
  encoder: { file: 'wt101-encoder.js', minutes: true },
});
