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

/** A new range after one end changed: the other end follows so that from <= to. */
export function changeRange(range: DayRange, end: 'from' | 'to', day: string): DayRange {
  if (!isValidDay(day)) return range;
  if (end === 'from') return { from: day, to: day > range.to ? day : range.to };
  return { from: day < range.from ? day : range.from, to: day };
}
