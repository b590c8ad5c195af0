import { readingSchema } from '@pinpoint/shared/readings.ts';
import { z } from 'zod';

// The normalised messages every ingest format produces. The pipeline only ever
// sees these, so a new sender is one parser and no pipeline change.
//
// Identity: LoRaWAN formats set `devEui` (16 upper-case hex digits); formats whose
// identity is a token we issued (OsmAnd, OwnTracks, our own HTTP API) set
// `deviceId`. A sender's own device name (TTS device_id, ChirpStack deviceName)
// never goes in `deviceId`, where it could collide with another organisation's
// token; it is kept under `network` for the downlink APIs.

export const locationSourceSchema = z.enum(['gnss', 'network', 'phone']);

export const normalisedLocationFixSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** metres above sea level */
  alt: z.number().optional(),
  /** horizontal accuracy, metres */
  accuracy: z.number().nonnegative().optional(),
  /** metres per second, whatever unit the sender used */
  speed: z.number().nonnegative().optional(),
  /** degrees clockwise from north, 0..360 */
  heading: z.number().min(0).max(360).optional(),
  source: locationSourceSchema,
  /**
   * When the fix was taken, where the sender says (a codec's or our decoder's fix time): the
   * position's time in place of the message's, where plausible (interpret.ts).
   */
  time: z.date().optional(),
  /** Seconds from the fix to the message's time (Abeeway's `age`): the fix's time is the message's less this. */
  ageSeconds: z.number().nonnegative().optional(),
});

export const gatewayReceptionSchema = z.object({
  id: z.string(),
  rssi: z.number().optional(),
  snr: z.number().optional(),
  lat: z.number().optional(),
  lon: z.number().optional(),
});

export const radioSchema = z.object({
  /** from the gateway that heard the frame best */
  rssi: z.number().optional(),
  snr: z.number().optional(),
  gateways: z.array(gatewayReceptionSchema),
  /** e.g. "SF9BW125" */
  dataRate: z.string().optional(),
  /** Hz */
  frequency: z.number().optional(),
  spreadingFactor: z.number().optional(),
  /** Hz */
  bandwidth: z.number().optional(),
  consumedAirtimeMs: z.number().optional(),
});

// What a downlink or a support question needs to find the device again on the
// sender's side.
export const networkInfoSchema = z.object({
  devAddr: z.string().optional(),
  joinEui: z.string().optional(),
  simulated: z.boolean().optional(),
  ttnDeviceId: z.string().optional(),
  ttnApplicationId: z.string().optional(),
  ttnTenantId: z.string().optional(),
  ttnClusterAddress: z.string().optional(),
  ttnBrandId: z.string().optional(),
  ttnModelId: z.string().optional(),
  chirpstackApplicationId: z.string().optional(),
  chirpstackTenantId: z.string().optional(),
  chirpstackDeviceProfileId: z.string().optional(),
  chirpstackDeviceName: z.string().optional(),
  heliumDeviceId: z.string().optional(),
  heliumDeviceName: z.string().optional(),
  heliumDownlinkUrl: z.string().optional(),
  owntracksDevice: z.string().optional(),
});

export const normalisedUplinkSchema = z.object({
  kind: z.literal('uplink'),
  devEui: z.string().optional(),
  deviceId: z.string().optional(),
  /** Cellular trackers (issue 26): the id the tracker sent (IMEI or an H02 unit's id), digits only. */
  imei: z.string().optional(),
  receivedAt: z.date(),
  fCnt: z.number().int().nonnegative().optional(),
  fPort: z.number().int().min(0).max(255).optional(),
  payload: z.instanceof(Uint8Array).optional(),
  /**
   * What the sender decoded: a network-server codec's object (the codec's field
   * names), or a phone's extra attributes (OsmAnd, OwnTracks) under their own names.
   */
  decoded: z.record(z.string(), z.unknown()).optional(),
  /**
   * The Things Stack's normalized payload (a device-repository codec's `normalizeUplink`): its
   * measurements in TTS's common schema, read for the readings the codec's own names do not give.
   */
  normalized: z.array(z.record(z.string(), z.unknown())).optional(),
  /**
   * The battery the network server asked the device for (LoRaWAN DevStatusAns, percent), reported
   * with this uplink (The Things Stack's `last_battery_percentage`): stored only when the payload
   * gives no battery of its own.
   */
  networkBatteryPct: z.number().min(0).max(100).optional(),
  /** the sender's own id for this uplink, only where the sender promises uniqueness */
  dedupKey: z.string().optional(),
  radio: radioSchema.optional(),
  location: normalisedLocationFixSchema.optional(),
  /**
   * already in our reading vocabulary and units (battery_pct 0..100, ...). `momentary`: the reading
   * tells of an event at this uplink, not a state that lasts (a tracker's door or power-cut alarm,
   * sent true once and never false): kept in history and given to the actions engine, but not
   * made the device's current state.
   */
  readings: z.array(readingSchema.extend({ momentary: z.literal(true).optional() })).optional(),
  network: networkInfoSchema.optional(),
});

