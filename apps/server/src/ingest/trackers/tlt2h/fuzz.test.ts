import { describe, expect, it } from 'vitest';
import {
  expectRandomBytesTaken,
  expectSoundEvents,
  mutateText,
  seededRandom,
  type TextMutations,
} from '../test/fuzz.ts';
import { tlt2hCodec } from './codec.ts';
import { framed, traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), mutated (bytes replaced, fields dropped or
// doubled, cut short, separators moved, lines dropped) by a seeded generator, each followed by a
// good message that must still come through; and random bytes split anywhere: the stream and the
// datagram parser answer with events, a damaged message a `bad_frame` of its own, never an exception.

const mutations: TextMutations = {
  separator: ',',
  junk: ['', '-', '99999999999', '-999.9', '#', '$', '##', '\r\n', 'A', '9999.9999', 'ZZ'],
  more: [
    (text, rnd) => text.replace(/#/g, () => (rnd(5) ? '#' : '')),
    (text, rnd) => {
      const lines = text.split('\r\n');
      lines.splice(rnd(lines.length), 1);
      return lines.join('\r\n');
    },
    (text, rnd) => {
      const i = rnd(text.length);
      return text.slice(0, i) + text.slice(i + 1 + rnd(8));
    },
  ],
};
const good = framed(traccarVectors[6]?.text ?? '');

describe('TLT-2H codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5030);
    const texts = traccarVectors.map((v) => v.text);
    for (let n = 0; n < 5_000; n++) {
      const text = mutateText(mutateText(texts[rnd(texts.length)] as string, rnd, mutations), rnd, mutations);
      const stream = tlt2hCodec.createStream();
      const events = stream.push(Buffer.concat([framed(text), good]));
      expectSoundEvents(events);
      expectSoundEvents(tlt2hCodec.parseDatagram?.(Buffer.from(text, 'latin1')) ?? []);
      // The good message after the damaged one is read.
      const last = events.filter((e) => e.type === 'records').at(-1);
      expect(last?.type === 'records' && last.records[0]?.time.toISOString()).toBe(
        '2021-03-25T10:57:21.000Z',
      );
    }
  });

  it('holds every truncation of a message until its ##\\r\\n, and reads it soundly then', () => {
    for (const v of traccarVectors) {
      const message = framed(v.text);
      for (let cut = 1; cut < message.length - 4; cut++) {
        const stream = tlt2hCodec.createStream();
        expect(stream.push(message.subarray(0, cut))).toEqual([]);
        expectSoundEvents(stream.push(Buffer.from('##\r\n')));
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(tlt2hCodec, 5030, {
      maxLength: 20_000,
      maxPiece: 2048,
      runs: 500,
      alphabet: '#$GPRMCWIF,.0123456789AVNSEW\r\n',
    });
    expectRandomBytesTaken(tlt2hCodec, 2030, { alphabet: '#$GPRMCWIF,.0123456789AVNSEW\r\n' });
  });
});
