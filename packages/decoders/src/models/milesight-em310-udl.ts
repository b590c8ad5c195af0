import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { distanceChannel } from '../formats/milesight-distance.ts';
import { em310Replies, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  stateChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM310-UDL ultrasonic distance sensor with tilt switch. Pinned TTN codec
// names: `tilt` = "normal" | "tilt" (the current codec renamed it `position`).
const table: ChannelTable = {
  ...replyChannels(em310Replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0382': distanceChannel,
  '0400': stateChannel('tilt', ['normal', 'tilt'], 'tilt'),
};

export const milesightEm310Udl: ModelDecoder = {
  modelId: 'milesight-iot/em310-udl',
  vendor: 'Milesight',
  model: 'EM310-UDL',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['distance_mm', 'tilt', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.em310udl),
};
