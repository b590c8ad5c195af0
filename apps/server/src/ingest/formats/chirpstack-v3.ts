import type { Reading } from '@pinpoint/shared/readings.ts';
import { z } from 'zod';
import {
  IngestParseError,
  type NetworkInfo,
  type NormalisedJoin,
  type NormalisedLocation,
  type NormalisedUplink,
} from '../uplink.ts';
import {
  base64BytesSchema,
  bestReception,
  compact,
  decodedObjectSchema,
  fCntSchema,
  fPortSchema,
  gatewayCoordinates,
  latitudeSchema,
  longitudeSchema,
  loraDataRate,
  parseTimestampText,
  parseWith,
  rfc3339Schema,
} from './common.ts';

// ChirpStack Application Server v3 integration events (HTTP `?event=`, or the older per-event
// URLs without it; MQTT `application/{id}/device/{devEUI}/event/{type}`). v3 has no `deviceInfo`:
// its envelope is applicationID, applicationName, deviceName, devEUI. Two JSON marshalers
// (https://www.chirpstack.io/application-server/integrations/events/):
// - "JSON", the Protocol Buffers JSON mapping: bytes in base64 (devEUI "AgICAgICAgI=", devAddr,
//   gatewayID), the codec's object as a JSON string `objectJSON`, the LoRa bandwidth in kHz, and
//   (EmitDefaults) null for an unset message such as a gateway's location;
// - "JSON (v3)", the legacy one: hex EUIs, the codec's object as `object`, `txInfo.dr`.
// v3 gives no deduplication id: the pipeline's (device, fCnt, window) rule absorbs retries.

/** Whether a ChirpStack body is a v3 event (no v4 `deviceInfo`, a v3 `devEUI`). */
export function isChirpstackV3(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !('deviceInfo' in body) && 'devEUI' in body;
}

