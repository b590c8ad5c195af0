import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { expectRandomBytesTaken, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { createDmtStream, dmtCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), with bytes replaced, inserted or dropped,
// lengths overstated, cut short, and random bytes split anywhere: whatever a unit or a line sends,
// the stream answers with events (a damaged message a `bad_frame` of its own, or nothing while it
// waits for the rest), never an exception, and never holds more than a frame.

const vectors = decoderVectors.map((v) => fromHex(v.hex));

// A length that says more or less than there is: the message's, a record's, a field's.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [3, 4, 5, 6, 16, 17], values: [0x00, 0xff, 0x0b, 0x15] });

describe('Digital Matter codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = seededRandom(5137);
    for (let n = 0; n < 5_000; n++) {
      const bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      const stream = createDmtStream(() => Date.UTC(2026, 0, 1));
      for (const e of stream.push(bytes)) {
        if (e.type === 'bad_frame') expect(['malformed', 'too_long', 'unsupported']).toContain(e.reason);
        if (e.type === 'login') expect(e.id).toMatch(/^\d{6,20}$/);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
            if (r.lon !== undefined) expect(Math.abs(r.lon)).toBeLessThanOrEqual(180);
          }
      }
      expect(stream.buffered()).toBeLessThanOrEqual(dmtCodec.maxFrameBytes);
    }
  });

  it('gives nothing but bad frames (or nothing yet) for every truncation of a data message', () => {
    const whole = vectors.find((v) => v.toString('hex').startsWith('025504d803')) as Buffer;
    for (let cut = 1; cut < whole.length; cut++) {
      const events = dmtCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(dmtCodec, 5137, { alphabet: '\x02\x55\x04\x05\x00' });
  });
});
