import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  const instant = new Date('2026-07-04T15:00:00Z');

  it('uses MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD', () => {
    expect(formatDate(instant, 'MM/DD/YYYY', 'UTC')).toBe('07/04/2026');
    expect(formatDate(instant, 'DD/MM/YYYY', 'UTC')).toBe('04/07/2026');
    expect(formatDate(instant, 'YYYY-MM-DD', 'UTC')).toBe('2026-07-04');
  });

  it('reads numbers as unix seconds and shows the day in the given zone', () => {
    const lateEvening = Date.UTC(2026, 0, 2, 3, 0) / 1000; // 22:00 on 1 January in Toronto
    expect(formatDate(lateEvening, 'MM/DD/YYYY', 'America/Toronto')).toBe('01/01/2026');
  });
});
