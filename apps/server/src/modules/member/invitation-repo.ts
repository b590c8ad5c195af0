import type { Role } from '@pinpoint/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The organisation's pending invitations with the inviter's name, oldest first. */
export function listInvitations(db: Db, organisationId: string) {
  return db
    .selectFrom('invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .where('i.organisation_id', '=', organisationId)
    .select([
      'i.id',
      'i.email',
      'i.role',
      'i.created_at',
      'u.name as inviter_name',
      'u.email as inviter_email',
    ])
    .orderBy('i.created_at')
    .execute();
}

export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

/** Stores an invitation; inviting the same e-mail again replaces its role and inviter. */
export function upsertInvitation(
  db: Db,
  organisationId: string,
  invitation: { email: string; role: Role; invitedBy: string | null },
) {
  return db
    .insertInto('invitations')
    .values({
      organisation_id: organisationId,
      email: invitation.email,
      role: invitation.role,
      invited_by: invitation.invitedBy,
    })
    .onConflict((oc) =>
      oc
        .expression(sql`organisation_id, lower(email)`)
        .doUpdateSet({ role: invitation.role, invited_by: invitation.invitedBy }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes one invitation of the organisation; answers it, or undefined when there is none. */
export function removeInvitation(db: Db, organisationId: string, id: string) {
  return db
    .deleteFrom('invitations')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .returning(['id', 'email', 'role'])
    .executeTakeFirst();
}

/** Drops the organisation's invitation for an e-mail once its person became a member. */
export async function removeInvitationFor(db: Db, organisationId: string, email: string) {
  await db
    .deleteFrom('invitations')
    .where('organisation_id', '=', organisationId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
}

/** True when any organisation has invited this e-mail (the cheap check run on every sign-in). */
export async function hasInvitations(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes (deletes and answers) every invitation for an e-mail, across
 * organisations: the one query keyed by the invitee rather than an organisation.
 */
export function takeInvitations(trx: Db, email: string) {
  return trx
    .deleteFrom('invitations')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .returning(['organisation_id', 'email', 'role', 'invited_by'])
    .execute();
}
