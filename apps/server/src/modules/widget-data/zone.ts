/**
 * Wall-clock arithmetic in an IANA time zone, without a library: where a local day, week
 * or month starts, as PostgreSQL's date_trunc(unit, time, zone) answers it, so the origin
 * the data call reports is the first bucket the statement makes.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at `ms` (ms; -5 h in Toronto's winter). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant a wall-clock time (given as if it were UTC) happens in the zone. */
function fromWallClock(wallAsUtc: number, timeZone: string): number {
  let guess = wallAsUtc - zoneOffsetMs(wallAsUtc, timeZone);
  guess = wallAsUtc - zoneOffsetMs(guess, timeZone);
  return guess;
}

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
