import {
  baseExists,
  baseImportRowSchema,
  geofenceExists,
  geofenceImportRowSchema,
  geofenceLimits,
  geofenceMessages,
  type ImportResult,
  importRowPlaceProblem,
  type LatLon,
  type Shape,
  shapeBBox,
} from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { requireRole } from '../organisation/service.ts';
import { insertBases } from './base-repo.ts';
import { type Geocoder, placeAddress, type Unplaced } from './geocoder.ts';
import { forgetGeofences, seedMembership } from './membership.ts';
import { insertGeofences, takenNames } from './repo.ts';
import { shapeColumns } from './shape.ts';
import { csvCells, logChanges, mapLimit, rowReasons } from './support.ts';

type Refusal = ImportResult['refused'][number];
type Valid<T> = { row: number; data: T };

/** Addresses one import may send to the geocoder; more would hold the request for minutes. */
const MAX_LOOKUPS = 500;
const LOOKUPS_AT_ONCE = 4;
const tooManyLookups = `More than ${MAX_LOOKUPS} addresses to look up: give latitude and longitude`;

/**
 * Checks every row (1 = the first under the header) against the schema and
 * against the other rows and the organisation's names; answers the rows that
 * may go in and each refused row with its reasons.
 */
async function checkRows<T extends { name: string }>(
  db: Db,
  table: 'geofences' | 'bases',
  organisationId: string,
  rows: Record<string, unknown>[],
  schema: z.ZodType<T>,
  exists: (name: string) => string,
) {
  const refused: Refusal[] = [];
  const valid: Valid<T>[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, i) => {
    const row = i + 1;
    const cells = csvCells(raw);
    const name = typeof cells.name === 'string' && cells.name.trim() ? cells.name.trim() : null;
    const parsed = schema.safeParse(cells);
    if (!parsed.success) {
      refused.push({ row, name, reasons: rowReasons(parsed.error.issues) });
    } else if (seen.has(parsed.data.name.toLowerCase())) {
      refused.push({ row, name, reasons: [geofenceMessages.nameTwice] });
    } else {
      seen.add(parsed.data.name.toLowerCase());
      valid.push({ row, data: parsed.data });
    }
  });
  const taken = await takenNames(
    db,
    table,
    organisationId,
    valid.map((v) => v.data.name),
  );
  const ready = valid.filter((v) => {
    if (!taken.has(v.data.name.toLowerCase())) return true;
    refused.push({ row: v.row, name: v.data.name, reasons: [exists(v.data.name)] });
    return false;
  });
  return { ready, refused };
}

type Placeable = {
  address: string;
  postcode: string;
  latitude?: number | undefined;
  longitude?: number | undefined;
};

/** Each row's coordinates, or its geocoded address (each distinct address asked once), or why not. */
async function placeRows<T extends Placeable>(
  rows: Valid<T>[],
  geocoder: Geocoder | null,
): Promise<Array<LatLon | Unplaced>> {
  const queries = [
    ...new Set(
      rows
        .filter((v) => v.data.latitude === undefined || v.data.longitude === undefined)
        .map((v) => JSON.stringify([v.data.address, v.data.postcode])),
    ),
  ];
  const asked = queries.slice(0, MAX_LOOKUPS);
  const answers = new Map(
    (
      await mapLimit(asked, LOOKUPS_AT_ONCE, async (query) => {
        const [address, postcode] = JSON.parse(query) as [string, string];
        return [query, await placeAddress(geocoder, address, postcode)] as const;
      })
    ).map(([query, answer]) => [query, answer]),
  );
  return rows.map((v) =>
    v.data.latitude !== undefined && v.data.longitude !== undefined
      ? { lat: v.data.latitude, lon: v.data.longitude }
      : (answers.get(JSON.stringify([v.data.address, v.data.postcode])) ?? {
          reason: tooManyLookups,
          unavailable: false,
        }),
  );
}

const sortRefusals = (refused: Refusal[]) => refused.sort((a, b) => a.row - b.row);

/**
 * CSV import of geofences (name, address, postcode; optional latitude,
 * longitude, radius): circles of the given radius (100 m when blank) around the
 * coordinates, or around the geocoded address. The rows that pass go in
 * together in one transaction; the others are listed with their reasons.
 */
