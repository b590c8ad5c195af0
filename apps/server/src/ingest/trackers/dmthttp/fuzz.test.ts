import { describe, expect, it } from 'vitest';
import type { TrackerEvent } from '../codec.ts';
import { expectRandomBytesTaken, expectSoundEvents, mutateText, seededRandom } from '../test/fuzz.ts';
import { dmthttpCodec } from './codec.ts';
import { decoderVectors, post } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar] (test/traccar-vectors.ts) POSTed with their bodies and heads mutated
// (bytes replaced, JSON members dropped, doubled or replaced by junk, cut short, lengths that lie,
// pushed in random pieces), and random bytes: whatever reaches the port, the stream gives events
// (a POST it cannot read answered 4xx, with a `bad_frame`), never an exception, and holds no more
// than a request.

const junk = [
  '',
  'null',
  '"x"',
  '-1',
  '1e400',
  '[]',
  '{}',
  '"2013-01-01 00:00:00"',
  '"9999-99-99T99:99:99Z"',
  '9007199254740993',
];
const bodies = decoderVectors.map((v) => v.body);

/** Every answer is an HTTP/1.1 status line; ids are ours; records are sound. */
function expectSound(events: TrackerEvent[]): void {
  expectSoundEvents(events);
  for (const e of events) {
    if (e.type === 'login') expect(e.id).toMatch(/^\d{6,20}$/);
    if ((e.type === 'records' || e.type === 'heartbeat') && e.ack)
      expect(Buffer.from(e.ack).toString('latin1')).toMatch(/^HTTP\/1\.1 [1-5]\d\d [A-Za-z ]+\r\n/);
    if (e.type === 'records') expect(e.records.length).toBeGreaterThan(0);
  }
}

/** Pushes `bytes` in random pieces. */
function pushPieces(bytes: Buffer, rnd: (n: number) => number): TrackerEvent[] {
  const stream = dmthttpCodec.createStream();
  const events: TrackerEvent[] = [];
  for (let at = 0; at < bytes.length; ) {
    const step = 1 + rnd(rnd(2) ? 64 : 2048);
    events.push(...stream.push(bytes.subarray(at, at + step)));
    at += step;
    expect(stream.buffered()).toBeLessThanOrEqual(dmthttpCodec.maxFrameBytes);
  }
  return events;
}

describe('Digital Matter HTTP codec fuzz', () => {
  it('turns 3,000 POSTs of mutated JSON into events, never an exception', () => {
    const rnd = seededRandom(5139);
    let stored = 0;
    for (let n = 0; n < 3_000; n++) {
      let body = bodies[rnd(bodies.length)] as string;
      for (let m = 1 + rnd(3); m > 0; m--) body = mutateText(body, rnd, { separator: ',', junk });
      const events = pushPieces(Buffer.concat([post(body), post(bodies[0] as string)]), rnd);
      expectSound(events);
      stored += events.filter((e) => e.type === 'records').length;
    }
    // Most mutations leave something readable.
    expect(stored).toBeGreaterThan(1_000);
  });

  it('turns 3,000 mutated heads (and lengths that lie) into events, never an exception', () => {
    const rnd = seededRandom(1139);
    const heads = [
      (b: string) => post(b, ['Expect: 100-continue']),
      (b: string) => post(b, ['Connection: close']),
      (b: string) =>
        Buffer.from(
          post(b)
            .toString('latin1')
            .replace(/Content-Length: \d+/, `Content-Length: ${rnd(3000)}`),
          'latin1',
        ),
      (b: string) =>
        Buffer.from(
          `POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n${b.length.toString(16)}\r\n${b}\r\n0\r\n\r\n`,
          'latin1',
        ),
    ];
    for (let n = 0; n < 3_000; n++) {
      const request = (heads[rnd(heads.length)] as (b: string) => Buffer)(
        bodies[rnd(bodies.length)] as string,
      );
      const text = mutateText(request.toString('latin1'), rnd, {
        separator: '\r\n',
        junk: ['', ':', 'HTTP/1.1', 'Content-Length: 99999999', ' x'],
      });
      expectSound(pushPieces(Buffer.from(text, 'latin1'), rnd));
    }
  });

  it('takes random bytes, split anywhere, without an exception', () => {
    expectRandomBytesTaken(dmthttpCodec, 5139, {
      alphabet: 'POST / HTTP/1.1\r\n\r\nContent-Length: 9\r\n{}',
    });
  });
});
