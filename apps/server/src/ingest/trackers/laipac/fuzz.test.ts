import { describe, expect, it } from 'vitest';
import {
  expectRandomBytesTaken,
  expectSoundEvents,
  mutateText,
  seededRandom,
  type TextMutations,
} from '../test/fuzz.ts';
import { laipacCodec } from './codec.ts';
import { nmeaChecksum } from './sentence.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], mutated by a seeded generator (bytes replaced, fields dropped, doubled
// or replaced, cut short); half of them signed again with a checksum that fits, so the mutation
// reaches the sentence's fields rather than stopping at its checksum. Whatever a unit or a line sends,
// the codec answers with events, never an exception, and a good sentence after a bad one still counts.

const mutations: TextMutations = {
  separator: ',',
  junk: ['', '-', 'ZZ', '99999999999', '9999.9999', '$', '*', '.', 'a'],
};

/** The sentence's body (between `$` and `*`) with a checksum that fits it. */
function resigned(text: string): string {
  const star = text.lastIndexOf('*');
  const body = text.slice(text.startsWith('$') ? 1 : 0, star < 0 ? text.length : star);
  return `$${body}*${nmeaChecksum(body)}`;
}

describe('Laipac codec fuzz', () => {
  it('turns 5,000 mutated sentences into sound events, never an exception', () => {
    const rnd = seededRandom(5048);
    const good = traccarVectors[6]?.data as string;
    for (let n = 0; n < 5_000; n++) {
      const source = traccarVectors[rnd(traccarVectors.length)]?.data as string;
      let text = mutateText(mutateText(source, rnd, mutations), rnd, mutations);
      if (rnd(2)) text = resigned(text);
      const events = laipacCodec.createStream().push(Buffer.from(`${text}\r\n${good}\r\n`, 'latin1'));
      expectSoundEvents(events);
      expect(events.at(-1)?.type).toBe('records');
    }
  });

  it('gives only bad frames for sentences cut short', () => {
    for (const v of traccarVectors) {
      for (let cut = 1; cut < v.data.length - 1; cut++) {
        const events = laipacCodec.createStream().push(Buffer.from(`${v.data.slice(0, cut)}\n`, 'latin1'));
        for (const e of events) expect(e.type).toBe('bad_frame');
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(laipacCodec, 5048, { maxLength: 1200, alphabet: '$*,.0123456789AVRMCNSEW\r\n' });
  });
});
