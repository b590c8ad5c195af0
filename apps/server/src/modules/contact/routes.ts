import {
  contactBulkDeleteSchema,
  contactCreateSchema,
  contactPatchSchema,
  contactSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import {
  changeContact,
  createContact,
  deleteContact,
  deleteContacts,
  getOneContact,
  listOrganisationContacts,
} from './service.ts';

/** Contacts: the API convention of new entities (organisationId in the body of POST, then by id). */
export async function contactRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerCrudRoutes(app, {
    kind: '/contact',
    tags: ['contacts'],
    item: contactSchema,
    listParam: 'id',
    summaries: {
      list: "The organisation's contacts (spec 7)",
      create: 'Adds a contact to an organisation',
      bulkDelete: "Deletes several of an organisation's contacts; other ids are ignored",
      getOne: 'One contact',
      change: 'Changes a contact',
      remove: 'Deletes a contact',
    },
    list: (organisationId) => listOrganisationContacts(db, organisationId),
    create: { body: contactCreateSchema, run: (sub, body) => createContact(db, sub, body) },
    getOne: (sub, id) => getOneContact(db, sub, id),
    change: { body: contactPatchSchema, run: (sub, id, body) => changeContact(db, sub, id, body) },
    remove: (sub, id) => deleteContact(db, sub, id),
    bulkDelete: {
      body: contactBulkDeleteSchema,
      run: (sub, body) => deleteContacts(db, sub, body.organisationId, body.ids),
    },
  });
}
