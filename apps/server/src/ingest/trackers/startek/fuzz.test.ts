import { describe, expect, it } from 'vitest';
import { sum8 } from '../crc.ts';
import {
  expectRandomBytesTaken,
  expectSoundEvents,
  mutateText,
  seededRandom,
  type TextMutations,
} from '../test/fuzz.ts';
import { startekCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], mutated by a seeded generator (bytes replaced, fields dropped, doubled
// or replaced, cut short); half of them framed again with a length and checksum that fit, so the
// mutation reaches the report's fields rather than stopping at the frame. Whatever a unit or a line
// sends, the codec answers with sound events, never an exception, and the next good frame counts.

const mutations: TextMutations = {
  separator: ',',
  junk: ['', '-', 'ZZ', '|', '||||||||', '99999999999', 'FFFFFFFF', '-1.5', '&&', '\r\n', '53'],
};

/** `&&<index><length>,<body><checksum>\r\n` around a (mutated) body. */
function reframed(text: string): string {
  const comma = text.indexOf(',');
  const end = text.lastIndexOf('\r\n');
  const body = text.slice(comma < 0 ? 0 : comma + 1, end > comma + 3 ? end - 2 : text.length);
  const head = `&&A${body.length + 1},${body}`;
  const checksum = sum8(Buffer.from(head, 'latin1')).toString(16).toUpperCase().padStart(2, '0');
  return `${head}${checksum}\r\n`;
}

describe('iStartek codec fuzz', () => {
  it('turns 5,000 mutated frames into sound events, never an exception', () => {
    const rnd = seededRandom(5222);
    const good = traccarVectors[2]?.data as string;
    for (let n = 0; n < 5_000; n++) {
      const source = traccarVectors[rnd(traccarVectors.length)]?.data as string;
      let text = mutateText(mutateText(source, rnd, mutations), rnd, mutations);
      if (rnd(2)) text = reframed(text);
      const stream = startekCodec.createStream();
      const events = [
        ...stream.push(Buffer.from(text, 'latin1')),
        ...stream.push(Buffer.from(good, 'latin1')),
      ];
      expectSoundEvents(events);
      expect(stream.buffered()).toBeLessThanOrEqual(startekCodec.maxFrameBytes);
    }
  });

  it('gives nothing but bad frames for frames cut short', () => {
    for (const v of traccarVectors) {
      for (let cut = 1; cut < v.data.length - 1; cut++) {
        const events = startekCodec.createStream().push(Buffer.from(v.data.slice(0, cut), 'latin1'));
        for (const e of events) expect(e.type).toBe('bad_frame');
      }
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(startekCodec, 5222, { maxLength: 2500, alphabet: '&&,|.0123456789AFV\r\n' });
  });
});
