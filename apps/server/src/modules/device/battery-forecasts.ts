import {
  type BatteryForecast,
  type BatteryForecastAnswer,
  type BatteryUnit,
  type DeviceBatteryForecast,
  forecastBattery,
} from '@pinpoint/shared/battery-forecast.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { readingSeriesBatch } from './history.ts';

const dayMs = 86_400_000;
/** How far back the trend reads: long enough for a slow drain, short enough for one battery. */
const lookbackDays = 120;
/** A kept forecast older than this is computed again (a day's highest level moves slowly). */
export const forecastMaxAgeMs = 3_600_000;
/** Devices computed in one statement: bounds a statement of a large organisation. */
const chunkSize = 500;

type Target = { id: string; field: 'battery_mv' | 'battery_pct' };
type Row = {
  device_id: string;
  unit: BatteryUnit | null;
  days_left: number | null;
  confidence: BatteryForecast['confidence'] | null;
  slope_per_day: number | null;
  since: Date | null;
  days: number | null;
};

const unitOf = (field: Target['field']): BatteryUnit => (field === 'battery_mv' ? 'mv' : 'pct');

/**
 * Forecasts of some devices from their daily highest battery level over the last 120 days, in one
 * statement (readingSeriesBatch: one lateral daily series a device), kept in battery_forecasts.
 * mV when the device reports them, else %.
 */
async function computeForecasts(db: Db, organisationId: string, targets: Target[], now: Date) {
  const to = new Date(Math.ceil(now.getTime() / dayMs) * dayMs);
  const from = new Date(to.getTime() - lookbackDays * dayMs);
  const series = await readingSeriesBatch(
    db,
    organisationId,
    targets.map(({ id, field }) => ({
      deviceId: id,
      field,
      from,
      to,
      stride: { seconds: 86_400 },
      origin: from,
    })),
  );
  const rows = targets.map(({ id, field }, i): Row => {
    const days = (series[i] ?? []).map((b) => ({ t: b.t, value: b.max }));
    const f = days.length ? forecastBattery(days, unitOf(field), now.getTime()) : null;
    return {
      device_id: id,
      unit: days.length ? unitOf(field) : null,
      days_left: f?.daysLeft ?? null,
      confidence: f?.confidence ?? null,
      slope_per_day: f?.slopePerDay ?? null,
      since: f ? new Date(f.since) : null,
      days: f?.days ?? null,
    };
  });
  const column = <T>(pick: (r: Row) => T) => rows.map(pick);
  await sql`
    insert into battery_forecasts (device_id, organisation_id, unit, days_left, confidence, slope_per_day,
                                   since, days, computed_at)
    select f.device_id, ${organisationId}::uuid, f.unit, f.days_left, f.confidence, f.slope_per_day, f.since,
           f.days, ${now}::timestamptz
      from unnest(${column((r) => r.device_id)}::uuid[], ${column((r) => r.unit)}::text[],
                  ${column((r) => r.days_left)}::int[], ${column((r) => r.confidence)}::text[],
                  ${column((r) => r.slope_per_day)}::float8[], ${column((r) => r.since)}::timestamptz[],
                  ${column((r) => r.days)}::int[])
           as f (device_id, unit, days_left, confidence, slope_per_day, since, days)
      join devices d on d.id = f.device_id and d.organisation_id = ${organisationId}::uuid
    on conflict (device_id) do update set organisation_id = excluded.organisation_id, unit = excluded.unit,
      days_left = excluded.days_left, confidence = excluded.confidence, slope_per_day = excluded.slope_per_day,
      since = excluded.since, days = excluded.days, computed_at = excluded.computed_at`.execute(db);
  return rows;
}

const present = (row: Row): DeviceBatteryForecast | null =>
  row.unit && row.days_left !== null && row.confidence
    ? {
        unit: row.unit,
        daysLeft: row.days_left,
        confidence: row.confidence,
        slopePerDay: row.slope_per_day ?? 0,
        since: (row.since ?? new Date(0)).toISOString(),
        days: row.days ?? 0,
      }
    : null;

type ForecastOptions = { deviceIds?: readonly string[]; fresh?: boolean };

/**
 * The kept forecast rows of an organisation's devices (of `deviceIds` only, when given) that
 * reported a battery level, by device id. Rows younger than an hour are read as they are; the
 * others, and those asked `fresh`, are computed again, 500 devices a statement. Devices that
 * never reported a battery level cost nothing.
 */
async function forecastRows(
  db: Db,
  organisationId: string,
  now: Date,
  options: ForecastOptions,
): Promise<Map<string, Row>> {
  const only = options.deviceIds ? sql`and d.id = any(${[...options.deviceIds]}::uuid[])` : sql``;
  const { rows } = await sql<Row & { id: string; field: Target['field']; stale: boolean }>`
    select d.id, case when d.battery_mv is not null then 'battery_mv' else 'battery_pct' end as field,
           f.device_id, f.unit, f.days_left, f.confidence, f.slope_per_day, f.since, f.days,
           (f.device_id is null or ${options.fresh ?? false}
             or abs(extract(epoch from (${now}::timestamptz - f.computed_at))) * 1000 > ${forecastMaxAgeMs}) as stale
      from devices d
      left join battery_forecasts f on f.device_id = d.id and f.organisation_id = d.organisation_id
     where d.organisation_id = ${organisationId}::uuid ${only}
       and (d.battery_mv is not null or d.battery_pct is not null)`.execute(db);
  const out = new Map<string, Row>();
  const stale: Target[] = [];
  for (const row of rows) {
    if (row.stale) stale.push({ id: row.id, field: row.field });
    else out.set(row.id, row);
  }
  for (let i = 0; i < stale.length; i += chunkSize)
    for (const row of await computeForecasts(db, organisationId, stale.slice(i, i + chunkSize), now))
      out.set(row.device_id, row);
  return out;
}

/**
 * The battery forecasts of an organisation's devices (of `deviceIds` only, when given), by device
 * id; a device without one (too little to say, not draining, no battery readings) is left out.
 */
export async function batteryForecasts(
  db: Db,
  organisationId: string,
  now: Date,
  options: ForecastOptions = {},
): Promise<Map<string, DeviceBatteryForecast>> {
  const out = new Map<string, DeviceBatteryForecast>();
  for (const [id, row] of await forecastRows(db, organisationId, now, options)) {
    const forecast = present(row);
    if (forecast) out.set(id, forecast);
  }
  return out;
}

/** One device's forecast, computed afresh (the device page: a new battery shows at once). */
export async function deviceBatteryForecast(
  db: Db,
  device: { id: string; organisationId: string },
  now: Date,
): Promise<BatteryForecastAnswer> {
  const row = (
    await forecastRows(db, device.organisationId, now, { deviceIds: [device.id], fresh: true })
  ).get(device.id);
  const forecast = row ? present(row) : null;
  if (!forecast) return { unit: row?.unit ?? null, forecast: null };
  const { unit, ...rest } = forecast;
  return { unit, forecast: rest };
}
