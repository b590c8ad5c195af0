import { describeSchedule, type ReportSchedule, reportScheduleSchema } from '@pinpoint/shared/report.ts';
import { describe, expect, it } from 'vitest';
import { describePeriod, nextRunAfter, resolvePeriod, wallClock, zonedTime } from './schedule.ts';

const toronto = 'America/Toronto';
const weekly = (time: string, ...days: number[]): ReportSchedule =>
  reportScheduleSchema.parse({ frequency: 'weekly', time, days });

/** Every run from `from` up to `until`, as the scheduler would take them one after another. */
function runsBetween(schedule: ReportSchedule, from: string, until: string, timeZone = toronto) {
  const runs: string[] = [];
  let at = new Date(from);
  for (;;) {
    at = nextRunAfter(schedule, at, timeZone);
    if (at.getTime() > Date.parse(until)) return runs;
    runs.push(at.toISOString());
  }
}

describe('local times in a zone', () => {
  it('read the wall clock on both sides of a change', () => {
    expect(zonedTime(2026, 7, 6, 7, 0, toronto).toISOString()).toBe('2026-07-06T11:00:00.000Z');
    expect(zonedTime(2026, 1, 5, 7, 0, toronto).toISOString()).toBe('2026-01-05T12:00:00.000Z');
    expect(wallClock(new Date('2026-01-05T12:00:00Z'), toronto)).toMatchObject({ hour: 7, weekday: 1 });
  });

  it('move a skipped time past the gap and take the first of a repeated one', () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT, so 02:30 does not exist.
    expect(zonedTime(2026, 3, 8, 2, 30, toronto).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 1 November 2026: 02:00 EDT becomes 01:00 EST, so 01:30 happens twice.
    expect(zonedTime(2026, 11, 1, 1, 30, toronto).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('the next run', () => {
  it('keeps the local hour of a weekly report across the autumn change, once a week', () => {
    const runs = runsBetween(weekly('07:00', 7), '2026-10-20T00:00:00Z', '2026-11-10T00:00:00Z');
    expect(runs).toEqual([
      '2026-10-25T11:00:00.000Z', // 07:00 EDT
      '2026-11-01T12:00:00.000Z', // 07:00 EST, the day of the change
      '2026-11-08T12:00:00.000Z',
    ]);
  });

  it('fires once in the week whose repeated hour it names, and once in the week whose hour is skipped', () => {
    const autumn = runsBetween(weekly('01:30', 7), '2026-10-30T00:00:00Z', '2026-11-07T00:00:00Z');
    expect(autumn).toEqual(['2026-11-01T05:30:00.000Z']);
    expect(wallClock(new Date(autumn[0] as string), toronto)).toMatchObject({ hour: 1, minute: 30 });
    const spring = runsBetween(weekly('02:30', 7), '2026-03-01T12:00:00Z', '2026-03-14T00:00:00Z');
    expect(spring).toEqual(['2026-03-08T07:30:00.000Z']);
  });

  it('runs daily, on chosen weekdays and on a day of the month (the last day when the month is shorter)', () => {
    const daily = reportScheduleSchema.parse({ frequency: 'daily', time: '18:30' });
    expect(runsBetween(daily, '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
      '2026-03-07T23:30:00.000Z',
      '2026-03-08T22:30:00.000Z',
      '2026-03-09T22:30:00.000Z',
    ]);
    expect(runsBetween(weekly('07:00', 1, 4), '2026-06-01T12:00:00Z', '2026-06-09T00:00:00Z')).toEqual([
      '2026-06-04T11:00:00.000Z',
      '2026-06-08T11:00:00.000Z',
    ]);
    const monthly = reportScheduleSchema.parse({ frequency: 'monthly', time: '07:00', dayOfMonth: 31 });
    expect(runsBetween(monthly, '2026-01-15T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual([
      '2026-01-31T12:00:00.000Z',
      '2026-02-28T12:00:00.000Z',
      '2026-03-31T11:00:00.000Z',
      '2026-04-30T11:00:00.000Z',
    ]);
  });

  it('is strictly after the given time, so a run is never taken twice', () => {
    const at = new Date('2026-06-08T11:00:00Z');
    expect(nextRunAfter(weekly('07:00', 1), at, toronto).toISOString()).toBe('2026-06-15T11:00:00.000Z');
  });
});

describe('the period a run covers', () => {
  const monday = new Date('2026-11-02T12:00:00Z'); // Monday 07:00 EST, the day after the change

  it('is made of whole local days, 7 of them for a week even when one has 25 hours', () => {
    const week = resolvePeriod('week', monday, toronto);
    expect(week.from.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect((week.to.getTime() - week.from.getTime()) / 3_600_000).toBe(7 * 24 + 1);
    const day = resolvePeriod('day', monday, toronto);
    expect(day.from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(day.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('is the previous calendar month, or everything since the last run', () => {
    const month = resolvePeriod('month', new Date('2026-01-01T12:00:00Z'), toronto);
    expect(month.from.toISOString()).toBe('2025-12-01T05:00:00.000Z');
    expect(month.to.toISOString()).toBe('2026-01-01T05:00:00.000Z');
    const previous = new Date('2026-10-30T12:00:00Z');
    expect(resolvePeriod('since_last', monday, toronto, previous)).toEqual({ from: previous, to: monday });
    expect(resolvePeriod('since_last', monday, toronto, null).from.toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('reads as days in the report language', () => {
    const week = resolvePeriod('week', monday, toronto);
    expect(describePeriod(week, toronto, 'en', false)).toBe('Oct 26, 2026 – Nov 1, 2026');
    expect(describePeriod(week, toronto, 'fr', false)).toBe('26 oct. 2026 – 1 nov. 2026');
  });
});

describe('a schedule in words', () => {
  it('names the days and the time', () => {
    expect(describeSchedule(weekly('07:00', 1))).toBe('Every Monday at 07:00');
    expect(describeSchedule(weekly('07:00', 5, 1, 3))).toBe('Every Monday, Wednesday and Friday at 07:00');
    expect(describeSchedule(weekly('08:15', 1, 2, 3, 4, 5))).toBe('Every weekday at 08:15');
    expect(describeSchedule({ frequency: 'daily', time: '18:30' })).toBe('Every day at 18:30');
    expect(describeSchedule({ frequency: 'monthly', time: '07:00', dayOfMonth: 1 })).toBe(
      'Every month on day 1 at 07:00',
    );
    expect(describeSchedule(weekly('07:00', 1), 'fr')).toBe('Chaque lundi à 07:00');
  });
});
