import {
  geocodeQuerySchema,
  geocodeResultSchema,
  geofenceBulkDeleteSchema,
  geofenceCreateSchema,
  geofenceImportSchema,
  geofenceSchema,
  geofenceStatusBodySchema,
  geofenceUpdateSchema,
  importResultSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
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

  r.get(
    '/geofence/organisation/:organisationId',
    {
      config: { access: { role: 'viewer', organisationParam: 'organisationId' } },
      schema: {
        tags,
        summary: "The organisation's geofences with the devices inside each (spec 7)",
        params: z.object({ organisationId: z.string() }),
        response: { 200: z.array(geofenceSchema) },
      },
    },
    async (request) => listOrganisationGeofences(db, request.params.organisationId),
  );

  r.post(
    '/geofence',
    {
      // The role (member) is checked in the service against the body's organisationId.
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Adds a geofence; a circle without coordinates is centred on its geocoded address',
        body: geofenceCreateSchema,
        response: { 201: geofenceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGeofence(db, subOf(request), request.body, geocoder())),
  );

  r.post(
    '/geofence/import',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Imports geofences from CSV rows (name, address, postcode, latitude, longitude, radius)',
        body: geofenceImportSchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) =>
      importGeofences(db, subOf(request), request.body.organisationId, request.body.rows, geocoder()),
  );

  r.post(
    '/geofence/bulk-delete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Deletes several of an organisation's geofences; other ids are ignored",
        body: geofenceBulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => ({
      deleted: await deleteGeofences(db, subOf(request), request.body.organisationId, request.body.ids),
    }),
  );

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

  r.get(
    '/geofence/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One geofence', params, response: { 200: geofenceSchema } },
    },
    async (request) => getOneGeofence(db, subOf(request), request.params.id),
  );

  r.patch(
    '/geofence/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Changes a geofence; the result is checked as a whole',
        params,
        body: geofenceUpdateSchema,
        response: { 200: geofenceSchema },
      },
    },
    async (request) => changeGeofence(db, subOf(request), request.params.id, request.body, geocoder()),
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

  r.delete(
    '/geofence/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Deletes a geofence', params },
    },
    async (request, reply) => {
      await deleteGeofence(db, subOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  await app.register(baseRoutes, { db, geocoder });
}
