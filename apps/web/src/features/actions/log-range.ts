import { currentUtcDayRange } from '../../lib/date-range.ts';
import type { Range } from './api.ts';

/** Whole UTC days, both ends included, as date inputs hold them (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

/** Spec 5: the date pickers' range. */
export const firstDay = '1900-01-01';
export const lastDay = '2099-12-31';

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const day = 24 * 60 * 60;

/** The logs' default: the last 7 UTC days, today included. */
export function lastWeek(now: Date = new Date()): DayRange {
  const { startDate } = currentUtcDayRange(now);
  return { from: isoDay(startDate - 6 * day), to: isoDay(startDate) };
}

export function isValidDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < firstDay || value > lastDay) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The API's range: from the first day's 00:00 UTC to the day after the last (exclusive). */
export function toApiRange({ from, to }: DayRange): Range {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from: new Date(`${from}T00:00:00Z`).toISOString(), to: end.toISOString() };
}

/** A new range after one end changed: the other end follows so that from <= to. */
export function changeRange(range: DayRange, end: 'from' | 'to', value: string): DayRange {
  if (!isValidDay(value)) return range;
  if (end === 'from') return { from: value, to: value > range.to ? value : range.to };
  return { from: value < range.from ? value : range.from, to: value };
}
