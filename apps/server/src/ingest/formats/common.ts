import { type ZodType, z } from 'zod';
import { type GatewayReception, IngestParseError } from '../uplink.ts';

// Building blocks the format parsers share: value schemas with the checks every
// sender needs (EUIs, coordinates, base64, timestamps) and the zod-to-error
// translation, so every format reports a bad field the same way.

type Issue = z.core.$ZodRawIssue;

const articles: Record<string, string> = {
  array: 'an array',
  object: 'an object',
  record: 'an object',
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
};

// Short, sender-facing reasons. Schema-level messages (refine, regex) win over
// this map, so those read as written.
function describeIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'expected a finite number';
      return `expected ${articles[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : 'is too short';
      if (issue.origin === 'array') return `expected at least ${issue.minimum} items`;
      return `expected a number ${issue.inclusive ? '>=' : '>'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return 'is too long';
      if (issue.origin === 'array') return `expected at most ${issue.maximum} items`;
      return `expected a number ${issue.inclusive ? '<=' : '<'} ${issue.maximum}`;
    case 'invalid_value':
      if (issue.input === undefined) return 'is required';
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    default:
      return undefined;
  }
}

/**
 * "uplink_message.rx_metadata[0].rssi". `at` names where the validated value sits
 * in the request when it is not the whole body ("event", "location[2]").
 */
export function formatPath(path: ReadonlyArray<PropertyKey>, at?: string): string {
  let out = at ?? '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? 'body' : out;
}

/** Validates `input` with `schema`, or throws an IngestParseError naming the first bad field. */
export function parseWith<T extends ZodType>(schema: T, input: unknown, at?: string): z.output<T> {
  const result = schema.safeParse(input, { error: describeIssue });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue === undefined) throw new IngestParseError(at ?? 'body', 'is invalid');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    throw new IngestParseError(formatPath([...issue.path, key], at), 'is not a known field');
  }
  // A bad record key: the key schema's own message says what was wrong with it.
  const reason = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  throw new IngestParseError(formatPath(issue.path, at), reason);
}

/** An EUI-64 (DevEUI, JoinEUI), normalised to 16 upper-case hex digits without separators. */
export const euiSchema = z
  .string()
  .overwrite((value) => value.replace(/[\s:-]/g, ''))
  .toUpperCase()
  .regex(/^[0-9A-F]{16}$/, 'expected an EUI of 16 hex digits');

export const devAddrSchema = z
  .string()
  .toUpperCase()
  .regex(/^[0-9A-F]{8}$/, 'expected a DevAddr of 8 hex digits');

export const latitudeSchema = z
  .number()
  .min(-90, 'expected a latitude between -90 and 90')
  .max(90, 'expected a latitude between -90 and 90');

export const longitudeSchema = z
  .number()
  .min(-180, 'expected a longitude between -180 and 180')
  .max(180, 'expected a longitude between -180 and 180');

/**
 * A gateway's location as a network server relays it: the coordinates the gateway's owner typed
 * (or its GPS gave). Out of range, they say nothing about the device or its data: they are read as
 * no location, and the uplink is kept. A device's own position out of range is still refused.
 */
export function gatewayCoordinates(
  lat: number | null | undefined,
  lon: number | null | undefined,
): { lat?: number; lon?: number } {
  if (lat == null && lon == null) return {};
  // Plain comparisons, not the schemas' safeParse: this runs for every gateway of every uplink.
  const [latitude, longitude] = [lat ?? 0, lon ?? 0];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { lat: latitude, lon: longitude } : {};
}

// Standard alphabet, as TTS, ChirpStack and Helium emit it; padding optional.
// Buffer.from alone would silently skip invalid characters.
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

export const base64BytesSchema = z
  .string()
  .regex(base64Pattern, 'expected base64')
  .transform((value) => Uint8Array.from(Buffer.from(value, 'base64')));

