import type { Role } from '@pinpoint/shared';
import { useUiStore } from './ui-store.ts';
import { useCurrentUser } from './user.ts';

export type { Role };

export const roles: readonly Role[] = ['owner', 'admin', 'member', 'viewer'];

const rank: Record<Role, number> = { owner: 4, admin: 3, member: 2, viewer: 1 };

/** True when `role` is at least `needed` (owner > admin > member > viewer). */
export function hasRole(role: Role | null | undefined, needed: Role): boolean {
  return Boolean(role && rank[role] >= rank[needed]);
}

/** Members manage the organisation's things; viewers only read. */
export const canManage = (role: Role | null | undefined) => hasRole(role, 'member');
/** Admins also manage members and settings. */
export const canAdminister = (role: Role | null | undefined) => hasRole(role, 'admin');

/**
 * The signed-in user's role in the selected organisation, from the user data (refreshed every
 * two minutes and after switching), or null while unknown.
 */
export function useSelectedRole(): Role | null {
  const selectedId = useUiStore((state) => state.selectedOrganisationId);
  const { data: user } = useCurrentUser();
  return user?.organisations.find((organisation) => organisation.id === selectedId)?.role ?? null;
}
