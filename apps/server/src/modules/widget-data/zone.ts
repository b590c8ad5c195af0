import { fromWallClock, wallClock, zoneOffset } from '@pinpoint/shared/wall-clock.ts';

/**
 * Wall-clock arithmetic in an IANA time zone, without a library: where a local day, week
 * or month starts, as PostgreSQL's date_trunc(unit, time, zone) answers it, so the origin
 * the data call reports is the first bucket the statement makes.
 */

/** How far the zone's wall clock is ahead of UTC at `ms` (ms; -5 h in Toronto's winter). */
export const zoneOffsetMs = zoneOffset;

export type CalendarUnit = 'day' | 'week' | 'month';

/** The start of the local day (week from Monday, month) holding `ms`, like date_trunc(unit, t, zone). */
export function startOfLocal(ms: number, unit: CalendarUnit, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  let wall = Date.UTC(w.year, w.month - 1, unit === 'month' ? 1 : w.day);
  if (unit === 'week') {
    const weekday = (new Date(wall).getUTCDay() + 6) % 7; // Monday 0
    wall -= weekday * 86_400_000;
  }
  return fromWallClock(wall, timeZone);
}

/** Local midnight starting the day of `ms` in the zone. */
export const localMidnight = (ms: number, timeZone: string): number => startOfLocal(ms, 'day', timeZone);
