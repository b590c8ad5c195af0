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
  return (
    db
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
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning(['id', sql<boolean>`xmax = 0`.as('created')])
      .executeTakeFirstOrThrow()
  );
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

/**
 * The caller's user record and whether its e-mail is verified: by the
 * provider's claim, or (built-in provider) by the account's verification,
 * which counts at once, before the caller's next token says so.
 */
export async function findCallerEmail(db: Db, sub: string) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('local_accounts as la', (join) => join.on(sql`la.id::text`, '=', sql.ref('u.sub')))
    .select([
      'u.id',
      'u.email',
      'u.email_verified',
      'la.id as account_id',
      sql<boolean>`la.email_verified_at is not null and lower(la.email) = lower(u.email)`.as(
        'account_verified',
      ),
    ])
    .where('u.sub', '=', sub)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.id,
    email: row.email,
    verified: Boolean(row.email && (row.email_verified || row.account_verified)),
    /** A built-in account, which can ask for a verification link. */
    local: row.account_id !== null,
  };
}

/** The pending invitations to an e-mail, across organisations, oldest first: the invitee's own view. */
export function listInvitationsTo(db: Db, email: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('organisations as o', 'o.id', 'i.organisation_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .where(sql<string>`lower(i.email)`, '=', email.toLowerCase())
    .select([
      'i.id',
      'i.organisation_id',
      'o.name as organisation_name',
      'i.role',
      'i.created_at',
      'u.name as inviter_name',
      'u.email as inviter_email',
    ])
    .orderBy('i.created_at')
    .execute();
}

export type InviteeInvitationRow = Awaited<ReturnType<typeof listInvitationsTo>>[number];

/** One invitation to this e-mail, locked until the transaction ends; undefined for anyone else's. */
export function lockInvitationTo(trx: Db, invitationId: string, email: string) {
  return trx
    .selectFrom('invitations as i')
    .innerJoin('organisations as o', 'o.id', 'i.organisation_id')
    .where('i.id', '=', invitationId)
    .where(sql<string>`lower(i.email)`, '=', email.toLowerCase())
    .select(['i.id', 'i.organisation_id', 'i.email', 'i.role', 'i.invited_by', 'o.name as organisation_name'])
    .forUpdate('i')
    .executeTakeFirst();
}

export async function deleteInvitation(trx: Db, invitationId: string) {
  await trx.deleteFrom('invitations').where('id', '=', invitationId).execute();
}
