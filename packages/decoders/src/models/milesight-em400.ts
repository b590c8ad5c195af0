import { distanceChannel } from '../formats/milesight-distance.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type ChannelTable,
  deviceInfoChannels,
  stateChannel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import { milesightSensor, withAlarmByte } from './milesight-common.ts';

// Milesight EM400 distance sensors: EM400-MUD (multifunctional ultrasonic: bins, parking),
// EM400-TLD (time-of-flight laser) and EM400-UDL (ultrasonic, tanks and wells). One uplink
// format, names as Milesight's decoders (Milesight-IoT/SensorDecoders em-series/em400-mud,
// em400-tld, em400-udl <model>-decoder.js): `distance` in mm (04 82), `temperature` (03 67),
// `position` "normal" | "tilt" (05 00, the `tilt` reading), and the alarm records 83 67 and
// 84 82: the value, then 0 "threshold_alarm_release" or 1 "threshold_alarm".

/** handle_downlink_response of em400-udl-decoder.js; the MUD and TLD add 0x77 (install height). */
const udlReplies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '13': ['install_height_enable', 1],
  '1c': ['recollection_config', 2],
  '28': ['query_device_status', 1],
  '3e': ['tilt_linkage_distance_enable', 1],
  '4a': ['sync_time', 1],
  '56': ['tof_detection_enable', 1],
  '70': ['people_existing_height', 2],
  '71': ['working_mode', 1],
};

const ALARM = ['threshold_alarm_release', 'threshold_alarm'] as const;

function em400Table(replies: ReplySpec): ChannelTable {
  const temperature = temperatureChannel();
  return {
    ...replyChannels(replies),
    ...deviceInfoChannels,
    '0175': batteryChannel,
    '0367': temperature,
    '0482': distanceChannel,
    '0500': stateChannel('position', ['normal', 'tilt'], 'tilt'),
    '8367': withAlarmByte(temperature, 'temperature_alarm', ALARM),
    '8482': withAlarmByte(distanceChannel, 'distance_alarm', ALARM),
  };
}

const em400Model = (model: string, replies: ReplySpec) =>
  milesightSensor({
    model,
    readings: ['distance_mm', 'temperature', 'tilt', 'threshold_alarm', 'battery_pct'],
    table: em400Table(replies),
    encoder: { file: `${model.toLowerCase()}-encoder.js`, seconds: '60-64800' },
  });

const mudReplies: ReplySpec = { ...udlReplies, '77': ['install_height', 2] };

export const milesightEm400Mud = em400Model('EM400-MUD', mudReplies);
export const milesightEm400Tld = em400Model('EM400-TLD', mudReplies);
export const milesightEm400Udl = em400Model('EM400-UDL', udlReplies);
