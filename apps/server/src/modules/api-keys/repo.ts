import type { Db } from '../../db/database.ts';

const columns = [
  'k.id',
  'k.organisation_id',
  'k.user_id',
  'k.name',
  'k.role',
  'k.prefix',
  'k.created_at',
  'k.expires_at',
  'k.last_used_at',
  'k.revoked_at',
  'u.email',
  'u.name as user_name',
] as const;

const keys = (db: Db) =>
  db.selectFrom('api_keys as k').innerJoin('users as u', 'u.id', 'k.user_id').select(columns);

export function insertApiKey(
  db: Db,
  row: {
    userId: string;
    organisationId: string;
    name: string;
    role: 'admin' | 'member' | 'viewer';
    hash: string;
    prefix: string;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('api_keys')
    .values({
      user_id: row.userId,
      organisation_id: row.organisationId,
      name: row.name,
      role: row.role,
      key_hash: row.hash,
      prefix: row.prefix,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The organisation's keys, newest first: everyone's, or only `userId`'s. */
export function listApiKeys(db: Db, organisationId: string, userId?: string) {
  let query = keys(db).where('k.organisation_id', '=', organisationId);
  if (userId) query = query.where('k.user_id', '=', userId);
  return query.orderBy('k.created_at', 'desc').execute();
}

export function findApiKey(db: Db, id: string) {
  return keys(db).where('k.id', '=', id).executeTakeFirst();
}

export type ApiKeyRow = NonNullable<Awaited<ReturnType<typeof findApiKey>>>;

export async function revokeApiKey(db: Db, id: string) {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
