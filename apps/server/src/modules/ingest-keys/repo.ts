import { sql } from 'kysely';
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

/** The organisation's keys, each with the uplinks it brought in the last 24 hours (by the hour). */
export function listKeys(db: Db, organisationId: string) {
  return db
    .selectFrom('ingest_keys')
    .select(columns)
    .select((eb) =>
      eb
        .selectFrom('ingest_key_usage')
        .select(sql<number>`coalesce(sum(uplinks), 0)::int`.as('n'))
        .whereRef('ingest_key_usage.key_id', '=', 'ingest_keys.id')
        .where('hour', '>', sql<Date>`date_trunc('hour', now()) - interval '24 hours'`)
        .as('uplinks_24h'),
    )
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

/** The organisation of a live key, by the key's hash (its use is written in batches, usage.ts). */
export async function findOrganisationByKeyHash(db: Db, hash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('ingest_keys')
    .select('organisation_id')
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.organisation_id;
}

export type KeyRow = Awaited<ReturnType<typeof findKey>> & {} & { uplinks_24h?: number | null };
