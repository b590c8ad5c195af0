import type { Contact, contactCreateSchema, contactInputSchema, Role } from '@pinpoint/shared';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ContactsTable } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type LogAction, writeLog, writeLogs } from '../organisation/log.ts';
import { contactExists } from '../organisation/messages.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { presentContact } from './presenter.ts';
import {
  findContactOrganisation,
  getContact,
  insertContact,
  listContacts,
  removeContacts,
  updateContact,
} from './repo.ts';

type ContactFields = z.output<typeof contactInputSchema>;

function toColumns(input: Partial<ContactFields>): Updateable<ContactsTable> {
  const columns: Updateable<ContactsTable> = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    contact_method: input.contactMethod,
    // Quiet hours go as a pair: clearing one end clears both.
    quiet_start: input.quietStart === null ? null : input.quietStart,
    quiet_end: input.quietStart === null || input.quietEnd === null ? null : input.quietEnd,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/**
 * The organisation of a contact the caller may act on with `needed`; a contact
 * of an organisation the caller is not in is not found, like one that does not exist.
 */
async function contactOrganisation(db: Db, sub: string, id: string, needed: Role): Promise<string> {
  const organisationId = isUuid(id) ? await findContactOrganisation(db, id) : undefined;
  if (!organisationId) throw notFound('Contact not found');
  await requireRole(db, sub, organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound('Contact not found') : err;
  });
  return organisationId;
}

async function log(db: Db, sub: string, organisationId: string, action: LogAction, contact: Contact) {
  await writeLog(db, {
    organisationId,
    userId: await findUserId(db, sub),
    action,
    objectType: 'contact',
    objectId: contact.id,
    details: { name: contact.name },
  });
}

export async function listOrganisationContacts(db: Db, organisationId: string): Promise<Contact[]> {
  return (await listContacts(db, organisationId)).map(presentContact);
}

export async function createContact(
  db: Db,
  sub: string,
  input: z.output<typeof contactCreateSchema>,
): Promise<Contact> {
  await requireRole(db, sub, input.organisationId, 'member');
  const row = await insertContact(db, input.organisationId, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    contact_method: input.contactMethod,
    quiet_start: input.quietStart ?? null,
    quiet_end: input.quietEnd ?? null,
  });
  if (row === 'conflict') throw conflict(contactExists(input.name));
  const contact = presentContact(row);
  await log(db, sub, input.organisationId, 'create', contact);
  return contact;
}

export async function getOneContact(db: Db, sub: string, id: string): Promise<Contact> {
  const organisationId = await contactOrganisation(db, sub, id, 'viewer');
  const row = await getContact(db, organisationId, id);
  if (!row) throw notFound('Contact not found');
  return presentContact(row);
}

export async function changeContact(
  db: Db,
  sub: string,
  id: string,
  patch: Partial<ContactFields>,
): Promise<Contact> {
  const organisationId = await contactOrganisation(db, sub, id, 'member');
  const row = await updateContact(db, organisationId, id, toColumns(patch));
  if (row === 'conflict') throw conflict(contactExists(patch.name ?? ''));
  if (!row) throw notFound('Contact not found');
  const contact = presentContact(row);
  await log(db, sub, organisationId, 'update', contact);
  return contact;
}

export async function deleteContact(db: Db, sub: string, id: string): Promise<void> {
  const organisationId = await contactOrganisation(db, sub, id, 'member');
  await removeAndLog(db, sub, organisationId, [id]);
}

/** Deletes the organisation's contacts among `ids`; ids of other organisations are ignored. */
export async function deleteContacts(db: Db, sub: string, organisationId: string, ids: string[]) {
  await requireRole(db, sub, organisationId, 'member');
  return removeAndLog(db, sub, organisationId, ids);
}

async function removeAndLog(db: Db, sub: string, organisationId: string, ids: string[]) {
  const removed = await removeContacts(db, organisationId, ids);
  const userId = await findUserId(db, sub);
  await writeLogs(
    db,
    removed.map((contact) => ({
      organisationId,
      userId,
      action: 'delete',
      objectType: 'contact',
      objectId: contact.id,
      details: { name: contact.name },
    })),
  );
  return removed.length;
}
