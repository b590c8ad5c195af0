import {
  dashboardCreateSchema,
  dashboardDuplicateSchema,
  dashboardPatchSchema,
  dashboardSchema,
  dashboardShareCreatedSchema,
  dashboardShareCreateSchema,
  dashboardShareSchema,
  dashboardSummarySchema,
  widgetDataQuerySchema,
} from '@pinpoint/shared/widgets/index.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type MapMatchingConfig, matcherOf } from '../map-matching/matcher.ts';
import { roadsForUser } from '../map-matching/user-setting.ts';
import {
  changeDashboard,
  createDashboard,
  deleteDashboard,
  duplicateDashboard,
  getDashboardData,
  getOneDashboard,
  listOrganisationDashboards,
} from './service.ts';
import { shareRoutes } from './share-routes.ts';
import { createShare, listShares, revokeShare } from './sharing.ts';

const tags = ['dashboards'];
const params = z.object({ id: z.string() });

/** Without the map-matching settings (a test's config), dashboards show positions as reported. */
export type DashboardDeps = { db: Db; config: Pick<ServerConfig, 'TZ'> & Partial<MapMatchingConfig> };

/**
 * Dashboards (issue 13). Routes by id resolve the dashboard's organisation and check the
 * caller's role there: viewers read, members and up change and share; another
 * organisation's dashboard answers 404.
 */
export async function dashboardRoutes(app: FastifyInstance, deps: DashboardDeps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;
  // The server's road-matching service (issue 20), shared with the device page's track.
  const matcher = config.MAP_MATCHING_URL ? matcherOf(config as MapMatchingConfig, app.log) : null;

  r.get(
    '/dashboard/organisation/:organisationId',
    {
      config: { access: { role: 'viewer', organisationParam: 'organisationId' } },
      schema: {
        tags,
        summary: "The organisation's dashboards (name, widget count, shared, last change); empty when none",
        params: z.object({ organisationId: z.string() }),
        response: { 200: z.array(dashboardSummarySchema) },
      },
    },
    async (request) => listOrganisationDashboards(db, request.params.organisationId),
  );

  r.post(
    '/dashboard',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Adds a dashboard; its widgets may name only the organisation's devices, geofences and assets",
        body: dashboardCreateSchema,
        response: { 201: dashboardSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createDashboard(db, subOf(request), request.body)),
  );

  r.get(
    '/dashboard/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One dashboard: widgets, layouts, range, version',
        params,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => getOneDashboard(db, subOf(request), request.params.id),
  );

  r.patch(
    '/dashboard/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Changes a dashboard; a change of widgets, layouts or range names the version it was made on (409 when stale)',
        params,
        body: dashboardPatchSchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => changeDashboard(db, subOf(request), request.params.id, request.body),
  );

  r.delete(
    '/dashboard/:id',
    { config: { access: 'user' }, schema: { tags, summary: 'Deletes a dashboard and its links', params } },
    async (request, reply) => {
      await deleteDashboard(db, subOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/dashboard/:id/duplicate',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Copies a dashboard (not its links) under a new name ("Name (copy)" when none is given)',
        params,
        body: dashboardDuplicateSchema,
        response: { 201: dashboardSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await duplicateDashboard(db, subOf(request), request.params.id, request.body ?? {})),
  );

  r.get(
    '/dashboard/:id/data',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "All of a dashboard's widget data in one call: a result, error or skip per widget (shared/widgets/data.ts)",
        params,
        querystring: widgetDataQuerySchema,
      },
    },
    async (request) => {
      const sub = subOf(request);
      // Tracks and trip distances along the roads when the caller's map-matching setting is on.
      const roads = await roadsForUser(db, matcher, { sub });
      return getDashboardData(db, sub, request.params.id, request.query, config.TZ, request.log, roads);
    },
  );

  r.get(
    '/dashboard/:id/shares',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "A dashboard's public links, newest first (who made each, expiry, last use; never the token)",
        params,
        response: { 200: z.array(dashboardShareSchema) },
      },
    },
    async (request) => listShares(db, subOf(request), request.params.id),
  );

  r.post(
    '/dashboard/:id/shares',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Makes a public read-only link; its token is in this answer only',
        params,
        body: dashboardShareCreateSchema,
        response: { 201: dashboardShareCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createShare(db, subOf(request), request.params.id, request.body ?? {})),
  );

  r.delete(
    '/dashboard/:id/shares/:shareId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Revokes a public link at once (its page and live sockets end)',
        params: z.object({ id: z.string(), shareId: z.string() }),
      },
    },
    async (request, reply) => {
      await revokeShare(db, subOf(request), request.params.id, request.params.shareId);
      return reply.code(204).send();
    },
  );

  await app.register(shareRoutes, { db, defaultTimeZone: config.TZ });
}
