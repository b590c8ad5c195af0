import { z } from 'zod';

/**
 * Battery forecast (issue 30 item 4): "about N days left" from a device's daily battery levels.
 *
 * Robust on purpose: each day counts by its highest level (a cold night sags the voltage for
 * hours, the warm part of the day does not), the trend is the Theil–Sen slope (the median of the
 * slopes between every two days, so a few odd days do not tilt it), and a level that jumps up
 * (a battery swap, or a recharge) starts the series afresh. Empty is the spec's 2300 mV, or 0 %.
 */

export type BatteryUnit = 'mv' | 'pct';
export type BatteryDay = {
  /** The day's start, ms since the epoch. */ t: number /** Its highest level. */;
  value: number;
};
export type BatteryForecast = {
  daysLeft: number;
  /** How far the days spread around the trend, and how many there are. */
  confidence: 'low' | 'medium' | 'high';
  /** Per day, negative when draining (mV or % a day). */
  slopePerDay: number;
  /** The first day the forecast reads (after the last swap). */
  since: number;
  days: number;
};

/** The spec's battery range (spec 9): 2300 mV empty, 3000 mV full. */
export const batteryEmpty: Record<BatteryUnit, number> = { mv: 2300, pct: 0 };
/** A rise this large from one day to the next is a new battery (or a recharge), not noise. */
const swapJump: Record<BatteryUnit, number> = { mv: 120, pct: 15 };
/** Fewer days than this after the last swap: too little to say. */
export const minForecastDays = 7;
const dayMs = 86_400_000;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The days after the last swap, oldest first. */
export function sinceLastSwap(days: readonly BatteryDay[], unit: BatteryUnit): BatteryDay[] {
  const sorted = [...days].sort((a, b) => a.t - b.t);
  let start = 0;
  for (let i = 1; i < sorted.length; i++)
    if ((sorted[i] as BatteryDay).value - (sorted[i - 1] as BatteryDay).value > swapJump[unit]) start = i;
  return sorted.slice(start);
}

/**
 * The forecast at `now`, or null when there is too little to say (fewer than a week of days since
 * the last swap) or the battery is not draining.
 */
export function forecastBattery(
  days: readonly BatteryDay[],
  unit: BatteryUnit,
  now: number,
): BatteryForecast | null {
  const kept = sinceLastSwap(days, unit);
  const first = kept[0];
  const last = kept.at(-1);
  if (!first || !last || kept.length < minForecastDays || last.t - first.t < (minForecastDays - 1) * dayMs)
    return null;
  const slopes: number[] = [];
  for (let i = 0; i < kept.length; i++)
    for (let j = i + 1; j < kept.length; j++) {
      const a = kept[i] as BatteryDay;
      const b = kept[j] as BatteryDay;
      slopes.push(((b.value - a.value) / (b.t - a.t)) * dayMs);
    }
  const slope = median(slopes);
  if (!(slope < 0)) return null;
  // The level now on the trend: the median of each day's value carried to now along the slope.
  const level = median(kept.map((d) => d.value + (slope * (now - d.t)) / dayMs));
  const daysLeft = Math.max(0, (level - batteryEmpty[unit]) / -slope);
  // How far the days stray from the trend, against how much the trend falls over them.
  const spread = median(kept.map((d) => Math.abs(d.value - (level + (slope * (d.t - now)) / dayMs))));
  const fall = Math.abs(slope) * ((last.t - first.t) / dayMs);
  const steady = fall > 0 ? spread / fall : 1;
  const confidence =
    kept.length >= 21 && steady < 0.1 ? 'high' : kept.length >= 10 && steady < 0.3 ? 'medium' : 'low';
  return {
    daysLeft: Math.round(daysLeft),
    confidence,
    slopePerDay: slope,
    since: first.t,
    days: kept.length,
  };
}

/** A forecast on the wire: `since` as an ISO date. */
export const batteryForecastSchema = z.object({
  daysLeft: z.number(),
  confidence: z.enum(['low', 'medium', 'high']),
  slopePerDay: z.number(),
  since: z.string(),
  days: z.number(),
});

/** GET /api/device/{id}/battery-forecast: the forecast (null: too little to say, or not draining). */
export const batteryForecastAnswerSchema = z.object({
  unit: z.enum(['mv', 'pct']).nullable(),
  forecast: batteryForecastSchema.nullable(),
});
export type BatteryForecastAnswer = z.infer<typeof batteryForecastAnswerSchema>;

/**
 * GET /api/organisation/{id}/battery-forecasts: the forecast of each device that has one, by id
 * (a device missing from it: too little to say, or not draining).
 */
export const organisationBatteryForecastsSchema = z.object({
  forecasts: z.record(z.string(), batteryForecastSchema.extend({ unit: z.enum(['mv', 'pct']) })),
});
export type OrganisationBatteryForecasts = z.infer<typeof organisationBatteryForecastsSchema>;
export type DeviceBatteryForecast = OrganisationBatteryForecasts['forecasts'][string];
