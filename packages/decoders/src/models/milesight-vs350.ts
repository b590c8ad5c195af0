import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightIntervalMinutes, milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import {
  extReplyChannels,
  minutesIntervalReplyChannels,
  type ReplySpec,
  replyChannels,
} from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  label,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight's passage people counters: the VS350 (a passage's thermopile counter), the VS351
// (its battery "Mini" variant) and, in milesight-vs360.ts, the VS360 (a main unit and its node
// across a passage). Names as Milesight's decoders (Milesight-IoT/SensorDecoders
// vs-series/<model>/<model>-decoder.js and READMEs): `total_in` / `total_out` are running totals
// (04 CC, 84 CC), fields only; `period_in` / `period_out` (05 CC, 85 CC, and a history record's)
// the crossings of the reporting period, the `people_in` / `people_out` readings. The counts'
// threshold alarms stay fields (they are the device's counting thresholds, not a sensor's).

/** 84 CC / 85 CC and 83 67's alarm byte, as readAlarmType of vs350- and vs351-decoder.js. */
export type AlarmWords = Readonly<Record<number, string>>;

const TEMPERATURE_ALARM: AlarmWords = {
  0: 'threshold alarm release',
  1: 'threshold alarm',
  3: 'high temperature alarm',
  4: 'high temperature alarm release',
};
/** Whether each alarm word raises (true) or releases (false) the device's threshold alarm. */
const RAISES: Readonly<Record<number, boolean>> = { 0: false, 1: true, 3: true, 4: false };

const counts = (
  inName: string,
  outName: string,
  readings: boolean,
  alarm?: [string, AlarmWords],
): Channel => ({
  size: alarm ? 5 : 4,
  read(bytes, at, out) {
    out.set(inName, u16le(bytes, at));
    out.set(outName, u16le(bytes, at + 2));
    if (alarm) out.set(alarm[0], alarm[1][u8(bytes, at + 4)] ?? 'unknown');
    if (readings) {
      out.reading('people_in', u16le(bytes, at));
      out.reading('people_out', u16le(bytes, at + 2));
    }
  },
});

/**
 * 20 CE: timestamp (4), data type (1), then the period's in and out (2 + 2) and, for type 1, the
 * totals (2 + 2). The vendor decoders read nothing past the type byte of any other type.
 */
const historyChannel: Channel = {
  size: 9,
  sizeFrom: (bytes, at) => (at + 4 < bytes.length ? ({ 0: 9, 1: 13 }[u8(bytes, at + 4)] ?? 5) : undefined),
  read(bytes, at, out) {
    const timestamp = u32le(bytes, at);
    const type = u8(bytes, at + 4);
    if (type > 1) {
      out.warn(`unknown history data type ${type}; not decoded`);
      return;
    }
    const periodIn = u16le(bytes, at + 5);
    const periodOut = u16le(bytes, at + 7);
    const totals = type === 1 ? { total_in: u16le(bytes, at + 9), total_out: u16le(bytes, at + 11) } : {};
    addHistory(out, { timestamp, period_in: periodIn, period_out: periodOut, ...totals }, timestamp, [
      ['people_in', periodIn],
      ['people_out', periodOut],
    ]);
  },
};

/** The records the three models share; `alarmWords` is each decoder's readAlarmType. */
export const passageChannels = (alarmWords: AlarmWords): ChannelTable => ({
  ...deviceInfoChannels,
  ...minutesIntervalReplyChannels(),
  '04cc': counts('total_in', 'total_out', false),
  '05cc': counts('period_in', 'period_out', true),
  '84cc': counts('total_in', 'total_out', false, ['total_count_alarm', alarmWords]),
  '85cc': counts('period_in', 'period_out', true, ['period_count_alarm', alarmWords]),
  '0aef': { size: 4, read: (b, at, out) => out.set('timestamp', u32le(b, at)) },
  '20ce': historyChannel,
});

/** The VS350 / VS351's battery, temperature and its alarm (0 / 1 threshold, 3 / 4 high). */
const climateChannels: ChannelTable = {
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '8367': {
    size: 3,
    read(bytes, at, out) {
      const alarm = u8(bytes, at + 2);
      out.set('temperature', s16le(bytes, at) / 10);
      out.set('temperature_alarm', TEMPERATURE_ALARM[alarm] ?? 'unknown');
      out.reading('temperature', s16le(bytes, at) / 10);
      const raises = RAISES[alarm];
      if (raises === undefined) out.warn(`unknown temperature_alarm value ${alarm}; not stored`);
      else out.alarm(raises);
    },
  },
};

