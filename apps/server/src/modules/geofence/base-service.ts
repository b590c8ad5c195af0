import {
  type Base,
  type baseCreateSchema,
  baseExists,
  type baseUpdateSchema,
  geofenceMessages,
  type LatLon,
} from '@pinpoint/shared';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { BasesTable } from '../../db/schema-geofences.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireRole } from '../organisation/service.ts';
import { getBase, insertBases, listBases, removeBases, updateBase } from './base-repo.ts';
import { type Geocoder, isPlaced, placeAddress } from './geocoder.ts';
import { presentBase } from './presenter.ts';
import { logChanges, objectOrganisation } from './support.ts';

const notFoundMessage = geofenceMessages.baseNotFound;

const baseOrganisation = (db: Db, sub: string, id: string, needed: 'viewer' | 'member') =>
  objectOrganisation(db, sub, 'bases', id, needed, notFoundMessage);

/**
 * Where a base is: the coordinates given, else its geocoded address, else
 * unknown (a base needs no location; it is then not on the map).
 */
async function locate(
  geocoder: Geocoder | null,
  input: { address: string; postcode: string; latitude?: number | undefined; longitude?: number | undefined },
): Promise<LatLon | null> {
  if (input.latitude !== undefined && input.longitude !== undefined)
    return { lat: input.latitude, lon: input.longitude };
  if (!geocoder) return null;
  const placed = await placeAddress(geocoder, input.address, input.postcode);
  return isPlaced(placed) ? placed : null;
}

export async function listOrganisationBases(db: Db, organisationId: string): Promise<Base[]> {
  return (await listBases(db, organisationId)).map(presentBase);
}

export async function getOneBase(db: Db, sub: string, id: string): Promise<Base> {
  const organisationId = await baseOrganisation(db, sub, id, 'viewer');
  const row = await getBase(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  return presentBase(row);
}

export async function createBase(
  db: Db,
  sub: string,
  input: z.output<typeof baseCreateSchema>,
  geocoder: Geocoder | null,
): Promise<Base> {
  await requireRole(db, sub, input.organisationId, 'member');
  const location = await locate(geocoder, input);
  const added = await insertBases(db, input.organisationId, [
    {
      name: input.name,
      address: input.address,
      postcode: input.postcode,
      status: input.status,
      lat: location?.lat ?? null,
      lon: location?.lon ?? null,
    },
  ]);
  if (added === 'conflict' || !added[0]) throw conflict(baseExists(input.name));
  const base = presentBase(added[0]);
  await logChanges(db, sub, input.organisationId, 'base', [
    { action: 'create', id: base.id, name: base.name },
  ]);
  return base;
}

/**
 * Changes a base. Coordinates null take its location away; a new address
 * without coordinates is geocoded again when a geocoder is configured.
 */
export async function changeBase(
  db: Db,
  sub: string,
  id: string,
  patch: z.output<typeof baseUpdateSchema>,
  geocoder: Geocoder | null,
): Promise<Base> {
  const organisationId = await baseOrganisation(db, sub, id, 'member');
  const row = await getBase(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  const columns: Updateable<BasesTable> = {};
  if (patch.name !== undefined) columns.name = patch.name;
  if (patch.address !== undefined) columns.address = patch.address;
  if (patch.postcode !== undefined) columns.postcode = patch.postcode;
  if (patch.status !== undefined) columns.status = patch.status;
  if (patch.latitude !== undefined) {
    columns.lat = patch.latitude;
    columns.lon = patch.longitude ?? null;
  } else if (
    geocoder &&
    ((patch.address !== undefined && patch.address !== row.address) ||
      (patch.postcode !== undefined && patch.postcode !== row.postcode))
  ) {
    const location = await locate(geocoder, {
      address: patch.address ?? row.address,
      postcode: patch.postcode ?? row.postcode,
    });
    columns.lat = location?.lat ?? null;
    columns.lon = location?.lon ?? null;
  }
  const updated = await updateBase(db, organisationId, id, columns);
  if (updated === 'conflict') throw conflict(baseExists(patch.name ?? ''));
  if (!updated) throw notFound(notFoundMessage);
  const base = presentBase(updated);
  await logChanges(db, sub, organisationId, 'base', [{ action: 'update', id, name: base.name }]);
  return base;
}

export async function deleteBase(db: Db, sub: string, id: string): Promise<void> {
  const organisationId = await baseOrganisation(db, sub, id, 'member');
  await removeAndLog(db, sub, organisationId, [id]);
}

/** Deletes the organisation's bases among `ids`; ids of other organisations are ignored. */
export async function deleteBases(db: Db, sub: string, organisationId: string, ids: string[]) {
  await requireRole(db, sub, organisationId, 'member');
  return removeAndLog(db, sub, organisationId, ids);
}

async function removeAndLog(db: Db, sub: string, organisationId: string, ids: string[]) {
  const removed = await removeBases(db, organisationId, ids);
  await logChanges(
    db,
    sub,
    organisationId,
    'base',
    removed.map((b) => ({ action: 'delete', id: b.id, name: b.name })),
  );
  return removed.length;
}
