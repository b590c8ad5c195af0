import type { Role } from '@pinpoint/shared';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrganisationsTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

const organisationColumns = [
  'o.id',
  'o.name',
  'o.address',
  'o.email',
  'o.phone',
  'o.center_lat',
  'o.center_lon',
  'o.zoom',
  'o.hero',
  'o.primary_colour',
  'o.secondary_colour',
  'o.time_zone',
  'o.frames_retention_days',
  'o.history_retention_days',
  'o.device_limit',
  'o.created_at',
] as const;

function forSub(db: Db, sub: string) {
  return db
    .selectFrom('organisations as o')
    .innerJoin('memberships as m', 'm.organisation_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('u.sub', '=', sub)
    .select([...organisationColumns, 'm.role']);
}

/** The organisations a user (by token subject) belongs to, with the user's role, oldest first. */
export function listForSub(db: Db, sub: string) {
  return forSub(db, sub).orderBy('m.created_at').orderBy('o.name').execute();
}

/** One organisation with the caller's role, when the caller is a member. */
export function getForSub(db: Db, sub: string, organisationId: string) {
  return forSub(db, sub).where('o.id', '=', organisationId).executeTakeFirst();
}

export type OrganisationRow = Awaited<ReturnType<typeof listForSub>>[number];

/** The caller's role in one organisation, or undefined when not a member (or no such organisation). */
export async function findRole(db: Db, sub: string, organisationId: string): Promise<Role | undefined> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('u.sub', '=', sub)
    .where('m.organisation_id', '=', organisationId)
    .select('m.role')
    .executeTakeFirst();
  return row?.role;
}

/** Creates an organisation with `userId` as its owner, finding a free name by numbering. */
export async function createOwned(db: Db, userId: string, baseName: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    for (let n = 1; n < 1000; n++) {
      const name = n === 1 ? baseName : `${baseName} ${n}`;
      const id = await insertOwned(trx, userId, { name });
      if (id) return id;
    }
    throw new Error(`No free organisation name for ${baseName}`);
  });
}

/**
 * Inserts an organisation owned by `userId`, with its log row; answers its id,
 * or undefined when the name (case-insensitive) is taken. Run inside a transaction.
 */
export async function insertOwned(
  trx: Db,
  userId: string,
  values: Insertable<OrganisationsTable>,
): Promise<string | undefined> {
  const org = await trx
    .insertInto('organisations')
    .values(values)
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!org) return undefined;
  await trx
    .insertInto('memberships')
    .values({ organisation_id: org.id, user_id: userId, role: 'owner' })
    .execute();
  await trx
    .insertInto('organisation_logs')
    .values({
      organisation_id: org.id,
      user_id: userId,
      action: 'create',
      object_type: 'organisation',
      object_id: org.id,
      details: JSON.stringify({ name: values.name }),
    })
    .execute();
  return org.id;
}

/** Changes an organisation's fields; answers 'conflict' when the new name is taken. */
export async function updateOrganisation(
  db: Db,
  organisationId: string,
  values: Updateable<OrganisationsTable>,
): Promise<'conflict' | undefined> {
  try {
    await db
      .updateTable('organisations')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', organisationId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) return 'conflict';
    throw err;
  }
  return undefined;
}

/** Deletes an organisation; everything it owns goes with it (foreign keys cascade). */
export async function removeOrganisation(db: Db, organisationId: string): Promise<void> {
  await db.deleteFrom('organisations').where('id', '=', organisationId).execute();
}

/** True for PostgreSQL's unique_violation, the error a taken name answers with. */