/** A (re)join: the device's frame counters restart, so fCnt deduplication must reset. */
export const normalisedJoinSchema = z.object({
  kind: z.literal('join'),
  devEui: z.string(),
  receivedAt: z.date(),
  dedupKey: z.string().optional(),
  network: networkInfoSchema.optional(),
});

/** A position the network solved (TTS location_solved, ChirpStack location event). */
export const normalisedLocationSchema = z.object({
  kind: z.literal('location'),
  devEui: z.string(),
  receivedAt: z.date(),
  location: normalisedLocationFixSchema,
  /**
   * The solver that produced it. TTS's "frm-payload" repeats a position already in
   * the uplink's `location`, so the pipeline may skip those.
   */
  service: z.string().optional(),
  dedupKey: z.string().optional(),
  network: networkInfoSchema.optional(),
});

export const normalisedMessageSchema = z.discriminatedUnion('kind', [
  normalisedUplinkSchema,
  normalisedJoinSchema,
  normalisedLocationSchema,
]);

export type LocationSource = z.infer<typeof locationSourceSchema>;
export type NormalisedLocationFix = z.infer<typeof normalisedLocationFixSchema>;
export type GatewayReception = z.infer<typeof gatewayReceptionSchema>;
export type Radio = z.infer<typeof radioSchema>;
export type NetworkInfo = z.infer<typeof networkInfoSchema>;
export type NormalisedUplink = z.infer<typeof normalisedUplinkSchema>;
export type NormalisedJoin = z.infer<typeof normalisedJoinSchema>;
export type NormalisedLocation = z.infer<typeof normalisedLocationSchema>;
export type NormalisedMessage = z.infer<typeof normalisedMessageSchema>;

/**
 * A request the sender got wrong. The ingest route answers 400 with `message`;
 * `field` is the dotted path into the body (or query) that failed.
 */
export class IngestParseError extends Error {
  override name = 'IngestParseError';
  readonly field: string;
  readonly reason: string;

  /** `message` replaces the usual "field: reason" where the reason reads better as a sentence. */
  constructor(field: string, reason: string, message?: string) {
    super(message ?? `${field}: ${reason}`);
    this.field = field;
    this.reason = reason;
  }
}

// What every message must be before it enters the pipeline (issue 11). The pipeline stores
// many senders' uplinks in one statement: a value PostgreSQL refuses there would fail them all,
// so it is refused here, with the sender's request only.

/** How deep a stored object (decoded payload, radio metadata) may nest, and how large it may be. */
export const STORABLE_MAX_DEPTH = 32;
export const STORABLE_MAX_KB = 64;

const objectLabels: Record<string, string> = {
  decoded: 'decoded payload',
  radio: 'radio metadata',
  network: 'network ids',
  location: 'location',
  readings: 'readings',
};

type WellFormed = { isWellFormed(): boolean };

/** Why PostgreSQL cannot store `text` in jsonb or text, if it cannot: a NUL or a lone surrogate. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains U+0000 (a NUL character), which cannot be stored';
  if (!(text as unknown as WellFormed).isWellFormed())
    return 'contains a lone UTF-16 surrogate, which is not valid Unicode';
  return undefined;
}

/** A value still to check, with where it sits: its path is spelt out only for a refusal. */
type Pending = { value: unknown; parent: Pending | undefined; key: string | number; depth: number };

