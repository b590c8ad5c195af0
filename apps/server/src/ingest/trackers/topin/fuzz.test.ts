import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { expectRandomBytesTaken, expectSoundEvents, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { createTopinStream, topinCodec } from './codec.ts';

// Traccar's TopinProtocolDecoderTest vectors (see codec.test.ts), mutated by a seeded generator:
// bytes replaced, inserted or dropped, cut short, the length byte, protocol number and counts set
// to values that lie. Whatever a watch sends, the codec answers with events, never an exception,
// and a whole heartbeat after a damaged frame still comes through once the stream resynchronises.

const vectors = [
  '787801080D0A',
  '78780d0103593390754169634d0d0a',
  '787803181604130318491475905bd30e25001e10bbf7635d14759006e626560401cc00000028660090df425f000028660090df576c00002866009487566700002866009ca15667000d0a',
  '7878006921120412565802010601071e4a9764071e4a9864010d0a',
  '787801940D0A',
  '787801990D0A',
  '78780A13424008196400041F000D0A',
  '78781510120B05030D2498038077200BE2078F0034000102030D0A',
  '7878200813081A0733211608C8D1710DED1D1608DFFB710E06D51039050100286489000D0A',
  '78782008140709121f36300d769f02058cfd300d771202058c6f0000000300005c99000d0a',
  '787812100A03170F32179C026B3F3E0C22AD651F34600D0A',
  '78780a132827010063000000000d0a',
  '7878001719111120141807019456465111aa3c465111ab464651c1a550465106b150465342f750465342f65a465111a95a000d0a',
  '78780713514d0819640d0a',
  '787801300d0a',
].map(fromHex);

// The length byte, the protocol number, the first content bytes (a month, a count) and the values
// that make them lie: zero, one, the stop bits' own bytes, the start byte, the protocol numbers.
const how = {
  offsets: [2, 3, 4, 5, 10, 11],
  values: [0x00, 0x01, 0x0d, 0x0a, 0x78, 0xff, 0x10, 0x13, 0x17, 0x69, 0x08, 0x30],
};
const LOGIN = fromHex('78780d0103593390754169634d0d0a');

describe('topin codec fuzz', () => {
  it('turns 10,000 mutated frames into sound events, never an exception', () => {
    const rnd = seededRandom(5199);
    for (let n = 0; n < 10_000; n++) {
      const bytes = mutateBytes(mutateBytes(vectors[rnd(vectors.length)] as Buffer, rnd, how), rnd, how);
      const stream = createTopinStream(() => new Date('2024-03-09T10:20:30Z'));
      // After a login, so the stream skips damage rather than refusing a peer that never spoke.
      const events: TrackerEvent[] = [...stream.push(LOGIN), ...stream.push(bytes)];
      expectSoundEvents(events);
      for (const e of events) {
        if (e.type === 'records')
          for (const r of e.records) expect(r.time.getUTCFullYear()).toBeGreaterThan(1999);
      }
      expect(stream.buffered()).toBeLessThanOrEqual(topinCodec.maxFrameBytes);
    }
  });

  it('takes every truncation of every vector as nothing yet, and the rest as the frame', () => {
    for (const v of vectors) {
      for (let at = 1; at < v.length; at++) {
        const stream = topinCodec.createStream();
        const first = stream.push(v.subarray(0, at));
        expectSoundEvents(first);
        expect(first).toEqual([]);
        const rest = stream.push(v.subarray(at));
        expect(rest).toHaveLength(1);
        expect(rest[0]?.type).not.toBe('bad_frame');
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(topinCodec, 5199, {
      maxLength: 3000,
      maxPiece: 300,
      alphabet: '\x78\x78\x0d\x0a\x01\x08\x10\x13\x17\x30\x69\x99',
    });
  });
});
