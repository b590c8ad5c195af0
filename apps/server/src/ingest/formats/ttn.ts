import { z } from 'zod';
import {
  IngestParseError,
  type LocationSource,
  type NetworkInfo,
  type NormalisedJoin,
  type NormalisedLocation,
  type NormalisedLocationFix,
  type NormalisedUplink,
} from '../uplink.ts';
import {
  base64BytesSchema,
  bestReception,
  compact,
  decodedObjectSchema,
  devAddrSchema,
  euiSchema,
  fCntSchema,
  fPortSchema,
  gatewayCoordinates,
  latitudeSchema,
  longitudeSchema,
  loraDataRate,
  numberLikeSchema,
  parseWith,
  rfc3339Schema,
  round,
} from './common.ts';
import { gatewayIdOf, isPayloadLocation } from './tts-metadata.ts';

// The Things Stack v3 webhook, JSON format (reference/ingest-formats.md §1).
// TTS omits "", 0 and false from its JSON, so an absent f_cnt or coordinate
// means 0. An absent f_port means no port: port 0 carries only MAC commands, which
// TTS never forwards to applications, and its own documented uplink has none.
//
// No dedupKey: correlation_ids carry per-gateway and per-hop trace ids, and
// nothing documents one of them as unique per uplink. The pipeline's
// (device, fCnt, window) rule already absorbs TTS retries.

// A webhook's field mask may keep any part of end_device_ids, or none (lorawan-stack-docs,
// integrations/webhooks/webhook-templates/format.md "Field Mask"; creating-webhooks.md prints a
// message with only up.uplink_message). Only the DevEUI is needed: the route finds it from the
// TTS ids or the webhook URL's path variables first (ttsDeviceNamed).
const endDeviceIdsSchema = z.object({
  device_id: z.string().min(1).optional(),
  application_ids: z.object({ application_id: z.string().min(1).optional() }).optional(),
  dev_eui: euiSchema,
  join_eui: euiSchema.optional(),
  dev_addr: devAddrSchema.optional(),
});

const envelopeSchema = z.object({
  end_device_ids: endDeviceIdsSchema,
  received_at: rfc3339Schema.optional(),
  simulated: z.boolean().optional(),
});

const ttsLocationSchema = z.object({
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  altitude: z.number().optional(),
  accuracy: z.number().nonnegative().optional(),
  source: z.string().optional(),
});

const rxMetadataSchema = z.object({
  gateway_ids: z.object({ gateway_id: z.string().min(1) }),
  // Read leniently: they only name the gateway better (tts-metadata.ts gatewayIdOf).
  packet_broker: z
    .object({
      forwarder_net_id: z.unknown().optional(),
      forwarder_gateway_eui: z.unknown().optional(),
      forwarder_gateway_id: z.unknown().optional(),
    })
    .optional(),
  relay: z.object({ device_id: z.unknown().optional() }).optional(),
  rssi: z.number().optional(),
  channel_rssi: z.number().optional(),
  snr: z.number().optional(),
  // Range-checked by gatewayCoordinates: an impossible one is dropped, not the uplink.
  location: ttsLocationSchema
    .extend({ latitude: z.number().optional(), longitude: z.number().optional() })
    .optional(),
});

const settingsSchema = z.object({
  data_rate: z
    .object({
      lora: z
        .object({ bandwidth: z.number().positive().optional(), spreading_factor: z.int().optional() })
        .optional(),
      fsk: z.object({ bit_rate: z.number().optional() }).optional(),
    })
    .optional(),
  frequency: numberLikeSchema.optional(),
});

// A protobuf Duration in JSON: "0.205824s".
const durationMsSchema = z
  .string()
  .regex(/^\d+(?:\.\d+)?s$/, 'expected a duration such as "0.05s"')
  .transform((value) => round(Number(value.slice(0, -1)) * 1000, 3));

const uplinkMessageSchema = z.object({
  f_port: fPortSchema.optional(),
  f_cnt: fCntSchema.optional(),
  frm_payload: base64BytesSchema.optional(),
  decoded_payload: decodedObjectSchema.optional(),
  normalized_payload: z.array(decodedObjectSchema).optional(),
  /** The device's last DevStatusAns battery, percent, and the uplink (f_cnt) it came with. */
  last_battery_percentage: z
    .object({ f_cnt: fCntSchema.optional(), value: z.number().min(0).max(100).optional() })
    .optional(),
  rx_metadata: z.array(rxMetadataSchema).optional(),
  settings: settingsSchema.optional(),
  received_at: rfc3339Schema.optional(),
  consumed_airtime: durationMsSchema.optional(),
  locations: z.record(z.string(), ttsLocationSchema).optional(),
  version_ids: z.object({ brand_id: z.string().optional(), model_id: z.string().optional() }).optional(),
  network_ids: z
    .object({ tenant_id: z.string().optional(), cluster_address: z.string().optional() })
    .optional(),
});

