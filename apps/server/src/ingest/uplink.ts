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
  receivedAt: z.date(),
  fCnt: z.number().int().nonnegative().optional(),
  fPort: z.number().int().min(0).max(255).optional(),
  payload: z.instanceof(Uint8Array).optional(),
  /**
   * What the sender decoded: a network-server codec's object (the codec's field
   * names), or a phone's extra attributes (OsmAnd, OwnTracks) under their own names.
   */
  decoded: z.record(z.string(), z.unknown()).optional(),
  /** the sender's own id for this uplink, only where the sender promises uniqueness */
  dedupKey: z.string().optional(),
  radio: radioSchema.optional(),
  location: normalisedLocationFixSchema.optional(),
  /** already in our reading vocabulary and units (battery_pct 0..100, ...) */
  readings: z.array(readingSchema).optional(),
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

  constructor(field: string, reason: string) {
    super(`${field}: ${reason}`);
    this.field = field;
    this.reason = reason;
  }
}
