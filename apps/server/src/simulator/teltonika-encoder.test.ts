import { describe, expect, it } from 'vitest';
import { teltonikaCodec } from '../ingest/trackers/teltonika/codec.ts';
import { type TeltonikaFix, teltonikaCodec8 } from './teltonika-encoder.ts';

const fix = (second: number, lat: number): TeltonikaFix => ({
  time: new Date(Date.UTC(2026, 0, 5, 8, 0, second)),
  lat,
  lon: -79.38,
  course: 90,
  satellites: 11,
  speedKmh: 42,
  ignition: true,
  moving: true,
  externalMv: 13_800,
  batteryMv: 4_100,
});

describe('the simulated Teltonika FMB', () => {
  it('sends what it buffered in one Codec 8 packet, which our listener acknowledges as that many records', () => {
    const events = teltonikaCodec
      .createStream()
      .push(teltonikaCodec8(fix(0, 43.65), fix(5, 43.651), fix(10, 43.652)));
    const [event] = events;
    if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
    // The Teltonika wiki: the server answers the number of records it took, 4 bytes.
    expect(Buffer.from(event.ack as Uint8Array).toString('hex')).toBe('00000003');
    expect(event.records.map((r) => [r.time.toISOString(), r.lat, r.speedKmh])).toEqual([
      ['2026-01-05T08:00:00.000Z', 43.65, 42],
      ['2026-01-05T08:00:05.000Z', 43.651, 42],
      ['2026-01-05T08:00:10.000Z', 43.652, 42],
    ]);
  });
});
