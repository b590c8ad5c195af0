/** Time of day in a time zone, for out-of-hours windows and message times (the shared wall clock). */
import { wallClock } from '@pinpoint/shared/wall-clock.ts';

/** Minutes since local midnight in the zone (0 to 1439). */
export function minuteOfDay(at: Date, timeZone: string): number {
  const clock = wallClock(at.getTime(), timeZone);
  return clock.hour * 60 + clock.minute;
}

/** 'HH:MM' to minutes since midnight. */
export const parseTimeOfDay = (hhmm: string): number => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * Whether `at` falls inside the window [start, end) of local time. A window whose
 * end is before its start runs across midnight (22:00 to 06:00); equal ends mean
 * the whole day; no window (either end missing) means always.
 */
export function isInsideWindow(
  at: Date,
  start: string | null,
  end: string | null,
  timeZone: string,
): boolean {
  if (!start || !end) return true;
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === to) return true;
  const m = minuteOfDay(at, timeZone);
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** '2026-01-31 22:05' in the zone, for the {{time}} of messages. */
export function localTime(at: Date, timeZone: string): string {
  const c = wallClock(at.getTime(), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
}
