import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { optionCases, tableCases } from './fixtures/cases.ts';
import { fromWallClock, toWallClock, zoneOffset } from './zoned-time.ts';

const run = promisify(execFile);
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('zoned time', () => {
  it('shows Toronto wall clock across the November fall-back (01:00–02:00 happens twice)', () => {
    const tz = 'America/Toronto';
    // 2026-11-01 05:30Z is 01:30 EDT; an hour later it is 01:30 EST again.
    expect(zoneOffset(Date.parse('2026-11-01T05:30:00Z'), tz)).toBe(-4 * hour);
    expect(zoneOffset(Date.parse('2026-11-01T06:30:00Z'), tz)).toBe(-5 * hour);
    expect(iso(toWallClock(Date.parse('2026-11-01T05:30:00Z'), tz))).toBe('2026-11-01T01:30');
    expect(iso(toWallClock(Date.parse('2026-11-01T06:30:00Z'), tz))).toBe('2026-11-01T01:30');
    expect(iso(toWallClock(Date.parse('2026-11-01T07:00:00Z'), tz))).toBe('2026-11-01T02:00');
    // Local midnight, the day's first tick, is 04:00Z in October and 05:00Z after the change.
    expect(iso(toWallClock(Date.parse('2026-10-31T04:00:00Z'), tz))).toBe('2026-10-31T00:00');
    expect(iso(toWallClock(Date.parse('2026-11-02T05:00:00Z'), tz))).toBe('2026-11-02T00:00');
  });

  it('shows Toronto wall clock across the March spring-forward (02:00–03:00 never happens)', () => {
    const tz = 'America/Toronto';
    expect(iso(toWallClock(Date.parse('2026-03-08T06:59:00Z'), tz))).toBe('2026-03-08T01:59');
    expect(iso(toWallClock(Date.parse('2026-03-08T07:00:00Z'), tz))).toBe('2026-03-08T03:00');
    expect(zoneOffset(Date.parse('2026-03-08T07:00:00Z'), tz)).toBe(-4 * hour);
  });

  it('turns wall-clock times back into instants, DST or not', () => {
    const tz = 'America/Toronto';
    for (const at of [
      '2026-03-08T06:59:00Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T04:00:00Z',
      '2026-11-01T07:00:00Z',
      '2026-07-01T12:00:00Z',
    ]) {
      const ms = Date.parse(at);
      expect(new Date(fromWallClock(toWallClock(ms, tz), tz)).toISOString(), at).toBe(
        new Date(ms).toISOString(),
      );
    }
    // The repeated 01:30 reads as its first instant (EDT).
    expect(new Date(fromWallClock(Date.parse('2026-11-01T01:30:00Z'), tz)).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // The skipped 02:30 reads as the instant after the gap.
    expect(new Date(fromWallClock(Date.parse('2026-03-08T02:30:00Z'), tz)).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zoneOffset(0, 'Asia/Kolkata')).toBe(5.5 * hour);
    expect(zoneOffset(Date.parse('2026-06-01T00:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('builders ignore the host time zone', () => {
  const script = fileURLToPath(new URL('./fixtures/print-cases.ts', import.meta.url));
  const inZone = async (tz: string) => {
    const { stdout } = await run(process.execPath, [script], {
      env: { ...process.env, TZ: tz },
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as { hostOffsetMinutes: number; options: unknown; tables: unknown };
  };

  it('answers the same options and tables under TZ=UTC and TZ=Asia/Tokyo as here', async () => {
    const [utc, tokyo] = await Promise.all([inZone('UTC'), inZone('Asia/Tokyo')]);
    // The children really ran in those zones...
    expect(utc.hostOffsetMinutes).toBe(0);
    expect(tokyo.hostOffsetMinutes).toBe(-540);
    // ...and every builder answered the same, here included.
    expect(tokyo.options).toEqual(utc.options);
    expect(tokyo.tables).toEqual(utc.tables);
    const here = JSON.parse(
      JSON.stringify({
        options: Object.fromEntries(Object.entries(optionCases).map(([name, build]) => [name, build()])),
        tables: Object.fromEntries(Object.entries(tableCases).map(([name, build]) => [name, build()])),
      }),
    );
    expect(utc.options).toEqual(here.options);
    expect(utc.tables).toEqual(here.tables);
  }, 30_000);
});
