import {
  baseBulkDeleteSchema,
  baseCreateSchema,
  baseImportSchema,
  baseSchema,
  baseUpdateSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
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

/** Bases: an organisation's depots, yards and sites; the same conventions as geofences. */
export async function baseRoutes(app: FastifyInstance, deps: { db: Db; geocoder: () => Geocoder | null }) {
  const { db, geocoder } = deps;
  registerCrudRoutes(app, {
    kind: '/base',
    tags: ['bases'],
    item: baseSchema,
    listParam: 'organisationId',
    summaries: {
      list: "The organisation's bases",
      create: 'Adds a base; without coordinates its address is geocoded when a geocoder is configured',
      bulkDelete: "Deletes several of an organisation's bases; other ids are ignored",
      getOne: 'One base',
      change: 'Changes a base (its status: open or closed)',
      remove: 'Deletes a base',
    },
    list: (organisationId) => listOrganisationBases(db, organisationId),
    create: { body: baseCreateSchema, run: (sub, body) => createBase(db, sub, body, geocoder()) },
    getOne: (sub, id) => getOneBase(db, sub, id),
    change: { body: baseUpdateSchema, run: (sub, id, body) => changeBase(db, sub, id, body, geocoder()) },
    remove: (sub, id) => deleteBase(db, sub, id),
    bulkDelete: {
      body: baseBulkDeleteSchema,
      run: (sub, body) => deleteBases(db, sub, body.organisationId, body.ids),
    },
    import: {
      body: baseImportSchema,
      summary: 'Imports bases from CSV rows (name, address, postcode, status, latitude, longitude)',
      run: (sub, body) => importBases(db, sub, body.organisationId, body.rows, geocoder()),
    },
  });
}
