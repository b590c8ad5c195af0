import type { Role } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findRole } from './repo.ts';

const rank: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

export function roleAtLeast(role: Role, needed: Role): boolean {
  return rank[role] >= rank[needed];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's role in the organisation when it is at least `needed`. Not a
 * member, no such organisation or too low a role: 404, so nothing leaks.
 */
export async function requireRole(db: Db, sub: string, organisationId: string, needed: Role): Promise<Role> {
  const role = UUID.test(organisationId) ? await findRole(db, sub, organisationId) : undefined;
  if (!role) throw notFound('Organisation not found');
  if (!roleAtLeast(role, needed)) {
    // A member who may read but not change gets a clear refusal rather than a 404.
    throw forbidden(`This needs the ${needed} role; you are ${role === 'admin' ? 'an' : 'a'} ${role}`);
  }
  return role;
}
