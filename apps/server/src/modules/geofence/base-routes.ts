import {
  baseBulkDeleteSchema,
  baseCreateSchema,
  baseImportSchema,
  baseSchema,
  baseUpdateSchema,
  importResultSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import {
  changeBase,
  createBase,
  deleteBase,
  deleteBases,
  getOneBase,
  listOrganisationBases,
} from './base-service.ts';
import type { Geocoder } from './geocoder.ts';
import { importBases } from './import.ts';

const tags = ['bases'];
const params = z.object({ id: z.string() });

/** Bases: an organisation's depots, yards and sites; the same conventions as geofences. */
export async function baseRoutes(app: FastifyInstance, deps: { db: Db; geocoder: () => Geocoder | null }) {
  const { db, geocoder } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/base/organisation/:organisationId',
    {
      config: { access: { role: 'viewer', organisationParam: 'organisationId' } },
      schema: {
        tags,
        summary: "The organisation's bases",
        params: z.object({ organisationId: z.string() }),
        response: { 200: z.array(baseSchema) },
      },
    },
    async (request) => listOrganisationBases(db, request.params.organisationId),
  );

  r.post(
    '/base',
    {
      // The role (member) is checked in the service against the body's organisationId.
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Adds a base; without coordinates its address is geocoded when a geocoder is configured',
        body: baseCreateSchema,
        response: { 201: baseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createBase(db, subOf(request), request.body, geocoder())),
  );

  r.post(
    '/base/import',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Imports bases from CSV rows (name, address, postcode, status, latitude, longitude)',
        body: baseImportSchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) =>
      importBases(db, subOf(request), request.body.organisationId, request.body.rows, geocoder()),
  );

  r.post(
    '/base/bulk-delete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Deletes several of an organisation's bases; other ids are ignored",
        body: baseBulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => ({
      deleted: await deleteBases(db, subOf(request), request.body.organisationId, request.body.ids),
    }),
  );

  r.get(
    '/base/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One base', params, response: { 200: baseSchema } },
    },
    async (request) => getOneBase(db, subOf(request), request.params.id),
  );

  r.patch(
    '/base/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Changes a base (its status: open or closed)',
        params,
        body: baseUpdateSchema,
        response: { 200: baseSchema },
      },
    },
    async (request) => changeBase(db, subOf(request), request.params.id, request.body, geocoder()),
  );

  r.delete(
    '/base/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Deletes a base', params },
    },
    async (request, reply) => {
      await deleteBase(db, subOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
