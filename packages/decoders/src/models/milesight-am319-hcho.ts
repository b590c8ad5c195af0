import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { amChannels } from '../formats/milesight-am.ts';
import { decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM319-HCHO. Only the vendor's own decoder has vectors for this model, so
// it follows that naming: `pir`, `pm2_5`, TVOC as IAQ level (word / 100).

const table = amChannels(
  { pir: 'pir', pm25: 'pm2_5', tvocDivisor: 100, buzzer: { name: 'buzzer_status', words: ['off', 'on'] } },
  { particulates: true },
);

export const milesightAm319Hcho: ModelDecoder = {
  modelId: 'milesight-iot/am319-hcho',
  vendor: 'Milesight',
  model: 'AM319-HCHO',
  fPorts: 'any',
  defaultFPort: 85,
  readings: [
    'temperature',
    'humidity',
    'motion',
    'light_level',
    'co2',
    'tvoc_level',
    'tvoc_ugm3',
    'pressure',
    'hcho',
    'pm2_5',
    'pm10',
    'battery_pct',
  ],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.am319),
};
