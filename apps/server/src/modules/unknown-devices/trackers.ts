import type { UnknownTracker, unknownDeviceAddSchema } from '@pinpoint/shared';
import { sql } from 'kysely';
import type pg from 'pg';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { TrackerProtocol } from '../../ingest/trackers/codec.ts';
import { UNKNOWN_TRACKER_DAYS } from '../../ingest/trackers/unknown.ts';
import { notFound } from '../../lib/errors.ts';
import { createTracker } from '../device/tracker.ts';

/**
 * Trackers refused for an id nobody registered (issue 26). A connection names no organisation, so
 * these rows belong to no one: an organisation never sees the list (it would show other companies'
 * trackers and where they connect from), only the tracker whose exact IMEI it asks for, which its
 * owner has printed on the unit. The remote address is never shown.
 */
const recent = sql<boolean>`last_seen_at > now() - make_interval(days => ${UNKNOWN_TRACKER_DAYS})`;
const notInInbox = () =>
  notFound(`No tracker with this IMEI has tried to connect in the last ${UNKNOWN_TRACKER_DAYS} days`);

/** The unregistered tracker with this exact IMEI that tried to connect lately, if any. */
export async function findUnknownTracker(db: Db, imei: string): Promise<UnknownTracker> {
  const row = /^[0-9A-Za-z_-]{6,20}$/.test(imei)
    ? await db
        .selectFrom('unknown_trackers as u')
        .select(['u.imei', 'u.protocol', 'u.first_seen_at', 'u.last_seen_at', 'u.count'])
        .where('u.imei', '=', imei)
        .where(recent)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('devices as d').select('d.id').whereRef('d.imei', '=', 'u.imei'))),
        )
        .executeTakeFirst()
    : undefined;
  if (!row) throw notInInbox();
  return {
    imei: row.imei,
    protocol: row.protocol,
    remoteAddress: null,
    firstSeenAt: row.first_seen_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    count: Number(row.count),
    suggestedName: `Tracker ${row.imei.slice(-4)}`,
  };
}

/** Adds an inbox tracker to the organisation with the protocol it spoke (a member's one click). */
export async function addTrackerFromInbox(
  db: Db,
  sub: string,
  organisationId: string,
  imei: string,
  input: z.output<typeof unknownDeviceAddSchema>,
) {
  const row = /^[0-9A-Za-z_-]{6,20}$/.test(imei)
    ? await db
        .selectFrom('unknown_trackers')
        .select(['imei', 'protocol'])
        .where('imei', '=', imei)
        .where(recent)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notInInbox();
  return createTracker(db, sub, {
    organisationId,
    name: input.name ?? `Tracker ${imei.slice(-4)}`,
    protocol: row.protocol as TrackerProtocol,
    imei,
    type: input.type ?? 'location',
  });
}

/** Forgets ids not heard from for UNKNOWN_TRACKER_DAYS (with the Dev EUI inbox's maintenance). */
export async function pruneUnknownTrackers(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `delete from unknown_trackers where last_seen_at < now() - make_interval(days => $1)`,
    [UNKNOWN_TRACKER_DAYS],
  );
  return rowCount ?? 0;
}
