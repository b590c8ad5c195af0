import { describe, expect, it } from 'vitest';
import { expectRandomBytesTaken, mutateText, seededRandom, type TextMutations } from '../test/fuzz.ts';
import { xirgoCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), mutated (bytes replaced, fields dropped,
// doubled or replaced by junk, cut short, `$$`/`##` moved) by a seeded generator, over TCP and as
// UDP datagrams: whatever a unit or a line sends, the codec answers with events, a damaged message
// a `bad_frame` of its own (or nothing while it waits for the rest), never an exception.

const mutations: TextMutations = {
  separator: ',',
  junk: ['', '-', '.', '99999999999999999999', '-999.9', '2000/00/00', '13/45/2019', '1e9', '$$', '##', 'x'],
  more: [
    (text, rnd) => text.replace('##', '').slice(0, rnd(text.length + 1)),
    (text, rnd) => `${text.slice(0, rnd(text.length))}$$${text.slice(2)}`,
    (text) => text.replace('$$', '$'),
  ],
};

describe('Xirgo codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5081);
    const texts = decoderVectors.map((v) => v.data);
    for (let n = 0; n < 5_000; n++) {
      const text = mutateText(mutateText(texts[rnd(texts.length)] as string, rnd, mutations), rnd, mutations);
      const bytes = Buffer.from(`${text}##`, 'latin1');
      const stream = xirgoCodec.createStream();
      for (const e of [...stream.push(bytes), ...(xirgoCodec.parseDatagram?.(bytes) ?? [])]) {
        if (e.type === 'bad_frame') expect(['malformed', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
            if (r.speedKmh !== undefined) expect(Number.isFinite(r.speedKmh)).toBe(true);
          }
      }
      expect(stream.buffered()).toBeLessThanOrEqual(xirgoCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of a report', () => {
    const whole = decoderVectors[4]?.data as string;
    for (let cut = 1; cut < whole.length; cut++) {
      const events = xirgoCodec.createStream().push(Buffer.from(whole.slice(0, cut), 'latin1'));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(xirgoCodec, 5081, { alphabet: '$#,0123456789./:-\r\n' });
  });
});
