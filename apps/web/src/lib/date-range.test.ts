import { describe, expect, it } from 'vitest';
import { currentUtcDayRange } from './date-range.ts';

describe('currentUtcDayRange', () => {
  it('is the start and end of the current UTC day in unix seconds', () => {
    const range = currentUtcDayRange(new Date('2026-03-14T22:30:00-05:00'));
    // 22:30 in Toronto is already 03:30 on the 15th in UTC.
    expect(range.startDate).toBe(Date.UTC(2026, 2, 15) / 1000);
    expect(range.endDate).toBe(Date.UTC(2026, 2, 15, 23, 59, 59) / 1000);
  });

  it('covers the instant itself', () => {
    const now = new Date();
    const { startDate, endDate } = currentUtcDayRange(now);
    expect(startDate).toBeLessThanOrEqual(now.getTime() / 1000);
    expect(endDate).toBeGreaterThan(now.getTime() / 1000 - 1);
    expect(endDate - startDate).toBe(86_399);
  });
});
