import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import { readingsOf } from './test-support/tracker-cases.ts';
import { draginoCoverageExamples } from './test-support/ttn-coverage-dragino.ts';
import { milesightCoverageExamples } from './test-support/ttn-coverage-milesight.ts';
import { othersCoverageExamples } from './test-support/ttn-coverage-others.ts';

// The TTN device repository's codec examples (TheThingsNetwork/lorawan-devices
// vendor/<vendor>/<codec>-codec.yaml, at the commit each source names) of our models that no other
// test held, and the outputs of vendors' own decoders run on them where the yaml's output is not its
// codec's (test-support/ttn-coverage-*.ts, where each difference from the codec's output is named):
// our decoder's readings for each example's bytes ("field@time" for a reading with its own time) and
// its warnings. apps/server's vendor-codecs-agreement.test.ts maps each codec output and compares it
// with these readings.

const groups = {
  Dragino: draginoCoverageExamples,
  Milesight: milesightCoverageExamples,
  'other vendors': othersCoverageExamples,
};

describe.each(Object.entries(groups))('TTN codec examples of %s', (_group, examples) => {
  it('holds examples, each once', () => {
    expect(examples.length).toBeGreaterThan(0);
    const keys = examples.map(({ model, source }) => `${model} ${source}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(examples.map((example) => [`${example.model}: ${example.source}`, example] as const))(
    '%s',
    (_name, { model, fPort, hex, readings, warnings }) => {
      const result = run(model, fPort, hex);
      expect(readingsOf(result)).toStrictEqual(readings);
      expect(result.warnings ?? []).toStrictEqual(warnings ?? []);
    },
  );
});
