/**
 * Wall-clock arithmetic in an IANA time zone without a library (Intl only), shared by the
 * charts' time axes, the widget-data buckets and the report schedules so they agree on
 * where a local hour, day or month starts, DST included.
 */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
};

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
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** What a clock in the zone reads at an instant (ms since the epoch). */
export function wallClock(ms: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  return {
    year: Number(parts.year ?? 1970),
    month: Number(parts.month ?? 1),
    day: Number(parts.day ?? 1),
    hour: Number(parts.hour ?? 0),
    minute: Number(parts.minute ?? 0),
    second: Number(parts.second ?? 0),
    weekday: weekdays[parts.weekday ?? ''] ?? 1,
  };
}

/** The zone's offset from UTC at an instant, in ms (Toronto in winter: -5 h). */
export function zoneOffset(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const w = wallClock(whole, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole;
}

/** An instant as the zone's wall clock read as UTC (14:00 in Toronto becomes 14:00Z). */
export const toWallClock = (ms: number, timeZone: string): number => ms + zoneOffset(ms, timeZone);

/**
 * The instant a wall-clock time (given as if it were UTC) stands for: the inverse of
 * toWallClock. In the hour a fall-back repeats, the earlier instant; in the hour a
 * spring-forward skips, the later.
 */
export function fromWallClock(wall: number, timeZone: string): number {
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  const exact = [first, second].filter((ms) => toWallClock(ms, timeZone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(first, second);
}
