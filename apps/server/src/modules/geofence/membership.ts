import {
  type BBox,
  containingGeofences,
  distanceToEdgeMetres,
  type LatLon,
  type Shape,
} from '@pinpoint/shared';
import { sql } from 'kysely';
import type pg from 'pg';
import { listenForChanges } from '../../db/change-listener.ts';
import type { Db } from '../../db/database.ts';
import { bboxOfRow, shapeOfRow } from './shape.ts';

/** A device crossing a geofence's edge, for the actions engine's enter/exit/enter-exit alerts. */
export type GeofenceTransition = {
  geofenceId: string;
  deviceId: string;
  transition: 'enter' | 'exit';
  at: Date;
};

type WatchedGeofence = { id: string; shape: Shape; bbox: BBox };

// An organisation's active geofences, kept in memory so a position costs no
// geofence query. Every process forgets an organisation's entry when one of its
// geofences changes (a trigger NOTIFYs GEOFENCES_CHANGED_CHANNEL, see
// listenForGeofenceChanges); the time limit bounds how long a change goes
// unseen should a notification be lost with a connection.
const CACHE_TTL_MS = 60_000;
export const GEOFENCES_CHANGED_CHANNEL = 'pinpoint_geofences_changed';
const CACHE_MAX_ORGANISATIONS = 10_000;
const cache = new Map<string, { loadedAt: number; geofences: WatchedGeofence[] }>();
let generation = 0;

/** Drops the cached geofences of an organisation: call after any change to its geofences. */
export function forgetGeofences(organisationId: string): void {
  generation += 1;
  cache.delete(organisationId);
}

/** Keeps this process's geofence cache in step with changes made by any process (migration 0007). */
export function listenForGeofenceChanges(pool: pg.Pool, log: { warn: (o: object, m: string) => void }) {
  return listenForChanges(
    pool,
    GEOFENCES_CHANGED_CHANNEL,
    {
      onChange: (organisationId) => forgetGeofences(organisationId),
      onLost: () => {
        generation += 1;
        cache.clear();
      },
    },
    log,
  );
}

/** The organisation's active geofences with their shapes and boxes, from memory when fresh. */
async function watchedGeofences(db: Db, organisationId: string): Promise<WatchedGeofence[]> {
  const now = Date.now();
  const hit = cache.get(organisationId);
  if (hit && now - hit.loadedAt < CACHE_TTL_MS) return hit.geofences;
  const loading = generation;
  const rows = await db
    .selectFrom('geofences')
    .select(['id', 'type', 'lat', 'lon', 'radius_m', 'polygon', 'min_lat', 'min_lon', 'max_lat', 'max_lon'])
    .where('organisation_id', '=', organisationId)
    .where('status', '=', 'active')
    .execute();
  const geofences = rows.map((row) => ({ id: row.id, shape: shapeOfRow(row), bbox: bboxOfRow(row) }));
  // A change made while loading may not be in these rows: then do not keep them.
  if (loading === generation) {
    cache.delete(organisationId);
    cache.set(organisationId, { loadedAt: now, geofences });
    if (cache.size > CACHE_MAX_ORGANISATIONS) cache.delete(cache.keys().next().value as string);
  }
  return geofences;
}

/** A device's position to place among its organisation's geofences; `accuracy`: its radius in metres. */
export type MembershipUpdate = {
  organisationId: string;
  deviceId: string;
  position: LatLon & { accuracy?: number | undefined; source?: 'network' | undefined };
  at: Date;
};

/**
 * Positions this precise or better (GNSS, Wi-Fi: tens of metres) decide every crossing, as they
 * always have. A coarser one (a network-solved LoRaWAN position, hundreds of metres to kilometres)
 * decides only where it is farther from the geofence's edge than its own radius: nearer, the
 * device may be on either side, and a cell-sized circle would make it enter or leave a yard it
 * never left. The membership then stays as it was, until a position settles it. A network position
 * without a radius (a cell's) decides nothing.
 */
export const COARSE_POSITION_M = 100;

/** Whether the position tells which side of the shape's edge the device is on. */
function decides(position: MembershipUpdate['position'], shape: Shape): boolean {
  const radius = position.accuracy;
  // Solved by the network with no radius given (a cell's position): how far off, nobody says.
  if (radius === undefined) return position.source !== 'network';
  if (!(radius > COARSE_POSITION_M)) return true;
  return distanceToEdgeMetres(position, shape) >= radius;
}

/**
 * Records which of the organisation's active geofences hold the device at
 * `position` and answers the crossings this makes: 'enter' for a geofence it is
 * now inside and was not, 'exit' for one it has left. Paused geofences are not
 * watched. A position older than a device's last crossing of a geofence does not
 * undo it, and two processes seeing the same crossing answer it once.
 * Accepts a transaction.
 */
export function updateGeofenceMembership(
  db: Db,
  organisationId: string,
  deviceId: string,
  position: MembershipUpdate['position'],
  at: Date,
): Promise<GeofenceTransition[]> {
  return updateGeofenceMemberships(db, [{ organisationId, deviceId, position, at }]);
}

/**
 * updateGeofenceMembership for a committed group of uplinks at once (the
 * newest position of each device counts). Cost on the ingest path: nothing when
 * no organisation in the group has an active geofence; else one indexed read of
 * the geofences the group's devices are inside (the geofences come from memory,
 * tested box first) and one write only when some device crosses an edge.
 */
