import {
  organisationDeleteSchema,
  organisationInputSchema,
  organisationLogPageSchema,
  organisationLogQuerySchema,
  organisationSchema,
  type Role,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import { inKeyScope } from '../../auth/api-keys.ts';
import type { Db } from '../../db/database.ts';
import { presentOrganisation } from './presenter.ts';
import { listForSub } from './repo.ts';
import {
  changeOrganisation,
  createOrganisation,
  deleteOrganisation,
  getOrganisation,
  listOrganisationLogs,
  type RetentionLimits,
} from './service.ts';

type Deps = { db: Db; organisationEnabled: boolean; retention: RetentionLimits };

const params = z.object({ id: z.string() });
const tags = ['organisations'];
const needs = (role: Role) => ({ access: { role, organisationParam: 'id' } });

export async function organisationRoutes(app: FastifyInstance, { db, organisationEnabled, retention }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/organisation',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's organisations with the caller's role in each",
        response: { 200: z.array(organisationSchema) },
      },
    },
    async (request) =>
      (await listForSub(db, subOf(request))).filter(inKeyScope(request)).map(presentOrganisation),
  );

  r.post(
    '/organisation',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Creates an organisation owned by the caller (when organisation_enabled is on)',
        body: organisationInputSchema,
        response: { 201: organisationSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createOrganisation(db, subOf(request), request.body, organisationEnabled, retention)),
  );

  r.get(
    '/organisation/:id',
    {
      config: needs('viewer'),
      schema: { tags, summary: 'One organisation', params, response: { 200: organisationSchema } },
    },
    async (request) => getOrganisation(db, subOf(request), request.params.id),
  );

  r.patch(
    '/organisation/:id',
    {
      config: needs('admin'),
      schema: {
        tags,
        summary: "Changes an organisation's settings",
        params,
        body: organisationInputSchema.partial(),
        response: { 200: organisationSchema },
      },
    },
    async (request) => changeOrganisation(db, subOf(request), request.params.id, request.body, retention),
  );

  r.delete(
    '/organisation/:id',
    {
      config: needs('owner'),
      schema: {
        tags,
        summary: 'Deletes an organisation and everything of it; the name is typed to confirm',
        params,
        body: organisationDeleteSchema,
      },
    },
    async (request, reply) => {
      await deleteOrganisation(db, subOf(request), request.params.id, request.body.confirmName);
      return reply.code(204).send();
    },
  );

  r.get(
    '/organisation/:id/logs',
    {
      config: needs('admin'),
      schema: {
        tags,
        summary: "The organisation's log, newest first, paged",
        params,
        querystring: organisationLogQuerySchema,
        response: { 200: organisationLogPageSchema },
      },
    },
    async (request) =>
      listOrganisationLogs(db, request.params.id, request.query.page, request.query.pageSize),
  );
}
