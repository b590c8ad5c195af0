import { describe, expect, it } from 'vitest';
import { changeRange, defaultDayRange, isValidDay, lastDays, toApiRange } from './day-range.ts';

describe('day ranges', () => {
  it('default to the current UTC day, or the last n days with today', () => {
    // 22:30 in Toronto on the 14th is already the 15th in UTC.
    const now = new Date('2026-03-14T22:30:00-05:00');
    expect(defaultDayRange(now)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(lastDays(7, now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('ask the API for whole days, the end exclusive', () => {
    expect(toApiRange({ from: '2026-02-28', to: '2026-02-28' })).toEqual({
      from: '2026-02-28T00:00:00.000Z',
      to: '2026-03-01T00:00:00.000Z',
    });
  });

  it('take only real days within 1900-01-01 and 2099-12-31', () => {
    expect(isValidDay('2024-02-29')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('1899-12-31')).toBe(false);
    expect(isValidDay('2100-01-01')).toBe(false);
    expect(isValidDay('')).toBe(false);
  });

  it('move the other end so that from <= to, and ignore a day that is not one', () => {
    const range = { from: '2026-03-09', to: '2026-03-15' };
    expect(changeRange(range, 'from', '2026-03-20')).toEqual({ from: '2026-03-20', to: '2026-03-20' });
    expect(changeRange(range, 'to', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(changeRange(range, 'from', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-15' });
    expect(changeRange(range, 'to', '')).toBe(range);
  });

  it('with a maximum, move the other end so that the range holds at most that many days', () => {
    const range = { from: '2026-03-09', to: '2026-03-15' };
    expect(changeRange(range, 'from', '2026-01-01', 31)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(changeRange(range, 'to', '2026-05-31', 31)).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(changeRange(range, 'from', '2026-02-20', 31)).toEqual({ from: '2026-02-20', to: '2026-03-15' });
    expect(changeRange(range, 'to', '2026-03-20', 7)).toEqual({ from: '2026-03-14', to: '2026-03-20' });
  });
});
