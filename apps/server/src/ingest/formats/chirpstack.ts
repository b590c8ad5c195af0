import { z } from 'zod';
import {
  IngestParseError,
  type NetworkInfo,
  type NormalisedJoin,
  type NormalisedLocation,
  type NormalisedUplink,
  type Radio,
} from '../uplink.ts';
import { chirpstackBody } from './chirpstack-protobuf.ts';
import {
  chirpstackV3EventOf,
  deviceStatusReadings,
  isChirpstackV3,
  parseChirpstackV3,
} from './chirpstack-v3.ts';
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
  parseWith,
  rfc3339Schema,
} from './common.ts';

// ChirpStack v4 HTTP and MQTT integrations, JSON encoding (reference/ingest-formats.md §2).
// Top-level defaults (fCnt 0) are emitted since late 2022 but not by older
// versions; nested messages (rxInfo, txInfo, location) omit defaults, so absent
// means 0 there too.

export type ChirpstackInput = {
  /** the `event` query parameter (HTTP) or the last topic level (MQTT) */
  event: string | undefined;
  body: unknown;
};

export type ChirpstackTopic = { applicationId: string; devEui: string; event: string };

// Every event ChirpStack v4 documents (integrations/events.md). ack and txack move commands on
// (downlink-events.ts); log and integration (e.g. LoRa Cloud's modem output) are acknowledged
// and not stored. ChirpStack v3 (chirpstack-v3.ts) sends `error` where v4 sends `log`.
const events = ['up', 'join', 'ack', 'txack', 'log', 'status', 'location', 'integration', 'error'] as const;

const deviceInfoSchema = z.object({
  tenantId: z.string().optional(),
  applicationId: z.string().optional(),
  deviceProfileId: z.string().optional(),
  deviceName: z.string().optional(),
  devEui: euiSchema,
});

const eventSchema = z.object({
  deduplicationId: z.string().min(1).optional(),
  time: rfc3339Schema.optional(),
  deviceInfo: deviceInfoSchema,
  devAddr: devAddrSchema.optional(),
});

const csLocationSchema = z.object({
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  altitude: z.number().optional(),
  accuracy: z.number().nonnegative().optional(),
  source: z.string().optional(),
});

