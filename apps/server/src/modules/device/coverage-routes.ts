import { coverageQuerySchema, coverageSchema } from '@pinpoint/shared/coverage.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { organisationCoverage } from './coverage.ts';

/** The coverage layer's points (issue 30 item 5): the organisation's own trackers' uplinks by signal. */
export async function coverageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/organisation/:id/coverage',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags: ['devices'],
        summary: "Where the organisation's LoRaWAN trackers were heard, with RSSI and SNR (viewer)",
        params: z.object({ id: z.string() }),
        querystring: coverageQuerySchema,
        response: { 200: coverageSchema },
      },
    },
    async (request) => organisationCoverage(db, request.params.id, request.query.days),
  );
}
