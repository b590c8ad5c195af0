import {
  assetBindingSchema,
  assetBulkDeleteSchema,
  assetCreateSchema,
  assetDataQuerySchema,
  assetDataSchema,
  assetImportSchema,
  assetSchema,
  assetUpdateSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import { loadAssetData } from './data.ts';
import { importAssets } from './import.ts';
import {
  changeAsset,
  createAsset,
  deleteAsset,
  deleteAssets,
  getOneAsset,
  listAssetBindings,
  listOrganisationAssets,
} from './service.ts';

const tags = ['assets'];
const params = z.object({ id: z.string() });

export type AssetDeps = { db: Db; defaultTimeZone: string };

/**
 * Assets (issue 15): GET /asset/organisation/{organisationId} (spec 7), create, change, delete,
 * CSV import, the bindings timeline and the data of the asset page. Routes by id resolve the
 * asset's organisation and check the caller's role there (viewer reads, member changes); another
 * organisation's asset answers 404.
 */
export async function assetRoutes(app: FastifyInstance, deps: AssetDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  registerCrudRoutes(app, {
    kind: '/asset',
    tags,
    item: assetSchema,
    listParam: 'organisationId',
    summaries: {
      list: "The organisation's assets with their metrics (spec 7)",
      create:
        "Adds an asset; each metric's device must be the organisation's (400 naming metrics[i].deviceId)",
      bulkDelete: "Deletes several of an organisation's assets; other ids are ignored",
      getOne: 'One asset',
      change:
        'Changes an asset; metrics, when given, is the whole list: a kept metric whose device changes keeps its history',
      remove: 'Deletes an asset',
    },
    list: (organisationId) => listOrganisationAssets(db, organisationId),
    create: { body: assetCreateSchema, run: (sub, body) => createAsset(db, sub, body) },
    getOne: (sub, id) => getOneAsset(db, sub, id),
    change: { body: assetUpdateSchema, run: (sub, id, body) => changeAsset(db, sub, id, body) },
    remove: (sub, id) => deleteAsset(db, sub, id),
    bulkDelete: {
      body: assetBulkDeleteSchema,
      run: (sub, body) => deleteAssets(db, sub, body.organisationId, body.ids),
    },
    import: {
      body: assetImportSchema,
      summary:
        'Imports assets from CSV rows (name, description, metric_type, device name or Dev EUI, field); rows sharing a name make one asset',
      run: (sub, body) => importAssets(db, sub, body.organisationId, body.rows),
    },
  });

  r.get(
    '/asset/:id/bindings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Which device fed which metric when, metric by metric, oldest first (viewer)',
        params,
        response: { 200: z.array(assetBindingSchema) },
      },
    },
    async (request) => listAssetBindings(db, subOf(request), request.params.id),
  );

  r.get(
    '/asset/:id/data',
    {
      config: { access: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Each metric's latest value and history over the range, from its bindings' devices; position fixes and tracks; its devices' alerts (viewer)",
        params,
        querystring: assetDataQuerySchema,
        response: { 200: assetDataSchema },
      },
    },
    async (request) => {
      const { from, to, width, timeZone } = request.query;
      return loadAssetData(db, subOf(request), request.params.id, {
        from,
        to,
        width,
        timeZone: timeZone ?? deps.defaultTimeZone,
        now: new Date(),
      });
    },
  );
}