/** The dotted path of a pending value, e.g. "decoded.list[0].note". */
function pathOf(node: Pending): string {
  const keys: Array<string | number> = [];
  for (let at: Pending | undefined = node; at; at = at.parent) keys.push(at.key);
  let path = '';
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i] as string | number;
    path = typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  }
  return path;
}

/**
 * Checks one object bound for a jsonb column, without recursion (a payload nested
 * thousands deep must not overflow our stack either): depth, approximate JSON
 * size, and every key and string. Paths are built only for a refusal: an uplink's
 * objects hold dozens of values, and spelling each one's path cost more than the
 * checks (issue 29).
 */
function checkObject(root: object, field: string) {
  const label = objectLabels[field] ?? field;
  const maxBytes = STORABLE_MAX_KB * 1024;
  let bytes = 0;
  const stack: Pending[] = [{ value: root, parent: undefined, key: field, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      bytes += value.length + 2;
      const why = unstorable(value);
      if (why) throw new IngestParseError(pathOf(next), why);
    } else if (typeof value === 'number') {
      bytes += String(value).length + 1;
    } else if (value === null || typeof value !== 'object') {
      bytes += 5;
    } else if (value instanceof Date || value instanceof Uint8Array) {
      bytes += 26;
    } else {
      if (depth > STORABLE_MAX_DEPTH) {
        throw new IngestParseError(
          field,
          `nests deeper than ${STORABLE_MAX_DEPTH} levels`,
          `The ${label} nests deeper than ${STORABLE_MAX_DEPTH} levels`,
        );
      }
      bytes += 2;
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--)
          stack.push({ value: value[i], parent: next, key: i, depth: depth + 1 });
      } else {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i] as string;
          bytes += key.length + 3;
          const why = unstorable(key);
          if (why) throw new IngestParseError(pathOf(next), `a key ${why}`);
          stack.push({ value: (value as Record<string, unknown>)[key], parent: next, key, depth: depth + 1 });
        }
      }
    }
    if (bytes > maxBytes) {
      throw new IngestParseError(
        field,
        `is larger than ${STORABLE_MAX_KB} kB`,
        `The ${label} is larger than ${STORABLE_MAX_KB} kB`,
      );
    }
  }
}

/**
 * Refuses (IngestParseError, answered 400) a normalised message the database
 * could not store: objects nested deeper than STORABLE_MAX_DEPTH or larger than
 * STORABLE_MAX_KB, and U+0000 or a lone surrogate in any string or key.
 * Returns the message, so a parser's result can be mapped through it.
 */
export function checkStorable<T extends NormalisedMessage>(message: T): T {
  for (const [field, value] of Object.entries(message)) {
    if (typeof value === 'string') {
      const why = unstorable(value);
      if (why) throw new IngestParseError(field, why);
    } else if (
      value !== null &&
      typeof value === 'object' &&
      !(value instanceof Date) &&
      !(value instanceof Uint8Array)
    ) {
      checkObject(value, field);
    }
  }
  return message;
}

/** Why a frame's time is not the sender's: an implausible time replaced by ours, or a late arrival. */
export type TimeFlag = 'future' | 'rollover' | 'epoch' | 'late';

/** GPS week numbers roll over every 1024 weeks: a receiver with an old firmware then reports 19.6 years back. */
export const GPS_ROLLOVER_MS = 1024 * 7 * 86_400_000;
/** Nothing we store was measured before this: earlier times are a clock at its epoch (1970, GPS 1980-01-06). */
export const EARLIEST_PLAUSIBLE_TIME = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/**
 * Whether the time a sender gives for a message cannot be right, and why: more
 * than `futureToleranceMs` ahead of `now` (our receive time); before 2000 (a
 * clock at its epoch); or about 1024 weeks (a GPS week rollover) or more back.
 */
export function implausibleTime(
  time: Date,
  now: Date,
  futureToleranceMs: number,
): Exclude<TimeFlag, 'late'> | undefined {
  const t = time.getTime();
  if (Number.isNaN(t) || t < EARLIEST_PLAUSIBLE_TIME) return 'epoch';
  if (t > now.getTime() + futureToleranceMs) return 'future';
  if (now.getTime() - t >= GPS_ROLLOVER_MS - DAY_MS) return 'rollover';
  return undefined;
}
