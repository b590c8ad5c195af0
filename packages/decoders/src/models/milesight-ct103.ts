import { milesightIntervalMinutes, milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import type { ModelDecoder } from '../types.ts';
import { milesightCt101 } from './milesight-ct101.ts';

// Milesight CT103 and CT105 current transformers (larger clamps than the CT101's). Milesight's
// decoders for them are the CT101's, word for word ("@product CT101 / CT103 / CT105":
// Milesight-IoT/SensorDecoders ct-series/ct103/ct103-decoder.js, ct105/ct105-decoder.js, and
// their -v2 firmware decoders the ct101-v2's), as are their encoders: the same records and
// commands, each under its own model id.

function ct10x(model: 'CT103' | 'CT105'): ModelDecoder {
  const source = documented(
    `Milesight SensorDecoders, ${model.toLowerCase()}-encoder.js (ff8e00 1-1440 min, ff10ff)`,
  );
  return {
    ...milesightCt101,
    modelId: `milesight-iot/${model.toLowerCase()}`,
    model,
    commands: [milesightIntervalMinutes(source), milesightReboot(source)],
  };
}

export const milesightCt103 = ct10x('CT103');
export const milesightCt105 = ct10x('CT105');
