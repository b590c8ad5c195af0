import { describe, expect, it } from 'vitest';
import { expectRandomBytesTaken, mutateText, seededRandom, type TextMutations } from '../test/fuzz.ts';
import { tk103Codec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], mutated (bytes replaced, fields dropped or doubled, cut short,
// separators moved) by a seeded generator: whatever a unit or a line sends, the codec answers with
// events, a damaged message becoming a `bad_frame` of its own, never an exception.

const mutations: TextMutations = {
  separator: ',',
  junk: ['', '-', 'FFFFFFFFFF', '99999999999', '+999.9', '$', '(', ')'],
  more: [
    (text, rnd) => {
      const i = rnd(text.length);
      return text.slice(0, i) + text.slice(i + 1 + rnd(8));
    },
  ],
};
const mutate = (text: string, rnd: (n: number) => number) => mutateText(text, rnd, mutations);

describe('TK103 codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(103);
    const texts = traccarVectors.map((v) => v.data);
    for (let n = 0; n < 5_000; n++) {
      const text = mutate(mutate(texts[rnd(texts.length)] as string, rnd), rnd);
      const stream = tk103Codec.createStream();
      // Each mutated message is followed by a good one, which must still come through.
      const events = stream.push(
        Buffer.from(`${text}(013632651491,ZC20,040613,040137,6,421,112,0)`, 'latin1'),
      );
      for (const e of events) {
        if (e.type === 'bad_frame') expect(['malformed', 'unsupported', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
          }
      }
    }
  });

  it('gives only bad frames (or nothing yet) for truncated messages', () => {
    for (const v of traccarVectors) {
      for (let cut = 1; cut < v.data.length - 1; cut++) {
        const events = tk103Codec.createStream().push(Buffer.from(v.data.slice(0, cut), 'latin1'));
        for (const e of events) expect(e.type).toBe('bad_frame');
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(tk103Codec, 5002, { maxLength: 1500, alphabet: '()$,0123456789ABLNSEWV.\r\n' });
  });
});
