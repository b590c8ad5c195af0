import { describe, expect, it } from 'vitest';
import { bucketTarget, chooseStride, seriesOrigin } from './plan.ts';
import { localMidnight, startOfLocal, zoneOffsetMs } from './zone.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('local days in a time zone', () => {
  it('starts Toronto days at local midnight on both sides of the spring and autumn changes', () => {
    expect(iso(localMidnight(at('2026-03-07T12:00:00Z'), 'America/Toronto'))).toBe(
      '2026-03-07T05:00:00.000Z',
    );
    // The spring day is 23 hours long: it starts at EST midnight, the next at EDT midnight.
    expect(iso(localMidnight(at('2026-03-08T20:00:00Z'), 'America/Toronto'))).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(iso(localMidnight(at('2026-03-09T03:59:00Z'), 'America/Toronto'))).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(iso(localMidnight(at('2026-03-09T04:00:00Z'), 'America/Toronto'))).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(iso(localMidnight(at('2026-11-01T12:00:00Z'), 'America/Toronto'))).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(iso(localMidnight(at('2026-11-02T12:00:00Z'), 'America/Toronto'))).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('knows half-hour zones and the weeks (from Monday) and months of a zone', () => {
    expect(zoneOffsetMs(at('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
    expect(iso(localMidnight(at('2026-01-01T00:00:00Z'), 'Asia/Kolkata'))).toBe('2025-12-31T18:30:00.000Z');
    // Thursday 12 March 2026 -> Monday 9 March, Toronto (EDT since the 8th).
    expect(iso(startOfLocal(at('2026-03-12T15:00:00Z'), 'week', 'America/Toronto'))).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(iso(startOfLocal(at('2026-03-12T15:00:00Z'), 'month', 'America/Toronto'))).toBe(
      '2026-03-01T05:00:00.000Z',
    );
    expect(iso(startOfLocal(at('2026-03-12T15:00:00Z'), 'day', 'UTC'))).toBe('2026-03-12T00:00:00.000Z');
  });
});

describe('bucket strides', () => {
  it('aims at one bucket every 4 px, between 24 and 720', () => {
    expect(bucketTarget(1200)).toBe(300);
    expect(bucketTarget(40)).toBe(24);
    expect(bucketTarget(8000)).toBe(720);
  });

  it('picks the smallest nice stride, and calendar units from a day up', () => {
    const hour = 3_600_000;
    expect(chooseStride(24 * hour, 1200)).toEqual({ seconds: 300 });
    expect(chooseStride(24 * hour, 100)).toEqual({ seconds: 3600 });
    expect(chooseStride(7 * 24 * hour, 1200)).toEqual({ seconds: 3600 });
    expect(chooseStride(60 * 24 * hour, 400)).toEqual({ seconds: 86_400, unit: 'day' });
    expect(chooseStride(400 * 24 * hour, 400)).toEqual({ seconds: 604_800, unit: 'week' });
    expect(chooseStride(400 * 24 * hour, 100)).toEqual({ seconds: 2_629_746, unit: 'month' });
  });

  it('counts sub-day buckets from local midnight of the first day', () => {
    expect(iso(seriesOrigin(at('2026-03-08T10:17:00Z'), { seconds: 3600 }, 'America/Toronto'))).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(
      iso(seriesOrigin(at('2026-03-10T10:17:00Z'), { seconds: 86_400, unit: 'day' }, 'America/Toronto')),
    ).toBe('2026-03-10T04:00:00.000Z');
  });
});
