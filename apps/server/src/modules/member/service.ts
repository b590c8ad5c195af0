import { fillMessage, type MemberRole, messages, type Role } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeLog } from '../organisation/log.ts';
import { isUuid } from '../organisation/service.ts';
import type { InvitationMailer } from './invitation-mail.ts';
import {
  deleteInvitation,
  findCallerEmail,
  listInvitations,
  listInvitationsTo,
  lockInvitationTo,
  removeInvitation,
  upsertInvitation,
} from './invitation-repo.ts';
import { presentInvitation, presentInviteeInvitation, presentMember } from './presenter.ts';
import {
  addMember,
  countOwners,
  findMember,
  findMemberByEmail,
  findMemberBySub,
  hasLeft,
  hasLeftByEmail,
  listMembers,
  lockOrganisation,
  recordLeft,
  removeMember,
  setRole,
} from './repo.ts';

/** The caller's own membership; the route's access check already made sure there is one. */
async function callerIn(db: Db, organisationId: string, sub: string) {
  const me = await findMemberBySub(db, organisationId, sub);
  if (!me) throw notFound('Organisation not found');
  return me;
}

/** The member a path names, inside the organisation; anyone else is not found. */
async function targetIn(db: Db, organisationId: string, userId: string) {
  const target = isUuid(userId) ? await findMember(db, organisationId, userId) : undefined;
  if (!target) throw notFound('Member not found');
  return target;
}

/** Refuses to take the organisation's last owner away. Run after `lockOrganisation`. */
async function keepAnOwner(db: Db, organisationId: string, role: Role) {
  if (role === 'owner' && (await countOwners(db, organisationId)) <= 1) throw conflict(messages.lastOwner);
}

export async function listMembersAndInvitations(db: Db, organisationId: string) {
  const [members, invitations] = await Promise.all([
    listMembers(db, organisationId),
    listInvitations(db, organisationId),
  ]);
  return { members: members.map(presentMember), invitations: invitations.map(presentInvitation) };
}

export async function listRoles(db: Db, organisationId: string): Promise<MemberRole[]> {
  return (await listMembers(db, organisationId)).map(presentMember);
}

/**
 * Invites an e-mail to join: a pending invitation its person accepts or
 * declines once they have an account with that address verified. The answer
 * is the same whether or not the address has an account, so nobody learns
 * who uses the product. Only an owner grants the owner role or invites back
 * someone who left; someone already a member is refused.
 */
export async function inviteMember(
  db: Db,
  sub: string,
  organisationId: string,
  { email, role }: { email: string; role: Role },
  mail?: { send: InvitationMailer; log: { warn: (o: object, m: string) => void } },
): Promise<'invited'> {
  const caller = await callerIn(db, organisationId, sub);
  if (role === 'owner' && caller.role !== 'owner') throw forbidden(messages.ownerGrantsOwner);
  const member = await findMemberByEmail(db, organisationId, email);
  if (member) throw conflict(fillMessage(messages.alreadyMember, { name: member.email }));
  // Only the organisation's former members are known here: nothing about anyone else leaks.
  if (caller.role !== 'owner' && (await hasLeftByEmail(db, organisationId, email))) {
    throw forbidden(messages.ownerOnlyReAdd);
  }
  const invitation = await upsertInvitation(db, organisationId, { email, role, invitedBy: caller.userId });
  await writeLog(db, {
    organisationId,
    userId: caller.userId,
    action: 'invite',
    objectType: 'invitation',
    objectId: invitation.id,
    details: { email, role },
  });
  // A new invitation is e-mailed to its person (a changed role of a pending one is not mailed again).
  if (invitation.created && mail) {
    const organisation = await db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    await mail
      .send({
        organisationId,
        organisationName: organisation.name,
        inviter: { name: caller.name ?? '', email: caller.email ?? '' },
        email,
        role,
      })
      .catch((err) =>
        mail.log.warn({ err, organisationId }, 'members: the invitation e-mail could not be sent'),
      );
  }
  return 'invited';
}

/** Changes a member's role; only owners grant or take away 'owner', and one owner always stays. */
export async function changeRole(
  db: Db,
  sub: string,
  organisationId: string,
  userId: string,
  role: Role,
): Promise<MemberRole> {
  const caller = await callerIn(db, organisationId, sub);
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, organisationId);
    const target = await targetIn(trx, organisationId, userId);
    if ((target.role === 'owner' || role === 'owner') && caller.role !== 'owner') {
      throw forbidden(messages.ownerGrantsOwner);
    }
    if (target.role === role) return presentMember(target);
    await keepAnOwner(trx, organisationId, target.role);
    await setRole(trx, organisationId, target.userId, role);
    await writeLog(trx, {
      organisationId,
      userId: caller.userId,
      action: 'role',
      objectType: 'member',
      objectId: target.userId,
      details: { email: target.email, from: target.role, to: role },
    });
    return presentMember({ ...target, role });
  });
}

