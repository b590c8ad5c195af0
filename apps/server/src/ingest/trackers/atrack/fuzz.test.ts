import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { expectRandomBytesTaken, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { atrackCodec } from './codec.ts';
import { decoderVectors, frameVectors, type Vector } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), cut short, with bytes replaced, inserted
// or dropped by a seeded generator, and random bytes split anywhere: whatever a unit or a line
// sends, the stream answers with events, a damaged message a `bad_frame` of its own (or nothing
// while it waits for the rest), never an exception, and it never holds more than a frame.

const bytesOf = (v: Vector) => (v.kind === 'hex' ? fromHex(v.data) : Buffer.from(v.data, 'latin1'));

// A field that says more than it holds: the length, a string's NUL, a comma.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [4, 5, 6], values: [0x00, 0xff, 0x2c, 0x25] });

describe('ATrack codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5044);
    const vectors = [...decoderVectors, ...frameVectors].map(bytesOf);
    for (let n = 0; n < 5_000; n++) {
      const bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      const stream = atrackCodec.createStream();
      for (const e of [...stream.push(bytes), ...(atrackCodec.parseDatagram?.(bytes) ?? [])]) {
        if (e.type === 'bad_frame') expect(['malformed', 'checksum', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
          }
      }
      expect(stream.buffered()).toBeLessThanOrEqual(atrackCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of a binary message', () => {
    const whole = bytesOf(decoderVectors.find((v) => v.data.startsWith('4050993f')) as Vector);
    for (let cut = 1; cut < whole.length; cut++) {
      const events = atrackCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(atrackCodec, 2048);
  });
});
