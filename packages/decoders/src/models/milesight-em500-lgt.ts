import { u32le } from '../bytes.ts';
import { em500Probe } from '../formats/milesight-em500.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-LGT light sensor. Names as Milesight's decoder (Milesight-IoT/SensorDecoders
// em-series/em500-lgt/em500-lgt-decoder.js): `illumination` in lux, a 32-bit word (03 94), and
// the history record 20 CE (timestamp, illumination). The TTN codec of 2023 calls it `light`.

export const milesightEm500Lgt: ModelDecoder = em500Probe({
  modelId: 'milesight-iot/em500-lgt',
  model: 'EM500-LGT',
  channel: '0394',
  size: 4,
  read: u32le,
  name: 'illumination',
  reading: 'illuminance',
  replies: 'illuminance',
  encoder: 'em500-lgt-encoder.js',
});
