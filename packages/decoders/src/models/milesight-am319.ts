import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { amChannels, amReadings } from '../formats/milesight-am.ts';
import { decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM319 indoor air quality with PM and HCHO. Follows the pinned TTN codec:
// `activity`, "pm2.5", raw TVOC word.
const SENSORS = { particulates: true, hcho: true };

const table = amChannels(
  { pir: 'activity', pm25: 'pm2.5', tvocDivisor: 1, buzzer: { name: 'beep', words: ['no', 'yes'] } },
  SENSORS,
);

export const milesightAm319: ModelDecoder = {
  modelId: 'milesight-iot/am319',
  vendor: 'Milesight',
  model: 'AM319',
  fPorts: 'any',
  defaultFPort: 85,
  readings: amReadings(SENSORS),
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.am319),
};
