import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { melissaExamples } from './test-support/mclimate-examples-3.ts';

// MClimate Melissa LoRaWAN against MClimate's own parser (test-support/mclimate-examples-3.ts:
// MClimate/mclimate-payload-helper b0b53173, melissaLorawanPayloadParser.ts and its tests in
// src/test/payloadDecoders.test.ts). Our fields are the parser's output, verbatim, for every
// example. Where we differ, on purpose (not in the examples):
// - an IR code chunk (0B) is read where it opens the uplink; after another answer it stops the walk
//   with a warning, the keep-alive at the end still read (its length is its own, which the answer
//   table cannot hold; the parser reads it anywhere, e.g. 120a0b0400100a0b01027E4600);
// - a cut-off chunk or keep-alive is refused, where the parser prints
//   "undefinedundefined" chunk data or a null humidity.

describe("Melissa LoRaWAN: the parser's output, our readings", () => {
  it.each(melissaExamples.map((example) => [example.source, example] as const))('%s', (_name, example) => {
    const result = run(example.model, example.fPort, example.hex);
    expect(result.fields).toStrictEqual(example.output);
    expect(readingsOf(result)).toStrictEqual(example.readings);
    expect(result.warnings).toEqual(example.warnings);
  });
});

describe('Melissa LoRaWAN: cut-off and odd frames', () => {
  it('refuses a cut-off IR code chunk', () => {
    expect(errorOf(() => run('mclimate/melissa-lorawan', 2, '0b04001a')).message).toBe(
      'mclimate/melissa-lorawan: payload too short (4 bytes, expected 6)',
    );
    expect(errorOf(() => run('mclimate/melissa-lorawan', 2, '0b01aa')).message).toBe(
      'mclimate/melissa-lorawan: IR code chunk of 1 bytes is shorter than its 2-byte offset',
    );
  });

  it('refuses a cut-off keep-alive (the parser prints a null humidity)', () => {
    expect(errorOf(() => run('mclimate/melissa-lorawan', 2, '01027E')).message).toBe(
      'mclimate/melissa-lorawan: payload truncated: keep-alive 0x01 at byte 0 needs 5 bytes, has 3: 3 bytes not decoded',
    );
  });

  it('stops at an IR code chunk after another answer, with a warning, and still reads the keep-alive', () => {
    const result = run('mclimate/melissa-lorawan', 2, '120a0b0400100a0b01027E4600');
    expect(result.fields.keepAliveTime).toBe(10);
    expect(readingsOf(result)).toStrictEqual({ temperature: 23.8, humidity: 27.34 });
    expect(result.warnings).toStrictEqual(['unknown command 0x0B at byte 2: 6 bytes not decoded']);
  });

  it('gives no battery reading: the controller is mains powered', () => {
    expect(Object.keys(readingsOf(run('mclimate/melissa-lorawan', 2, '01027E4600')))).toStrictEqual([
      'temperature',
      'humidity',
    ]);
  });
});
