import { s16le, u8, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { em300Replies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  humidityChannel,
  stateChannel,
  stateWord,
  temperatureChannel,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM300-MCS magnetic contact switch with temperature and humidity. Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders em-series/em300-mcs/em300-mcs-decoder.js):
// `magnet_status` "close" / "open" on 06 00, the history record 20 CE with the same names.
// Its replies are the EM300-TH's list.
const MAGNET = ['close', 'open'] as const;

const table: ChannelTable = {
  ...replyChannels(em300Replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
  '0600': stateChannel('magnet_status', MAGNET, 'door_open'),
  '20ce': {
    size: 8,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      const humidity = u8(bytes, at + 6) / 2;
      const open = twoState(u8(bytes, at + 7));
      if (open === undefined) warnUnknownState(out, 'history magnet_status', u8(bytes, at + 7));
      addHistory(
        out,
        { timestamp, temperature, humidity, magnet_status: stateWord(MAGNET, open) },
        timestamp,
        [
          ['temperature', temperature],
          ['humidity', humidity],
          ...(open === undefined ? [] : [['door_open', open] as const]),
        ],
      );
    },
  },
};

export const milesightEm300Mcs: ModelDecoder = {
  modelId: 'milesight-iot/em300-mcs',
  vendor: 'Milesight',
  model: 'EM300-MCS',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['door_open', 'temperature', 'humidity', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em300-mcs-encoder.js (ff03 1-64800 s, ff10ff)'),
  ),
};
