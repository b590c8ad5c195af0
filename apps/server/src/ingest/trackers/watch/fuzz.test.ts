import { describe, expect, it } from 'vitest';
import { expectRandomBytesTaken, mutateText, seededRandom, type TextMutations } from '../test/fuzz.ts';
import { watchCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], mutated (bytes replaced, fields dropped or doubled, cut short,
// brackets and separators moved) by a seeded generator: whatever a watch or a line sends, the
// codec answers with events, a damaged message becoming a `bad_frame` of its own (or, damaged
// where it still reads, a message), never an exception.

const mutations: TextMutations = {
  separator: ',',
  junk: ['', '-', 'FFFFFFFF', '99999999999', '-999.9', 'x', '[', ']', '}'],
  more: [
    (text) => text.replace('*', ''),
    (text, rnd) => {
      const i = rnd(text.length);
      return `${text.slice(0, i)}[${text.slice(i)}`;
    },
    (text) => text.replace(/\]$/, ''),
  ],
};
const mutate = (text: string, rnd: (n: number) => number) => mutateText(text, rnd, mutations);

describe('watch codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5093);
    const texts = traccarVectors.filter((v) => v.kind === 'text').map((v) => v.data);
    for (let n = 0; n < 5_000; n++) {
      const text = mutate(mutate(texts[rnd(texts.length)] as string, rnd), rnd);
      const stream = watchCodec.createStream();
      // Followed by a whole LK, which must come through whatever came before it, unless the
      // mutation left a bracket open around it.
      const events = stream.push(Buffer.from(`${text}[SG*8800000015*0002*LK]`, 'latin1'));
      for (const e of events) {
        if (e.type === 'bad_frame') expect(['malformed', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            expect(Number.isFinite(r.lat) && Number.isFinite(r.lon)).toBe(true);
          }
      }
      expect(stream.buffered()).toBeLessThanOrEqual(watchCodec.maxFrameBytes);
    }
  });

  it('takes every truncation of every vector as nothing yet or a bad frame', () => {
    for (const v of traccarVectors.filter((x) => x.kind === 'text')) {
      for (let at = 1; at < v.data.length; at++) {
        const events = watchCodec.createStream().push(Buffer.from(`${v.data.slice(0, at)}]`, 'latin1'));
        for (const e of events)
          expect(['login', 'bad_frame', 'heartbeat', 'records', 'command_result']).toContain(e.type);
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(watchCodec, 808, {
      maxLength: 6000,
      maxPiece: 700,
      alphabet: '[]}*,SG0123456789ALKUD',
    });
  });
});
