import type { Invitation, InviteeInvitation, MemberRole } from '@pinpoint/shared';
import type { InvitationRow, InviteeInvitationRow } from './invitation-repo.ts';
import type { MemberRow } from './repo.ts';

export function presentMember(row: MemberRow): MemberRole {
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    role: row.role,
    since: row.created_at.toISOString(),
  };
}

export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.inviter_name || row.inviter_email || null,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentInviteeInvitation(row: InviteeInvitationRow): InviteeInvitation {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    role: row.role,
    invitedBy: row.inviter_name || row.inviter_email || null,
    createdAt: row.created_at.toISOString(),
  };
}
