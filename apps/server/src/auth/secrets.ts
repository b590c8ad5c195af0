import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Returns the named secret, creating it once with `make` (safe when two processes race). */
export async function getOrCreate<T>(db: Db, name: string, make: () => Promise<T>): Promise<T> {
  const existing = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value as T;
  const value = await make();
  await db
    .insertInto('server_secrets')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value as T;
}

/** The provider's signing key set, kept in the database so tokens survive restarts. */
export function getSigningKeys(db: Db): Promise<{ keys: JWK[] }> {
  return getOrCreate(db, 'oidc_jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
  });
}

export function getCookieKeys(db: Db): Promise<string[]> {
  return getOrCreate(db, 'oidc_cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}

/** Removes expired provider records; called periodically. */
export async function pruneExpired(db: Db): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', sql<Date>`now()`).execute();
}
