import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../db/database.ts';
import { UNKNOWN_DEVICE_DAYS, UNKNOWN_DEVICES_PER_ORGANISATION } from '../../ingest/unknown-inbox.ts';

const recent = sql<boolean>`last_seen_at > now() - make_interval(days => ${UNKNOWN_DEVICE_DAYS})`;

/**
 * The organisation's inbox, newest first: only the last days', and not the Dev
 * EUIs it has registered since.
 */
export function listUnknown(db: Db, organisationId: string) {
  return db
    .selectFrom('unknown_devices as u')
    .select([
      'u.dev_eui',
      'u.source',
      'u.first_seen_at',
      'u.last_seen_at',
      sql<number>`u.count::int`.as('count'),
      'u.last_payload',
    ])
    .where('u.organisation_id', '=', organisationId)
    .where(recent)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('devices as d')
            .select('d.id')
            .whereRef('d.dev_eui', '=', 'u.dev_eui')
            .whereRef('d.organisation_id', '=', 'u.organisation_id'),
        ),
      ),
    )
    .orderBy('u.last_seen_at', 'desc')
    .limit(UNKNOWN_DEVICES_PER_ORGANISATION)
    .execute();
}

export type UnknownRow = Awaited<ReturnType<typeof listUnknown>>[number];

export function findUnknown(db: Db, organisationId: string, devEui: string) {
  return db
    .selectFrom('unknown_devices')
    .select([
      'dev_eui',
      'source',
      'first_seen_at',
      'last_seen_at',
      sql<number>`count::int`.as('count'),
      'last_payload',
    ])
    .where('organisation_id', '=', organisationId)
    .where('dev_eui', '=', devEui)
    .where(recent)
    .executeTakeFirst();
}

export async function removeUnknown(db: Db, organisationId: string, devEui: string) {
  const result = await db
    .deleteFrom('unknown_devices')
    .where('organisation_id', '=', organisationId)
    .where('dev_eui', '=', devEui)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the deployment's inventory holds this Dev EUI unclaimed: it is added by its claim code. */
export async function inInventory(db: Db, devEui: string) {
  const row = await db
    .selectFrom('device_inventory')
    .select('id')
    .where('dev_eui', '=', devEui)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Keeps the inbox bounded: rows older than the retention go, and so does any
 * row past the per-organisation cap (concurrent groups can overshoot it a little).
 */
export async function pruneInbox(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `delete from unknown_devices u
      where u.last_seen_at < now() - make_interval(days => $1)
         or (u.organisation_id, u.dev_eui) in (
              select organisation_id, dev_eui from (
                select organisation_id, dev_eui,
                       row_number() over (partition by organisation_id order by last_seen_at desc) as n
                  from unknown_devices) ranked
               where n > $2)`,
    [UNKNOWN_DEVICE_DAYS, UNKNOWN_DEVICES_PER_ORGANISATION],
  );
  return rowCount ?? 0;
}
