import { z } from 'zod';
import {
  IngestParseError,
  type NetworkInfo,
  type NormalisedJoin,
  type NormalisedLocation,
  type NormalisedUplink,
} from '../uplink.ts';
import { parseChirpstack } from './chirpstack.ts';
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
  parseWith,
} from './common.ts';

// Helium Console HTTP integration (reference/ingest-formats.md §3). Two shapes reach the same
// route: the legacy (pre-Solana) console's JSON, and ChirpStack v4's events from Helium's
// current console, which is ChirpStack (told apart by ChirpStack's `deviceInfo`).

const spreadingSchema = z
  .string()
  .regex(/^SF\d{1,2}BW\d+(?:\.\d+)?$/, 'expected a LoRa data rate such as "SF9BW125"')
  .transform((value) => {
    const [sf = '', bw = ''] = value.slice(2).split('BW');
    return { dataRate: value, spreadingFactor: Number(sf), bandwidth: Number(bw) * 1000 };
  });

// A hotspot with no asserted location: null, or "unknown" as the router writes it
// (helium/router router_blockchain:get_hotspot_lat_lon/1, expected so in test/router_SUITE.erl).
const unknownAsAbsent = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === 'unknown' ? undefined : value), schema.nullish());

const hotspotSchema = z.object({
  id: z.string().min(1),
  rssi: z.number().optional(),
  snr: z.number().optional(),
  spreading: spreadingSchema.optional(),
  /** MHz */
  frequency: z.number().positive().optional(),
  // Range-checked by gatewayCoordinates: an impossible one is dropped, not the uplink.
  lat: unknownAsAbsent(z.number()),
  long: unknownAsAbsent(z.number()),
});

const epochMsSchema = z
  .int()
  .nonnegative()
  .transform((ms) => new Date(ms));

const uplinkSchema = z.object({
  type: z.string().optional(),
  dev_eui: euiSchema,
  app_eui: euiSchema.optional(),
  devaddr: devAddrSchema.optional(),
  fcnt: fCntSchema,
  port: fPortSchema,
  payload: base64BytesSchema.optional(),
  reported_at: epochMsSchema.optional(),
  id: z.string().optional(),
  name: z.string().optional(),
  uuid: z.string().min(1).optional(),
  downlink_url: z.string().optional(),
  hotspots: z.array(hotspotSchema).optional(),
  // A decoder function may return any JSON; Helium's built-in Cayenne LPP decoder returns a list.
  decoded: z.object({ status: z.string().optional(), payload: z.unknown().optional() }).optional(),
});

// The router's join message (router_device_channels_worker:send_join_to_channel/3), sent to an
// integration that asked for joins: the uplink's identity fields, no payload.
const joinSchema = uplinkSchema.pick({
  dev_eui: true,
  app_eui: true,
  devaddr: true,
  reported_at: true,
  id: true,
  name: true,
  uuid: true,
  downlink_url: true,
});

/** Whether a Helium request comes from the current, ChirpStack-based console. */
export const isChirpstackShaped = (body: unknown) =>
  typeof body === 'object' && body !== null && 'deviceInfo' in body;

/**
 * Parses one Helium console POST: a legacy uplink or join (other legacy message types give no
 * message), or a ChirpStack v4 event (`event` from the query, as ChirpStack sends it).
 */
