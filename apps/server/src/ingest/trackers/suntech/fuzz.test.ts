import { describe, expect, it } from 'vitest';
import { suntechCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], mutated (bytes replaced, fields dropped or doubled, cut short,
// separators moved) by a seeded generator: whatever a unit or a line sends, the codec answers with
// events, a damaged message becoming a `bad_frame` of its own, never an exception.

function generator(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

function mutate(text: string, rnd: (n: number) => number): string {
  const fields = text.split(';');
  switch (rnd(6)) {
    case 0: {
      const i = rnd(text.length);
      return text.slice(0, i) + String.fromCharCode(rnd(256)) + text.slice(i + 1);
    }
    case 1:
      fields.splice(rnd(fields.length), 1);
      return fields.join(';');
    case 2: {
      const i = rnd(fields.length);
      fields.splice(i, 0, fields[i] as string);
      return fields.join(';');
    }
    case 3:
      return text.slice(0, rnd(text.length));
    case 4:
      fields[rnd(fields.length)] = ['', '-', 'FFFFFFFFFF', '99999999999', '+999.9', 'x'][rnd(6)] as string;
      return fields.join(';');
    default:
      return text.replace(/;/, '');
  }
}

describe('Suntech codec fuzz', () => {
  it('turns 5,000 mutated messages into events, never an exception', () => {
    const rnd = generator(808);
    const texts = traccarVectors.filter((v) => v.kind === 'text').map((v) => v.data);
    for (let n = 0; n < 5_000; n++) {
      const text = mutate(mutate(texts[rnd(texts.length)] as string, rnd), rnd);
      const stream = suntechCodec.createStream();
      const events = stream.push(Buffer.from(`${text}\r`, 'latin1'));
      for (const e of events) {
        if (e.type === 'bad_frame') expect(['malformed', 'unsupported', 'too_long']).toContain(e.reason);
        if (e.type === 'records')
          for (const r of e.records) expect(Number.isNaN(r.time.getTime())).toBe(false);
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    const rnd = generator(5011);
    for (let n = 0; n < 2_000; n++) {
      const stream = suntechCodec.createStream();
      const bytes = Buffer.from(Array.from({ length: rnd(600) }, () => rnd(256)));
      for (let at = 0; at < bytes.length; ) {
        const step = 1 + rnd(64);
        stream.push(bytes.subarray(at, at + step));
        at += step;
      }
      expect(stream.buffered()).toBeLessThanOrEqual(suntechCodec.maxFrameBytes);
    }
  });
});
