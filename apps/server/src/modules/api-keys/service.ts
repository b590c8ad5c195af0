import { randomBytes } from 'node:crypto';
import type { ApiKey, apiKeyCreateSchema, Role } from '@pinpoint/shared';
import type { z } from 'zod';
import { hashPersonalKey, PERSONAL_KEY_PREFIX, type PersonalKeyAuth } from '../../auth/api-keys.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { writeLog } from '../organisation/log.ts';
import { requireRole, roleAtLeast } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { type ApiKeyRow, findApiKey, insertApiKey, listApiKeys, revokeApiKey } from './repo.ts';

export const apiKeysOff = 'Personal API keys are turned off on this server';
const keyNotFound = () => notFound('API key not found');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function present(row: ApiKeyRow, userId: string | null): ApiKey {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    owner: { userId: row.user_id, email: row.email, name: row.user_name },
    mine: row.user_id === userId,
  };
}

/**
 * Creates a personal key for the caller in the organisation, with a role no
 * higher than the caller's there (never owner). The key is in this answer only;
 * its sha256 is kept.
 */
export async function createApiKey(
  db: Db,
  sub: string,
  organisationId: string,
  input: z.output<typeof apiKeyCreateSchema>,
) {
  const mine = await requireRole(db, sub, organisationId, 'viewer');
  if (!roleAtLeast(mine, input.role))
    throw forbidden(
      `A key cannot have more rights than you: you are ${mine === 'admin' ? 'an' : 'a'} ${mine}`,
    );
  const userId = (await findUserId(db, sub)) as string;
  const key = `${PERSONAL_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000);
  const { id } = await insertApiKey(db, {
    userId,
    organisationId,
    name: input.name,
    role: input.role,
    hash: hashPersonalKey(key),
    prefix: key.slice(0, 10),
    expiresAt,
  });
  await writeLog(db, {
    organisationId,
    userId,
    action: 'create',
    objectType: 'api_key',
    objectId: id,
    details: { name: input.name, role: input.role, expiresAt: expiresAt.toISOString() },
  });
  return { ...present((await findApiKey(db, id)) as ApiKeyRow, userId), key };
}

/** The caller's keys in the organisation; an admin sees every member's, to revoke a stray one. */
export async function listOrganisationApiKeys(
  db: Db,
  sub: string,
  organisationId: string,
  auth?: PersonalKeyAuth,
) {
  const role: Role = await requireRole(db, sub, organisationId, 'viewer');
  const userId = await findUserId(db, sub);
  await auth?.flush();
  const rows = await listApiKeys(db, organisationId, roleAtLeast(role, 'admin') ? undefined : (userId ?? ''));
  return rows.map((row) => present(row, userId));
}

/** Revokes a key at once: its owner may, and an admin of its organisation; others get 404. */
export async function revokeOrganisationApiKey(db: Db, sub: string, id: string) {
  const key = UUID.test(id) ? await findApiKey(db, id) : undefined;
  if (!key) throw keyNotFound();
  const userId = await findUserId(db, sub);
  const role = await requireRole(db, sub, key.organisation_id, 'viewer').catch((err: { status?: number }) => {
    throw err.status === 404 ? keyNotFound() : err;
  });
  if (key.user_id !== userId && !roleAtLeast(role, 'admin')) throw keyNotFound();
  await revokeApiKey(db, id);
  await writeLog(db, {
    organisationId: key.organisation_id,
    userId,
    action: 'revoke',
    objectType: 'api_key',
    objectId: id,
    details: { name: key.name },
  });
}
