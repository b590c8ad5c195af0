import {
  type GeocodeResult,
  type Geofence,
  type GeofenceStatus,
  type geofenceCreateSchema,
  geofenceExists,
  geofenceInputSchema,
  geofenceMessages,
  type geofenceUpdateSchema,
  shapeBBox,
} from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound, unavailable } from '../../lib/errors.ts';
import { requireRole } from '../organisation/service.ts';
import { type Geocoder, GeocoderUnavailable } from './geocoder.ts';
import { clearMembership, forgetGeofences, seedMembership } from './membership.ts';
import { presentGeofence } from './presenter.ts';
import {
  type GeofenceRow,
  getGeofence,
  insertGeofences,
  listGeofences,
  removeGeofences,
  updateGeofence,
} from './repo.ts';
import { shapeColumns, shapeOfInput, shapeOfRow } from './shape.ts';
import { invalidFields, logChanges, objectOrganisation } from './support.ts';

const notFoundMessage = geofenceMessages.geofenceNotFound;

const geofenceOrganisation = (db: Db, sub: string, id: string, needed: 'viewer' | 'member') =>
  objectOrganisation(db, sub, 'geofences', id, needed, notFoundMessage);

async function present(db: Db, organisationId: string, id: string): Promise<Geofence> {
  const row = await getGeofence(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  return presentGeofence(row);
}

export async function listOrganisationGeofences(db: Db, organisationId: string): Promise<Geofence[]> {
  return (await listGeofences(db, organisationId)).map(presentGeofence);
}

export async function getOneGeofence(db: Db, sub: string, id: string): Promise<Geofence> {
  return present(db, await geofenceOrganisation(db, sub, id, 'viewer'), id);
}

/** Adds a geofence; a circle without coordinates is centred on its geocoded address. */
export async function createGeofence(
  db: Db,
  sub: string,
  input: z.output<typeof geofenceCreateSchema>,
  geocoder: Geocoder | null,
): Promise<Geofence> {
  const organisationId = input.organisationId;
  await requireRole(db, sub, organisationId, 'member');
  const shape = await shapeOfInput(input, geocoder);
  const id = await db.transaction().execute(async (trx) => {
    const added = await insertGeofences(trx, organisationId, [
      {
        name: input.name,
        address: input.address,
        postcode: input.postcode,
        status: input.status,
        alert_type: input.alertType,
        ...shapeColumns(shape),
      },
    ]);
    if (added === 'conflict' || !added[0]) throw conflict(geofenceExists(input.name));
    const id = added[0].id;
    if (input.status === 'active')
      await seedMembership(trx, organisationId, [{ id, shape, bbox: shapeBBox(shape) }]);
    return id;
  });
  forgetGeofences(organisationId);
  const geofence = await present(db, organisationId, id);
  await logChanges(db, sub, organisationId, 'geofence', [{ action: 'create', id, name: geofence.name }]);
  return geofence;
}

/** The fields of a stored geofence, as a PATCH is laid over them. */
function fieldsOf(row: GeofenceRow) {
  return {
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    type: row.type,
    latitude: row.lat,
    longitude: row.lon,
    radius: row.radius_m ?? undefined,
    polygon: row.polygon ?? undefined,
    status: row.status,
    alertType: row.alert_type,
  };
}

/**
 * Changes a geofence: the fields given are laid over the stored ones and the
 * whole is checked again. Moving, reshaping or resuming it sets who is inside
 * from the devices' last positions; pausing it forgets them.
 */
export async function changeGeofence(
  db: Db,
  sub: string,
  id: string,
  patch: z.output<typeof geofenceUpdateSchema>,
  geocoder: Geocoder | null,
  logAction: 'update' | 'status' = 'update',
): Promise<Geofence> {
  const organisationId = await geofenceOrganisation(db, sub, id, 'member');
  const row = await getGeofence(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const checked = geofenceInputSchema.safeParse({ ...fieldsOf(row), ...given });
  if (!checked.success) throw invalidFields(checked.error.issues);
  const input = checked.data;
  const shape = await shapeOfInput(input, geocoder);
  const reshaped = JSON.stringify(shape) !== JSON.stringify(shapeOfRow(row));
  await db.transaction().execute(async (trx) => {
    const updated = await updateGeofence(trx, organisationId, id, {
      name: input.name,
      address: input.address,
      postcode: input.postcode,
      status: input.status,
      alert_type: input.alertType,
      ...shapeColumns(shape),
    });
    if (updated === 'conflict') throw conflict(geofenceExists(input.name));
    if (!updated) throw notFound(notFoundMessage);
    if (input.status === 'paused') await clearMembership(trx, organisationId, [id]);
    else if (reshaped || row.status === 'paused')
      await seedMembership(trx, organisationId, [{ id, shape, bbox: shapeBBox(shape) }]);
  });
  forgetGeofences(organisationId);
  const geofence = await present(db, organisationId, id);
  const details = logAction === 'status' ? { status: input.status } : {};
  await logChanges(db, sub, organisationId, 'geofence', [
    { action: logAction, id, name: geofence.name, details },
  ]);
  return geofence;
}

export const setGeofenceStatus = (db: Db, sub: string, id: string, status: GeofenceStatus) =>
  changeGeofence(db, sub, id, { status }, null, 'status');

export async function deleteGeofence(db: Db, sub: string, id: string): Promise<void> {
  const organisationId = await geofenceOrganisation(db, sub, id, 'member');
  await removeAndLog(db, sub, organisationId, [id]);
}

/** Deletes the organisation's geofences among `ids`; ids of other organisations are ignored. */
export async function deleteGeofences(db: Db, sub: string, organisationId: string, ids: string[]) {
  await requireRole(db, sub, organisationId, 'member');
  return removeAndLog(db, sub, organisationId, ids);
}

async function removeAndLog(db: Db, sub: string, organisationId: string, ids: string[]) {
  const removed = await removeGeofences(db, organisationId, ids);
  forgetGeofences(organisationId);
  await logChanges(
    db,
    sub,
    organisationId,
    'geofence',
    removed.map((g) => ({ action: 'delete', id: g.id, name: g.name })),
  );
  return removed.length;
}

/** The caller must be a member (or more) of the organisation, or of any when none is named. */
async function requireMemberSomewhere(db: Db, sub: string, organisationId: string | undefined) {
  if (organisationId) {
    await requireRole(db, sub, organisationId, 'member');
    return;
  }
  const membership = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('memberships.organisation_id')
    .where('users.sub', '=', sub)
    .where('memberships.role', 'in', ['owner', 'admin', 'member'])
    .executeTakeFirst();
  if (!membership) throw forbidden('This needs the member role in an organisation');
}

/** The geocoder's first place for an address (GET /geofence/geocode). */
export async function geocode(
  db: Db,
  sub: string,
  query: { q: string; organisationId?: string | undefined },
  geocoder: Geocoder | null,
): Promise<GeocodeResult> {
  await requireMemberSomewhere(db, sub, query.organisationId);
  if (!geocoder)
    throw unavailable(
      'No geocoder is configured (GEOCODER_URL): place it on the map or give latitude and longitude',
    );
  try {
    const place = await geocoder.search(query.q);
    if (!place) throw notFound('No place found for that address');
    return place;
  } catch (err) {
    if (err instanceof GeocoderUnavailable) throw unavailable(geofenceMessages.geocoderDown);
    throw err;
  }
}
