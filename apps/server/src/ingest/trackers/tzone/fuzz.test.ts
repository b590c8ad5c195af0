import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import { crc16Modbus } from '../crc.ts';
import { expectRandomBytesTaken, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { tzoneCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts) with bytes replaced, inserted or dropped,
// cut short, or with a length that says more or less than the frame holds: the stream answers with
// events, a damaged frame a `bad_frame` (or nothing while it waits), never an exception. Most
// mutations fail the CRC, so half the frames get their CRC computed again: those reach the block
// reader with lengths and counts that lie.

// The frame's length, the GPS block's length and the status/LBS block lengths of most vectors.
const mutate = (bytes: Buffer, rnd: (n: number) => number) =>
  mutateBytes(bytes, rnd, { offsets: [2, 3, 26, 27, 50, 51], values: [0x00, 0x0f, 0xff, 0x16, 0x7f] });

/** The frame with its CRC made right again (when it still has room for one). */
function recrc(bytes: Buffer): Buffer {
  if (bytes.length < 8) return bytes;
  const out = Buffer.from(bytes);
  out.writeUInt16BE(crc16Modbus(out, 4, out.length - 4), out.length - 4);
  return out;
}

describe('Tzone codec fuzz', () => {
  it('turns 5,000 mutated frames into events, never an exception', () => {
    const rnd = seededRandom(5029);
    const vectors = decoderVectors.map((v) => fromHex(v.hex));
    for (let n = 0; n < 5_000; n++) {
      let bytes = mutate(mutate(vectors[rnd(vectors.length)] as Buffer, rnd), rnd);
      if (rnd(2)) bytes = recrc(bytes);
      const stream = tzoneCodec.createStream();
      for (const e of stream.push(bytes)) {
        if (e.type === 'bad_frame')
          expect(['malformed', 'too_long', 'checksum', 'unsupported']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
            if (r.lon !== undefined) expect(Math.abs(r.lon)).toBeLessThanOrEqual(180);
            if (r.temperatureC !== undefined) expect(Math.abs(r.temperatureC)).toBeLessThanOrEqual(125);
            if (r.humidityPct !== undefined) expect(r.humidityPct).toBeLessThanOrEqual(100);
          }
      }
      expect(stream.buffered()).toBeLessThanOrEqual(tzoneCodec.maxFrameBytes);
    }
  });

  it('gives only bad frames (or nothing yet) for every truncation of a frame', () => {
    const whole = fromHex(decoderVectors[5]?.hex as string);
    for (let cut = 1; cut < whole.length; cut++) {
      const events = tzoneCodec.createStream().push(whole.subarray(0, cut));
      expect(events.filter((e) => e.type !== 'bad_frame')).toEqual([]);
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(tzoneCodec, 5029, { alphabet: 'TZTZ$$\r\n\x00\x04\x01' });
  });
});
