import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { cachedLookup } from '../../lib/cached-lookup.ts';
import { notFound } from '../../lib/errors.ts';
import { writeLog } from '../organisation/log.ts';
import { requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { findKey, findOrganisationByKeyHash, insertKey, type KeyRow, listKeys, revokeKey } from './repo.ts';
import type { KeyUsage } from './usage.ts';

export const hashIngestKey = (key: string) => hash('sha256', key, 'hex');

export function presentKey(row: KeyRow) {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    uplinks24h: Number(row.uplinks_24h ?? 0),
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

/** The organisation's keys with their use; this process's pending use is written first. */
export async function listOrganisationKeys(db: Db, organisationId: string, usage?: KeyUsage) {
  await usage?.flush();
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

/** The prefix of the one-use keys 'Send a test' authenticates with (send-test.ts). */
export const TEST_KEY_PREFIX = 'ppt_';
const TEST_KEY_TTL_MS = 30_000;

/**
 * One-use keys for 'Send a test': the sample goes through the ingest route as a
 * network server's request would, authenticated as the organisation, without
 * the plain text of its real keys (only their hashes are kept). Held in this
 * process's memory only (the test's request is made in-process), for 30 s.
 */
export function createTestKeys() {
  const keys = new Map<string, { organisationId: string; until: number }>();
  return {
    issue(organisationId: string): string {
      const now = Date.now();
      for (const [key, entry] of keys) if (entry.until < now) keys.delete(key);
      const key = `${TEST_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
      keys.set(key, { organisationId, until: now + TEST_KEY_TTL_MS });
      return key;
    },
    /** The organisation of a test key, once. */
    take(key: string): string | undefined {
      const entry = keys.get(key);
      keys.delete(key);
      return entry && entry.until >= Date.now() ? entry.organisationId : undefined;
    },
  };
}
export type TestKeys = ReturnType<typeof createTestKeys>;

/**
 * The organisation an ingest key belongs to. Answers are cached for 10 s so a
 * burst of uplinks costs one lookup; a revoked key stops working within that.
 */
export function createKeyResolver(db: Db, ttlMs = 10_000, testKeys?: TestKeys) {
  const byHash = cachedLookup((hash) => findOrganisationByKeyHash(db, hash), ttlMs);
  return async (key: string) =>
    testKeys && key.startsWith(TEST_KEY_PREFIX) ? testKeys.take(key) : byHash(hashIngestKey(key));
}
