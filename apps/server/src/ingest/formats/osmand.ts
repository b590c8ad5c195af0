import type { Reading } from '@pinpoint/shared/readings.ts';
import { z } from 'zod';
import { IngestParseError, type NormalisedUplink } from '../uplink.ts';
import {
  compact,
  isoTimestampSchema,
  knotsToMps,
  latitudeSchema,
  longitudeSchema,
  normaliseHeading,
  parseTimestampText,
  parseWith,
  round,
  unionError,
} from './common.ts';

// The OsmAnd protocol as Traccar's server reads it (reference/ingest-formats.md §6):
// the Traccar Client app, OsmAnd and many DIY trackers. The variants, each as its app sends it:
// - query string (Traccar Client for Android/iOS <= 8, POST with an empty body; OsmAnd, GET) or
//   form body (Traccar Client 10, traccar-client-sdk HttpUploader.kt): speed in KNOTS, batt in
//   percent, timestamp in Unix seconds;
// - JSON (Traccar Client 9, flutter_background_geolocation's location template): speed in m/s,
//   battery level 0..1, negative = unknown;
// - a JSON array of flat objects with the form's fields (traccar-client-sdk's `uploadJson`).
// `id` / `device_id` is the device token we issued.

/** Query or form parameters as a framework hands them over, or the raw text. */
export type OsmandParams = string | URLSearchParams | Record<string, string | string[] | undefined>;

export type OsmandInput = {
  contentType?: string;
  query?: OsmandParams;
  body?: unknown;
};

// Parameters with a meaning here; the rest are device attributes, as in Traccar.
// cell/wifi lists and the push token are of no use to us.
const knownParams = new Set([
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'valid',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'batt',
  'cell',
  'wifi',
  'notificationToken',
]);

const tokenOnlyParams = new Set(['id', 'deviceid', 'notificationToken']);

const tokenSchema = z.string().trim().min(1).max(256);

const numeric = (schema: z.ZodNumber = z.number()) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/, 'expected a number')
    .transform(Number)
    .pipe(schema);

/** The largest batch of flat JSON reports taken in one request, as the plain HTTP API's. */
const MAX_FLAT_REPORTS = 500;

const batteryPercentSchema = z.number().max(100, 'expected a battery percentage between 0 and 100');

const paramsSchema = z.object({
  id: tokenSchema.optional(),
  deviceid: tokenSchema.optional(),
  lat: numeric(latitudeSchema).optional(),
  lon: numeric(longitudeSchema).optional(),
  location: z
    .string()
    .regex(/^[^,]+,[^,]+$/, 'expected "lat,lon"')
    .optional(),
  timestamp: z.string().optional(),
  valid: z.enum(['true', 'false', '1', '0']).optional(),
  speed: numeric().optional(),
  bearing: numeric().optional(),
  heading: numeric().optional(),
  altitude: numeric().optional(),
  accuracy: numeric().optional(),
  batt: numeric(batteryPercentSchema).optional(),
});

const coordsSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  accuracy: z.number().optional(),
  speed: z.number().optional(),
  heading: z.number().optional(),
  altitude: z.number().optional(),
});

const jsonLocationSchema = z.object({
  timestamp: isoTimestampSchema.optional(),
  coords: coordsSchema,
  is_moving: z.boolean().optional(),
  odometer: z.number().optional(),
  event: z.string().optional(),
  mock: z.boolean().optional(),
  alarm: z.unknown().optional(),
  battery: z
    .object({
      level: z.number().max(1, 'expected a battery level between 0 and 1').optional(),
      is_charging: z.boolean().optional(),
    })
    .optional(),
  activity: z.object({ type: z.string().optional() }).optional(),
  extras: z.record(z.string(), z.unknown()).optional(),
});

const jsonBodySchema = z.object({
  device_id: z.union([tokenSchema, z.int().transform(String)], { error: unionError('a string') }),
  location: z.unknown(),
});

/** Parses an OsmAnd request, choosing the variant the way Traccar does. */
export function parseOsmand(input: OsmandInput, now: Date): NormalisedUplink[] {
  if (input.contentType?.toLowerCase().startsWith('application/json'))
    return isFlatJson(input.body) ? parseOsmandFlatJson(input.body, now) : parseOsmandJson(input.body, now);
  const query = toEntries(input.query ?? {});
  return parseOsmandParams(query.length > 0 ? query : toEntries(asParams(input.body)), now);
}

/**
 * The device token of a query/form request, for a request that carries no report to name it
 * (the push token): the route authenticates the device by it.
 */
export function getOsmandToken(input: OsmandInput): string | undefined {
  if (input.contentType?.toLowerCase().startsWith('application/json')) return undefined;
  const query = toEntries(input.query ?? {});
  try {
    const entries = query.length > 0 ? query : toEntries(asParams(input.body));
    const values = new Map(entries.filter(([, value]) => value.trim() !== ''));
    return (values.get('id') ?? values.get('deviceid'))?.trim();
  } catch {
    return undefined;
  }
}

