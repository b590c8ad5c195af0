import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { cachedLookup } from '../lib/cached-lookup.ts';
import { hashDeviceToken } from './pipeline.ts';

/** The organisation ingest key of a request: `X-API-Key`, else `Authorization: Bearer`. */
export function ingestKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || undefined;
  return undefined;
}

export type TokenDevice = { deviceId: string; organisationId: string };

/**
 * The device a device token (self-hosted devices and phones) belongs to.
 * Answers are cached for 10 s, as ingest keys are, so a phone's stream of
 * positions costs one lookup; a deleted device stops matching within that.
 */
export function createDeviceTokenResolver(db: Db, ttlMs = 10_000) {
  const byHash = cachedLookup(async (hash): Promise<TokenDevice | undefined> => {
    const row = await db
      .selectFrom('devices')
      .select(['id', 'organisation_id'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    return row ? { deviceId: row.id, organisationId: row.organisation_id } : undefined;
  }, ttlMs);
  return (token: string) => byHash(hashDeviceToken(token));
}

export type DeviceTokenResolver = ReturnType<typeof createDeviceTokenResolver>;
