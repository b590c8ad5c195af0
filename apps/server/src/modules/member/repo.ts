import type { Role } from '@pinpoint/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const memberColumns = ['u.id as userId', 'u.email', 'u.name', 'm.role', 'm.created_at'] as const;

function members(db: Db, organisationId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.organisation_id', '=', organisationId)
    .select(memberColumns);
}

/** The organisation's members, longest-standing first. */
export function listMembers(db: Db, organisationId: string) {
  return members(db, organisationId).orderBy('m.created_at').orderBy('u.email').execute();
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export function findMember(db: Db, organisationId: string, userId: string) {
  return members(db, organisationId).where('u.id', '=', userId).executeTakeFirst();
}

export function findMemberBySub(db: Db, organisationId: string, sub: string) {
  return members(db, organisationId).where('u.sub', '=', sub).executeTakeFirst();
}

/** The member whose e-mail this is (case-insensitive), if any: only the organisation's own people. */
export function findMemberByEmail(db: Db, organisationId: string, email: string) {
  return members(db, organisationId)
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** True when someone with this e-mail left the organisation by themselves. */
export async function hasLeftByEmail(db: Db, organisationId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships_left as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select('l.user_id')
    .where('l.organisation_id', '=', organisationId)
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the organisation's row until the transaction ends, so two changes to
 * its owners cannot both see "another owner is left".
 */
export async function lockOrganisation(trx: Db, organisationId: string): Promise<void> {
  await trx.selectFrom('organisations').select('id').where('id', '=', organisationId).forUpdate().execute();
}

export async function countOwners(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .where('organisation_id', '=', organisationId)
    .where('role', '=', 'owner')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a member (clearing any record of them leaving); false when they already are one. */
export async function addMember(trx: Db, organisationId: string, userId: string, role: Role) {
  const added = await trx
    .insertInto('memberships')
    .values({ organisation_id: organisationId, user_id: userId, role })
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!added) return false;
  await trx
    .deleteFrom('memberships_left')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .execute();
  return true;
}

export async function setRole(db: Db, organisationId: string, userId: string, role: Role) {
  await db
    .updateTable('memberships')
    .set({ role })
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .execute();
}

export async function removeMember(db: Db, organisationId: string, userId: string) {
  await db
    .deleteFrom('memberships')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .execute();
}

/** Records that a user left by themselves, so only an owner may add them back. */
export async function recordLeft(db: Db, organisationId: string, userId: string) {
  await db
    .insertInto('memberships_left')
    .values({ organisation_id: organisationId, user_id: userId })
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ left_at: new Date() }))
    .execute();
}

export async function hasLeft(db: Db, organisationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships_left')
    .select('user_id')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