/** The query/form variant. Repeated parameters: the last one wins. */
export function parseOsmandParams(
  params: OsmandParams | Array<[string, string]>,
  now: Date,
): NormalisedUplink[] {
  const entries = Array.isArray(params) ? params : toEntries(params);
  const values = Object.fromEntries(entries.filter(([, value]) => value !== ''));
  const p = parseWith(paramsSchema, values);
  const deviceId = p.id ?? p.deviceid;
  if (deviceId === undefined) throw new IngestParseError('id', 'is required');
  // Traccar Client 10 posts its push token alone (push_service.dart _uploadToken: id and
  // notificationToken, no time, no fix): there is no report in it to store.
  if (Object.keys(values).every((key) => tokenOnlyParams.has(key)) && 'notificationToken' in values)
    return [];

  let lat = p.lat;
  let lon = p.lon;
  if (p.location !== undefined && lat === undefined && lon === undefined) {
    const [latText, lonText] = p.location.split(',');
    lat = parseWith(numeric(latitudeSchema), latText, 'location');
    lon = parseWith(numeric(longitudeSchema), lonText, 'location');
  }
  if ((lat === undefined) !== (lon === undefined)) {
    throw new IngestParseError(lat === undefined ? 'lat' : 'lon', 'is required');
  }
  // valid=false: the sender says the fix is bad. Traccar keeps such a position flagged invalid; our
  // positions have no such flag, so the fix is dropped (the map and trips would draw it) and the
  // rest of the report kept, flagged `valid: false` as a cellular tracker's invalid fix is
  // (trackers/records.ts).
  const valid = p.valid !== 'false' && p.valid !== '0';
  const fix = lat !== undefined && lon !== undefined && valid ? { lat, lon } : undefined;

  const extras = Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => !knownParams.has(key))
      .map(([key, value]) => [key, attributeValue(value)]),
  );
  if (!valid) extras.valid = false;
  return [
    compact({
      kind: 'uplink' as const,
      deviceId,
      receivedAt: p.timestamp === undefined ? now : parseTimestamp(p.timestamp),
      location: fix
        ? compact({
            ...fix,
            alt: p.altitude,
            accuracy: givenAccuracy(p.accuracy),
            speed: p.speed === undefined || p.speed < 0 ? undefined : knotsToMps(p.speed),
            heading: normaliseHeading(p.bearing ?? p.heading),
            source: 'phone' as const,
          })
        : undefined,
      readings: phoneReadings({ percent: nonNegative(p.batt), alarm: values.alarm }),
      decoded: Object.keys(extras).length > 0 ? extras : undefined,
    }),
  ];
}

/** The JSON variant; `location` may be one fix or a batch of them. */
export function parseOsmandJson(body: unknown, now: Date): NormalisedUplink[] {
  const { device_id: deviceId, location } = parseWith(jsonBodySchema, body);
  if (location === undefined) throw new IngestParseError('location', 'is required');
  const fixes = Array.isArray(location)
    ? location.map((item, index) => parseWith(jsonLocationSchema, item, `location[${index}]`))
    : [parseWith(jsonLocationSchema, location, 'location')];
  return fixes.map((fix) => {
    const { coords, battery } = fix;
    const attributes = compact({
      event: fix.event,
      mock: fix.mock,
      alarm: fix.alarm,
      activity: fix.activity?.type,
      is_charging: battery?.is_charging,
      ...fix.extras,
    });
    const level = nonNegative(battery?.level);
    return compact({
      kind: 'uplink' as const,
      deviceId,
      receivedAt: fix.timestamp ?? now,
      location: compact({
        lat: coords.latitude,
        lon: coords.longitude,
        alt: coords.altitude,
        accuracy: givenAccuracy(coords.accuracy),
        speed: nonNegative(coords.speed),
        heading: normaliseHeading(coords.heading),
        source: 'phone' as const,
      }),
      // Traccar Client 9's SOS is an extra (quick_actions.dart: extras {'alarm': 'sos'}); Traccar
      // reads `alarm` there, or on the location itself.
      readings: phoneReadings({
        percent: level === undefined ? undefined : round(level * 100, 2),
        alarm: fix.alarm ?? fix.extras?.alarm,
        moving: fix.is_moving,
        odometerM: nonNegative(fix.odometer),
      }),
      decoded: Object.keys(attributes).length > 0 ? attributes : undefined,
    });
  });
}

/** Whether a JSON body holds the form's fields (traccar-client-sdk `uploadJson`), not `location`. */
function isFlatJson(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  return (
    typeof body === 'object' &&
    body !== null &&
    !('location' in body) &&
    !('device_id' in body) &&
    ('id' in body || 'deviceid' in body)
  );
}

