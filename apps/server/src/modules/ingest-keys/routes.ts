import { ingestKeyCreateSchema } from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { createKey, listOrganisationKeys, revokeOrganisationKey } from './service.ts';

const keySchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export async function ingestKeyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { role: 'admin' as const, organisationParam: 'id' };

  r.post(
    '/organisation/:id/ingest-keys',
    {
      config: { access: admin },
      schema: {
        tags: ['ingest'],
        summary: 'Creates an ingest key for network servers; the key is shown once',
        params: z.object({ id: z.string() }),
        body: ingestKeyCreateSchema,
        response: { 201: keySchema.extend({ key: z.string() }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createKey(db, requireAuth(request).claims.sub, request.params.id, request.body.name)),
  );

  r.get(
    '/organisation/:id/ingest-keys',
    {
      config: { access: admin },
      schema: {
        tags: ['ingest'],
        summary: "The organisation's ingest keys (never the keys themselves)",
        params: z.object({ id: z.string() }),
        response: { 200: z.array(keySchema) },
      },
    },
    async (request) => listOrganisationKeys(db, request.params.id),
  );

  r.delete(
    '/ingest-key/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['ingest'], summary: 'Revokes an ingest key', params: z.object({ id: z.string() }) },
    },
    async (request, reply) => {
      await revokeOrganisationKey(db, requireAuth(request).claims.sub, request.params.id);
      return reply.code(204).send();
    },
  );
}
