import { milesightIntervalMinutes, milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import type { ModelDecoder } from '../types.ts';
import { milesightEm410Rdl } from './milesight-em410-rdl.ts';

// Milesight EM411-RDL radar distance sensor: Milesight's decoder and encoder for it
// (Milesight-IoT/SensorDecoders em-series/em411-rdl/em411-rdl-decoder.js, -encoder.js) are the
// EM410-RDL's word for word but the product name, so the EM410-RDL's decoding serves it
// (models/milesight-em410-rdl.ts, where its records and our differences are described).

const source = documented('Milesight SensorDecoders, em411-rdl-encoder.js (ff8e00 1-1440 min, ff10ff)');

export const milesightEm411Rdl: ModelDecoder = {
  ...milesightEm410Rdl,
  modelId: 'milesight-iot/em411-rdl',
  model: 'EM411-RDL',
  commands: [milesightIntervalMinutes(source), milesightReboot(source)],
};
