import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { amChannels, amReadings, pirActivityCountChannel } from '../formats/milesight-am.ts';
import { type ChannelTable, decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM307 indoor air quality (no particulate sensors). Follows the pinned TTN
// codec: raw TVOC word, `pir`. That codec does not output the PIR activity counter
// (05 6A) and stops there; we skip the record by its known size instead, so the
// records after it (CO2, TVOC, pressure) are not lost, and keep it out of the fields.
const SENSORS = { particulates: false, hcho: false };

const table: ChannelTable = {
  ...amChannels(
    { pir: 'pir', pm25: 'pm2_5', tvocDivisor: 1, buzzer: { name: 'beep', words: ['no', 'yes'] } },
    SENSORS,
  ),
  '056a': pirActivityCountChannel,
};

export const milesightAm307: ModelDecoder = {
  modelId: 'milesight-iot/am307',
  vendor: 'Milesight',
  model: 'AM307',
  fPorts: 'any',
  defaultFPort: 85,
  readings: amReadings(SENSORS),
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.am307),
};
