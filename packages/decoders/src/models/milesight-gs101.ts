import { u8, u32le } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  type ChannelTable,
  deviceInfoChannels,
  label,
  stateChannel,
  stateWord,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight GS101 natural gas detector (mains powered). Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders gs-series/gs101/gs101-decoder.js): `gas_status` "normal" |
// "alarm" (05 8E), the gas concentration beyond the detector's alarm level: the device's
// threshold_alarm; `relay_output_status` "off" | "on" (07 01, its relay output: `relay_on`);
// `valve_status` (06 01, the shut-off valve output), `life_remain` in seconds (08 90) and the
// device `alarm` events (FF 3F: power off / on, faults) stay vendor fields.

/** handle_downlink_response of gs101-decoder.js (its decoder takes them on channel fe only). */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '11': ['timestamp', 4],
  '12': ['time_zone', 2],
  '2f': ['led_indicator_enable', 1],
  '3b': ['time_sync_enable', 1],
  '3e': ['buzzer_enable', 1],
  '61': ['stop_buzzer_with_silent_time', 2],
};

const ON_OFF = ['off', 'on'] as const;
const ALARMS = [
  'power off',
  'power on',
  'device fault',
  'device fault recovered',
  'device will be invalid soon',
  'device invalid',
] as const;

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '058e': {
    size: 1,
    read(bytes, at, out) {
      const alarm = twoState(u8(bytes, at));
      out.set('gas_status', stateWord(['normal', 'alarm'], alarm));
      if (alarm === undefined) warnUnknownState(out, 'gas_status', u8(bytes, at));
      else out.alarm(alarm);
    },
  },
  '0601': stateChannel('valve_status', ON_OFF),
  '0701': stateChannel('relay_output_status', ON_OFF, 'relay_on'),
  '0890': { size: 4, read: (bytes, at, out) => out.set('life_remain', u32le(bytes, at)) },
  ff3f: { size: 1, read: (bytes, at, out) => out.set('alarm', label(ALARMS, u8(bytes, at))) },
};

export const milesightGs101 = milesightSensor({
  model: 'GS101',
  readings: ['threshold_alarm', 'relay_on'],
  table,
  encoder: { file: 'gs101-encoder.js', seconds: '60-64800' },
});
