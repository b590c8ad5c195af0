import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { expectRandomBytesTaken, expectSoundEvents, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { minifinderCodec } from './codec.ts';
import { crc16Xmodem } from './frame.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), cut short, with bytes replaced, inserted
// or dropped by a seeded generator, the checksum recomputed half the time (so the damage reaches
// the element parser instead of stopping at the CRC), and random bytes split anywhere: the stream
// answers with events, a damaged frame a `bad_frame` (or nothing while it waits for the rest),
// never an exception, and it never holds more than a frame.

const vectors = decoderVectors.map((v) => fromHex(v.hex));

// The length, the flags, the type, the first elements' lengths and keys.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, {
    offsets: [1, 2, 3, 8, 9, 10, 26, 27, 28],
    values: [0x00, 0x01, 0x02, 0x10, 0x20, 0x24, 0x28, 0x2c, 0x7f, 0xab, 0xff],
  });

/** The frame's length and checksum made to fit the (damaged) bytes. */
function reseal(bytes: Buffer): Buffer {
  if (bytes.length < 9 || bytes[0] !== 0xab) return bytes;
  const out = Buffer.from(bytes);
  out.writeUInt16LE(out.length - 8, 2);
  out.writeUInt16LE(crc16Xmodem(out, 8), 4);
  return out;
}

describe('MiniFinder codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5187);
    let parsed = 0;
    for (let n = 0; n < 5_000; n++) {
      let bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      if (rnd(2)) bytes = reseal(bytes);
      const stream = minifinderCodec.createStream();
      const events = stream.push(bytes);
      expectSoundEvents(events);
      if (events.some((e) => e.type === 'records')) parsed++;
      expect(stream.buffered()).toBeLessThanOrEqual(minifinderCodec.maxFrameBytes);
    }
    // The damage reaches the parser: some resealed frames still give records.
    expect(parsed).toBeGreaterThan(100);
  });

  it('gives only bad frames (or nothing yet) for every truncation of a frame, resealed or not', () => {
    const whole = fromHex(decoderVectors[12]?.hex as string);
    for (let cut = 1; cut < whole.length; cut++) {
      const plain = minifinderCodec.createStream().push(whole.subarray(0, cut));
      expect(plain.filter((e) => e.type !== 'bad_frame')).toEqual([]);
      // Resealed, a cut may end on an element boundary: a shorter frame, sound all the same.
      expectSoundEvents(minifinderCodec.createStream().push(reseal(whole.subarray(0, cut))));
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(minifinderCodec, 5187, {
      alphabet: '\xab\x10\x00\x01\x02\x03\x24\x20\x28\x7f\xff',
    });
  });
});