const upSchema = eventSchema.extend({
  fCnt: fCntSchema.optional(),
  fPort: fPortSchema.optional(),
  data: base64BytesSchema.optional(),
  object: decodedObjectSchema.optional(),
  joinServerContext: z.unknown().optional(),
  rxInfo: z
    .array(
      z.object({
        gatewayId: z.string().min(1),
        rssi: z.number().optional(),
        snr: z.number().optional(),
        // Range-checked by gatewayCoordinates: an impossible one is dropped, not the uplink.
        location: csLocationSchema
          .extend({ latitude: z.number().optional(), longitude: z.number().optional() })
          .optional(),
      }),
    )
    .optional(),
  txInfo: z
    .object({
      frequency: z.number().optional(),
      modulation: z
        .object({
          lora: z
            .object({ bandwidth: z.number().positive().optional(), spreadingFactor: z.int().optional() })
            .optional(),
          /** bit/s */
          fsk: z.object({ datarate: z.number().optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
  // A relayed uplink (LoRaWAN TS011): the device was heard by this relay, itself a device, which
  // the gateways in rxInfo heard (chirpstack/src/uplink/data.rs set_relay_rx_info).
  relayRxInfo: z
    .object({
      devEui: z.string().optional(),
      /** Hz */
      frequency: z.number().optional(),
      rssi: z.number().optional(),
      snr: z.number().optional(),
    })
    .optional(),
});

const locationEventSchema = eventSchema.extend({ location: csLocationSchema });

// The device's answer to the DevStatusReq MAC command (integration.proto StatusEvent).
const statusEventSchema = eventSchema.extend({
  /** dB: the demodulation signal-to-noise ratio of the device's last DevStatusReq */
  margin: z.int().optional(),
  externalPowerSource: z.boolean().optional(),
  batteryLevelUnavailable: z.boolean().optional(),
  /** percent */
  batteryLevel: z.number().min(0).max(100).optional(),
});

type Event = (typeof events)[number];

// Top-level keys that tell the events apart, for a request that does not say which it carries;
// the first match wins (an integration event carries an `object` as an uplink does).
const eventKeys: Array<[Event, string[]]> = [
  ['integration', ['integrationName', 'eventType']],
  ['log', ['level', 'code', 'description']],
  ['txack', ['downlinkId', 'gatewayId']],
  ['ack', ['acknowledged']],
  ['status', ['margin', 'batteryLevel', 'batteryLevelUnavailable', 'externalPowerSource']],
  ['location', ['location']],
  ['up', ['rxInfo', 'data', 'fPort', 'fCnt', 'object']],
];

/**
 * The event of a request: the one it names (`?event=`, the MQTT topic), else the one its body's
 * keys show. ChirpStack always names it; a body that does not show it is refused.
 */
export function chirpstackEventOf(event: string | undefined, body: unknown): string {
  if (event !== undefined) return event;
  const v3Event = isChirpstackV3(body) ? chirpstackV3EventOf(body) : undefined;
  if (v3Event !== undefined) return v3Event;
  if (typeof body === 'object' && body !== null && 'deviceInfo' in body) {
    const found = eventKeys.find(([, keys]) => keys.some((key) => key in body));
    if (found) return found[0];
    if ('devAddr' in body) return 'join';
  }
  throw new IngestParseError(
    'event',
    'is required',
    'event: is required: ChirpStack adds ?event=up|join|status|… to the URL itself',
  );
}

/** Parses one ChirpStack integration event; events ingest has no use for give no message. */
export function parseChirpstack(
  input: ChirpstackInput,
  now: Date,
): Array<NormalisedUplink | NormalisedJoin | NormalisedLocation> {
  const event = parseWith(z.enum(events), chirpstackEventOf(input.event, input.body), 'event');
  if (isChirpstackV3(input.body)) return parseChirpstackV3(event, input.body, now);
  switch (event) {
    case 'up':
      return [toUplink(parseWith(upSchema, input.body), now)];
    case 'join':
      return [toJoin(parseWith(eventSchema, input.body), now)];
    case 'location':
      return toLocation(parseWith(locationEventSchema, input.body), now);
    case 'status':
      return toStatus(parseWith(statusEventSchema, input.body), now);
    default:
      return [];
  }
}

const topicPattern = /^application\/([^/]+)\/device\/([^/]+)\/event\/([^/]+)$/;

/** Splits the default MQTT event topic `application/{appId}/device/{devEui}/event/{event}`. */
export function parseChirpstackTopic(topic: string): ChirpstackTopic {
  const match = topicPattern.exec(topic);
  if (match === null) {
    throw new IngestParseError('topic', 'expected application/{applicationId}/device/{devEui}/event/{event}');
  }
  const [, applicationId = '', devEui = '', event = ''] = match;
  return { applicationId, devEui: parseWith(euiSchema, devEui, 'topic.devEui'), event };
}

/**
 * Parses an MQTT event: the topic gives the event, the payload is the same JSON as the HTTP body,
 * or its Protobuf encoding (`json=false`). A topic naming another device than the payload is rejected.
 */
export function parseChirpstackMqtt(
  topic: string,
  payload: Uint8Array | string,
  now: Date,
): Array<NormalisedUplink | NormalisedJoin | NormalisedLocation> {
  const parsedTopic = parseChirpstackTopic(topic);
  const body = chirpstackBody(parsedTopic.event, payload);
  const messages = parseChirpstack({ event: parsedTopic.event, body }, now);
  for (const message of messages) {
    if (message.devEui !== parsedTopic.devEui) {
      throw new IngestParseError('deviceInfo.devEui', `does not match the topic's ${parsedTopic.devEui}`);
    }
  }
  return messages;
}

function networkOf(message: z.infer<typeof eventSchema>): NetworkInfo {
  const info = message.deviceInfo;
  return compact({
    chirpstackApplicationId: info.applicationId,
    chirpstackTenantId: info.tenantId,
    chirpstackDeviceProfileId: info.deviceProfileId,
    chirpstackDeviceName: info.deviceName,
    devAddr: message.devAddr,
  });
}

function toUplink(message: z.infer<typeof upSchema>, now: Date): NormalisedUplink {
  return compact({
    kind: 'uplink',
    devEui: message.deviceInfo.devEui,
    receivedAt: message.time ?? now,
    fCnt: message.fCnt ?? 0,
    fPort: message.fPort ?? 0,
    // With a joinServerContext ChirpStack lacks the AppSKey and `data` is still
    // ciphertext: decoding it would store garbage.
    payload: message.joinServerContext === undefined ? message.data : undefined,
    decoded: message.object,
    // ChirpStack merges the copies from several gateways before it assigns this id.
    dedupKey: message.deduplicationId,
    radio: radioOf(message),
    network: networkOf(message),
  });
}

function radioOf(message: z.infer<typeof upSchema>): Radio {
  const relay = message.relayRxInfo;
  if (relay) {
    // rxInfo and txInfo describe the relay's own transmission to the gateways, not the device's:
    // the device's reception is the relay's. Its data rate is an index only, which needs the
    // region's table to read: left out.
    const id = relay.devEui ? `relay:${relay.devEui.toUpperCase()}` : 'relay';
    // A zero is left out of the Protobuf encoding.
    const gateways = [compact({ id, rssi: relay.rssi, snr: relay.snr ?? 0 })];
    return compact({ ...bestReception(gateways), gateways, frequency: relay.frequency });
  }
  const { lora, fsk } = message.txInfo?.modulation ?? {};
  const gateways = (message.rxInfo ?? []).map((rx) =>
    compact({
      id: rx.gatewayId,
      rssi: rx.rssi,
      // gw.UplinkRxInfo is written without pbjson's emit_fields (api/rust/build.rs): an SNR of
      // exactly 0 dB is left out. Only LoRa has one; an FSK frame's 0 is no measurement.
      snr: rx.snr ?? (lora ? 0 : undefined),
      ...gatewayCoordinates(rx.location?.latitude, rx.location?.longitude),
    }),
  );
  return compact({
    ...bestReception(gateways),
    gateways,
    // "FSK50000" as The Things Stack's FSK uplinks read (ttn.ts).
    dataRate:
      loraDataRate(lora?.spreadingFactor, lora?.bandwidth) ??
      (fsk?.datarate ? `FSK${fsk.datarate}` : undefined),
    frequency: message.txInfo?.frequency,
    spreadingFactor: lora?.spreadingFactor,
    bandwidth: lora?.bandwidth,
  });
}

function toJoin(message: z.infer<typeof eventSchema>, now: Date): NormalisedJoin {
  return compact({
    kind: 'join' as const,
    devEui: message.deviceInfo.devEui,
    receivedAt: message.time ?? now,
    // A join or location event may share its deduplicationId with the uplink that
    // carried it; the prefix keeps the two from deduplicating each other.
    dedupKey: message.deduplicationId === undefined ? undefined : `join:${message.deduplicationId}`,
    network: networkOf(message),
  });
}

function toLocation(message: z.infer<typeof locationEventSchema>, now: Date): NormalisedLocation[] {
  const { latitude = 0, longitude = 0, altitude, accuracy, source } = message.location;
  // 0,0 is an all-defaults location: nothing was solved.
  if (latitude === 0 && longitude === 0) return [];
  const gnss = source === 'GPS' || source === 'GEO_RESOLVER_GNSS';
  return [
    compact({
      kind: 'location' as const,
      devEui: message.deviceInfo.devEui,
      receivedAt: message.time ?? now,
      location: compact({
        lat: latitude,
        lon: longitude,
        alt: altitude,
        accuracy,
        source: gnss ? ('gnss' as const) : ('network' as const),
      }),
      service: source,
      dedupKey: message.deduplicationId === undefined ? undefined : `location:${message.deduplicationId}`,
      network: networkOf(message),
    }),
  ];
}

// The battery and link margin the network server asked the device for, as readings of an uplink
// without payload. A device on external power, or that cannot measure, reports no battery.
function toStatus(message: z.infer<typeof statusEventSchema>, now: Date): NormalisedUplink[] {
  const readings = deviceStatusReadings(message);
  if (readings.length === 0) return [];
  return [
    compact({
      kind: 'uplink' as const,
      devEui: message.deviceInfo.devEui,
      receivedAt: message.time ?? now,
      readings,
      dedupKey: message.deduplicationId === undefined ? undefined : `status:${message.deduplicationId}`,
      network: networkOf(message),
    }),
  ];
}
