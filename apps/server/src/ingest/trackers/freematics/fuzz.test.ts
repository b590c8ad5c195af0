import { describe, expect, it } from 'vitest';
import type { TrackerEvent } from '../codec.ts';
import { expectRandomBytesTaken, mutateText, seededRandom } from '../test/fuzz.ts';
import { freematicsCodec } from './codec.ts';
import { byteSum, createFreematicsParser } from './parse.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Traccar's vectors [traccar], under a registrable id or as they are, mutated (bytes replaced,
// elements dropped, doubled or replaced with junk, cut short, separators moved) and then mostly
// signed again, so the parsing behind the checksum is reached: whatever a datagram holds, the
// codec answers with events, never an exception.

const NOW = new Date('2025-01-15T12:00:00Z');
const sign = (body: string) => `${body}*${byteSum(body).toString(16).toUpperCase()}`;
const unsigned = (v: string) => v.slice(0, v.lastIndexOf('*'));
const reheaded = (v: string) => `352625690000001${unsigned(v).slice(unsigned(v).indexOf('#'))}`;
const answer = /^1#EV=\d{1,2},RX=1(?:,TS=\d{1,10})?\*[0-9A-F]{2}$/;

const junk = [
  '',
  '0:',
  'A:',
  'A:999',
  'B:-181',
  '10:99999999',
  '11:320299',
  'EV=',
  'EV=1',
  'ID=',
  '#',
  '*',
  ':::',
];
const more = [
  (text: string, rnd: (n: number) => number) => text.replace(rnd(2) ? ':' : '=', rnd(2) ? '=' : ':'),
  (text: string, rnd: (n: number) => number) => `${text},${rnd(0x200).toString(16)}:${rnd(1e9) - 5e8}`,
];

function check(events: TrackerEvent[]) {
  for (const e of events) {
    if (e.type === 'bad_frame') expect(['malformed', 'checksum', 'unsupported']).toContain(e.reason);
    if ((e.type === 'heartbeat' || e.type === 'records') && e.ack)
      expect(Buffer.from(e.ack).toString('latin1')).toMatch(answer);
    if (e.type === 'login') expect(Buffer.from(e.accept ?? []).toString('latin1')).toMatch(answer);
    if (e.type === 'records') {
      expect(e.records.length).toBeGreaterThan(0);
      for (const r of e.records) {
        expect(Number.isNaN(r.time.getTime())).toBe(false);
        if (r.valid) {
          expect(Math.abs(r.lat as number)).toBeLessThanOrEqual(90);
          expect(Math.abs(r.lon as number)).toBeLessThanOrEqual(180);
        }
      }
    }
  }
}

describe('Freematics codec fuzz', () => {
  it('turns 5,000 mutated datagrams into events, never an exception', () => {
    const rnd = seededRandom(5170);
    const parse = createFreematicsParser(() => NOW);
    const seen = new Set<string>();
    for (let n = 0; n < 5_000; n++) {
      const v = traccarVectors[rnd(traccarVectors.length)] as string;
      const base = rnd(4) ? reheaded(v) : unsigned(v);
      const how = { separator: ',', junk, more };
      const text = mutateText(mutateText(base, rnd, how), rnd, how);
      const datagram = rnd(5) ? sign(text) : `${text}*${rnd(256).toString(16)}`;
      const events = parse(Buffer.from(datagram, 'latin1'));
      check(events);
      for (const e of events) seen.add(e.type === 'bad_frame' ? e.reason : e.type);
    }
    // The mutations reach every outcome, not only the checksum's refusal.
    expect([...seen].sort()).toEqual([
      'checksum',
      'heartbeat',
      'login',
      'malformed',
      'records',
      'unsupported',
    ]);
  });

  it('takes random datagrams and refuses TCP bytes without an exception', () => {
    const rnd = seededRandom(2018);
    expect(freematicsCodec.parseDatagram).toBeTypeOf('function');
    for (let n = 0; n < 2_000; n++) {
      const alphabet = '0123456789ABCDEF#*:=,;.-EVIDTS';
      const body = Array.from({ length: rnd(300) }, () =>
        rnd(2) ? alphabet[rnd(alphabet.length)] : String.fromCharCode(rnd(256)),
      ).join('');
      check(freematicsCodec.parseDatagram?.(Buffer.from(rnd(2) ? sign(body) : body, 'latin1')) ?? []);
    }
    expectRandomBytesTaken(freematicsCodec, 2018, { runs: 200 });
  });
});