export async function updateGeofenceMemberships(
  db: Db,
  updates: readonly MembershipUpdate[],
): Promise<GeofenceTransition[]> {
  const newest = new Map<string, MembershipUpdate>();
  for (const update of updates) {
    const seen = newest.get(update.deviceId);
    if (!seen || seen.at <= update.at) newest.set(update.deviceId, update);
  }
  // Each organisation's watched geofences, and their shapes by id (one map for all its devices).
  const watched = new Map<
    string,
    { update: MembershipUpdate; inside: Set<string>; shapes: ReadonlyMap<string, Shape> }
  >();
  const byOrganisation = new Map<string, { geofences: WatchedGeofence[]; shapes: Map<string, Shape> }>();
  for (const update of newest.values()) {
    let organisation = byOrganisation.get(update.organisationId);
    if (!organisation) {
      const geofences = await watchedGeofences(db, update.organisationId);
      organisation = { geofences, shapes: new Map(geofences.map((g) => [g.id, g.shape])) };
      byOrganisation.set(update.organisationId, organisation);
    }
    const { geofences, shapes } = organisation;
    if (geofences.length === 0) continue;
    watched.set(update.deviceId, {
      update,
      inside: new Set(containingGeofences(update.position, geofences).map((g) => g.id)),
      shapes,
    });
  }
  if (watched.size === 0) return [];

  const wasInside = await db
    .selectFrom('geofence_devices')
    .select(['geofence_id', 'device_id', 'organisation_id'])
    .where('device_id', 'in', [...watched.keys()])
    .where('inside', '=', true)
    .execute();
  const changes: Array<{ geofenceId: string; inside: boolean; update: MembershipUpdate }> = [];
  const before = new Map<string, Set<string>>();
  for (const row of wasInside) {
    const device = watched.get(row.device_id);
    if (!device || row.organisation_id !== device.update.organisationId) continue;
    const set = before.get(row.device_id) ?? new Set<string>();
    set.add(row.geofence_id);
    before.set(row.device_id, set);
  }
  for (const [deviceId, device] of watched) {
    const was = before.get(deviceId) ?? new Set<string>();
    const settles = (id: string) => decides(device.update.position, device.shapes.get(id) as Shape);
    for (const id of device.inside)
      if (!was.has(id) && settles(id)) changes.push({ geofenceId: id, inside: true, update: device.update });
    for (const id of was)
      if (device.shapes.has(id) && !device.inside.has(id) && settles(id))
        changes.push({ geofenceId: id, inside: false, update: device.update });
  }
  if (changes.length === 0) return [];

  const column = <T>(pick: (c: (typeof changes)[number]) => T) => changes.map(pick);
  const { rows } = await sql<{ geofence_id: string; device_id: string; inside: boolean; changed_at: Date }>`
    insert into geofence_devices (geofence_id, device_id, organisation_id, inside, changed_at)
    select c.geofence_id, c.device_id, c.organisation_id, c.inside, c.changed_at
    from unnest(
      ${column((c) => c.geofenceId)}::uuid[],
      ${column((c) => c.update.deviceId)}::uuid[],
      ${column((c) => c.update.organisationId)}::uuid[],
      ${column((c) => c.inside)}::boolean[],
      ${column((c) => c.update.at.toISOString())}::timestamptz[]
    ) as c (geofence_id, device_id, organisation_id, inside, changed_at)
    where exists (
      select 1 from geofences g
      where g.id = c.geofence_id and g.organisation_id = c.organisation_id and g.status = 'active'
    )
    on conflict (geofence_id, device_id) do update
      set inside = excluded.inside, changed_at = excluded.changed_at, organisation_id = excluded.organisation_id
      where geofence_devices.inside <> excluded.inside and geofence_devices.changed_at <= excluded.changed_at
    returning geofence_id, device_id, inside, changed_at`.execute(db);
  return rows.map((r) => ({
    geofenceId: r.geofence_id,
    deviceId: r.device_id,
    transition: r.inside ? 'enter' : 'exit',
    at: new Date(r.changed_at),
  }));
}

/**
 * Sets who is inside these geofences now from the devices' last known
 * positions, with no crossings: for a geofence just made, moved or resumed,
 * so its count is right at once and no device "enters" without moving.
 */
export async function seedMembership(db: Db, organisationId: string, geofences: WatchedGeofence[]) {
  if (geofences.length === 0) return;
  await clearMembership(
    db,
    organisationId,
    geofences.map((g) => g.id),
  );
  const box = {
    minLat: Math.min(...geofences.map((g) => g.bbox.minLat)),
    maxLat: Math.max(...geofences.map((g) => g.bbox.maxLat)),
    minLon: Math.min(...geofences.map((g) => g.bbox.minLon)),
    maxLon: Math.max(...geofences.map((g) => g.bbox.maxLon)),
  };
  const devices = await db
    .selectFrom('devices')
    .select(['id', 'lat', 'lon', 'location_at'])
    .where('organisation_id', '=', organisationId)
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('lon', '>=', box.minLon)
    .where('lon', '<=', box.maxLon)
    .execute();
  const rows = devices.flatMap((device) =>
    containingGeofences({ lat: device.lat as number, lon: device.lon as number }, geofences).map((g) => ({
      geofence_id: g.id,
      device_id: device.id,
      organisation_id: organisationId,
      inside: true,
      changed_at: device.location_at ?? new Date(),
    })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('geofence_devices')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** Forgets who is inside these geofences (a paused geofence is not watched). */
export async function clearMembership(db: Db, organisationId: string, geofenceIds: string[]) {
  if (geofenceIds.length === 0) return;
  await db
    .deleteFrom('geofence_devices')
    .where('organisation_id', '=', organisationId)
    .where('geofence_id', 'in', geofenceIds)
    .execute();
}