/**
 * traccar-client-sdk's JSON upload (HttpUploader.kt, `Config.uploadJson`): an array of objects with
 * the form's fields and units (speed in knots, batt in percent, timestamp in seconds); one object
 * is taken as well. Each is read as the form variant; an error names the object's index.
 */
export function parseOsmandFlatJson(body: unknown, now: Date): NormalisedUplink[] {
  const reports = Array.isArray(body) ? body : [body];
  if (reports.length === 0) throw new IngestParseError('body', 'expected at least one report');
  if (reports.length > MAX_FLAT_REPORTS)
    throw new IngestParseError('body', `expected at most ${MAX_FLAT_REPORTS} reports`);
  return reports.flatMap((report, index) => {
    const at = Array.isArray(body) ? `[${index}]` : '';
    if (typeof report !== 'object' || report === null || Array.isArray(report))
      throw new IngestParseError(at || 'body', 'expected an object');
    // Without a device token the request has no credential: reported as such, not as a bad field.
    if (!('id' in report) && !('deviceid' in report)) throw new IngestParseError('id', 'is required');
    const entries: Array<[string, string]> = [];
    for (const [key, value] of Object.entries(report)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object')
        throw new IngestParseError(`${at}${at ? '.' : ''}${key}`, 'expected a number, a string or a boolean');
      entries.push([key, String(value)]);
    }
    try {
      return parseOsmandParams(entries, now);
    } catch (err) {
      if (!(err instanceof IngestParseError) || !at) throw err;
      throw new IngestParseError(`${at}.${err.field}`, err.reason);
    }
  });
}

function toEntries(params: OsmandParams): Array<[string, string]> {
  if (typeof params === 'string') return [...new URLSearchParams(params.replace(/^\?/, ''))];
  if (params instanceof URLSearchParams) return [...params];
  return Object.entries(params).flatMap(([key, value]): Array<[string, string]> => {
    if (value === undefined) return [];
    return Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]];
  });
}

function asParams(body: unknown): OsmandParams {
  if (body === undefined || body === null) return {};
  if (typeof body === 'string' || body instanceof URLSearchParams) return body;
  if (typeof body === 'object' && !Array.isArray(body)) {
    const entries = Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String) : String(value),
    ]);
    return Object.fromEntries(entries);
  }
  throw new IngestParseError('body', 'expected form parameters');
}

// Traccar's rule: digits are Unix seconds, or milliseconds from 2^31 up;
// anything else an ISO 8601 or "yyyy-MM-dd HH:mm:ss" (UTC) date-time.
function parseTimestamp(text: string): Date {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    return new Date(value >= 2 ** 31 ? value : value * 1000);
  }
  const date = parseTimestampText(text.trim(), true);
  if (date === undefined)
    throw new IngestParseError('timestamp', 'expected Unix seconds or an ISO 8601 date-time');
  return date;
}

function attributeValue(text: string): string | number | boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

const nonNegative = (value: number | undefined) => (value === undefined || value < 0 ? undefined : value);

// No fix is accurate to 0 m: the Traccar Client for Android sends accuracy=0.0 for every GPS fix
// (traccar-client-android Position.kt: the accuracy only for other providers), meaning none given.
const givenAccuracy = (value: number | undefined) => (value === undefined || value <= 0 ? undefined : value);

type PhoneReport = { percent?: number; alarm?: unknown; moving?: boolean; odometerM?: number };

/**
 * The battery, and the SOS button: every Traccar Client sends `alarm=sos` when its SOS button is
 * pressed (traccar-client-sdk requestPosition(alarm: 'sos'), traccar-client-android
 * ShortcutActivity.kt, traccar-client-ios AppDelegate.swift); Traccar reads it as an SOS alarm.
 * It becomes a button press, as a cellular tracker's SOS does (trackers/records.ts).
 */
function phoneReadings(report: PhoneReport): Reading[] | undefined {
  const { percent, alarm, moving, odometerM } = report;
  const readings: Reading[] = [];
  if (percent !== undefined) readings.push({ field: 'battery_pct', value: percent });
  if (typeof alarm === 'string' && alarm.trim().toLowerCase() === 'sos')
    readings.push({ field: 'button', value: true });
  // Traccar Client 9 (flutter_background_geolocation's location): `is_moving` is the SDK's motion
  // state and `odometer` its distance travelled in metres; Traccar reads them as motion and
  // odometer (OsmAndProtocolDecoder).
  if (moving !== undefined) readings.push({ field: 'motion', value: moving });
  if (odometerM !== undefined) readings.push({ field: 'odometer_m', value: odometerM });
  return readings.length > 0 ? readings : undefined;
}
