import { s16le, u8, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { em300Replies, replyChannels } from '../formats/milesight-replies.ts';
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

// Milesight EM300-TH temperature & humidity. TTN codec names (battery, temperature,
// humidity); the history record, which the pinned TTN codec lacks, as the vendor names it.
const table: ChannelTable = {
  ...replyChannels(em300Replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
  '20ce': {
    size: 8,
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

export const milesightEm300Th: ModelDecoder = {
  modelId: 'milesight-iot/em300-th',
  vendor: 'Milesight',
  model: 'EM300-TH',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.em300th),
};
