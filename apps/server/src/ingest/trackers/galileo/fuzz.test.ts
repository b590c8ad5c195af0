import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { expectRandomBytesTaken, expectSoundEvents, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { galileoCodec, parseGalileoPacket } from './codec.ts';
import { reframe } from './test/packets.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), cut short, with bytes replaced, inserted
// or dropped by a seeded generator, their length and CRC made right again half the time (so the
// damage reaches the tag reader instead of stopping at the checksum), and random bytes split
// anywhere: the stream answers with events, a damaged packet a `bad_frame` of its own (or nothing
// while it waits for the rest), never an exception, and it never holds more than a packet.

const vectors = decoderVectors.map((v) => fromHex(v.hex));

// The length field, the first tags and the IMEI's place, set to values that say more or less.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [1, 2, 3, 4, 5, 6], values: [0x00, 0xff, 0x80, 0x30, 0xfe, 0x5b] });

describe('Galileosky codec fuzz', () => {
  it('turns 5,000 mutated packets into events, never an exception', () => {
    const rnd = seededRandom(5034);
    for (let n = 0; n < 5_000; n++) {
      let bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      if (rnd(2)) bytes = reframe(bytes);
      const stream = galileoCodec.createStream();
      expectSoundEvents(stream.push(bytes));
      expect(stream.buffered()).toBeLessThanOrEqual(galileoCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of a records packet', () => {
    const whole = vectors[6] as Buffer;
    for (let cut = 1; cut < whole.length; cut++) {
      const events = galileoCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
    }
  });

  it('refuses a records packet cut inside a tag, reframed as if whole', () => {
    // Vector 8: its acceleration tag (0x44) is at byte 45; the packet ends 2 bytes into its value.
    const cut = reframe((vectors[8] as Buffer).subarray(0, 48 + 2));
    expect(() => parseGalileoPacket(cut)).toThrow(/too short/);
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(galileoCodec, 5034, { alphabet: '\x01\x08\x07\x06\x30\x20\x03' });
  });
});
