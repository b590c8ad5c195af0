import type pg from 'pg';
import type { TrackerProtocol } from './codec.ts';
import type { TrackerIdentity, TrackerLog } from './context.ts';

/**
 * Ids that connected without being registered (issue 26), for the inbox's one-click add. A
 * connection names no organisation, so the rows are the deployment's (migration 0026): at most
 * UNKNOWN_TRACKERS rows (a new id past that is only counted in /metrics), kept
 * UNKNOWN_TRACKER_DAYS days (modules/unknown-devices trims them with the Dev EUI inbox).
 */
export const UNKNOWN_TRACKERS = 1000;
export const UNKNOWN_TRACKER_DAYS = 7;

/** The upsert of one unknown id; a new id only while the table holds fewer than the cap. */
export async function keepUnknownTracker(
  pool: pg.Pool,
  entry: { imei: string; protocol: TrackerProtocol; remoteAddress: string },
): Promise<void> {
  if (!/^[0-9A-Za-z_-]{1,20}$/.test(entry.imei)) return;
  await pool.query(
    `insert into unknown_trackers as u (imei, protocol, remote_address)
     select $1, $2, $3
      where exists (select 1 from unknown_trackers where imei = $1)
         or (select count(*) from unknown_trackers) < $4
     on conflict (imei) do update set
       count = u.count + 1, protocol = excluded.protocol,
       remote_address = excluded.remote_address, last_seen_at = now()`,
    [entry.imei, entry.protocol, entry.remoteAddress.slice(0, 64), UNKNOWN_TRACKERS],
  );
}

/** A writer that never throws into a connection: a failed write is logged and forgotten. */
export function createUnknownTrackerInbox(pool: pg.Pool, log: TrackerLog) {
  return (entry: { imei: string; protocol: TrackerProtocol; remoteAddress: string }) => {
    keepUnknownTracker(pool, entry).catch((err: unknown) =>
      log.warn({ err }, 'trackers: could not keep an unknown id in the inbox'),
    );
  };
}

/** The registered tracker of an id, in any organisation (an IMEI is unique across the deployment). */
export async function findTracker(pool: pg.Pool, imei: string): Promise<TrackerIdentity | undefined> {
  const { rows } = await pool.query<{ id: string; organisation_id: string }>(
    `select id, organisation_id from devices where imei = $1 and forwarder = 'tracker'`,
    [imei],
  );
  const row = rows[0];
  return row ? { deviceId: row.id, organisationId: row.organisation_id, imei } : undefined;
}
