import { expect } from 'vitest';
import type { TrackerCodec, TrackerEvent } from '../codec.ts';

/**
 * What the protocols' fuzz tests share: a seeded generator (a failing case is the same on every
 * run), the text mutations of a field-separated message, and random bytes pushed in pieces.
 */

/** A seeded generator of integers below `n` (a linear congruential one: small and repeatable). */
export function seededRandom(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

export type TextMutations = {
  /** The protocol's field separator. */
  separator: string;
  /** Values a field is replaced with: empty, signs, overflowing numbers, the framing's own bytes. */
  junk: string[];
  /** The protocol's own further mutations (a bracket moved, a header byte dropped). */
  more?: Array<(text: string, rnd: (n: number) => number) => string>;
};

/**
 * One mutation of a text message: a byte replaced, a field dropped, doubled or replaced by junk,
 * the message cut short, the first separator removed, or one of the protocol's own.
 */
export function mutateText(text: string, rnd: (n: number) => number, how: TextMutations): string {
  const { separator, junk, more = [] } = how;
  const fields = text.split(separator);
  const pick = rnd(6 + more.length);
  switch (pick) {
    case 0: {
      const i = rnd(text.length);
      return text.slice(0, i) + String.fromCharCode(rnd(256)) + text.slice(i + 1);
    }
    case 1:
      fields.splice(rnd(fields.length), 1);
      return fields.join(separator);
    case 2: {
      const i = rnd(fields.length);
      fields.splice(i, 0, fields[i] as string);
      return fields.join(separator);
    }
    case 3:
      return text.slice(0, rnd(text.length));
    case 4:
      fields[rnd(fields.length)] = junk[rnd(junk.length)] as string;
      return fields.join(separator);
    case 5:
      return text.replace(separator, '');
    default:
      return (more[pick - 6] as (text: string, rnd: (n: number) => number) => string)(text, rnd);
  }
}

/**
 * Random bytes (half of them, where `alphabet` is given, the protocol's own characters, so frames
 * start and fields split) pushed in random pieces, `runs` times: the stream never throws and never
 * holds more than a frame.
 */
export function expectRandomBytesTaken(
  codec: TrackerCodec,
  seed: number,
  { runs = 2_000, maxLength = 600, maxPiece = 64, alphabet = '' } = {},
): void {
  const rnd = seededRandom(seed);
  for (let n = 0; n < runs; n++) {
    const stream = codec.createStream();
    const bytes = Buffer.from(
      Array.from({ length: rnd(maxLength) }, () =>
        alphabet && rnd(2) ? alphabet.charCodeAt(rnd(alphabet.length)) : rnd(256),
      ),
    );
    for (let at = 0; at < bytes.length; ) {
      const step = 1 + rnd(maxPiece);
      stream.push(bytes.subarray(at, at + step));
      at += step;
    }
    expect(stream.buffered()).toBeLessThanOrEqual(codec.maxFrameBytes);
  }
}

/** Where a binary protocol's lengths and counts sit, and values that make them lie. */
export type ByteMutations = { offsets: number[]; values: number[] };

/**
 * One mutation of a binary message: a byte replaced, the message cut short, a byte inserted or a
 * few dropped, or one of its lengths or counts (at `offsets`) set to a value that says more or
 * less than the message holds.
 */
export function mutateBytes(bytes: Buffer, rnd: (n: number) => number, how: ByteMutations): Buffer {
  const out = Buffer.from(bytes);
  const i = rnd(Math.max(1, out.length));
  switch (rnd(5)) {
    case 0:
      out[i] = rnd(256);
      return out;
    case 1:
      return out.subarray(0, i);
    case 2:
      return Buffer.concat([out.subarray(0, i), Buffer.of(rnd(256)), out.subarray(i)]);
    case 3:
      return Buffer.concat([out.subarray(0, i), out.subarray(i + 1 + rnd(8))]);
    default:
      out[Math.min(out.length - 1, how.offsets[rnd(how.offsets.length)] as number)] = how.values[
        rnd(how.values.length)
      ] as number;
      return out;
  }
}

/**
 * What a codec may give for damaged input: bad frames of the known reasons, and records with real
 * times and coordinates on the globe, never anything else.
 */
export function expectSoundEvents(events: TrackerEvent[]): void {
  for (const e of events) {
    if (e.type === 'bad_frame')
      expect(['malformed', 'checksum', 'too_long', 'unsupported']).toContain(e.reason);
    if (e.type === 'records')
      for (const r of e.records) {
        expect(Number.isNaN(r.time.getTime())).toBe(false);
        if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
        if (r.lon !== undefined) expect(Math.abs(r.lon)).toBeLessThanOrEqual(180);
      }
  }
}
