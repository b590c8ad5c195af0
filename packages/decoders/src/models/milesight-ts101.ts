import { s16le, u8, u32le } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  deviceInfoChannels,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import { ALARM_LABELS, alarmLabel, milesightSensor, withAlarmByte } from './milesight-common.ts';

// Milesight TS101 insertion temperature probe (cold chain, food). Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders ts-series/ts101/ts101-decoder.js). The probe is the device's
// only temperature, hence `temperature` (as the EM500-PT100). Alarms: 83 67 (temperature and
// alarm byte) and 93 D7 (temperature, its change in 0.01 °C, alarm byte), the byte 0 "threshold
// alarm release", 1 "threshold alarm", 2 "mutation alarm" (the sudden_change event, not the threshold
// alarm); history 20 CE (timestamp, temperature).

/** handle_downlink_response of ts101-decoder.js. */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '17': ['time_zone', 2],
  '27': ['clear_history', 1],
  '28': ['query_device_status', 1],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  ab: ['temperature_calibration_settings', 3],
};

const temperature = temperatureChannel();

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperature,
  '8367': withAlarmByte(temperature, 'temperature_alarm', ALARM_LABELS),
  '93d7': {
    size: 5,
    read(bytes, at, out) {
      temperature.read(bytes, at, out, 2);
      out.set('temperature_mutation', s16le(bytes, at + 2) / 100);
      out.set('temperature_alarm', alarmLabel(out, 'temperature_alarm', ALARM_LABELS, u8(bytes, at + 4)));
    },
  },
  '20ce': {
    size: 6,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const value = s16le(bytes, at + 4) / 10;
      addHistory(out, { timestamp, temperature: value }, timestamp, [['temperature', value]]);
    },
  },
};

export const milesightTs101 = milesightSensor({
  model: 'TS101',
  readings: ['temperature', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  table,
  encoder: { file: 'ts101-encoder.js', seconds: '1-64800' },
});
