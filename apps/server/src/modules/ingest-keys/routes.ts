import {
  ingestKeyCreatedSchema,
  ingestKeyCreateSchema,
  ingestKeySchema,
  integrationSetupSchema,
  integrationTestResultSchema,
  integrationTestSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { type SendTestDeps, sendTest } from './send-test.ts';
import { createKey, listOrganisationKeys, revokeOrganisationKey } from './service.ts';
import { integrationSetup } from './setup.ts';
import type { KeyUsage } from './usage.ts';

type Deps = {
  db: Db;
  usage: KeyUsage;
  setup: Parameters<typeof integrationSetup>[0];
  /** What 'Send a test' sends through: the app's inject, one-use keys, the MQTT broker. */
  test: Omit<SendTestDeps, 'db'>;
};

export async function ingestKeyRoutes(app: FastifyInstance, { db, usage, setup, test }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { role: 'admin' as const, organisationParam: 'id' };
  const tags = ['ingest'];

  r.post(
    '/organisation/:id/ingest-keys',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Creates an ingest key for network servers; the key is shown once',
        params: z.object({ id: z.string() }),
        body: ingestKeyCreateSchema,
        response: { 201: ingestKeyCreatedSchema },
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
        tags,
        summary: "The organisation's ingest keys with their last use and uplinks in 24 h (never the keys)",
        params: z.object({ id: z.string() }),
        response: { 200: z.array(ingestKeySchema) },
      },
    },
    async (request) => listOrganisationKeys(db, request.params.id, usage),
  );

  r.delete(
    '/ingest-key/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Revokes an ingest key', params: z.object({ id: z.string() }) },
    },
    async (request, reply) => {
      await revokeOrganisationKey(db, requireAuth(request).claims.sub, request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/organisation/:id/integrations',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'The values to paste into each source: endpoint URLs from PUBLIC_URL, the MQTT topic',
        params: z.object({ id: z.string() }),
        response: { 200: integrationSetupSchema },
      },
    },
    async () => integrationSetup(setup),
  );

  r.post(
    '/organisation/:id/integrations/test',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          "Sends a sample uplink in the source's format through the real ingest path and answers what it did",
        params: z.object({ id: z.string() }),
        body: integrationTestSchema,
        response: { 200: integrationTestResultSchema },
      },
    },
    async (request) => sendTest({ ...test, db }, request.params.id, request.body),
  );
}
