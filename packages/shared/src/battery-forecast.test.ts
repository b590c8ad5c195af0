import { describe, expect, it } from 'vitest';
import { type BatteryDay, forecastBattery, sinceLastSwap } from './battery-forecast.ts';

// Generated series with known answers (issue 30 item 4): the forecast must find them.
const day = 86_400_000;
const start = Date.UTC(2026, 0, 1);
const series = (n: number, level: (i: number) => number): BatteryDay[] =>
  Array.from({ length: n }, (_, i) => ({ t: start + i * day, value: level(i) }));
const now = (n: number) => start + (n - 1) * day;

describe('the battery forecast', () => {
  it('reads a linear drain: 3000 mV falling 5 mV a day has 100 days left at 2800 mV', () => {
    const f = forecastBattery(
      series(41, (i) => 3000 - 5 * i),
      'mv',
      now(41),
    );
    expect(f).toMatchObject({ daysLeft: 100, confidence: 'high', days: 41 });
    expect(f?.slopePerDay).toBeCloseTo(-5, 6);
  });

  it('starts afresh after a battery swap', () => {
    // 60 days down to 2400 mV, then a new battery at 3000 mV draining 10 mV a day for 20 days.
    const days = [
      ...series(60, (i) => 3000 - 10 * i),
      ...series(20, (i) => 3000 - 10 * i).map((d) => ({ ...d, t: d.t + 60 * day })),
    ];
    expect(sinceLastSwap(days, 'mv')).toHaveLength(20);
    // At day 19 of the new battery: 2810 mV, 51 days left.
    expect(forecastBattery(days, 'mv', start + 79 * day)).toMatchObject({ daysLeft: 51, days: 20 });
  });

  it('is not thrown by cold nights and odd days', () => {
    // The days' highest levels follow 2 % a day; a third of the days are 8 points low (a cold day).
    const f = forecastBattery(
      series(30, (i) => 90 - 2 * i - (i % 3 === 0 ? 8 : 0)),
      'pct',
      now(30),
    );
    // On the trend the battery is at 32 % on day 29: 16 days left.
    expect(f?.daysLeft).toBe(16);
    expect(f?.slopePerDay).toBeCloseTo(-2, 6);
  });

  it('says nothing with too little data or a battery that is not draining', () => {
    expect(
      forecastBattery(
        series(6, (i) => 3000 - 10 * i),
        'mv',
        now(6),
      ),
    ).toBeNull();
    expect(forecastBattery([], 'mv', now(1))).toBeNull();
    expect(
      forecastBattery(
        series(20, () => 2900),
        'mv',
        now(20),
      ),
    ).toBeNull();
  });

  it('has less confidence in a noisy or short series', () => {
    const noisy = forecastBattery(
      series(12, (i) => 2900 - 4 * i + (i % 2 ? 30 : -30)),
      'mv',
      now(12),
    );
    expect(noisy?.confidence).toBe('low');
    expect(
      forecastBattery(
        series(12, (i) => 2900 - 4 * i),
        'mv',
        now(12),
      )?.confidence,
    ).toBe('medium');
  });
});
