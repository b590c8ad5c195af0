import { matchedTrackQuerySchema, matchedTrackSchema } from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { deviceFor } from '../device/service.ts';
import { type MapMatchingConfig, matcherOf } from './matcher.ts';
import { matchedTrack } from './service.ts';

/** The device page's track snapped to roads (issue 20); /positions stays as reported. */
export async function mapMatchingRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: MapMatchingConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const matcher = matcherOf(config, app.log);

  r.get(
    '/device/:id/track',
    {
      config: { access: 'user' },
      schema: {
        tags: ['devices'],
        summary:
          "A range's track snapped to roads by the road-matching service (MAP_MATCHING_URL), as reported where it could not be; as reported throughout without one",
        params: z.object({ id: z.string() }),
        querystring: matchedTrackQuerySchema,
        response: { 200: matchedTrackSchema },
      },
    },
    async (request) => {
      const device = await deviceFor(db, requireAuth(request).claims.sub, request.params.id, 'viewer');
      const { from, to } = request.query;
      return matchedTrack(
        db,
        { organisationId: device.organisation_id, deviceId: device.id, from, to },
        matcher,
      );
    },
  );
}