export async function importGeofences(
  db: Db,
  sub: string,
  organisationId: string,
  rows: Record<string, unknown>[],
  geocoder: Geocoder | null,
): Promise<ImportResult> {
  await requireRole(db, sub, organisationId, 'member');
  const { ready, refused } = await checkRows(
    db,
    'geofences',
    organisationId,
    rows,
    geofenceImportRowSchema,
    geofenceExists,
  );
  // The rule the import preview applies too: without a geocoder, a row needs its coordinates.
  const placeable = ready.filter((v) => {
    const problem = importRowPlaceProblem('geofence', v.data, geocoder !== null);
    if (problem) refused.push({ row: v.row, name: v.data.name, reasons: [problem] });
    return !problem;
  });
  const places = await placeRows(placeable, geocoder);
  const toAdd: Array<Valid<z.output<typeof geofenceImportRowSchema>> & { shape: Shape }> = [];
  placeable.forEach((v, i) => {
    const place = places[i] as LatLon | Unplaced;
    if ('reason' in place) refused.push({ row: v.row, name: v.data.name, reasons: [place.reason] });
    else
      toAdd.push({
        ...v,
        shape: { type: 'circle', centre: place, radiusM: v.data.radius ?? geofenceLimits.defaultRadiusM },
      });
  });
  if (toAdd.length) {
    const added = await db.transaction().execute(async (trx) => {
      const added = await insertGeofences(
        trx,
        organisationId,
        toAdd.map((v) => ({
          name: v.data.name,
          address: v.data.address,
          postcode: v.data.postcode,
          ...shapeColumns(v.shape),
        })),
      );
      if (added === 'conflict') throw conflict('A geofence of the file was added meanwhile: import it again');
      const shapes = new Map(toAdd.map((v) => [v.data.name.toLowerCase(), v.shape]));
      await seedMembership(
        trx,
        organisationId,
        added.map((g) => {
          const shape = shapes.get(g.name.toLowerCase()) as Shape;
          return { id: g.id, shape, bbox: shapeBBox(shape) };
        }),
      );
      return added;
    });
    forgetGeofences(organisationId);
    await logChanges(
      db,
      sub,
      organisationId,
      'geofence',
      added.map((g) => ({ action: 'import', id: g.id, name: g.name })),
    );
  }
  return { added: toAdd.length, refused: sortRefusals(refused) };
}

/**
 * CSV import of bases (name, address, postcode; optional status, latitude,
 * longitude). A base needs no location: without coordinates its address is
 * geocoded when a geocoder is configured, and it stays off the map otherwise.
 */
export async function importBases(
  db: Db,
  sub: string,
  organisationId: string,
  rows: Record<string, unknown>[],
  geocoder: Geocoder | null,
): Promise<ImportResult> {
  await requireRole(db, sub, organisationId, 'member');
  const { ready, refused } = await checkRows(
    db,
    'bases',
    organisationId,
    rows,
    baseImportRowSchema,
    baseExists,
  );
  const places = geocoder
    ? await placeRows(ready, geocoder)
    : ready.map((v) =>
        v.data.latitude !== undefined && v.data.longitude !== undefined
          ? { lat: v.data.latitude, lon: v.data.longitude }
          : null,
      );
  if (ready.length) {
    // One transaction: a file of more than a thousand rows goes in whole or not at all.
    const added = await db.transaction().execute(async (trx) => {
      const added = await insertBases(
        trx,
        organisationId,
        ready.map((v, i) => {
          const place = places[i];
          const known = place && 'lat' in place ? place : null;
          return {
            name: v.data.name,
            address: v.data.address,
            postcode: v.data.postcode,
            status: v.data.status,
            lat: known?.lat ?? null,
            lon: known?.lon ?? null,
          };
        }),
      );
      if (added === 'conflict') throw conflict('A base of the file was added meanwhile: import it again');
      return added;
    });
    await logChanges(
      db,
      sub,
      organisationId,
      'base',
      added.map((b) => ({ action: 'import', id: b.id, name: b.name })),
    );
  }
  return { added: ready.length, refused: sortRefusals(refused) };
}