/** handle_downlink_response of vs350-decoder.js (8e: minutesIntervalReplyChannels). */
const vs350Replies: ReplySpec = {
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '28': ['report_status', 1],
  '35': ['d2d_key', 8],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '6b': ['stop_transmit', 1],
  '6d': ['stop_transmit', 1],
  '84': ['d2d_enable', 1],
  '96': ['d2d_master_config', 8],
  a6: ['reset_cumulative_enable', 1],
  a7: ['reset_cumulative_interval', 2],
  a8: ['reset_cumulative', 1],
  a9: ['report_cumulative_enable', 1],
  aa: ['report_temperature_enable', 1],
  ab: ['temperature_calibration_settings', 3],
  ac: ['install_config', 5],
  ad: ['people_threshold_trigger_mode', 1],
  bd: ['time_zone', 2],
  ef: ['reset_cumulative_config', 3],
};

/** handle_downlink_response of vs351-decoder.js (8e: minutesIntervalReplyChannels). */
const vs351Replies: ReplySpec = {
  '04': ['confirm_mode_enable', 1],
  '05': ['lora_channel_mask_config', 3],
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '27': ['clear_history', 1],
  '28': ['query_device_status', 1],
  '35': ['d2d_key', 8],
  '40': ['adr_enable', 1],
  '41': ['lora_port', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '75': ['hibernate_config', 6],
  '77': ['installation_height', 2],
  '84': ['d2d_enable', 1],
  '8f': ['report_interval', 2],
  '96': ['d2d_master_config', 8],
  '97': ['history_enable', 1],
  a6: ['reset_cumulative_enable', 1],
  a8: ['reset_cumulative', 1],
  a9: ['report_cumulative_enable', 1],
  aa: ['report_temperature_enable', 1],
  ab: ['temperature_calibration_settings', 3],
  ec: ['detection_direction', 1],
  ed: ['reset_cumulative_schedule_config', 3],
};

const POWER = ['battery supply', 'external power supply', 'battery charging'] as const;

const vs350Table: ChannelTable = {
  ...replyChannels(vs350Replies),
  ...extReplyChannels({ '10': ['report_type', 1] }),
  ...passageChannels(TEMPERATURE_ALARM),
  ...climateChannels,
  // The VS350 V3's current sensitivity (81 EE), a setting.
  '81ee': { size: 1, read: (b, at, out) => out.set('current_sensitivity', u8(b, at)) },
};

const vs351Table: ChannelTable = {
  ...replyChannels(vs351Replies),
  ...extReplyChannels({
    '10': ['report_type', 1],
    '85': ['rejoin_config', 2],
    '86': ['data_rate', 1],
    '87': ['tx_power_level', 1],
    '8b': ['lorawan_version', 1],
    '8c': ['rx2_data_rate', 1],
    '8d': ['rx2_frequency', 4],
    a2: ['installation_scene', 1],
    a3: ['lora_join_mode', 1],
  }),
  ...passageChannels(TEMPERATURE_ALARM),
  ...climateChannels,
  ffcc: { size: 1, read: (b, at, out) => out.set('power_status', label(POWER, u8(b, at))) },
};

/** A VS-series counter on port 85 whose encoder sets minutes (ff 8e 00) and reboots (ff 10 ff). */
export const passageModel = (
  model: string,
  readings: readonly ReadingField[],
  table: ChannelTable,
  interval = 'ff8e00 1-1440 min',
): ModelDecoder => {
  const source = documented(
    `Milesight SensorDecoders, ${model.toLowerCase()}-encoder.js (${interval}, ff10ff)`,
  );
  return {
    modelId: `milesight-iot/${model.toLowerCase()}`,
    vendor: 'Milesight',
    model,
    fPorts: 'any',
    defaultFPort: 85,
    readings,
    location: false,
    decode: (bytes) => decodeTlv(bytes, table),
    commands: [milesightIntervalMinutes(source), milesightReboot(source)],
  };
};

const CLIMATE_COUNTER: readonly ReadingField[] = [
  'people_in',
  'people_out',
  'temperature',
  'threshold_alarm',
  'battery_pct',
];

export const milesightVs350 = passageModel('VS350', CLIMATE_COUNTER, vs350Table);
export const milesightVs351 = passageModel('VS351', CLIMATE_COUNTER, vs351Table);
