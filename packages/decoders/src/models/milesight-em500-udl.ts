import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { distanceChannel } from '../formats/milesight-distance.ts';
import {
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-UDL ultrasonic distance sensor; TTN and vendor names agree
// (`distance` in mm, although one TTN codec version divided it by 1000).
const table: ChannelTable = {
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0382': distanceChannel,
};

export const milesightEm500Udl: ModelDecoder = {
  modelId: 'milesight-iot/em500-udl',
  vendor: 'Milesight',
  model: 'EM500-UDL',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['distance_mm', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.milesight),
};
