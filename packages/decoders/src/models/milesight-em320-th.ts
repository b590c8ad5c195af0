import { s16le, u8, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  humidityChannel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM320-TH temperature & humidity. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders em-series/em320-th/em320-th-decoder.js). Unlike the EM300-TH
// its history record 20 CE is 7 bytes (timestamp, temperature, humidity).

/** handle_downlink_response of em320-th-decoder.js. */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
};

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
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

export const milesightEm320Th: ModelDecoder = {
  modelId: 'milesight-iot/em320-th',
  vendor: 'Milesight',
  model: 'EM320-TH',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em320-th-encoder.js (ff03 60-64800 s, ff10ff)'),
  ),
};
