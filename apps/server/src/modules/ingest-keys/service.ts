import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { cachedLookup } from '../../lib/cached-lookup.ts';
import { notFound } from '../../lib/errors.ts';
import { writeLog } from '../organisation/log.ts';
import { requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { findKey, findOrganisationByKeyHash, insertKey, type KeyRow, listKeys, revokeKey } from './repo.ts';

export const hashIngestKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function presentKey(row: KeyRow) {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** Creates a key for network servers; the key itself is in the answer once and stored only as a hash. */
export async function createKey(db: Db, sub: string, organisationId: string, name: string) {
  const key = `ppk_${randomBytes(24).toString('base64url')}`;
  const userId = await findUserId(db, sub);
  const row = await insertKey(db, {
    organisationId,
    name,
    hash: hashIngestKey(key),
    prefix: key.slice(0, 8),
    userId,
  });
  await writeLog(db, {
    organisationId,
    userId,
    action: 'create',
    objectType: 'ingest_key',
    objectId: row.id,
    details: { name },
  });
  return { ...presentKey(row), key };
}

export async function listOrganisationKeys(db: Db, organisationId: string) {
  return (await listKeys(db, organisationId)).map(presentKey);
}

/** Revokes a key; only an admin of the key's organisation may, others get 404. */
export async function revokeOrganisationKey(db: Db, sub: string, id: string) {
  const key = /^[0-9a-f-]{36}$/i.test(id) ? await findKey(db, id) : undefined;
  if (!key) throw notFound('Ingest key not found');
  await requireRole(db, sub, key.organisation_id, 'admin').catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound('Ingest key not found') : err;
  });
  await revokeKey(db, key.organisation_id, id);
  await writeLog(db, {
    organisationId: key.organisation_id,
    userId: await findUserId(db, sub),
    action: 'revoke',
    objectType: 'ingest_key',
    objectId: id,
    details: { name: key.name },
  });
}

/**
 * The organisation an ingest key belongs to. Answers are cached for 10 s so a
 * burst of uplinks costs one lookup; a revoked key stops working within that.
 */
export function createKeyResolver(db: Db, ttlMs = 10_000) {
  const byHash = cachedLookup((hash) => findOrganisationByKeyHash(db, hash), ttlMs);
  return (key: string) => byHash(hashIngestKey(key));
}
