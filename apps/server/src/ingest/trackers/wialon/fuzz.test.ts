import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TrackerEvent } from '../codec.ts';
import { seededRandom } from '../test/fuzz.ts';
import { createWialonStream, parseWialonDatagram, wialonCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], mutated (bytes replaced, fields dropped or doubled, cut short,
// separators moved) by a seeded generator: whatever a unit or a line sends, the codec answers with
// events, a damaged packet becoming its documented refusal and a `bad_frame`, never an exception.

function mutate(text: string, rnd: (n: number) => number): string {
  const sep = rnd(4) === 0 ? '|' : rnd(2) ? ';' : ',';
  const fields = text.split(sep);
  switch (rnd(7)) {
    case 0: {
      const i = rnd(text.length);
      return text.slice(0, i) + String.fromCharCode(rnd(256)) + text.slice(i + 1);
    }
    case 1:
      fields.splice(rnd(fields.length), 1);
      return fields.join(sep);
    case 2: {
      const i = rnd(fields.length);
      fields.splice(i, 0, fields[i] as string);
      return fields.join(sep);
    }
    case 3:
      return text.slice(0, rnd(text.length));
    case 4:
      fields[rnd(fields.length)] = ['', 'NA', '-', 'FFFF', '99999999999', '+999.9', 'x:1:y', '#'][
        rnd(8)
      ] as string;
      return fields.join(sep);
    case 5:
      return `${rnd(2) ? '2.0;' : ''}${rnd(1e9) * 1000}${text}`;
    default:
      return text.replace(sep, '');
  }
}

const answer = /^#A(?:L|SD|D|B|M|P)#(?:-1|\d{0,5})\r\n$/;

function check(events: TrackerEvent[]) {
  for (const e of events) {
    if (e.type === 'bad_frame')
      expect(['malformed', 'checksum', 'unsupported', 'too_long']).toContain(e.reason);
    if (e.type === 'heartbeat' && e.ack) expect(Buffer.from(e.ack).toString('latin1')).toMatch(answer);
    if (e.type === 'records') {
      expect(e.records.length).toBeGreaterThan(0);
      for (const r of e.records) {
        expect(Number.isNaN(r.time.getTime())).toBe(false);
        if (r.lat !== undefined) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
        if (r.lon !== undefined) expect(Math.abs(r.lon)).toBeLessThanOrEqual(180);
      }
    }
  }
}

describe('Wialon IPS codec fuzz', () => {
  it('turns 5,000 mutated packets into events, never an exception', () => {
    const rnd = seededRandom(5039);
    for (let n = 0; n < 5_000; n++) {
      const text = mutate(mutate(traccarVectors[rnd(traccarVectors.length)]?.text ?? '', rnd), rnd);
      const bytes = Buffer.from(`${text}\r\n`, 'utf8');
      check(createWialonStream().push(bytes));
      check(parseWialonDatagram(bytes));
      // The same, compressed as a unit would (v2.0 p. 21).
      const data = deflateSync(bytes);
      const container = Buffer.concat([Buffer.from([0xff, data.length & 0xff, data.length >> 8]), data]);
      check(createWialonStream().push(container.subarray(0, rnd(container.length + 1))));
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    const rnd = seededRandom(2014);
    for (let n = 0; n < 2_000; n++) {
      const stream = wialonCodec.createStream();
      const bytes = Buffer.from(Array.from({ length: rnd(600) }, () => (rnd(3) ? rnd(256) : 0x23)));
      for (let at = 0; at < bytes.length; ) {
        const step = 1 + rnd(64);
        check(stream.push(bytes.subarray(at, at + step)));
        at += step;
      }
      check(wialonCodec.parseDatagram?.(bytes) ?? []);
      expect(stream.buffered()).toBeLessThanOrEqual(wialonCodec.maxFrameBytes);
    }
  });
});