export function parseHelium(
  body: unknown,
  now: Date,
  event?: string,
): Array<NormalisedUplink | NormalisedJoin | NormalisedLocation> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new IngestParseError('body', 'expected an object');
  }
  if (isChirpstackShaped(body)) return parseChirpstack({ event, body }, now);
  if ('type' in body && body.type === 'join') return [toJoin(parseWith(joinSchema, body), now)];
  if ('type' in body && body.type !== 'uplink') return [];
  const message = parseWith(uplinkSchema, body);
  const gateways = (message.hotspots ?? []).map((hotspot) =>
    compact({
      id: hotspot.id,
      rssi: hotspot.rssi,
      snr: hotspot.snr,
      // Hotspots without an asserted location send null.
      ...gatewayCoordinates(hotspot.lat, hotspot.long),
    }),
  );
  // Every hotspot heard the same transmission; take its settings from the best one.
  const best = bestReception(gateways);
  const bestHotspot =
    message.hotspots?.find((hotspot) => hotspot.rssi === best.rssi) ?? message.hotspots?.[0];
  const frequencyMhz = bestHotspot?.frequency;
  return [
    compact({
      kind: 'uplink' as const,
      devEui: message.dev_eui,
      receivedAt: message.reported_at ?? now,
      fCnt: message.fcnt,
      fPort: message.port,
      payload: message.payload,
      decoded: message.decoded?.status === 'success' ? decodedOf(message.decoded.payload) : undefined,
      dedupKey: message.uuid,
      radio: compact({
        ...best,
        gateways,
        dataRate: bestHotspot?.spreading?.dataRate,
        frequency: frequencyMhz === undefined ? undefined : mhzToHz(frequencyMhz),
        spreadingFactor: bestHotspot?.spreading?.spreadingFactor,
        bandwidth: bestHotspot?.spreading?.bandwidth,
      }),
      network: networkOf(message),
    }),
  ];
}

/**
 * Hz from the router's MHz. The router holds a frequency as a 32-bit float and writes it widened
 * (the documented 912.2999877929688 is 912.3 MHz): ×1e6 would store 912299988 Hz. Such a value is
 * read as the shortest decimal that is the same float, exact for every LoRaWAN channel plan's
 * steps (IN865's 865.0625 MHz among the finest); any other number as written.
 */
export function mhzToHz(mhz: number): number {
  if (Math.fround(mhz) === mhz) {
    for (let digits = 0; digits <= 6; digits++) {
      const decimal = Number(mhz.toFixed(digits));
      if (Math.fround(decimal) === mhz) return Math.round(decimal * 1e6);
    }
  }
  return Math.round(mhz * 1e6);
}

function networkOf(message: z.infer<typeof joinSchema>): NetworkInfo {
  return compact({
    joinEui: message.app_eui,
    devAddr: message.devaddr,
    heliumDeviceId: message.id,
    heliumDeviceName: message.name,
    heliumDownlinkUrl: message.downlink_url,
  });
}

function toJoin(message: z.infer<typeof joinSchema>, now: Date): NormalisedJoin {
  return compact({
    kind: 'join' as const,
    devEui: message.dev_eui,
    receivedAt: message.reported_at ?? now,
    // The join's uuid is its own, not an uplink's; the prefix keeps the two kinds apart all the same.
    dedupKey: message.uuid === undefined ? undefined : `join:${message.uuid}`,
    network: networkOf(message),
  });
}

// Helium's built-in Cayenne LPP decoder (helium/router src/decoders/router_decoder_cayenne.erl)
// gives a list of {channel, type, value, unit, name}; its barometer item is misnamed "humidity"
// (unit hPa), so the LPP type tells them apart. Written in The Things Stack's LPP names
// (`temperature_3`, `gps_1`), which the network-decoded mapping reads.
const lppNames: Record<number, string> = {
  0: 'digital_in',
  1: 'digital_out',
  2: 'analog_in',
  3: 'analog_out',
  101: 'luminosity',
  102: 'presence',
  103: 'temperature',
  104: 'relative_humidity',
  113: 'accelerometer',
  115: 'barometric_pressure',
  134: 'gyrometer',
  136: 'gps',
};

const lppItemSchema = z.object({
  channel: z.int().min(0).max(255),
  type: z.int(),
  value: z.unknown(),
  name: z.string().optional(),
});

/** A decoder's output as an object: itself, a Cayenne LPP list rewritten, or nothing. */
function decodedOf(payload: unknown): Record<string, unknown> | undefined {
  const object = decodedObjectSchema.safeParse(payload);
  if (object.success) return object.data;
  if (!Array.isArray(payload)) return undefined;
  const out: Record<string, unknown> = {};
  for (const item of payload) {
    const lpp = lppItemSchema.safeParse(item);
    if (!lpp.success) return undefined;
    const name = lppNames[lpp.data.type] ?? lpp.data.name ?? `type${lpp.data.type}`;
    out[`${name}_${lpp.data.channel}`] = lpp.data.value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
