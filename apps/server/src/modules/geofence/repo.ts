import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GeofencesTable } from '../../db/schema-geofences.ts';
import { isUniqueViolation, orConflict } from '../../lib/db-errors.ts';

const columns = [
  'geofences.id',
  'geofences.organisation_id',
  'geofences.name',
  'geofences.address',
  'geofences.postcode',
  'geofences.type',
  'geofences.lat',
  'geofences.lon',
  'geofences.radius_m',
  'geofences.polygon',
  'geofences.min_lat',
  'geofences.min_lon',
  'geofences.max_lat',
  'geofences.max_lon',
  'geofences.status',
  'geofences.alert_type',
  'geofences.created_at',
  'geofences.updated_at',
] as const;

// The organisation's devices inside the geofence now; a device moved to another
// organisation no longer counts.
const devicesInside = sql<string[]>`coalesce((
  select array_agg(gd.device_id::text order by gd.device_id)
  from geofence_devices gd
  join devices d on d.id = gd.device_id and d.organisation_id = gd.organisation_id
  where gd.geofence_id = geofences.id and gd.inside
), '{}')`.as('device_ids');

function selectGeofences(db: Db, organisationId: string) {
  return db
    .selectFrom('geofences')
    .select(columns)
    .select(devicesInside)
    .where('geofences.organisation_id', '=', organisationId);
}

/** The organisation's geofences by name, with the devices inside each. */
export function listGeofences(db: Db, organisationId: string) {
  return selectGeofences(db, organisationId).orderBy('geofences.name').execute();
}

export function getGeofence(db: Db, organisationId: string, id: string) {
  return selectGeofences(db, organisationId).where('geofences.id', '=', id).executeTakeFirst();
}

export type GeofenceRow = NonNullable<Awaited<ReturnType<typeof getGeofence>>>;

type NewGeofence = Omit<Insertable<GeofencesTable>, 'organisation_id'>;

/** Inserts geofences; 'conflict' when the organisation already has one of a name (any case). */
export async function insertGeofences(
  db: Db,
  organisationId: string,
  values: NewGeofence[],
): Promise<Array<{ id: string; name: string }> | 'conflict'> {
  const added: Array<{ id: string; name: string }> = [];
  try {
    for (let i = 0; i < values.length; i += 1000) {
      const chunk = values.slice(i, i + 1000).map((v) => ({ ...v, organisation_id: organisationId }));
      added.push(...(await db.insertInto('geofences').values(chunk).returning(['id', 'name']).execute()));
    }
    return added;
  } catch (err) {
    if (isUniqueViolation(err)) return 'conflict';
    throw err;
  }
}

/** Changes a geofence; undefined when the organisation has no such geofence, 'conflict' on a taken name. */
export async function updateGeofence(
  db: Db,
  organisationId: string,
  id: string,
  values: Updateable<GeofencesTable>,
): Promise<{ id: string } | 'conflict' | undefined> {
  return orConflict(() =>
    db
      .updateTable('geofences')
      .set({ ...values, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning(['id'])
      .executeTakeFirst(),
  );
}

/** Deletes the organisation's geofences among `ids` (others' ids are ignored); answers those deleted. */
export function removeGeofences(db: Db, organisationId: string, ids: string[]) {
  return db
    .deleteFrom('geofences')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
}

/** Which of these names (compared in lower case) the organisation's geofences or bases already use. */
export async function takenNames(
  db: Db,
  table: 'geofences' | 'bases',
  organisationId: string,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db
    .selectFrom(table)
    .select('name')
    .where('organisation_id', '=', organisationId)
    .where(sql<string>`lower(name)`, 'in', lower)
    .execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}
