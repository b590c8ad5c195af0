import type { Role } from '@pinpoint/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

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
  'o.device_limit',
  'o.created_at',
] as const;

/** The organisations a user (by token subject) belongs to, with the user's role, oldest first. */
export function listForSub(db: Db, sub: string) {
  return db
    .selectFrom('organisations as o')
    .innerJoin('memberships as m', 'm.organisation_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('u.sub', '=', sub)
    .select([...organisationColumns, 'm.role'])
    .orderBy('m.created_at')
    .orderBy('o.name')
    .execute();
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

export function listRoles(db: Db, organisationId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.organisation_id', '=', organisationId)
    .select(['u.id as userId', 'u.email', 'u.name', 'm.role', 'm.created_at'])
    .orderBy('m.created_at')
    .execute();
}

/** Creates an organisation with `userId` as its owner, finding a free name by numbering. */
export async function createOwned(db: Db, userId: string, baseName: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    for (let n = 1; n < 1000; n++) {
      const name = n === 1 ? baseName : `${baseName} ${n}`;
      const org = await trx
        .insertInto('organisations')
        .values({ name })
        .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!org) continue;
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
        })
        .execute();
      return org.id;
    }
    throw new Error(`No free organisation name for ${baseName}`);
  });
}
