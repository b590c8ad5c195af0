import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { replyChannels, wsSensorReplies } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  serialNumber6Channel,
  stateChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight WS202 PIR motion & light sensor. TTN codec names: `pir` ("normal" |
// "trigger"), `light` ("dark" | "light"; the vendor's current decoder says daylight dim/bright).
const table: ChannelTable = {
  ...replyChannels(wsSensorReplies),
  ...deviceInfoChannels,
  ff08: serialNumber6Channel,
  '0175': batteryChannel,
  '0300': stateChannel('pir', ['normal', 'trigger'], 'motion'),
  '0400': stateChannel('light', ['dark', 'light']),
};

export const milesightWs202: ModelDecoder = {
  modelId: 'milesight-iot/ws202',
  vendor: 'Milesight',
  model: 'WS202',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['motion', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.ws202),
};
