import type { Reading } from '@pinpoint/shared/readings.ts';
import { z } from 'zod';
import { IngestParseError, type NormalisedUplink } from '../uplink.ts';
import {
  compact,
  kmhToMps,
  latitudeSchema,
  longitudeSchema,
  normaliseHeading,
  parseWith,
  round,
} from './common.ts';

// OwnTracks HTTP mode (reference/ingest-formats.md §7). The phone POSTs the same
// JSON it would publish over MQTT; who sent it is in the request, not the body:
// HTTP Basic auth (the user is the device token we issued), else the
// X-Limit-U / X-Limit-D headers, else ?u=&d=. Only `_type: location` becomes a
// message; the rest (transition, waypoint, lwt, card, encrypted, ...) are
// acknowledged with nothing, as is an empty body (sent when a friend is deleted).

export type RequestHeaders = Record<string, string | string[] | undefined>;

export type OwntracksIdentity = {
  /** the device token: the Basic auth user, else X-Limit-U / ?u= */
  user: string;
  /** the Basic auth password; unused: the token alone authenticates (README "OwnTracks") */
  password?: string;
  /** the phone's device name (X-Limit-D / ?d=) */
  device?: string;
};

export type OwntracksInput = {
  headers: RequestHeaders;
  query?: Record<string, string | string[] | undefined>;
  body: unknown;
};

const locationSchema = z.object({
  _type: z.literal('location'),
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Unix seconds of the fix */
  tst: z.int().nonnegative(),
  /** metres; only sent when not zero (booklet "JSON"), so 0 or less is none */
  acc: z.number().optional(),
  alt: z.number().optional(),
  /** km/h */
  vel: z.number().optional(),
  cog: z.number().optional(),
  batt: z.number().max(100, 'expected a battery percentage between 0 and 100').optional(),
  // Kept as the phone sent them, for display and support.
  tid: z.string().optional(),
  t: z.string().optional(),
  conn: z.string().optional(),
  bs: z.int().optional(),
  vac: z.number().optional(),
  p: z.number().optional(),
  SSID: z.string().optional(),
  BSSID: z.string().optional(),
  inregions: z.array(z.string()).optional(),
  topic: z.string().optional(),
  // The iOS app writes the Wi-Fi names in lower case (OwnTracking.m waypointAsJSON), the booklet
  // and the Android app in upper case.
  ssid: z.string().optional(),
  bssid: z.string().optional(),
  inrids: z.array(z.string()).optional(),
  motionactivities: z.array(z.string()).optional(),
  /** monitoring mode: -1 quiet, 0 manual, 1 significant, 2 move */
  m: z.int().optional(),
  /** Unix seconds the message was made, when not the fix's `tst` */
  created_at: z.number().optional(),
  poi: z.string().optional(),
  tag: z.string().optional(),
  imagename: z.string().optional(),
});

/** Who is posting: Basic auth first, then X-Limit-U/X-Limit-D, then ?u=&d=. */
export function getOwntracksIdentity(
  headers: RequestHeaders,
  query: Record<string, string | string[] | undefined> = {},
): OwntracksIdentity {
  const device = first(header(headers, 'x-limit-d')) ?? first(query.d);
  const basic = basicCredentials(first(header(headers, 'authorization')));
  if (basic !== undefined) return compact({ ...basic, device });
  const user = first(header(headers, 'x-limit-u')) ?? first(query.u);
  if (user === undefined || user === '') {
    throw new IngestParseError(
      'headers.authorization',
      'expected HTTP Basic credentials or an X-Limit-U header',
    );
  }
  return compact({ user, device });
}

/**
 * Parses one OwnTracks HTTP POST; only a location report gives a message.
 * `tst` is required, so `_now` goes unused; it keeps the parsers' common signature.
 */
export function parseOwntracks(input: OwntracksInput, _now: Date): NormalisedUplink[] {
  const identity = getOwntracksIdentity(input.headers, input.query);
  const { body } = input;
  if (body === undefined || body === null || body === '') return [];
  if (typeof body !== 'object' || Array.isArray(body))
    throw new IngestParseError('body', 'expected an object');
  if (!('_type' in body)) throw new IngestParseError('_type', 'is required');
  if (body._type !== 'location') return [];
  // A null is an element not given (the iOS app once crashed on a `"batt": null` it was sent,
  // owntracks/ios#775): taken as absent, not refused, which would leave the phone resending it.
  const report = parseWith(
    locationSchema,
    Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)),
  );
  const attributes = compact({
    tid: report.tid,
    t: report.t,
    conn: report.conn,
    bs: report.bs,
    vac: report.vac,
    p: report.p,
    SSID: report.SSID ?? report.ssid,
    BSSID: report.BSSID ?? report.bssid,
    inregions: report.inregions,
    inrids: report.inrids,
    motionactivities: report.motionactivities,
    m: report.m,
    created_at: report.created_at,
    poi: report.poi,
    tag: report.tag,
    imagename: report.imagename,
    topic: report.topic,
  });
  const readings: Reading[] = [];
  if (report.batt !== undefined && report.batt >= 0)
    readings.push({ field: 'battery_pct', value: report.batt });
  // `p` is the barometer's pressure in kPa (booklet "JSON"), our reading is in hPa.
  if (report.p !== undefined && report.p > 0)
    readings.push({ field: 'pressure', value: round(report.p * 10, 3) });
  return [
    compact({
      kind: 'uplink' as const,
      deviceId: identity.user,
      // tst is when the phone took the fix; the POST may come much later from its queue.
      receivedAt: new Date(report.tst * 1000),
      location: compact({
        lat: report.lat,
        lon: report.lon,
        alt: report.alt,
        accuracy: report.acc !== undefined && report.acc > 0 ? report.acc : undefined,
        speed: report.vel === undefined || report.vel < 0 ? undefined : kmhToMps(report.vel),
        heading: normaliseHeading(report.cog),
        source: 'phone' as const,
      }),
      readings: readings.length > 0 ? readings : undefined,
      decoded: Object.keys(attributes).length > 0 ? attributes : undefined,
      network: identity.device === undefined ? undefined : { owntracksDevice: identity.device },
    }),
  ];
}

function header(headers: RequestHeaders, name: string): string | string[] | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function basicCredentials(authorization: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(authorization ?? '');
  if (match === null) return undefined;
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon === -1 ? decoded : decoded.slice(0, colon);
  if (user === '') return undefined;
  return { user, password: colon === -1 ? '' : decoded.slice(colon + 1) };
}
