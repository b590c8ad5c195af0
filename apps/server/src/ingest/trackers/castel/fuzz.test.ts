import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { crc16X25 } from '../crc.ts';
import { expectRandomBytesTaken, expectSoundEvents, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { castelCodec, parseCastelFrame } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), cut short, with bytes replaced, inserted
// or dropped by a seeded generator, their length and CRC made to fit half the time (so the damage
// reaches the parser instead of stopping at the checksum), and random bytes split anywhere: the
// stream answers with events, a damaged frame a `bad_frame` of its own (or nothing while it waits
// for the rest), never an exception, and it never holds more than a frame.

const vectors = decoderVectors.map((v) => fromHex(v.hex));

// The version, the type, the stat block's GPS count region, PID and alarm counts.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [4, 25, 26, 27, 62, 63, 64], values: [0x00, 0xff, 0x01, 0x03, 0x40] });

/** The length field and CRC made to fit the (damaged) bytes, so the parser sees them. */
function reframe(bytes: Buffer): Buffer {
  if (bytes.length < 8) return bytes;
  const out = Buffer.from(bytes);
  out.writeUInt16LE(out.length, 2);
  out.writeUInt16LE(crc16X25(out, 0, out.length - 4), out.length - 4);
  return out;
}

describe('Castel codec fuzz', () => {
  it('turns 5,000 mutated frames into events, never an exception', () => {
    const rnd = seededRandom(5086);
    for (let n = 0; n < 5_000; n++) {
      let bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      if (rnd(2)) bytes = reframe(bytes);
      const stream = castelCodec.createStream();
      expectSoundEvents(stream.push(bytes));
      expect(stream.buffered()).toBeLessThanOrEqual(castelCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of an alarm frame', () => {
    const whole = vectors[19] as Buffer;
    for (let cut = 1; cut < whole.length; cut++) {
      const events = castelCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
      // The same bytes, reframed as if whole: the parser refuses what runs short.
      if (cut > 40 && cut < 90) expect(() => parseCastelFrame(reframe(whole.subarray(0, cut)))).toThrow();
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(castelCodec, 5086, { alphabet: '@$\r\n\u0004\u0003\u0010\u0040' });
  });
});
