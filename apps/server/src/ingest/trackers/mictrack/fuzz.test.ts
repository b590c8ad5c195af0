import { describe, expect, it } from 'vitest';
import {
  expectRandomBytesTaken,
  expectSoundEvents,
  mutateText,
  seededRandom,
  type TextMutations,
} from '../test/fuzz.ts';
import { mictrackCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), mutated (bytes replaced, fields dropped or
// doubled, cut short, separators moved) by a seeded generator, each followed by a good report that
// must still come through; and random bytes split anywhere: the stream and the datagram parser
// answer with events, a damaged message a `bad_frame` of its own, never an exception.

const mutations: TextMutations = {
  separator: '+',
  junk: ['', '-', '99999999999', '-999.9', '$', ';', 'MT;', '\r\n', ',', '00:00'],
  more: [
    (text, rnd) => text.replace(/;/g, () => (rnd(4) ? ';' : '')),
    (text, rnd) => {
      const i = rnd(text.length);
      return text.slice(0, i) + text.slice(i + 1 + rnd(8));
    },
  ],
};
const good = 'MT;6;866425031361423;R0;10+190109091803+22.63827+114.02922+2.14+69+2+3744+113\r\n';

describe('Mictrack codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5191);
    const texts = traccarVectors.map((v) => v.text);
    for (let n = 0; n < 5_000; n++) {
      const text = mutateText(mutateText(texts[rnd(texts.length)] as string, rnd, mutations), rnd, mutations);
      const bytes = Buffer.from(`${text}\r\n${good}`, 'latin1');
      const stream = mictrackCodec.createStream();
      const events = stream.push(bytes);
      expectSoundEvents(events);
      expectSoundEvents(mictrackCodec.parseDatagram?.(Buffer.from(text, 'latin1')) ?? []);
      // The good report after the damaged one is read.
      const last = events.at(-1);
      expect(last?.type === 'records' && last.records[0]?.time.toISOString()).toBe(
        '2019-01-09T09:18:03.000Z',
      );
    }
  });

  it('holds every truncation of a message until its line end, and reads it soundly then', () => {
    for (const v of traccarVectors)
      for (let cut = 1; cut < v.text.length; cut++) {
        const stream = mictrackCodec.createStream();
        // A unit that has ended a message with a line end ends every one so.
        stream.push(Buffer.from('\r\n'));
        expect(stream.push(Buffer.from(v.text.slice(0, cut), 'latin1'))).toEqual([]);
        expectSoundEvents(stream.push(Buffer.from('\r\n')));
      }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(mictrackCodec, 5191, {
      maxLength: 3000,
      alphabet: 'MT;R0+$,.0123456789ANSEW\r\n!',
    });
  });
});
