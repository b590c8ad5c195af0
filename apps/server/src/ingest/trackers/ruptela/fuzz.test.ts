import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { crc16Kermit } from '../crc.ts';
import { expectRandomBytesTaken, expectSoundEvents, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { parseRuptelaMessage, ruptelaCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), cut short, with bytes replaced, inserted
// or dropped by a seeded generator, their CRC recomputed half the time (so the damage reaches the
// parser instead of stopping at the checksum), and random bytes split anywhere: the stream
// answers with events, a damaged packet a `bad_frame` of its own (or nothing while it waits for
// the rest), never an exception, and it never holds more than a packet.

const vectors = decoderVectors.map((v) => fromHex(v.hex));

// A count that says more than the packet holds: records, IO elements, the command id.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [10, 11, 12, 13], values: [0x00, 0xff, 0x01, 0x44] });

/** The length field and CRC made to fit the (damaged) bytes, so the parser sees them. */
function reframe(bytes: Buffer): Buffer {
  if (bytes.length < 4) return bytes;
  const out = Buffer.from(bytes);
  out.writeUInt16BE(out.length - 4, 0);
  out.writeUInt16BE(crc16Kermit(out, 2, out.length - 2), out.length - 2);
  return out;
}

describe('Ruptela codec fuzz', () => {
  it('turns 5,000 mutated packets into events, never an exception', () => {
    const rnd = seededRandom(5046);
    for (let n = 0; n < 5_000; n++) {
      let bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      if (rnd(2)) bytes = reframe(bytes);
      const stream = ruptelaCodec.createStream();
      expectSoundEvents(stream.push(bytes));
      expect(stream.buffered()).toBeLessThanOrEqual(ruptelaCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of a records packet', () => {
    const whole = vectors[0] as Buffer;
    for (let cut = 1; cut < whole.length; cut++) {
      const events = ruptelaCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
      // The same bytes, reframed as if whole: the parser refuses what runs short.
      if (cut > 12) expect(() => parseRuptelaMessage(reframe(whole.subarray(0, cut)))).toThrow();
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(ruptelaCodec, 4096);
  });
});
