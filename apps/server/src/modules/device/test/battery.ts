import type { Db } from '../../../db/database.ts';

/** Test-only: battery series written as ingest leaves them (readings, and the device's last level). */

const day = 86_400_000;

/**
 * A device's daily battery readings ending at `end`: `days` days of `level(i)` (i = 0 the oldest) at
 * noon, each with a cold reading 150 mV (or 10 points) lower at night, which the trend ignores.
 */
export async function writeBatterySeries(
  db: Db,
  device: { organisationId: string; deviceId: string },
  options: { end: Date; days: number; level: (i: number) => number; field?: 'battery_mv' | 'battery_pct' },
) {
  const field = options.field ?? 'battery_mv';
  const sag = field === 'battery_mv' ? 150 : 10;
  const lastNoon =
    Math.floor(options.end.getTime() / day) * day + day / 2 - (options.end.getUTCHours() < 12 ? day : 0);
  const rows = Array.from({ length: options.days }, (_, i) => {
    const noon = lastNoon - (options.days - 1 - i) * day;
    const value = options.level(i);
    return [
      { time: new Date(noon), value },
      { time: new Date(noon - 10 * 3_600_000), value: value - sag },
    ];
  }).flat();
  await db
    .insertInto('readings')
    .values(
      rows.map((r) => ({
        organisation_id: device.organisationId,
        device_id: device.deviceId,
        field,
        time: r.time,
        value: r.value,
      })),
    )
    .execute();
  await db
    .updateTable('devices')
    .set({ [field]: options.level(options.days - 1), last_seen_at: new Date(lastNoon) })
    .where('id', '=', device.deviceId)
    .execute();
}
