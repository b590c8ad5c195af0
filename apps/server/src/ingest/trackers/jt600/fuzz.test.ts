import { describe, expect, it } from 'vitest';
import type { TrackerEvent } from '../codec.ts';
import {
  expectRandomBytesTaken,
  expectSoundEvents,
  mutateBytes,
  mutateText,
  seededRandom,
  type TextMutations,
} from '../test/fuzz.ts';
import { jt600Codec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';
import { wire } from './test/wire.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts), mutated by a seeded generator (text: bytes
// replaced, fields dropped, doubled or replaced by junk, cut short; binary: bytes replaced, dropped
// or inserted, lengths that lie), each followed by a good message that must still come through;
// and random bytes split anywhere: events, a damaged message a `bad_frame` of its own, never an
// exception.

const texts = traccarVectors.flatMap((v) => ('text' in v ? [v.text] : []));
const binaries = traccarVectors.flatMap((v) => ('hex' in v ? [wire(v)] : []));
const good = Buffer.from(
  '(3460311327,U01,220916,135251,T,9.552607,N,13.658292,W,0.31,0,9,0%,00001001000000,11012,10,27,0,0,33)',
);

const mutations: TextMutations = {
  separator: ',',
  junk: ['', '-', '99999999999', '-9.5', '(', ')', '=', 'A', '999.999999', '%', '0000000000'],
  more: [
    (text, rnd) => text.replace(/[()]/g, () => (rnd(4) ? '' : '(')),
    (text) => `${text}${text.slice(1)}`,
  ],
};

const lastTime = (events: TrackerEvent[]) =>
  events
    .flatMap((e) => (e.type === 'records' ? e.records : []))
    .at(-1)
    ?.time.toISOString();

describe('Jointech codec fuzz', () => {
  it('turns 5,000 mutated text messages into events, and reads the next good one', () => {
    const rnd = seededRandom(5014);
    for (let n = 0; n < 5_000; n++) {
      const text = mutateText(mutateText(texts[rnd(texts.length)] as string, rnd, mutations), rnd, mutations);
      const events = jt600Codec
        .createStream()
        .push(Buffer.concat([Buffer.from(text, 'latin1'), Buffer.from(')'), good]));
      expectSoundEvents(events);
      expect(lastTime(events)).toBe('2016-09-22T13:52:51.000Z');
    }
  });

  it('turns 5,000 mutated binary frames into events, never an exception', () => {
    const rnd = seededRandom(1405);
    for (let n = 0; n < 5_000; n++) {
      const frame = binaries[rnd(binaries.length)] as Buffer;
      // The lengths (bytes 7-9), the version byte and the id.
      const bytes = mutateBytes(frame, rnd, {
        offsets: [1, 6, 7, 8, 9],
        values: [0, 1, 0x17, 0x19, 0xff, 0x24, 0x28],
      });
      const stream = jt600Codec.createStream();
      expectSoundEvents(stream.push(bytes));
      expect(stream.buffered()).toBeLessThanOrEqual(jt600Codec.maxFrameBytes);
    }
  });

  it('holds every truncation of a frame until its end, and reads it soundly then', () => {
    for (const v of traccarVectors) {
      const bytes = wire(v);
      for (let cut = 1; cut < bytes.length; cut++) {
        const stream = jt600Codec.createStream();
        expect(stream.push(bytes.subarray(0, cut))).toEqual([]);
        expectSoundEvents(stream.push(bytes.subarray(cut)));
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(jt600Codec, 5014, {
      maxLength: 10_000,
      maxPiece: 1024,
      runs: 500,
      alphabet: '$(),=0123456789PUWNSEATFV.%@JT\x00\x11\x14\x15\x3d',
    });
    expectRandomBytesTaken(jt600Codec, 4105, { alphabet: '$(),0123456789' });
  });
});
