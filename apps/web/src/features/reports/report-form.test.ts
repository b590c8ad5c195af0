import { describe, expect, it } from 'vitest';
import { draftErrors, inputOf, newDraft } from './report-form.ts';
import { formatNextRun, formatPeriod } from './run-period.ts';

describe('the report editor draft', () => {
  it('says what is missing in the shared schema’s words before anything is sent', () => {
    const draft = newDraft('en', 'C');
    expect(draftErrors(draft)).toEqual({
      name: 'Report name is required',
      widgets: 'Add at least one widget',
      recipients: 'at least one recipient must be selected',
    });
    expect(draftErrors({ ...draft, days: [], formats: [] })).toMatchObject({
      schedule: 'Choose at least one day',
      formats: 'Choose at least one format',
    });
  });

  it('sends only the chosen frequency’s settings', () => {
    const draft = { ...newDraft('fr', 'F'), frequency: 'monthly' as const, dayOfMonth: 31, time: '06:30' };
    expect(inputOf(draft)).toMatchObject({
      schedule: { frequency: 'monthly', time: '06:30', dayOfMonth: 31 },
      language: 'fr',
      temperatureUnit: 'F',
    });
    expect(inputOf({ ...draft, frequency: 'daily' }).schedule).toEqual({ frequency: 'daily', time: '06:30' });
  });
});

describe('run periods and next runs in the report’s zone', () => {
  it('shows whole local days as dates, and other windows with times', () => {
    expect(formatPeriod('2027-02-08T05:00:00Z', '2027-02-15T05:00:00Z', 'America/Toronto', 'en')).toBe(
      'Feb 8, 2027 – Feb 14, 2027',
    );
    expect(formatPeriod('2027-02-08T05:00:00Z', '2027-02-09T05:00:00Z', 'America/Toronto', 'en')).toBe(
      'Feb 8, 2027',
    );
    expect(formatPeriod('2027-02-08T05:00:00Z', '2027-02-10T17:30:00Z', 'America/Toronto', 'en')).toMatch(
      /^Feb 8, 2027, 12:00 a\.m\. – Feb 10, 2027, 12:30 p\.m\.$/,
    );
    expect(formatNextRun('2027-02-15T12:00:00Z', 'America/Toronto', 'en')).toBe('Mon, Feb 15, 07:00');
  });

  it('shows a run since the previous one as a range, even when it covered seconds (issue 27)', () => {
    // A scheduled 07:00 run, then 'Run now' at 10:00 the same day: the date once, both times.
    expect(formatPeriod('2027-02-15T12:00:00Z', '2027-02-15T15:00:00Z', 'America/Toronto', 'en')).toMatch(
      /^Feb 15, 2027, 7:00 a\.m\. – 10:00 a\.m\.$/,
    );
    // 23 seconds after the previous run: a range of seconds, never one time alone.
    expect(formatPeriod('2027-02-15T12:00:00Z', '2027-02-15T12:00:23Z', 'America/Toronto', 'en')).toMatch(
      /^Feb 15, 2027, 7:00:00 a\.m\. – 7:00:23 a\.m\.$/,
    );
    expect(formatPeriod('2027-02-15T12:00:00Z', '2027-02-16T12:00:00Z', 'America/Toronto', 'fr')).toMatch(
      /^15 févr\. 2027, 0?7 h 00 – 16 févr\. 2027, 0?7 h 00$/,
    );
  });
});
