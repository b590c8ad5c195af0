import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { expectRandomBytesTaken, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { eelinkCodec } from './codec.ts';
import { checksum } from './frame.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), cut short, with bytes replaced, inserted
// or dropped by a seeded generator, a datagram's checksum recomputed half the time (so the damage
// reaches the parser instead of stopping at the checksum), and random bytes split anywhere: the
// stream and the datagram parser answer with events, a damaged package a `bad_frame` (or nothing
// while the stream waits for the rest), never an exception, and the stream never holds more than
// a package.

const vectors = decoderVectors.map((v) => fromHex(v.hex));

// A size that says more or less than the package holds, the mask and the count of BLE tags.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [3, 4, 11, 17, 18, 40], values: [0x00, 0x01, 0xff, 0x67, 0x80] });

/** The UDP wrapper's length and checksum made to fit the (damaged) bytes. */
function rewrap(bytes: Buffer): Buffer {
  if (bytes.length < 6 || bytes[0] !== 0x45 || bytes[1] !== 0x4c) return bytes;
  const out = Buffer.from(bytes);
  out.writeUInt16BE(out.length - 4, 2);
  out.writeUInt16BE(checksum(out.subarray(6)), 4);
  return out;
}

describe('Eelink codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5064);
    for (let n = 0; n < 5_000; n++) {
      let bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      if (rnd(2)) bytes = rewrap(bytes);
      const stream = eelinkCodec.createStream();
      for (const e of [...stream.push(bytes), ...(eelinkCodec.parseDatagram?.(bytes) ?? [])]) {
        if (e.type === 'bad_frame') expect(['malformed', 'checksum', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
            if (r.lon !== undefined) expect(Math.abs(r.lon)).toBeLessThanOrEqual(180);
          }
      }
      expect(stream.buffered()).toBeLessThanOrEqual(eelinkCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of a package', () => {
    const whole = fromHex(decoderVectors.find((v) => v.hex.startsWith('676712003400e4'))?.hex as string);
    for (let cut = 1; cut < whole.length; cut++) {
      const events = eelinkCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(eelinkCodec, 5064, { alphabet: 'gg\x01\x02\x03\x12\x14\x00\xff' });
  });
});
