import {
  geocodeQuerySchema,
  geocodeResultSchema,
  geofenceBulkDeleteSchema,
  geofenceCreateSchema,
  geofenceImportSchema,
  geofenceSchema,
  geofenceStatusBodySchema,
  geofenceUpdateSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import { baseRoutes } from './base-routes.ts';
import { geocoderOf } from './geocoder.ts';
import { importGeofences } from './import.ts';
import {
  changeGeofence,
  createGeofence,
  deleteGeofence,
  deleteGeofences,
  geocode,
  getOneGeofence,
  listOrganisationGeofences,
  setGeofenceStatus,
} from './service.ts';

const tags = ['geofences'];
const params = z.object({ id: z.string() });

export type GeofenceDeps = { db: Db; config?: Pick<ServerConfig, 'GEOCODER_URL'> };

/**
 * Geofences and bases (issue 7). Routes by id resolve the object's organisation
 * and check the caller's role there (viewer reads, member changes); another
 * organisation's object answers 404.
 */
export async function geofenceRoutes(app: FastifyInstance, deps: GeofenceDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;
  const geocoder = () => geocoderOf(deps.config);

  registerCrudRoutes(app, {
    kind: '/geofence',
    tags,
    item: geofenceSchema,
    listParam: 'organisationId',
    summaries: {
      list: "The organisation's geofences with the devices inside each (spec 7)",
      create: 'Adds a geofence; a circle without coordinates is centred on its geocoded address',
      bulkDelete: "Deletes several of an organisation's geofences; other ids are ignored",
      getOne: 'One geofence',
      change: 'Changes a geofence; the result is checked as a whole',
      remove: 'Deletes a geofence',
    },
    list: (organisationId) => listOrganisationGeofences(db, organisationId),
    create: { body: geofenceCreateSchema, run: (sub, body) => createGeofence(db, sub, body, geocoder()) },
    getOne: (sub, id) => getOneGeofence(db, sub, id),
    change: {
      body: geofenceUpdateSchema,
      run: (sub, id, body) => changeGeofence(db, sub, id, body, geocoder()),
    },
    remove: (sub, id) => deleteGeofence(db, sub, id),
    bulkDelete: {
      body: geofenceBulkDeleteSchema,
      run: (sub, body) => deleteGeofences(db, sub, body.organisationId, body.ids),
    },
    import: {
      body: geofenceImportSchema,
      summary: 'Imports geofences from CSV rows (name, address, postcode, latitude, longitude, radius)',
      run: (sub, body) => importGeofences(db, sub, body.organisationId, body.rows, geocoder()),
    },
  });

  r.get(
    '/geofence/geocode',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "The configured geocoder's first place for an address (503 when none is configured)",
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResultSchema },
      },
    },
    async (request) => geocode(db, subOf(request), request.query, geocoder()),
  );

  r.patch(
    '/geofence/:id/status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Sets a geofence active (watched) or paused (not watched)',
        params,
        body: geofenceStatusBodySchema,
        response: { 200: geofenceSchema },
      },
    },
    async (request) => setGeofenceStatus(db, subOf(request), request.params.id, request.body.status),
  );

  await app.register(baseRoutes, { db, geocoder });
}
