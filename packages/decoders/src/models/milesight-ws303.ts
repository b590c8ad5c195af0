import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type ChannelTable,
  deviceInfoChannels,
  stateChannel,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WS303 mini leak sensor. Names as Milesight's decoder (Milesight-IoT/SensorDecoders
// ws-series/ws303/ws303-decoder.js): `leakage_status` "normal" | "leak" on 03 00 (the TTN
// codec's example calls it `leak_status`).

/** handle_downlink_response of ws303-decoder.js. */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '10': ['reboot', 1],
  '28': ['query_device_status', 1],
  '3d': ['stop_alarming', 1],
  '3e': ['buzzer_enable', 1],
  '7e': ['leakage_alarm_config', 5],
  '7f': ['find_device_enable', 1],
  '80': ['find_device_time', 2],
  '81': ['lora_report_settings', 2],
  '83': ['d2d_master_config', 3],
  '84': ['d2d_enable', 1],
};

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0300': stateChannel('leakage_status', ['normal', 'leak'], 'leak'),
};

export const milesightWs303 = milesightSensor({
  model: 'WS303',
  readings: ['leak', 'battery_pct'],
  table,
  encoder: { file: 'ws303-encoder.js', seconds: '60-64800' },
});
