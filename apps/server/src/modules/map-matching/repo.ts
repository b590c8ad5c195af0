import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MatchInput } from './osrm-client.ts';
import type { StitchedPoint } from './stitch.ts';

/** The SQL of map matching: a device's positions, and the matched hours kept for it. */

export type DeviceRef = { organisationId: string; deviceId: string };

// Rows and compacted days alike (migration 0033).
const positionsQuery = (db: Db, ref: DeviceRef, from: Date, to: Date) =>
  db
    .selectFrom(
      sql<{ organisation_id: string; time: Date; lat: number; lon: number; accuracy: number | null }>`
        pinpoint_positions(${ref.deviceId}::uuid, ${from}::timestamptz, ${to}::timestamptz)`.as('p'),
    )
    .select(['time', 'lat', 'lon', 'accuracy'])
    .where('organisation_id', '=', ref.organisationId);

/** Positions in [from, to), oldest first, at most `limit`. */
export function positionsBetween(
  db: Db,
  ref: DeviceRef,
  from: Date,
  to: Date,
  limit: number,
): Promise<MatchInput[]> {
  return positionsQuery(db, ref, from, to).orderBy('time').limit(limit).execute();
}

/** The last `count` positions in [since, before), oldest first (context for the first hour). */
export async function positionsBefore(
  db: Db,
  ref: DeviceRef,
  since: Date,
  before: Date,
  count: number,
): Promise<MatchInput[]> {
  const rows = await positionsQuery(db, ref, since, before).orderBy('time', 'desc').limit(count).execute();
  return rows.reverse();
}

/** The first `count` positions in [from, to) (context for the last hour). */
export function positionsFrom(
  db: Db,
  ref: DeviceRef,
  from: Date,
  to: Date,
  count: number,
): Promise<MatchInput[]> {
  return positionsQuery(db, ref, from, to).orderBy('time').limit(count).execute();
}

export type Tile = {
  tileStart: Date;
  inputCount: number;
  inputDigest: string;
  points: StitchedPoint[];
  complete: boolean;
  retryAfter: Date | null;
};

/** The matched hours kept for a device whose start is in [from, to), by start time (ms). */
export async function listTiles(db: Db, ref: DeviceRef, from: Date, to: Date): Promise<Map<number, Tile>> {
  const rows = await db
    .selectFrom('map_matching_tiles')
    .select(['tile_start', 'input_count', 'input_digest', 'points', 'complete', 'retry_after'])
    .where('device_id', '=', ref.deviceId)
    .where('organisation_id', '=', ref.organisationId)
    .where('tile_start', '>=', from)
    .where('tile_start', '<', to)
    .execute();
  return new Map(
    rows.map((r) => [
      r.tile_start.getTime(),
      {
        tileStart: r.tile_start,
        inputCount: r.input_count,
        inputDigest: r.input_digest,
        points: r.points,
        complete: r.complete,
        retryAfter: r.retry_after,
      },
    ]),
  );
}

/** Keeps (or replaces) a matched hour. */
export async function saveTile(db: Db, ref: DeviceRef, tile: Tile): Promise<void> {
  const values = {
    organisation_id: ref.organisationId,
    input_count: tile.inputCount,
    input_digest: tile.inputDigest,
    points: JSON.stringify(tile.points),
    complete: tile.complete,
    retry_after: tile.retryAfter,
    matched_at: new Date(),
  };
  await db
    .insertInto('map_matching_tiles')
    .values({ device_id: ref.deviceId, tile_start: tile.tileStart, ...values })
    .onConflict((oc) => oc.columns(['device_id', 'tile_start']).doUpdateSet(values))
    .execute();
}
