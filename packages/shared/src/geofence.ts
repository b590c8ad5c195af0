import { z } from 'zod';
import {
  circleReachesPole,
  crossesAntimeridian,
  isSelfIntersecting,
  type LatLon,
  looksSwapped,
  openRing,
  polygonAreaM2,
  type Shape,
} from './geo.ts';
import { fillMessage } from './messages.ts';
import { name } from './text.ts';
import { idsSchema, required, requiredText } from './validation.ts';

/**
 * Geofence status (DESIGN 9): `active` is watched (which devices are inside is
 * kept current and enter/exit alerts fire); `paused` is kept but not watched.
 */
export const geofenceStatusSchema = z.enum(['active', 'paused']);
export type GeofenceStatus = z.infer<typeof geofenceStatusSchema>;
export const geofenceTypeSchema = z.enum(['circle', 'polygon']);
export type GeofenceType = z.infer<typeof geofenceTypeSchema>;
/** Which crossings a geofence alerts on (spec 3). */
export const geofenceAlertTypeSchema = z.enum(['enter', 'exit', 'enter-exit']);
export type GeofenceAlertType = z.infer<typeof geofenceAlertTypeSchema>;
/** Base status (DESIGN 9): `open` is in use; `closed` is kept on record but not in use. */
export const baseStatusSchema = z.enum(['open', 'closed']);
export type BaseStatus = z.infer<typeof baseStatusSchema>;

export const geofenceLimits = {
  minRadiusM: 1,
  maxRadiusM: 100_000,
  /** The radius of a circle given without one (CSV rows, a geocoded address). */
  defaultRadiusM: 100,
  minVertices: 3,
  maxVertices: 500,
} as const;

/**
 * The spec's geofence messages (spec 8, quoted exactly; the web app shows them)
 * and the server's own answers about geofences and bases.
 */
export const geofenceMessages = {
  errorUpdating: 'Error updating geofence',
  errorUpdatingStatus: 'Error updating geofence status',
  errorDeleting: 'Error deleting geofence(s)',
  errorImporting: 'Error importing {{count}} geofences',
  geofenceExists: 'Geofence {{name}} already exists',
  geofenceNotFound: 'Geofence not found',
  baseExists: 'Base {{name}} already exists',
  baseNotFound: 'Base not found',
  bothCoordinates: 'Give both latitude and longitude',
  noGeocoder: 'Give latitude and longitude: no geocoder is configured',
  addressNotFound: 'Address not found: give latitude and longitude',
  geocoderDown: 'The geocoder did not answer: give latitude and longitude, or try again later',
  nameTwice: 'Name appears twice in the file',
  polygonCrosses: 'The polygon must not cross itself',
  polygonFlat: 'The polygon has no area',
  polygonAntimeridian:
    'The polygon must not cross longitude 180 (the antimeridian): draw one polygon on each side of it',
  circlePole: 'The circle must not reach a pole: move it or make the radius smaller',
  swapped:
    'Latitude and longitude look swapped: {{latitude}}, {{longitude}} is in Antarctica; did you mean {{longitude}}, {{latitude}}?',
} as const;

export const geofenceExists = (name: string) => fillMessage(geofenceMessages.geofenceExists, { name });
export const baseExists = (name: string) => fillMessage(geofenceMessages.baseExists, { name });
export const swappedCoordinates = (p: LatLon) =>
  fillMessage(geofenceMessages.swapped, { latitude: String(p.lat), longitude: String(p.lon) });

