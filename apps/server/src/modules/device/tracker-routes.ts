import {
  deviceSchema,
  trackerCreatedSchema,
  trackerCreateSchema,
  trackerSetupSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { presentDevice } from './presenter.ts';
import { createTracker, trackerSetup } from './tracker.ts';

const tags = ['devices'];

/** Cellular trackers (issue 26): adding one by its IMEI, and where trackers report on this server. */
export async function trackerDeviceRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ServerConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/device/tracker',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Adds a cellular tracker by the id it sends (IMEI) and its protocol; a 15-digit IMEI with a wrong check digit is added with a warning',
        body: trackerCreateSchema,
        response: { 201: deviceSchema.extend(trackerCreatedSchema.shape) },
      },
    },
    async (request, reply) => {
      const { id, warning } = await createTracker(db, requireAuth(request).claims.sub, request.body);
      return reply.code(201).send({ ...(await presentDevice(db, id)), warning });
    },
  );

  r.get(
    '/organisation/:id/trackers',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags: ['integrations'],
        summary: "Each tracker protocol's host, port and the SMS that points a tracker at this server",
        params: z.object({ id: z.string() }),
        response: { 200: trackerSetupSchema },
      },
    },
    async () => trackerSetup(config),
  );
}
