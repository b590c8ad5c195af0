import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { expectRandomBytesTaken, expectSoundEvents, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { cellocatorCodec } from './codec.ts';
import { checksumOf, messageLength } from './frame.ts';
import { decoderVectors, frameVector } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), cut short, with bytes replaced, inserted
// or dropped by a seeded generator, the checksum recomputed half the time (so the damage reaches
// the parser instead of stopping at the checksum), and random bytes split anywhere: the stream and
// the datagram parser answer with events, a damaged message a `bad_frame` (or nothing while the
// stream waits for the rest), never an exception, and the stream never holds more than a message.

const vectors = [...decoderVectors.map((v) => fromHex(v.hex)), fromHex(frameVector)];

// The type, the unit ID, the modular length and the first module's type and length, the date.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, {
    offsets: [3, 4, 5, 8, 13, 14, 19, 20, 21, 65, 66, 67],
    values: [0x00, 0x01, 0x02, 0x06, 0x07, 0x08, 0x0b, 0x4d, 0x7f, 0xff],
  });

/** The checksum made to fit the (damaged) message, where its head still gives a length. */
function reseal(bytes: Buffer): Buffer {
  const length = messageLength(bytes);
  if (!length || length > bytes.length) return bytes;
  const out = Buffer.from(bytes);
  out[length - 1] = checksumOf(out, length);
  return out;
}

describe('Cellocator codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5033);
    let parsed = 0;
    for (let n = 0; n < 5_000; n++) {
      let bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      if (rnd(2)) bytes = reseal(bytes);
      const stream = cellocatorCodec.createStream();
      const events = [...stream.push(bytes), ...(cellocatorCodec.parseDatagram?.(bytes) ?? [])];
      expectSoundEvents(events);
      if (events.some((e) => e.type === 'records')) parsed++;
      expect(stream.buffered()).toBeLessThanOrEqual(cellocatorCodec.maxFrameBytes);
    }
    // The damage reaches the parser: some resealed messages still give records.
    expect(parsed).toBeGreaterThan(100);
  });

  it('gives only bad frames (or nothing yet) for every truncation of a message', () => {
    for (const whole of vectors)
      for (let cut = 1; cut < whole.length; cut++) {
        const events = cellocatorCodec.createStream().push(whole.subarray(0, cut));
        expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
      }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(cellocatorCodec, 5033, { alphabet: 'MCGP\x00\x0b\x04\x46\x50' });
  });
});
