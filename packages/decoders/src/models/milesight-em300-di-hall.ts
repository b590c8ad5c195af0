import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';
import { em300DiHistory, em300DiInputChannels } from './milesight-em300-di.ts';

// Milesight EM300-DI-HALL: the EM300-DI's pulse counter with a hall-effect sensor and without its
// temperature and humidity sensor. Its decoder (Milesight-IoT/SensorDecoders em-series/
// em300-di-hall/em300-di-hall-decoder.js) is the EM300-DI's without 03 67, 04 68 and the old 20 CE
// history; its 21 CE history leaves bytes 4-6 (the EM300-DI's temperature and humidity) unread.
// A record only the EM300-DI sends is unknown here: a warning, as any unknown channel.

const table = { ...em300DiInputChannels, '21ce': em300DiHistory(false) };

const source = documented('Milesight SensorDecoders, em300-di-hall-encoder.js (ff03 60-64800 s, ff10ff)');

export const milesightEm300DiHall: ModelDecoder = {
  modelId: 'milesight-iot/em300-di-hall',
  vendor: 'Milesight',
  model: 'EM300-DI-HALL',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['digital_inputs', 'pulse_count', 'threshold_alarm', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(source),
};
