import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { expectRandomBytesTaken, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { topflytechCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts) with bytes replaced, inserted or dropped,
// cut short, or with a length that says more or less than the frame holds: the stream answers with
// events, a damaged frame a `bad_frame` (or nothing while it waits), never an exception.

// The length, or a length-prefixed string's length, saying something else.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [3, 4, 22], values: [0x00, 0x0f, 0xff, 0x10] });

describe('Topflytech codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5047);
    const vectors = decoderVectors.map((v) => fromHex(v));
    for (let n = 0; n < 5_000; n++) {
      const bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      const stream = topflytechCodec.createStream();
      for (const e of stream.push(bytes)) {
        if (e.type === 'bad_frame') expect(['malformed', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
          }
      }
      expect(stream.buffered()).toBeLessThanOrEqual(topflytechCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of a position', () => {
    const whole = fromHex(decoderVectors.find((v) => v.startsWith('232304')) as string);
    for (let cut = 1; cut < whole.length; cut++) {
      const events = topflytechCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(topflytechCodec, 5047, { alphabet: '##%%&&\x27\x27\x00\x0f\x01\x02' });
  });
});