export const hexBytesSchema = z
  .string()
  .regex(/^(?:[0-9A-Fa-f]{2})*$/, 'expected an even number of hex digits')
  .transform((value) => Uint8Array.from(Buffer.from(value, 'hex')));

const timestampPattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

/**
 * Parses an RFC 3339 / ISO 8601 date-time. Date.parse would accept 30 February
 * and differs between engines on nanoseconds (TTS sends nine digits), so the
 * fields are checked here and the fraction is cut to milliseconds.
 * Without `zoneOptional` an offset or Z is required; without a zone the time is UTC.
 */
export function parseTimestampText(text: string, zoneOptional = false): Date | undefined {
  const match = timestampPattern.exec(text);
  if (match === null) return undefined;
  const [, y, mo, d, h, mi, s, fraction = '', zulu, sign, offH, offM] = match;
  if (zulu === undefined && sign === undefined && !zoneOptional) return undefined;
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = parts;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(utc);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return undefined;
  }
  const offsetMinutes = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offH) * 60 + Number(offM));
  return new Date(utc - offsetMinutes * 60_000);
}

function timestampSchema(zoneOptional: boolean, message: string) {
  return z.string().transform((value, ctx): Date => {
    const date = parseTimestampText(value, zoneOptional);
    if (date === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });
}

/** Network servers always write a zone. */
export const rfc3339Schema = timestampSchema(false, 'expected an RFC 3339 timestamp');
/** Phones and DIY trackers may not; a time without a zone is taken as UTC. */
export const isoTimestampSchema = timestampSchema(true, 'expected an ISO 8601 timestamp');

/** The error for a union: its branches' own messages would only confuse a sender. */
export function unionError(expected: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `expected ${expected}`);
}

/** A JSON number, or a string of one (protobuf's JSON mapping writes 64-bit integers as strings). */
export const numberLikeSchema = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^-?\d+(?:\.\d+)?$/)
      .transform(Number),
  ],
  {
    error: unionError('a number'),
  },
);

/** Drops keys whose value is undefined, so messages compare and serialise cleanly. */
export function compact<T extends object>(value: T): T {
  // A loop, not entries/filter/fromEntries: it runs for every uplink (1.6% of the ingest server's
  // CPU in a bench:ingest profile, the arrays and pairs it made).
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) kept[key] = field;
  }
  return kept as T;
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

// Conversions to m/s, rounded to mm/s: more digits would only be float noise.
export const knotsToMps = (knots: number): number => round((knots * 1852) / 3600, 3);
export const kmhToMps = (kmh: number): number => round(kmh / 3.6, 3);

/** Heading in [0, 360); negative means unknown in the phone formats. */
export function normaliseHeading(degrees: number | undefined): number | undefined {
  if (degrees === undefined || degrees < 0) return undefined;
  return degrees % 360;
}

/** The headline rssi/snr of a frame: those of the gateway that heard it best. */
export function bestReception(gateways: GatewayReception[]): { rssi?: number; snr?: number } {
  let best: GatewayReception | undefined;
  for (const gateway of gateways) {
    if (best === undefined) best = gateway;
    else if ((gateway.rssi ?? Number.NEGATIVE_INFINITY) > (best.rssi ?? Number.NEGATIVE_INFINITY))
      best = gateway;
  }
  return best === undefined ? {} : compact({ rssi: best.rssi, snr: best.snr });
}

/** "SF9BW125" from a spreading factor and a bandwidth in Hz. */
export function loraDataRate(spreadingFactor: number | undefined, bandwidthHz: number | undefined) {
  if (spreadingFactor === undefined || bandwidthHz === undefined) return undefined;
  return `SF${spreadingFactor}BW${bandwidthHz / 1000}`;
}

/** A frame counter as LoRaWAN defines it (32 bits) and an application port. */
export const fCntSchema = z.int().min(0).max(0xffff_ffff);
export const fPortSchema = z.int().min(0).max(255);

/** A decoded-payload object from a network-server codec. */
export const decodedObjectSchema = z.record(z.string(), z.unknown());
