import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import type { ModelDecoder } from '../types.ts';
import { milesightEm300Sld } from './milesight-em300-sld.ts';

// Milesight EM300-ZLD zone leak sensor (a leak detection cable). Milesight publishes one decoder
// for it and the EM300-SLD spot leak sensor (Milesight-IoT/SensorDecoders em-series/em300-zld/
// em300-zld-decoder.js, "@product EM300-SLD / EM300-ZLD"), so it decodes as the EM300-SLD,
// with the TTN codec's names (em300-zld.js: the leak state is `water`, "normal" | "leak").

export const milesightEm300Zld: ModelDecoder = {
  ...milesightEm300Sld,
  modelId: 'milesight-iot/em300-zld',
  model: 'EM300-ZLD',
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em300-zld-encoder.js (ff03 1-64800 s, ff10ff)'),
  ),
};
