import { fillMessage, type MemberRole, messages, type Role } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeLog, writeLogs } from '../organisation/log.ts';
import { isUuid } from '../organisation/service.ts';
import {
  hasInvitations,
  listInvitations,
  removeInvitation,
  removeInvitationFor,
  takeInvitations,
  upsertInvitation,
} from './invitation-repo.ts';
import { presentInvitation, presentMember } from './presenter.ts';
import {
  addMember,
  countOwners,
  findMember,
  findMemberBySub,
  findUserByEmail,
  hasLeft,
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
 * Adds someone by e-mail: a known user joins at once, anyone else is invited and
 * joins at their next sign-in. Only an owner grants the owner role or adds back
 * someone who left.
 */
export async function inviteMember(
  db: Db,
  sub: string,
  organisationId: string,
  { email, role }: { email: string; role: Role },
): Promise<'added' | 'invited'> {
  const caller = await callerIn(db, organisationId, sub);
  if (role === 'owner' && caller.role !== 'owner') throw forbidden(messages.ownerGrantsOwner);
  const user = await findUserByEmail(db, email);
  if (!user) {
    const invitation = await upsertInvitation(db, organisationId, { email, role, invitedBy: caller.userId });
    await writeLog(db, {
      organisationId,
      userId: caller.userId,
      action: 'invite',
      objectType: 'invitation',
      objectId: invitation.id,
      details: { email, role },
    });
    return 'invited';
  }
  if (caller.role !== 'owner' && (await hasLeft(db, organisationId, user.id))) {
    throw forbidden(messages.ownerOnlyReAdd);
  }
  await db.transaction().execute(async (trx) => {
    if (!(await addMember(trx, organisationId, user.id, role))) {
      throw conflict(fillMessage(messages.alreadyMember, { name: user.email }));
    }
    await removeInvitationFor(trx, organisationId, user.email);
    await writeLog(trx, {
      organisationId,
      userId: caller.userId,
      action: 'add',
      objectType: 'member',
      objectId: user.id,
      details: { email: user.email, name: user.name, role },
    });
  });
  return 'added';
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

/**
 * At sign-in: every pending invitation for the user's e-mail becomes a
 * membership and is deleted. Costs one indexed lookup when there is none.
 */
export async function acceptInvitations(db: Db, userId: string, email: string): Promise<void> {
  if (!email || !(await hasInvitations(db, email))) return;
  await db.transaction().execute(async (trx) => {
    const invitations = await takeInvitations(trx, email);
    const joined = [];
    for (const invitation of invitations) {
      if (await addMember(trx, invitation.organisation_id, userId, invitation.role)) joined.push(invitation);
    }
    await writeLogs(
      trx,
      joined.map((invitation) => ({
        organisationId: invitation.organisation_id,
        userId,
        action: 'add',
        objectType: 'member',
        objectId: userId,
        details: { email: invitation.email, role: invitation.role, invitation: true },
      })),
    );
  });
}