const uplinkSchema = envelopeSchema.extend({ uplink_message: uplinkMessageSchema });
const joinSchema = envelopeSchema.extend({
  join_accept: z.object({ received_at: rfc3339Schema.optional() }),
});
const locationSolvedSchema = envelopeSchema.extend({
  location_solved: z.object({ service: z.string().optional(), location: ttsLocationSchema }),
});

// Sent by TTS but of no use to ingest; acknowledged with no message. uplink_normalized repeats
// an uplink_message in TTS's normalized schema; service_data is a service's own output (LoRa
// Cloud); the downlink events go to the command queue (downlink-events.ts).
const ignoredMessageKeys = [
  'uplink_normalized',
  'downlink_ack',
  'downlink_nack',
  'downlink_sent',
  'downlink_failed',
  'downlink_queued',
  'downlink_queue_invalidated',
  'service_data',
];

type TtsLocation = z.infer<typeof ttsLocationSchema>;
type Envelope = z.infer<typeof envelopeSchema>;

/** Parses one The Things Stack webhook body into zero or one normalised message. */
export function parseTtn(
  body: unknown,
  now: Date,
): Array<NormalisedUplink | NormalisedJoin | NormalisedLocation> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new IngestParseError('body', 'expected an object');
  }
  if (ignoredMessageKeys.some((key) => key in body)) return [];
  const stored = ['uplink_message', 'join_accept', 'location_solved'].some((key) => key in body);
  if (stored) requireTtsDevEui(body);
  if ('uplink_message' in body) return [toUplink(parseWith(uplinkSchema, body), now)];
  if ('join_accept' in body) return [toJoin(parseWith(joinSchema, body), now)];
  if ('location_solved' in body) return toLocation(parseWith(locationSolvedSchema, body), now);
  throw new IngestParseError(
    'body',
    'expected a The Things Stack message such as uplink_message or join_accept',
  );
}

function networkOf(envelope: Envelope): NetworkInfo {
  const ids = envelope.end_device_ids;
  return compact({
    ttnDeviceId: ids.device_id,
    ttnApplicationId: ids.application_ids?.application_id,
    joinEui: ids.join_eui,
    devAddr: ids.dev_addr,
    simulated: envelope.simulated,
  });
}

function toUplink(message: z.infer<typeof uplinkSchema>, now: Date): NormalisedUplink {
  const up = message.uplink_message;
  const lora = up.settings?.data_rate?.lora;
  const gateways = (up.rx_metadata ?? []).map((rx) => {
    const rssi = rx.rssi ?? rx.channel_rssi;
    return compact({
      id: gatewayIdOf(rx),
      rssi,
      // TTS leaves a 0 dB SNR out. Only a LoRa frame a gateway measured has one (Packet Broker
      // may pass on no signal quality at all).
      snr: rx.snr ?? (lora && rssi !== undefined ? 0 : undefined),
      ...gatewayCoordinates(rx.location?.latitude, rx.location?.longitude),
    });
  });
  const bitRate = up.settings?.data_rate?.fsk?.bit_rate;
  const radio = compact({
    ...bestReception(gateways),
    gateways,
    dataRate:
      loraDataRate(lora?.spreading_factor, lora?.bandwidth) ?? (bitRate ? `FSK${bitRate}` : undefined),
    frequency: up.settings?.frequency,
    spreadingFactor: lora?.spreading_factor,
    bandwidth: lora?.bandwidth,
    consumedAirtimeMs: up.consumed_airtime,
  });
  // Only when this uplink's payload gave it: else it is the last fix TTS stored (tts-metadata.ts).
  const stored = up.locations?.['frm-payload'];
  const frmLocation = stored && isPayloadLocation(up.decoded_payload, stored) ? stored : undefined;
  return compact({
    kind: 'uplink',
    devEui: message.end_device_ids.dev_eui,
    receivedAt: up.received_at ?? message.received_at ?? now,
    // TTS leaves a 0 out; a field mask leaves out whatever it does not name, and then 0 would make
    // every later uplink of the device a duplicate of the first. The Network Server always sets
    // received_at: without it the message was masked, and its counter is unknown.
    fCnt: up.f_cnt ?? (up.received_at === undefined ? undefined : 0),
    fPort: up.f_port,
    payload: up.frm_payload,
    decoded: up.decoded_payload,
    normalized: up.normalized_payload?.length ? up.normalized_payload : undefined,
    // Only the status that came with this uplink: an older one would repeat a stale battery.
    networkBatteryPct:
      (up.last_battery_percentage?.f_cnt ?? 0) === (up.f_cnt ?? 0)
        ? up.last_battery_percentage?.value
        : undefined,
    radio,
    // frm-payload positions come from the decoded payload, i.e. the device's own GNSS.
    location: frmLocation === undefined ? undefined : toFix(frmLocation, 'gnss'),
    network: compact({
      ...networkOf(message),
      ttnTenantId: up.network_ids?.tenant_id,
      ttnClusterAddress: up.network_ids?.cluster_address,
      ttnBrandId: up.version_ids?.brand_id,
      ttnModelId: up.version_ids?.model_id,
    }),
  });
}