/** An identifier v3 writes as hex (legacy marshaler) or base64 (protobuf JSON), as upper-case hex. */
function idSchema(bytes: number, what: string) {
  const hex = new RegExp(`^[0-9A-Fa-f]{${bytes * 2}}$`);
  const message = `expected ${what} as ${bytes * 2} hex digits or base64`;
  return z.string().transform((value, ctx): string => {
    const text = value.replace(/[\s:-]/g, '');
    if (hex.test(text)) return text.toUpperCase();
    const parsed = base64BytesSchema.safeParse(value);
    if (parsed.success && parsed.data.length === bytes)
      return Buffer.from(parsed.data).toString('hex').toUpperCase();
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const devEuiSchema = idSchema(8, 'an EUI');
// EmitDefaults writes an unset bytes field as "".
const optionalId = (bytes: number, what: string) =>
  z.union([z.literal('').transform(() => undefined), idSchema(bytes, what)]).nullish();

const locationSchema = z.object({
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
  altitude: z.number().nullish(),
  accuracy: z.number().nonnegative().nullish(),
  source: z.string().nullish(),
});

const envelopeSchema = z.object({
  applicationID: z.union([z.string(), z.number().transform(String)]).nullish(),
  applicationName: z.string().nullish(),
  deviceName: z.string().nullish(),
  deviceProfileID: z.string().nullish(),
  devEUI: devEuiSchema,
  devAddr: optionalId(4, 'a DevAddr'),
  /** v3.10 and later: when the event was published */
  publishedAt: rfc3339Schema.nullish(),
});

/** The codec's object: a JSON string (protobuf marshaler), "" without a codec. */
const objectJsonSchema = z.string().transform((text, ctx): Record<string, unknown> | undefined => {
  if (text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    // A codec that returned nothing.
    if (value === null) return undefined;
    const parsed = decodedObjectSchema.safeParse(value);
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'expected a JSON object in a string' });
  return z.NEVER;
});

const upSchema = envelopeSchema.extend({
  fCnt: fCntSchema.nullish(),
  fPort: fPortSchema.nullish(),
  // Not base64 ("..." in v3's own documented example): no payload, the codec's object still read.
  data: z
    .string()
    .transform((text) => {
      const parsed = base64BytesSchema.safeParse(text);
      return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
    })
    .nullish(),
  objectJSON: objectJsonSchema.nullish(),
  object: decodedObjectSchema.nullish(),
  rxInfo: z
    .array(
      z.object({
        gatewayID: optionalId(8, 'a gateway id'),
        /** when the gateway received it, if it knows the time; read leniently (gatewayTime) */
        time: z.string().nullish(),
        rssi: z.number().nullish(),
        loRaSNR: z.number().nullish(),
        // Range-checked by gatewayCoordinates: an impossible one is dropped, not the uplink.
        location: locationSchema
          .extend({ latitude: z.number().nullish(), longitude: z.number().nullish() })
          .nullish(),
      }),
    )
    .nullish(),
  txInfo: z
    .object({
      frequency: z.number().nullish(),
      /** legacy marshaler: the data rate index only */
      dr: z.int().nullish(),
      loRaModulationInfo: z
        .object({
          /** kHz */
          bandwidth: z.number().positive().nullish(),
          spreadingFactor: z.int().nullish(),
        })
        .nullish(),
      /** bit/s */
      fskModulationInfo: z.object({ datarate: z.number().nullish() }).nullish(),
    })
    .nullish(),
});

const statusSchema = envelopeSchema.extend({
  margin: z.int().nullish(),
  externalPowerSource: z.boolean().nullish(),
  batteryLevelUnavailable: z.boolean().nullish(),
  /** percent; the deprecated `battery` (0..255) is not read */
  batteryLevel: z.number().min(0).max(100).nullish(),
});

const locationEventSchema = envelopeSchema.extend({ location: locationSchema });

type Envelope = z.infer<typeof envelopeSchema>;
type V3Event = 'up' | 'join' | 'status' | 'location' | 'ack' | 'txack' | 'error' | 'integration';

// For a request that does not name its event (v3's per-event URLs): the keys each event carries.
// A join also carries rxInfo, so an uplink is told by its payload, port or codec output first.
const eventKeys: Array<[V3Event, string[]]> = [
  ['integration', ['integrationName', 'eventType']],
  ['error', ['error', 'type']],
  ['ack', ['acknowledged']],
  ['status', ['margin', 'batteryLevel', 'batteryLevelUnavailable', 'externalPowerSource', 'battery']],
  ['location', ['location', 'uplinkIDs']],
  ['up', ['data', 'fPort', 'objectJSON', 'object']],
  ['join', ['devAddr']],
  ['txack', ['fCnt', 'gatewayID']],
];

/** The event a v3 body shows by its keys, if any. */
export function chirpstackV3EventOf(body: Record<string, unknown>): string | undefined {
  return eventKeys.find(([, keys]) => keys.some((key) => key in body))?.[0];
}

/** Parses one v3 event; `event` as ChirpStack named it. Events ingest has no use for give none. */
export function parseChirpstackV3(
  event: string,
  body: unknown,
  now: Date,
): Array<NormalisedUplink | NormalisedJoin | NormalisedLocation> {
  switch (event) {
    case 'up':
      return [toUplink(parseWith(upSchema, body), now)];
    case 'join':
      return [toJoin(parseWith(envelopeSchema, body), now)];
    case 'status':
      return toStatus(parseWith(statusSchema, body), now);
    case 'location':
      return toLocation(parseWith(locationEventSchema, body), now);
    case 'ack':
    case 'txack':
    case 'error':
    case 'integration':
      // Checked, so that a body of another device or none is still refused.
      parseWith(envelopeSchema, body);
      return [];
    default:
      throw new IngestParseError('event', `expected a ChirpStack event such as up or join, not "${event}"`);
  }
}

function networkOf(message: Envelope): NetworkInfo {
  return compact({
    chirpstackApplicationId: message.applicationID ?? undefined,
    chirpstackDeviceProfileId: message.deviceProfileID ?? undefined,
    chirpstackDeviceName: message.deviceName ?? undefined,
    devAddr: message.devAddr ?? undefined,
  });
}

function toUplink(message: z.infer<typeof upSchema>, now: Date): NormalisedUplink {
  const gateways = (message.rxInfo ?? []).flatMap((rx) => {
    if (!rx.gatewayID) return [];
    return [
      compact({
        id: rx.gatewayID,
        rssi: rx.rssi ?? undefined,
        snr: rx.loRaSNR ?? undefined,
        ...gatewayCoordinates(rx.location?.latitude, rx.location?.longitude),
      }),
    ];
  });
  const lora = message.txInfo?.loRaModulationInfo;
  const bandwidthHz = lora?.bandwidth ? lora.bandwidth * 1000 : undefined;
  const spreadingFactor = lora?.spreadingFactor ?? undefined;
  const fsk = message.txInfo?.fskModulationInfo;
  return compact({
    kind: 'uplink' as const,
    devEui: message.devEUI,
    receivedAt: message.publishedAt ?? gatewayTime(message.rxInfo) ?? now,
    fCnt: message.fCnt ?? 0,
    fPort: message.fPort ?? 0,
    payload: message.data ?? undefined,
    decoded: message.objectJSON ?? message.object ?? undefined,
    radio: compact({
      ...bestReception(gateways),
      gateways,
      dataRate:
        loraDataRate(spreadingFactor, bandwidthHz) ?? (fsk?.datarate ? `FSK${fsk.datarate}` : undefined),
      frequency: message.txInfo?.frequency ?? undefined,
      spreadingFactor,
      bandwidth: bandwidthHz,
    }),
    network: networkOf(message),
  });
}

// Before v3.10 (chirpstack-api 6a34534, 2021-05) events carry no publishedAt: the first gateway's
// receive time is the uplink's, as ChirpStack v4 itself takes it (chirpstack/src/uplink/helpers.rs
// get_rx_timestamp), rather than whenever the event reached us (MQTT can deliver it hours later).
// The pipeline replaces a time no clock could have given (uplink.ts implausibleTime).
function gatewayTime(rxInfo: Array<{ time?: string | null }> | null | undefined): Date | undefined {
  for (const rx of rxInfo ?? []) {
    const time = rx.time ? parseTimestampText(rx.time) : undefined;
    if (time) return time;
  }
  return undefined;
}

function toJoin(message: Envelope, now: Date): NormalisedJoin {
  return compact({
    kind: 'join' as const,
    devEui: message.devEUI,
    receivedAt: message.publishedAt ?? now,
    network: networkOf(message),
  });
}

/** The DevStatusAns of a status event (v3 and v4) as readings; none for a device on external power. */
export function deviceStatusReadings(status: {
  margin?: number | null;
  externalPowerSource?: boolean | null;
  batteryLevelUnavailable?: boolean | null;
  batteryLevel?: number | null;
}): Reading[] {
  const readings: Reading[] = [];
  const { batteryLevel, margin } = status;
  if (typeof batteryLevel === 'number' && !status.externalPowerSource && !status.batteryLevelUnavailable)
    readings.push({ field: 'battery_pct', value: batteryLevel });
  if (typeof margin === 'number') readings.push({ field: 'link_margin', value: margin });
  return readings;
}

function toStatus(message: z.infer<typeof statusSchema>, now: Date): NormalisedUplink[] {
  const readings = deviceStatusReadings(message);
  if (readings.length === 0) return [];
  return [
    compact({
      kind: 'uplink' as const,
      devEui: message.devEUI,
      receivedAt: message.publishedAt ?? now,
      readings,
      network: networkOf(message),
    }),
  ];
}

function toLocation(message: z.infer<typeof locationEventSchema>, now: Date): NormalisedLocation[] {
  const { latitude, longitude, altitude, accuracy, source } = message.location;
  const lat = latitude ?? 0;
  const lon = longitude ?? 0;
  if (lat === 0 && lon === 0) return [];
  return [
    compact({
      kind: 'location' as const,
      devEui: message.devEUI,
      receivedAt: message.publishedAt ?? now,
      location: compact({
        lat,
        lon,
        alt: altitude ?? undefined,
        accuracy: accuracy ?? undefined,
        source: source === 'GPS' ? ('gnss' as const) : ('network' as const),
      }),
      service: source ?? undefined,
      network: networkOf(message),
    }),
  ];
}
