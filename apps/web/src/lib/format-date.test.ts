import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative } from './format-date.ts';

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

describe('relative and exact times', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('uses the largest whole unit', () => {
    expect(formatRelative(ago(10), now, 'en-CA')).toBe('10 seconds ago');
    expect(formatRelative(ago(5 * 60), now, 'en-CA')).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3600), now, 'en-CA')).toBe('3 hours ago');
    expect(formatRelative(ago(24 * 3600), now, 'en-CA')).toBe('yesterday');
    expect(formatRelative(ago(60 * 24 * 3600), now, 'en-CA')).toBe('2 months ago');
    expect(formatRelative(ago(5 * 60), now, 'fr-CA')).toBe('il y a 5 minutes');
  });

  it('gives the exact time in a zone, with its name', () => {
    expect(formatDateTime(now, 'en-CA', 'America/Toronto')).toMatch(/Mar\.? 10, 2026.*11:00:00.*EDT/);
  });
});
