import type { PublicConfig } from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { isReachable } from '../../db/database.ts';

/** Health, readiness and the web app's configuration. */
export async function systemRoutes(
  app: FastifyInstance,
  { pool, site }: { pool: pg.Pool; site: PublicConfig },
) {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const database = await isReachable(pool);
    return reply.code(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
  });

  const body = JSON.stringify(site);
  app.get('/config.json', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json').send(body),
  );
}
