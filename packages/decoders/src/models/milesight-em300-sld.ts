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
  stateChannel,
  stateWord,
  temperatureChannel,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM300-SLD spot leak sensor (temperature, humidity, leak). TTN codec names:
// the leak state is `water` ("normal" / "leak"); the vendor's current decoder calls it
// `leakage_status`. History records reuse the same names.
const WATER = ['normal', 'leak'] as const;

const table: ChannelTable = {
  ...replyChannels(em300Replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
  '0500': stateChannel('water', WATER, 'leak'),
  '20ce': {
    size: 8,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      const humidity = u8(bytes, at + 6) / 2;
      const leak = twoState(u8(bytes, at + 7));
      if (leak === undefined) warnUnknownState(out, 'history water', u8(bytes, at + 7));
      addHistory(out, { timestamp, temperature, humidity, water: stateWord(WATER, leak) }, timestamp, [
        ['temperature', temperature],
        ['humidity', humidity],
        ...(leak === undefined ? [] : [['leak', leak] as const]),
      ]);
    },
  },
};

export const milesightEm300Sld: ModelDecoder = {
  modelId: 'milesight-iot/em300-sld',
  vendor: 'Milesight',
  model: 'EM300-SLD',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['leak', 'temperature', 'humidity', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.em300sld),
};
