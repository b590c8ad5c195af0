/** A date range in unix seconds (spec 3, "Date range"). */
export type DateRange = { startDate: number; endDate: number };

/** The current UTC day: from 00:00:00 to 23:59:59 UTC, as unix seconds. */
export function currentUtcDayRange(now: Date = new Date()): DateRange {
  const startMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startDate = startMs / 1000;
  return { startDate, endDate: startDate + 24 * 60 * 60 - 1 };
}
