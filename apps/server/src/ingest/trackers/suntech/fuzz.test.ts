import { describe, expect, it } from 'vitest';
import { expectRandomBytesTaken, mutateText, seededRandom, type TextMutations } from '../test/fuzz.ts';
import { suntechCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], mutated (bytes replaced, fields dropped or doubled, cut short,
// separators moved) by a seeded generator: whatever a unit or a line sends, the codec answers with
// events, a damaged message becoming a `bad_frame` of its own, never an exception.

const mutations: TextMutations = {
  separator: ';',
  junk: ['', '-', 'FFFFFFFFFF', '99999999999', '+999.9', 'x'],
};
const mutate = (text: string, rnd: (n: number) => number) => mutateText(text, rnd, mutations);

describe('Suntech codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(808);
    const texts = traccarVectors.filter((v) => v.kind === 'text').map((v) => v.data);
    for (let n = 0; n < 5_000; n++) {
      const text = mutate(mutate(texts[rnd(texts.length)] as string, rnd), rnd);
      const stream = suntechCodec.createStream();
      const events = stream.push(Buffer.from(`${text}\r`, 'latin1'));
      for (const e of events) {
        if (e.type === 'bad_frame') expect(['malformed', 'unsupported', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) expect(Number.isNaN(r.time.getTime())).toBe(false);
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(suntechCodec, 5011);
  });
});