function toJoin(message: z.infer<typeof joinSchema>, now: Date): NormalisedJoin {
  return {
    kind: 'join',
    devEui: message.end_device_ids.dev_eui,
    receivedAt: message.join_accept.received_at ?? message.received_at ?? now,
    network: networkOf(message),
  };
}

function toLocation(message: z.infer<typeof locationSolvedSchema>, now: Date): NormalisedLocation[] {
  const solved = message.location_solved;
  const location = toFix(solved.location, 'network');
  if (location === undefined) return [];
  return [
    compact({
      kind: 'location' as const,
      devEui: message.end_device_ids.dev_eui,
      receivedAt: message.received_at ?? now,
      location,
      service: solved.service,
      network: networkOf(message),
    }),
  ];
}

function coordinatesOf(location: TtsLocation | undefined): { lat?: number; lon?: number } {
  if (location === undefined) return {};
  if (location.latitude === undefined && location.longitude === undefined) return {};
  return { lat: location.latitude ?? 0, lon: location.longitude ?? 0 };
}

// Only a GPS fix is "gnss"; every solver (TDOA, RSSI, Wi-Fi, IP) is "network".
function sourceOf(source: string | undefined, fallback: LocationSource): LocationSource {
  if (source === undefined || source === 'SOURCE_UNKNOWN') return fallback;
  return source === 'SOURCE_GPS' ? 'gnss' : 'network';
}

// 0,0 is how trackers without a fix report (and how TTS writes an all-omitted location).
function toFix(location: TtsLocation, fallback: LocationSource): NormalisedLocationFix | undefined {
  const { lat, lon } = coordinatesOf(location);
  if (lat === undefined || lon === undefined || (lat === 0 && lon === 0)) return undefined;
  return compact({
    lat,
    lon,
    alt: location.altitude,
    accuracy: location.accuracy,
    source: sourceOf(location.source, fallback),
  });
}

/** How The Things Stack names a device inside an application, for messages that carry no DevEUI. */
export type TtsDeviceIds = { applicationId: string; deviceId: string };

/** The DevEUI in TTS's default device id, "eui-" and the DevEUI in lower case. */
export function devEuiOfTtsDeviceId(deviceId: string): string | undefined {
  return /^eui-([0-9a-f]{16})$/i.exec(deviceId)?.[1]?.toUpperCase();
}

/**
 * The message with the DevEUI found for its device (and the TTS ids its URL gave, where its field
 * mask left them out), so it parses as if TTS had sent them.
 */
export function withTtsDevEui(body: unknown, devEui: string, ids: Partial<TtsDeviceIds> = {}): unknown {
  const message = body as { end_device_ids?: Record<string, unknown> };
  const named = message.end_device_ids ?? {};
  return {
    ...message,
    end_device_ids: {
      ...(ids.deviceId && named.device_id === undefined ? { device_id: ids.deviceId } : {}),
      ...(ids.applicationId && named.application_ids === undefined
        ? { application_ids: { application_id: ids.applicationId } }
        : {}),
      ...named,
      dev_eui: devEui,
    },
  };
}

const NO_DEVICE =
  "is required: the webhook's field mask left out end_device_ids. Keep end_device_ids in it, or name " +
  'the device in the webhook URL: ?devEUI={devEUI} (or ?appID={appID}&devID={devID})';

/** Refuses, saying how to fix the webhook, a message that names no device (see endDeviceIdsSchema). */
export function requireTtsDevEui(body: object): void {
  const ids = (body as { end_device_ids?: { dev_eui?: unknown } }).end_device_ids;
  if (ids?.dev_eui === undefined) throw new IngestParseError('end_device_ids.dev_eui', NO_DEVICE);
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * How a message names its device when its body has no DevEUI: by the TTS ids the field mask kept,
 * else by the webhook URL's path variables (devEUI, appID, devID: lorawan-stack-docs
 * integrations/webhooks/path-variables.md), sent as a query. Undefined when the body has its DevEUI.
 */
export function ttsDeviceNamed(
  body: unknown,
  query: unknown,
): { devEui?: string; ids: Partial<TtsDeviceIds> } | undefined {
  // Nearly every message has its DevEUI: answered without a schema.
  const named = (body as { end_device_ids?: Record<string, unknown> } | null)?.end_device_ids;
  if (named?.dev_eui !== undefined) return undefined;
  const url = (query ?? {}) as Record<string, unknown>;
  const application = named?.application_ids as { application_id?: unknown } | undefined;
  return {
    devEui: textOf(url.devEUI) ?? textOf(url.dev_eui),
    ids: compact({
      applicationId: textOf(application?.application_id) ?? textOf(url.appID),
      deviceId: textOf(named?.device_id) ?? textOf(url.devID),
    }),
  };
}
