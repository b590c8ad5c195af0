import {
  batteryForecastAnswerSchema,
  organisationBatteryForecastsSchema,
} from '@pinpoint/shared/battery-forecast.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { batteryForecasts, deviceBatteryForecast } from './battery-forecasts.ts';
import { deviceFor } from './service.ts';

/** Battery forecasts (issue 30 item 4): one device's, afresh, and an organisation's at once. */
export async function batteryForecastRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
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
      return deviceBatteryForecast(db, { id: device.id, organisationId: device.organisation_id }, new Date());
    },
  );

  r.get(
    '/organisation/:id/battery-forecasts',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags: ['devices'],
        summary: "Every device's battery forecast, for the device list (viewer; kept up to an hour)",
        params: z.object({ id: z.string() }),
        response: { 200: organisationBatteryForecastsSchema },
      },
    },
    async (request) => ({
      forecasts: Object.fromEntries(await batteryForecasts(db, request.params.id, new Date())),
    }),
  );
}
