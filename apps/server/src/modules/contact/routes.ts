import {
  contactBulkDeleteSchema,
  contactCreateSchema,
  contactInputSchema,
  contactSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import {
  changeContact,
  createContact,
  deleteContact,
  deleteContacts,
  getOneContact,
  listOrganisationContacts,
} from './service.ts';

const tags = ['contacts'];
const params = z.object({ id: z.string() });

/** Contacts: the API convention of new entities (organisationId in the body of POST, then by id). */
export async function contactRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.post(
    '/contact',
    {
      // The role (member) is checked in the service against the body's organisationId.
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Adds a contact to an organisation',
        body: contactCreateSchema,
        response: { 201: contactSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createContact(db, subOf(request), request.body)),
  );

  r.get(
    '/contact/organisation/:id',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags,
        summary: "The organisation's contacts (spec 7)",
        params,
        response: { 200: z.array(contactSchema) },
      },
    },
    async (request) => listOrganisationContacts(db, request.params.id),
  );

  r.post(
    '/contact/bulk-delete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Deletes several of an organisation's contacts; other ids are ignored",
        body: contactBulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => ({
      deleted: await deleteContacts(db, subOf(request), request.body.organisationId, request.body.ids),
    }),
  );

  r.get(
    '/contact/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One contact', params, response: { 200: contactSchema } },
    },
    async (request) => getOneContact(db, subOf(request), request.params.id),
  );

  r.patch(
    '/contact/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Changes a contact',
        params,
        body: contactInputSchema.partial(),
        response: { 200: contactSchema },
      },
    },
    async (request) => changeContact(db, subOf(request), request.params.id, request.body),
  );

  r.delete(
    '/contact/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Deletes a contact', params },
    },
    async (request, reply) => {
      await deleteContact(db, subOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
