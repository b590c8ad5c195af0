import { devicePageQuerySchema, devicePageSchema } from '@pinpoint/shared/device-page.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createDevicePositionsCache, devicePage, devicePageTag } from './device-page.ts';
import { answerEncoding, deviceListTag, matchesTag, revalidated } from './list-cache.ts';

const tags = ['devices'];
const idParams = z.object({ id: z.string() });

/**
 * Issue 31 item 2: the device table a page at a time (sorted, searched and filtered here), and the
 * map's compact positions of every device; each with an ETag and 304 like the whole list, whose
 * route (spec 7) still answers every device.
 */
export async function devicePageRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<ServerConfig, 'public'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const range = { minMv: config.public.battery_minMV, maxMv: config.public.battery_maxMV };
  const positions = createDevicePositionsCache(db);

  r.get(
    '/organisation/:id/devices/page',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags,
        summary:
          "One page of the organisation's devices, sorted, searched and filtered by type (issue 31); an ETag, 304 to If-None-Match",
        params: idParams,
        querystring: devicePageQuerySchema,
        response: { 200: devicePageSchema },
      },
    },
    async (request, reply) => {
      const organisationId = request.params.id;
      const etag = devicePageTag(await deviceListTag(db, organisationId), request.query);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesTag(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
      const body = await devicePage(db, organisationId, request.query, range);
      // Built as JSON by PostgreSQL, as the whole list is; compressed by the API's compression.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((p) => p as string)
        .send(body as unknown as z.infer<typeof devicePageSchema>);
    },
  );

  r.get(
    '/organisation/:id/devices/positions',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags,
        summary:
          'Every positioned device for the map, packed as columns (packages/shared/src/device-positions.ts); an ETag, 304 to If-None-Match',
        params: idParams,
      },
    },
    async (request, reply) => {
      const organisationId = request.params.id;
      const etag = await positions.tag(organisationId);
      if (revalidated(request.headers, reply, etag)) return reply.code(304).send();
      const encoding = answerEncoding(request.headers);
      const answer = await positions.body(organisationId, encoding, etag);
      reply.header('etag', answer.etag).type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(answer.body);
    },
  );
}
