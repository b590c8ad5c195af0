import { createHash } from 'node:crypto';
import type { Role } from '@pinpoint/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { unauthorized } from '../lib/errors.ts';
import { securityScope } from '../lib/security-log.ts';
import type { TokenClaims } from './verify.ts';

/**
 * Personal API keys (issue 17): a person's key for scripts, sent as
 * `Authorization: Bearer pk_…` or `X-API-Key: pk_…` instead of an access token.
 * A key reaches one organisation with a role no higher than its creator's: every
 * role check of the request (requireRole) answers for that organisation only, and
 * with the lower of the key's role and the person's current one. Checked against
 * the database on every request (no cache), so a revoked or expired key stops at
 * once; its last use is written in batches.
 */
export const PERSONAL_KEY_PREFIX = 'pk_';

export type PersonalKeyScope = { keyId: string; organisationId: string; role: 'admin' | 'member' | 'viewer' };

const rank: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

export const hashPersonalKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The personal API key a request carries, if any. */
export function personalKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.startsWith(PERSONAL_KEY_PREFIX)) return header.trim();
  const auth = request.headers.authorization;
  const [scheme, token] = auth?.split(' ') ?? [];
  return scheme?.toLowerCase() === 'bearer' && token?.startsWith(PERSONAL_KEY_PREFIX) ? token : undefined;
}

/**
 * The role the caller may use in an organisation: their membership's, and with a
 * personal key the lower of that and the key's, in the key's organisation only.
 * Read from the request in the security scope (entered for every checked route).
 */
export function scopedRole(organisationId: string, role: Role | undefined): Role | undefined {
  const key = (securityScope.getStore() as { auth?: { apiKey?: PersonalKeyScope } | null } | undefined)?.auth
    ?.apiKey;
  if (!key || !role) return role;
  if (key.organisationId !== organisationId) return undefined;
  return rank[role] <= rank[key.role] ? role : key.role;
}

/** Whether a list item (an organisation) is within the request's personal key, if it carries one. */
export const inKeyScope =
  (request: FastifyRequest) =>
  (organisation: { id: string }): boolean =>
    !request.auth?.apiKey || request.auth.apiKey.organisationId === organisation.id;

/**
 * Routes a personal key may not call: the person's own account and invitations,
 * creating or leaving organisations, managing keys, the operators' screens.
 */
export function personOnly(method: string, url: string | undefined): boolean {
  if (!url) return true;
  return (
    /^\/api\/(user|auth|operator)(\/|$)/.test(url) ||
    /\/api-keys?(\/|$)/.test(url) ||
    (method === 'POST' && (url === '/api/organisation' || url === '/api/organisation/:id/leave'))
  );
}

const FLUSH_MS = 5000;

export function createPersonalKeyAuth(db: Db, { enabled }: { enabled: boolean }) {
  let pending = new Map<string, Date>();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function flush() {
    if (!pending.size) return;
    const batch = [...pending.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    pending = new Map();
    await sql`update api_keys k set last_used_at = greatest(k.last_used_at, u.used_at)
                from unnest(${batch.map(([id]) => id)}::uuid[], ${batch.map(([, at]) => at)}::timestamptz[])
                  as u(id, used_at)
               where k.id = u.id`
      .execute(db)
      .catch(() => {
        for (const [id, at] of batch) if (!pending.has(id)) pending.set(id, at);
      });
  }

  return {
    /** The person and scope of a personal key, or a 401 a person understands. */
    async authenticate(
      key: string,
    ): Promise<{ token: string; claims: TokenClaims; apiKey: PersonalKeyScope }> {
      if (!enabled) throw unauthorized('Personal API keys are turned off on this server');
      const row = await db
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select(['k.id', 'k.organisation_id', 'k.role', 'k.expires_at', 'k.revoked_at', 'u.sub', 'u.email'])
        .where('k.key_hash', '=', hashPersonalKey(key))
        .executeTakeFirst();
      if (!row) throw unauthorized('The API key is not valid');
      if (row.revoked_at) throw unauthorized('This API key was revoked');
      if (row.expires_at <= new Date()) throw unauthorized('This API key has expired: create a new one');
      pending.set(row.id, new Date());
      return {
        token: key,
        claims: { sub: row.sub, email: row.email },
        apiKey: { keyId: row.id, organisationId: row.organisation_id, role: row.role },
      };
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), FLUSH_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type PersonalKeyAuth = ReturnType<typeof createPersonalKeyAuth>;
