import { memberRoleSchema, organisationSchema } from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { presentOrganisation } from './presenter.ts';
import { listForSub, listRoles } from './repo.ts';

export async function organisationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/organisation',
    {
      config: { access: 'user' },
      schema: {
        tags: ['organisations'],
        summary: "The caller's organisations with the caller's role in each",
        response: { 200: z.array(organisationSchema) },
      },
    },
    async (request) => (await listForSub(db, requireAuth(request).claims.sub)).map(presentOrganisation),
  );

  r.get(
    '/organisation/:id/roles',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags: ['organisations'],
        summary: "The organisation's members and their roles",
        params: z.object({ id: z.string() }),
        response: { 200: z.array(memberRoleSchema) },
      },
    },
    async (request) =>
      (await listRoles(db, request.params.id)).map((m) => ({
        userId: m.userId,
        email: m.email,
        name: m.name,
        role: m.role,
        since: m.created_at.toISOString(),
      })),
  );
}
