import { currentUtcDayRange } from './date-range.ts';

/** A range of whole UTC days, both ends included, as date inputs hold them (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

/** The API's range: ISO instants, the end exclusive. */
export type InstantRange = { from: string; to: string };

/** Spec 5: the date pickers' range. */
export const firstDay = '1900-01-01';
export const lastDay = '2099-12-31';

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const daySeconds = 24 * 60 * 60;

/** The last `count` UTC days, today included. */
export function lastDays(count: number, now: Date = new Date()): DayRange {
  const { startDate } = currentUtcDayRange(now);
  return { from: isoDay(startDate - (count - 1) * daySeconds), to: isoDay(startDate) };
}

/** Spec 3/9: the default range is the current UTC day. */
export function defaultDayRange(now: Date = new Date()): DayRange {
  return lastDays(1, now);
}

export function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < firstDay || day > lastDay) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The API's range: from the first day's 00:00 UTC to the day after the last (exclusive). */
export function toApiRange({ from, to }: DayRange): InstantRange {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from: new Date(`${from}T00:00:00Z`).toISOString(), to: end.toISOString() };
}

/** ISO days (YYYY-MM-DD) sort as text. */
const earliest = (...days: string[]) => days.sort()[0] as string;
const latest = (...days: string[]) => days.sort().at(-1) as string;

const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A new range after one end changed: the other end follows so that from <= to and, with `maxDays`,
 * so that the range holds at most that many days (both ends included).
 */
export function changeRange(range: DayRange, end: 'from' | 'to', day: string, maxDays?: number): DayRange {
  if (!isValidDay(day)) return range;
  if (end === 'from') {
    const to = day > range.to ? day : range.to;
    const last = maxDays ? shiftDay(day, maxDays - 1) : to;
    return { from: day, to: earliest(to, last) };
  }
  const from = day < range.from ? day : range.from;
  const first = maxDays ? shiftDay(day, 1 - maxDays) : from;
  return { from: latest(from, first), to: day };
}
