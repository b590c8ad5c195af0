import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContactsTable } from '../../db/schema.ts';
import { orConflict } from '../../lib/db-errors.ts';

const columns = [
  'id',
  'organisation_id',
  'name',
  'email',
  'phone',
  'contact_method',
  'quiet_start',
  'quiet_end',
  'created_at',
  'updated_at',
] as const;

type ContactValues = {
  name: string;
  email: string;
  phone: string;
  contact_method: ContactsTable['contact_method'];
  quiet_start: string | null;
  quiet_end: string | null;
};

/** The organisation a contact belongs to: the one lookup by id alone, to check the caller's role. */
export async function findContactOrganisation(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('contacts')
    .select('organisation_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.organisation_id;
}

/** The organisation's contacts by name. */
export function listContacts(db: Db, organisationId: string) {
  return db
    .selectFrom('contacts')
    .select(columns)
    .where('organisation_id', '=', organisationId)
    .orderBy('name')
    .execute();
}

export function getContact(db: Db, organisationId: string, id: string) {
  return db
    .selectFrom('contacts')
    .select(columns)
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type ContactRow = NonNullable<Awaited<ReturnType<typeof getContact>>>;

/** Inserts a contact; 'conflict' when the organisation already has one of that name (any case). */
export async function insertContact(
  db: Db,
  organisationId: string,
  values: ContactValues,
): Promise<ContactRow | 'conflict'> {
  return orConflict(() =>
    db
      .insertInto('contacts')
      .values({ organisation_id: organisationId, ...values })
      .returning(columns)
      .executeTakeFirstOrThrow(),
  );
}

/** Changes a contact; undefined when the organisation has no such contact, 'conflict' on a taken name. */
export async function updateContact(
  db: Db,
  organisationId: string,
  id: string,
  values: Updateable<ContactsTable>,
): Promise<ContactRow | 'conflict' | undefined> {
  return orConflict(() =>
    db
      .updateTable('contacts')
      .set({ ...values, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst(),
  );
}

/** Deletes the organisation's contacts among `ids` (others' ids are ignored); answers those deleted. */
export function removeContacts(db: Db, organisationId: string, ids: string[]) {
  return db
    .deleteFrom('contacts')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
}
