import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { amChannels, amReadings } from '../formats/milesight-am.ts';
import { decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM319-HCHO. Only the vendor's own decoder has vectors for this model, so
// it follows that naming: `pir`, `pm2_5`, TVOC as IAQ level (word / 100).

const SENSORS = { particulates: true, hcho: true };

const table = amChannels(
  { pir: 'pir', pm25: 'pm2_5', tvocDivisor: 100, buzzer: { name: 'buzzer_status', words: ['off', 'on'] } },
  SENSORS,
);

export const milesightAm319Hcho: ModelDecoder = {
  modelId: 'milesight-iot/am319-hcho',
  vendor: 'Milesight',
  model: 'AM319-HCHO',
  fPorts: 'any',
  defaultFPort: 85,
  readings: amReadings(SENSORS),
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.am319),
};
