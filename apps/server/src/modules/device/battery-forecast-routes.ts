import {
  type BatteryForecastAnswer,
  type BatteryUnit,
  batteryForecastAnswerSchema,
  forecastBattery,
} from '@pinpoint/shared/battery-forecast.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { readingSeriesBatch } from './history.ts';
import { deviceFor } from './service.ts';

const dayMs = 86_400_000;
/** How far back the trend reads: long enough for a slow drain, short enough for one battery. */
const lookbackDays = 120;
const fields: Array<[string, BatteryUnit]> = [
  ['battery_mv', 'mv'],
  ['battery_pct', 'pct'],
];

/**
 * The battery forecast of one device (issue 30 item 4): its daily highest battery level over the
 * last 120 days through the readings' own series (mV when it reports them, else %), and the trend's
 * days left. `now` is the clock.
 */
export async function deviceBatteryForecast(
  db: Db,
  deviceId: string,
  now: Date,
): Promise<BatteryForecastAnswer> {
  const to = new Date(Math.ceil(now.getTime() / dayMs) * dayMs);
  const from = new Date(to.getTime() - lookbackDays * dayMs);
  const series = await readingSeriesBatch(
    db,
    null,
    fields.map(([field]) => ({ deviceId, field, from, to, stride: { seconds: 86_400 }, origin: from })),
  );
  for (const [i, [, unit]] of fields.entries()) {
    const days = (series[i] ?? []).map((b) => ({ t: b.t, value: b.max }));
    if (!days.length) continue;
    const forecast = forecastBattery(days, unit, now.getTime());
    return {
      unit,
      forecast: forecast ? { ...forecast, since: new Date(forecast.since).toISOString() } : null,
    };
  }
  return { unit: null, forecast: null };
}

export async function batteryForecastRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/device/:id/battery-forecast',
    {
      config: { access: 'user' },
      schema: {
        tags: ['devices'],
        summary: "About how many days the device's battery has left, from its trend (viewer)",
        params: z.object({ id: z.string() }),
        response: { 200: batteryForecastAnswerSchema },
      },
    },
    async (request) => {
      const device = await deviceFor(db, requireAuth(request).claims.sub, request.params.id, 'viewer');
      return deviceBatteryForecast(db, device.id, new Date());
    },
  );
}
