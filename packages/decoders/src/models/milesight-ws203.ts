import { s16le, u8, u32le } from '../bytes.ts';
import { milesightIntervalMinutes, milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  humidityChannel,
  label,
  stateChannel,
  stateWord,
  temperatureChannel,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight WS203 motion & occupancy sensor with temperature and humidity. Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders ws-series/ws203/ws203-decoder.js).
// `occupancy` (05 00) is its PIR's state: "occupied" when it sees movement, "vacant" once
// none was seen for the configured vacancy time (the history's report types say "pir
// trigger" / "pir idle"). That is the WS202's PIR trigger / normal, so it gives `motion`.

/** handle_downlink_response of ws203-decoder.js (8e: minutesIntervalReplyChannels). */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '17': ['time_zone', 2],
  '27': ['clear_history', 1],
  '28': ['query_device_status', 1],
  '2f': ['led_indicator_enable', 1],
  '35': ['d2d_key', 8],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '84': ['d2d_enable', 1],
  '95': ['vacant_reporting_interval', 2],
  '96': ['d2d_master_config', 8],
};

const OCCUPANCY = ['vacant', 'occupied'] as const;
const REPORT_TYPES = [
  'temperature threshold alarm release',
  'temperature threshold alarm',
  'pir idle',
  'pir trigger',
  'period',
] as const;

const table: ChannelTable = {
  ...replyChannels(replies),
  ...minutesIntervalReplyChannels(),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
  '0500': stateChannel('occupancy', OCCUPANCY, 'motion'),
  // Temperature beyond the configured threshold: 0 released, 1 alarm.
  '8367': {
    size: 3,
    read(bytes, at, out) {
      const temperature = s16le(bytes, at) / 10;
      const alarm = twoState(u8(bytes, at + 2));
      out.set('temperature', temperature);
      out.set('temperature_alarm', stateWord(['threshold alarm release', 'threshold alarm'], alarm));
      out.reading('temperature', temperature);
      if (alarm === undefined) warnUnknownState(out, 'temperature_alarm', u8(bytes, at + 2));
      else out.alarm(alarm);
    },
  },
  '20ce': {
    size: 9,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const occupied = twoState(u8(bytes, at + 5));
      const temperature = s16le(bytes, at + 6) / 10;
      const humidity = u8(bytes, at + 8) / 2;
      if (occupied === undefined) warnUnknownState(out, 'history occupancy', u8(bytes, at + 5));
      addHistory(
        out,
        {
          timestamp,
          report_type: label(REPORT_TYPES, u8(bytes, at + 4) & 0x07),
          occupancy: stateWord(OCCUPANCY, occupied),
          temperature,
          humidity,
        },
        timestamp,
        [
          ['temperature', temperature],
          ['humidity', humidity],
          ...(occupied === undefined ? [] : [['motion', occupied] as const]),
        ],
      );
    },
  },
};

const source = documented('Milesight SensorDecoders, ws203-encoder.js (ff8e00 1-1440 min, ff10ff)');

export const milesightWs203: ModelDecoder = {
  modelId: 'milesight-iot/ws203',
  vendor: 'Milesight',
  model: 'WS203',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['motion', 'temperature', 'humidity', 'threshold_alarm', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: [milesightIntervalMinutes(source), milesightReboot(source)],
};
