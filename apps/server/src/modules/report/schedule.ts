import type { ReportLanguage, ReportPeriod, ReportSchedule } from '@pinpoint/shared/report.ts';
import { type WallClock, wallClock as wallClockAt, zoneOffset } from '@pinpoint/shared/wall-clock.ts';

/**
 * Schedule maths in a time zone: when a report runs next and which window a run
 * covers. Wall-clock times follow the zone's daylight saving: a report at 07:00
 * runs at 07:00 local on both sides of a change; a time the change skips (02:30 on
 * the spring-forward night) runs right after the gap (03:30), and a time that occurs
 * twice (01:30 on the fall-back night) runs once, at the first.
 */

export type { WallClock };

/** The wall clock of an instant in a zone. */
export const wallClock = (at: Date, timeZone: string): WallClock => wallClockAt(at.getTime(), timeZone);

/** Minutes the zone is ahead of UTC at an instant (-240 for Toronto in summer). */
const offsetMinutes = (at: Date, timeZone: string): number =>
  Math.round(zoneOffset(at.getTime(), timeZone) / 60_000);

/**
 * The instant a zone's wall clock reads this local time. A skipped time is moved
 * forward by the gap; a repeated one answers its first occurrence.
 */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetMinutes(new Date(local - 12 * 3_600_000), timeZone);
  const after = offsetMinutes(new Date(local + 12 * 3_600_000), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset * 60_000)
    .filter((t) => {
      const w = wallClock(new Date(t), timeZone);
      return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === local;
    })
    .sort((a, b) => a - b);
  // None: the time falls in a gap; the offset from before the change lands just after it.
  return new Date(candidates[0] ?? local - before * 60_000);
}

/** The local calendar day `days` after (or before) a local date. */
function addDays(date: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function firesOn(schedule: ReportSchedule, date: { year: number; month: number; day: number }): boolean {
  if (schedule.frequency === 'daily') return true;
  if (schedule.frequency === 'weekly') {
    const weekday = ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
    return schedule.days.includes(weekday);
  }
  // Day 31 in a 30-day month (or 29 in February) runs on the month's last day.
  return date.day === Math.min(schedule.dayOfMonth, daysInMonth(date.year, date.month));
}

/** The first time the schedule fires strictly after `after`, in the zone. */
export function nextRunAfter(schedule: ReportSchedule, after: Date, timeZone: string): Date {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const start = wallClock(after, timeZone);
  // From the day before (a zone far behind UTC), through a bit more than a month.
  for (let i = -1; i <= 62; i++) {
    const date = addDays(start, i);
    if (!firesOn(schedule, date)) continue;
    const at = zonedTime(date.year, date.month, date.day, hour, minute, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('nextRunAfter: no run within two months');
}

/** Local midnight of the day `days` after the local date of `at`. */
export function localMidnight(at: Date, timeZone: string, days = 0): Date {
  const date = addDays(wallClock(at, timeZone), days);
  return zonedTime(date.year, date.month, date.day, 0, 0, timeZone);
}

export type Period = { from: Date; to: Date };

/**
 * The window a run at `runAt` covers: the last full local day, the 7 full local days
 * before the run's day, the previous calendar month, or since the previous run's end
 * (the first such run covers the day before and today so far).
 */
export function resolvePeriod(
  period: ReportPeriod,
  runAt: Date,
  timeZone: string,
  previousEnd: Date | null = null,
): Period {
  switch (period) {
    case 'day':
      return { from: localMidnight(runAt, timeZone, -1), to: localMidnight(runAt, timeZone) };
    case 'week':
      return { from: localMidnight(runAt, timeZone, -7), to: localMidnight(runAt, timeZone) };
    case 'month': {
      const w = wallClock(runAt, timeZone);
      const previous = w.month === 1 ? { year: w.year - 1, month: 12 } : { year: w.year, month: w.month - 1 };
      return {
        from: zonedTime(previous.year, previous.month, 1, 0, 0, timeZone),
        to: zonedTime(w.year, w.month, 1, 0, 0, timeZone),
      };
    }
    case 'since_last': {
      const from =
        previousEnd && previousEnd.getTime() < runAt.getTime()
          ? previousEnd
          : localMidnight(runAt, timeZone, -1);
      return { from, to: runAt };
    }
  }
}

/** A period in words for titles and subjects: '2 – 8 Mar 2026', or with times for runs since the last. */
export function describePeriod(
  period: Period,
  timeZone: string,
  language: ReportLanguage,
  withTimes: boolean,
): string {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const options: Intl.DateTimeFormatOptions = withTimes
    ? { timeZone, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }
    : { timeZone, dateStyle: 'medium' };
  const format = new Intl.DateTimeFormat(locale, options);
  // A window ending at midnight ends with the day before.
  const end = withTimes ? period.to : new Date(period.to.getTime() - 1);
  const from = format.format(period.from);
  const to = format.format(end);
  return from === to ? from : `${from} – ${to}`;
}
