import type { Db } from '../../db/database.ts';

const columns = [
  'id',
  'organisation_id',
  'name',
  'prefix',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export function insertKey(
  db: Db,
  row: { organisationId: string; name: string; hash: string; prefix: string; userId: string | null },
) {
  return db
    .insertInto('ingest_keys')
    .values({
      organisation_id: row.organisationId,
      name: row.name,
      key_hash: row.hash,
      prefix: row.prefix,
      created_by: row.userId,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function listKeys(db: Db, organisationId: string) {
  return db
    .selectFrom('ingest_keys')
    .select(columns)
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at', 'desc')
    .execute();
}

export function findKey(db: Db, id: string) {
  return db.selectFrom('ingest_keys').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function revokeKey(db: Db, organisationId: string, id: string) {
  await db
    .updateTable('ingest_keys')
    .set({ revoked_at: new Date() })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The organisation of a live key, by the key's hash. */
export async function findOrganisationByKeyHash(db: Db, hash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('ingest_keys')
    .set({ last_used_at: new Date() })
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .returning('organisation_id')
    .executeTakeFirst();
  return row?.organisation_id;
}

export type KeyRow = Awaited<ReturnType<typeof findKey>> & {};
