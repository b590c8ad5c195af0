import { u16le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { amChannels } from '../formats/milesight-am.ts';
import { type ChannelTable, decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM307 indoor air quality (no particulate sensors). Follows the pinned TTN
// codec: raw TVOC word, `pir`. That codec does not output the PIR activity counter
// (05 6A) and stops there; we skip the record by its known size instead, so the
// records after it (CO2, TVOC, pressure) are not lost, and keep it out of the fields.
const table: ChannelTable = {
  ...amChannels(
    { pir: 'pir', pm25: 'pm2_5', tvocDivisor: 1, buzzer: { name: 'beep', words: ['no', 'yes'] } },
    { particulates: false },
  ),
  '056a': {
    size: 2,
    read: (bytes, at, out) =>
      out.warn(`PIR activity count ${u16le(bytes, at)} (record 05 6A) is not decoded`),
  },
};

export const milesightAm307: ModelDecoder = {
  modelId: 'milesight-iot/am307',
  vendor: 'Milesight',
  model: 'AM307',
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
    'battery_pct',
  ],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.am307),
};