const numberField = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min}${unit} and ${max}${unit}`)
    .max(max, `${label} must be between ${min}${unit} and ${max}${unit}`);
export const latitudeField = numberField('Latitude', -90, 90);
export const longitudeField = numberField('Longitude', -180, 180);
export const radiusField = z
  .number({ error: 'Radius must be a number' })
  .min(geofenceLimits.minRadiusM, 'Radius must be at least 1 m')
  .max(geofenceLimits.maxRadiusM, 'Radius must be at most 100 km (100000 m)');

/** A point as the API carries it: the LatLon of geo.ts. */
export const latLonSchema = z.object({ lat: latitudeField, lon: longitudeField });

const verticesMessage = `A polygon needs ${geofenceLimits.minVertices} to ${geofenceLimits.maxVertices} vertices`;

/** A polygon's vertices, open or closed (a closing vertex equal to the first is dropped). */
export const polygonSchema = z
  .array(latLonSchema)
  .max(geofenceLimits.maxVertices + 1, verticesMessage)
  .transform((ring): LatLon[] => openRing(ring))
  .superRefine((ring, ctx) => {
    if (ring.length < geofenceLimits.minVertices || ring.length > geofenceLimits.maxVertices)
      ctx.addIssue({ code: 'custom', message: verticesMessage });
    else if (crossesAntimeridian(ring))
      ctx.addIssue({ code: 'custom', message: geofenceMessages.polygonAntimeridian });
    else if (isSelfIntersecting(ring))
      ctx.addIssue({ code: 'custom', message: geofenceMessages.polygonCrosses });
    else if (polygonAreaM2(ring) < 1) ctx.addIssue({ code: 'custom', message: geofenceMessages.polygonFlat });
    const swapped = ring.find(looksSwapped);
    if (swapped) ctx.addIssue({ code: 'custom', message: swappedCoordinates(swapped) });
  });

type Coordinates = { latitude?: number | undefined; longitude?: number | undefined };

/** A GTA point typed the wrong way round lands in Antarctica: refused rather than placed there. */
function checkNotSwapped(
  value: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.latitude == null || value.longitude == null || value.latitude < -90) return;
  const point = { lat: value.latitude, lon: value.longitude };
  if (looksSwapped(point))
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: swappedCoordinates(point) });
}

/** Latitude and longitude come together or not at all (then the address is geocoded). */
function checkBothCoordinates(value: Coordinates, ctx: z.RefinementCtx) {
  if ((value.latitude === undefined) !== (value.longitude === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === undefined ? 'latitude' : 'longitude'],
      message: geofenceMessages.bothCoordinates,
    });
  checkNotSwapped(value, ctx);
}

type CircleFields = Coordinates & { radius?: number | undefined };

/** A circle's centre as checkBothCoordinates checks it, and no pole inside (the map cannot show one). */
function checkCircle(value: CircleFields, ctx: z.RefinementCtx) {
  checkBothCoordinates(value, ctx);
  const { latitude: lat, longitude: lon } = value;
  const radius = value.radius ?? geofenceLimits.defaultRadiusM;
  // Only a circle whose fields are valid on their own: a bad one has its own message already.
  const valid = (schema: z.ZodType, v: unknown) => schema.safeParse(v).success;
  if (
    valid(latitudeField, lat) &&
    valid(longitudeField, lon) &&
    valid(radiusField, radius) &&
    circleReachesPole({ lat: lat as number, lon: lon as number }, radius)
  )
    ctx.addIssue({ code: 'custom', path: ['radius'], message: geofenceMessages.circlePole });
}

type GeometryFields = CircleFields & { type: GeofenceType; polygon?: LatLon[] | undefined };

function checkGeometry(value: GeometryFields, ctx: z.RefinementCtx) {
  if (value.type === 'polygon') {
    if (!value.polygon) ctx.addIssue({ code: 'custom', path: ['polygon'], message: required('Polygon') });
  } else checkCircle(value, ctx);
}

/** The fields of a geofence; name, address and postcode are required (spec 5). */
const geofenceFields = {
  name: requiredText('Name', 100),
  address: requiredText('Address', 300),
  postcode: requiredText('Postcode', 20),
  type: geofenceTypeSchema,
  /** A circle's centre; left out (with longitude), the address is geocoded. Ignored for a polygon. */
  latitude: latitudeField.optional(),
  longitude: longitudeField.optional(),
  /** A circle's radius in metres, 1 m to 100 km; 100 m when left out. */
  radius: radiusField.optional(),
  /** A polygon's vertices. */
  polygon: polygonSchema.optional(),
  status: geofenceStatusSchema,
  alertType: geofenceAlertTypeSchema,
};
const defaults = {
  type: geofenceTypeSchema.default('circle'),
  status: geofenceStatusSchema.default('active'),
  alertType: geofenceAlertTypeSchema.default('enter-exit'),
};

/** A whole geofence as the editor fills it in. */
export const geofenceInputSchema = z.object({ ...geofenceFields, ...defaults }).superRefine(checkGeometry);
export type GeofenceInput = z.input<typeof geofenceInputSchema>;

/** POST /api/geofence */
export const geofenceCreateSchema = z
  .object({ organisationId: z.uuid(), ...geofenceFields, ...defaults })
  .superRefine(checkGeometry);

/** PATCH /api/geofence/{id}: any fields; the geofence they make is checked as a whole. */
export const geofenceUpdateSchema = z.object(geofenceFields).partial();

/** PATCH /api/geofence/{id}/status */
export const geofenceStatusBodySchema = z.object({ status: geofenceStatusSchema });

/** POST /api/geofence/bulk-delete */
export const geofenceBulkDeleteSchema = z.object({ organisationId: z.uuid(), ids: idsSchema });

/** A geofence as the API answers it. */
export const geofenceSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  type: geofenceTypeSchema,
  /** A circle's centre, a polygon's centroid. */
  latitude: z.number(),
  longitude: z.number(),
  /** Metres; null for a polygon. */
  radius: z.number().nullable(),
  /** Vertices as an open ring; null for a circle. */
  polygon: z.array(z.object({ lat: z.number(), lon: z.number() })).nullable(),
  /** m², for the list's "radius or area". */
  area: z.number(),
  status: geofenceStatusSchema,
  alertType: geofenceAlertTypeSchema,
  /** Devices of the organisation inside now (active geofences only). */
  devicesInside: z.number(),
  deviceIdsInside: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Geofence = z.infer<typeof geofenceSchema>;

/** The geometry of a geofence as geo.ts tests it. */
export function geofenceShape(
  g: Pick<Geofence, 'type' | 'latitude' | 'longitude' | 'radius' | 'polygon'>,
): Shape {
  return g.type === 'polygon' && g.polygon
    ? { type: 'polygon', vertices: g.polygon }
    : {
        type: 'circle',
        centre: { lat: g.latitude, lon: g.longitude },
        radiusM: g.radius ?? geofenceLimits.defaultRadiusM,
      };
}

/** A CSV cell as a number: blank is left out, text is parsed ('43.65' -> 43.65, 'abc' fails). */
const csvNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (v === null || v === undefined) return undefined;
    if (typeof v !== 'string') return v;
    const text = v.trim();
    return text === '' ? undefined : Number(text);
  }, schema.optional());

/** CSV import rows of geofences (spec 3: name, address, postcode; optional latitude, longitude, radius). */
export const geofenceImportRowSchema = z
  .object({
    name: requiredText('Name', 100),
    address: requiredText('Address', 300),
    postcode: requiredText('Postcode', 20),
    latitude: csvNumber(latitudeField),
    longitude: csvNumber(longitudeField),
    radius: csvNumber(radiusField),
  })
  .superRefine(checkCircle);

/** The places a CSV import adds. */
export type PlaceImportKind = 'geofence' | 'base';

/**
 * Spec 3: why a checked import row cannot be placed, known before any address is looked up, or
 * null. A geofence needs a centre: its latitude and longitude, else its address looked up by the
 * geocoder; without a geocoder (no GEOCODER_URL, `geocoder: false` in /config.json) a row without
 * coordinates is refused. A base may stay off the map, so its row is never refused for this.
 * The server's import and the web's preview both apply it, so the preview refuses what the server will.
 */
export function importRowPlaceProblem(
  kind: PlaceImportKind,
  row: { latitude?: number | undefined; longitude?: number | undefined },
  geocoder: boolean,
): string | null {
  if (kind === 'base' || geocoder) return null;
  return row.latitude !== undefined && row.longitude !== undefined ? null : geofenceMessages.noGeocoder;
}

const importRows = z.array(z.record(z.string(), z.unknown())).min(1, 'The file has no rows').max(5000);

/** POST /api/geofence/import and /api/base/import: the CSV's rows as objects keyed by column. */
export const geofenceImportSchema = z.object({ organisationId: z.uuid(), rows: importRows });
export const baseImportSchema = geofenceImportSchema;

/** What an import did: the rows added, and each refused row (1 = the first under the header) with why. */
export const importResultSchema = z.object({
  added: z.number(),
  refused: z.array(z.object({ row: z.number(), name: z.string().nullable(), reasons: z.array(z.string()) })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /api/geofence/geocode?q= */
export const geocodeQuerySchema = z.object({
  q: name('Address', { max: 300 }),
  /** The organisation the search is for; the caller must be a member of it. */
  organisationId: z.uuid().optional(),
});
export const geocodeResultSchema = z.object({ lat: z.number(), lon: z.number(), displayName: z.string() });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** The fields of a base (spec 3: name, address, postcode, status) and where it is, if known. */
const baseFields = {
  name: requiredText('Name', 100),
  address: requiredText('Address', 300),
  postcode: requiredText('Postcode', 20),
  status: baseStatusSchema,
  /** Left out (with longitude), the address is geocoded when a geocoder is configured. */
  latitude: latitudeField.optional(),
  longitude: longitudeField.optional(),
};

export const baseInputSchema = z
  .object({ ...baseFields, status: baseStatusSchema.default('open') })
  .superRefine(checkBothCoordinates);
export type BaseInput = z.input<typeof baseInputSchema>;

/** POST /api/base */
export const baseCreateSchema = z
  .object({ organisationId: z.uuid(), ...baseFields, status: baseStatusSchema.default('open') })
  .superRefine(checkBothCoordinates);

/** PATCH /api/base/{id}: latitude and longitude null together take the location away. */
export const baseUpdateSchema = z
  .object({
    ...baseFields,
    latitude: latitudeField.nullable(),
    longitude: longitudeField.nullable(),
  })
  .partial()
  .superRefine((value, ctx) => {
    if ((value.latitude == null) !== (value.longitude == null))
      ctx.addIssue({
        code: 'custom',
        path: [value.latitude == null ? 'latitude' : 'longitude'],
        message: geofenceMessages.bothCoordinates,
      });
    checkNotSwapped(value, ctx);
  });

export const baseBulkDeleteSchema = z.object({ organisationId: z.uuid(), ids: idsSchema });

export const baseSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  status: baseStatusSchema,
  /** Null when not known: the base is then not shown on the map. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Base = z.infer<typeof baseSchema>;

/** CSV import rows of bases (spec 3: name, address, postcode; optional status, latitude, longitude). */
export const baseImportRowSchema = z
  .object({
    name: requiredText('Name', 100),
    address: requiredText('Address', 300),
    postcode: requiredText('Postcode', 20),
    status: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
      baseStatusSchema.default('open'),
    ),
    latitude: csvNumber(latitudeField),
    longitude: csvNumber(longitudeField),
  })
  .superRefine(checkBothCoordinates);
