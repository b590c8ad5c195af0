import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeySchema } from '@pinpoint/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { PersonalKeyAuth } from '../../auth/api-keys.ts';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import { apiKeysOff, createApiKey, listOrganisationApiKeys, revokeOrganisationApiKey } from './service.ts';

type Deps = { db: Db; enabled: boolean; auth: PersonalKeyAuth };

/** Personal API keys (issue 17, spec flag api_key_enabled): a person's keys for scripts. */
export async function apiKeyRoutes(app: FastifyInstance, { db, enabled, auth }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api keys'];
  const sub = (request: FastifyRequest) => requireAuth(request).claims.sub;
  // Refused before the body is checked while the flag is off.
  const onlyWhenEnabled = async (_request: FastifyRequest, _reply: FastifyReply) => {
    if (!enabled) throw forbidden(apiKeysOff);
  };

  r.get(
    '/organisation/:id/api-keys',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      preValidation: onlyWhenEnabled,
      schema: {
        tags,
        summary: "The caller's personal API keys in the organisation (an admin's list has everyone's)",
        params: z.object({ id: z.string() }),
        response: { 200: z.array(apiKeySchema) },
      },
    },
    async (request) => listOrganisationApiKeys(db, sub(request), request.params.id, auth),
  );

  r.post(
    '/organisation/:id/api-keys',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      preValidation: onlyWhenEnabled,
      schema: {
        tags,
        summary:
          'Creates a personal API key for the caller: named, with an expiry, a role no higher than theirs; shown once',
        params: z.object({ id: z.string() }),
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(db, sub(request), request.params.id, request.body)),
  );

  r.delete(
    '/api-key/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Revokes a personal API key at once (its owner, or an admin of its organisation)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      await revokeOrganisationApiKey(db, sub(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