/** Removes a member (admin); only an owner removes an owner. Removing oneself counts as leaving. */
export async function removeMemberFrom(db: Db, sub: string, organisationId: string, userId: string) {
  const caller = await callerIn(db, organisationId, sub);
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, organisationId);
    const target = await targetIn(trx, organisationId, userId);
    if (target.role === 'owner' && caller.role !== 'owner') throw forbidden(messages.ownerRemovesOwner);
    await keepAnOwner(trx, organisationId, target.role);
    await removeMember(trx, organisationId, target.userId);
    const self = target.userId === caller.userId;
    if (self) await recordLeft(trx, organisationId, target.userId);
    await writeLog(trx, {
      organisationId,
      userId: caller.userId,
      action: self ? 'leave' : 'remove',
      objectType: 'member',
      objectId: target.userId,
      details: { email: target.email, name: target.name, role: target.role },
    });
  });
}

/** The caller leaves; the departure is recorded so only an owner can add them back. */
export async function leaveOrganisation(db: Db, sub: string, organisationId: string) {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, organisationId);
    const me = await callerIn(trx, organisationId, sub);
    await keepAnOwner(trx, organisationId, me.role);
    await removeMember(trx, organisationId, me.userId);
    await recordLeft(trx, organisationId, me.userId);
    await writeLog(trx, {
      organisationId,
      userId: me.userId,
      action: 'leave',
      objectType: 'member',
      objectId: me.userId,
      details: { email: me.email, name: me.name, role: me.role },
    });
  });
}

export async function revokeInvitation(db: Db, sub: string, organisationId: string, invitationId: string) {
  const caller = await callerIn(db, organisationId, sub);
  const invitation = isUuid(invitationId)
    ? await removeInvitation(db, organisationId, invitationId)
    : undefined;
  if (!invitation) throw notFound('Invitation not found');
  await writeLog(db, {
    organisationId,
    userId: caller.userId,
    action: 'revoke',
    objectType: 'invitation',
    objectId: invitation.id,
    details: { email: invitation.email, role: invitation.role },
  });
}

/** The caller's address, its verification, and the invitations to it once it is verified. */
export async function listMyInvitations(db: Db, sub: string) {
  const me = await findCallerEmail(db, sub);
  if (!me) return { email: '', emailVerified: false, canVerify: false, invitations: [] };
  const invitations = me.verified ? await listInvitationsTo(db, me.email) : [];
  return {
    email: me.email,
    emailVerified: me.verified,
    canVerify: me.local && !me.verified,
    invitations: invitations.map(presentInviteeInvitation),
  };
}

/**
 * Runs `work` on an invitation to the caller's verified address, locked; any
 * other invitation (someone else's, another address's, or for an unverified
 * address) is not found, exactly like a random id.
 */
async function withMyInvitation<T>(
  db: Db,
  sub: string,
  invitationId: string,
  work: (
    trx: Db,
    me: { userId: string; email: string },
    invitation: NonNullable<Awaited<ReturnType<typeof lockInvitationTo>>>,
  ) => Promise<T>,
): Promise<T> {
  const me = await findCallerEmail(db, sub);
  if (!me?.verified || !isUuid(invitationId)) throw notFound('Invitation not found');
  return db.transaction().execute(async (trx) => {
    const invitation = await lockInvitationTo(trx, invitationId, me.email);
    if (!invitation) throw notFound('Invitation not found');
    return work(trx, me, invitation);
  });
}

/**
 * The invitee accepts: they join with the invited role. Someone who left joins
 * again only when an owner invited them (the inviter is an owner still).
 */
export async function acceptInvitation(db: Db, sub: string, invitationId: string) {
  return withMyInvitation(db, sub, invitationId, async (trx, me, invitation) => {
    const organisationId = invitation.organisation_id;
    if (await hasLeft(trx, organisationId, me.userId)) {
      const inviter = invitation.invited_by
        ? await findMember(trx, organisationId, invitation.invited_by)
        : undefined;
      if (inviter?.role !== 'owner') throw forbidden(messages.ownerOnlyReAdd);
    }
    await deleteInvitation(trx, invitation.id);
    if (!(await addMember(trx, organisationId, me.userId, invitation.role))) {
      throw conflict(fillMessage(messages.alreadyMember, { name: me.email }));
    }
    await writeLog(trx, {
      organisationId,
      userId: me.userId,
      action: 'add',
      objectType: 'member',
      objectId: me.userId,
      details: { email: me.email, role: invitation.role, invitation: true },
    });
    return { organisationId, name: invitation.organisation_name, role: invitation.role };
  });
}

/** The invitee declines: the invitation goes, and the organisation's log says so. */
export async function declineInvitation(db: Db, sub: string, invitationId: string) {
  await withMyInvitation(db, sub, invitationId, async (trx, me, invitation) => {
    await deleteInvitation(trx, invitation.id);
    await writeLog(trx, {
      organisationId: invitation.organisation_id,
      userId: me.userId,
      action: 'decline',
      objectType: 'invitation',
      objectId: invitation.id,
      details: { email: invitation.email, role: invitation.role },
    });
  });
}
