import { shareDataQuerySchema } from '@pinpoint/shared/widgets/index.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { createShareViewer } from './share-view.ts';

/**
 * GET /api/share/dashboard/{token}: a dashboard's public link, no sign-in, rate limited like
 * the device share. The token is its only input: the range is the saved one, or a shorter
 * preset when the link allows it. Unknown, revoked and expired links answer the same 404.
 */
export async function shareRoutes(app: FastifyInstance, deps: { db: Db; defaultTimeZone: string }) {
  const viewer = createShareViewer(deps.db, { defaultTimeZone: deps.defaultTimeZone });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/share/dashboard/:token',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['dashboards'],
        summary:
          'A shared dashboard, public (no sign-in): its projection and its data under share-local keys',
        params: z.object({ token: z.string().max(200) }),
        querystring: shareDataQuerySchema,
      },
    },
    async (request, reply) => {
      // A public link's data is live and revocable: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store');
      return viewer.view(request.params.token, request.query);
    },
  );
}
