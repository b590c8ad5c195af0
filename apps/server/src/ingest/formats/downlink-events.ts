import { z } from 'zod';
import { COMMAND_CORRELATION_PREFIX, type DownlinkEvent, isUuid } from '../downlink-event.ts';
import { chirpstackEventOf } from './chirpstack.ts';
import { isChirpstackV3 } from './chirpstack-v3.ts';
import { base64BytesSchema, compact, euiSchema, fPortSchema, parseWith, rfc3339Schema } from './common.ts';
import { requireTtsDevEui } from './ttn.ts';

// The downlink events of The Things Stack (webhook messages downlink_sent, _ack, _nack, _failed,
// _queue_invalidated: reference/ingest-formats.md §1.3) and ChirpStack (events txack and ack: §2.3). The uplink
// parsers (ttn.ts, chirpstack.ts) answer these with no message; these parsers give the command
// queue what it needs to move a command's status on.

const ttnDownlinkSchema = z.object({
  f_port: fPortSchema.optional(),
  frm_payload: base64BytesSchema.optional(),
  confirmed: z.boolean().optional(),
  correlation_ids: z.array(z.string()).optional(),
});

const ttnEnvelopeSchema = z.object({
  end_device_ids: z.object({ dev_eui: euiSchema }),
  received_at: rfc3339Schema.optional(),
  correlation_ids: z.array(z.string()).optional(),
});

const ttnFailedSchema = z.object({
  downlink: ttnDownlinkSchema.optional(),
  error: z
    .object({
      name: z.string().optional(),
      message_format: z.string().optional(),
      code: z.number().optional(),
    })
    .optional(),
});

const ttnTypes = {
  downlink_sent: 'sent',
  downlink_ack: 'ack',
  downlink_nack: 'nack',
  downlink_failed: 'failed',
} as const;

/** Our command id among correlation ids, where The Things Stack kept the one we pushed with. */
function commandIdOf(ids: string[] | undefined): string | undefined {
  const ours = ids?.find((id) => id.startsWith(COMMAND_CORRELATION_PREFIX));
  const id = ours?.slice(COMMAND_CORRELATION_PREFIX.length);
  return isUuid(id) ? id.toLowerCase() : undefined;
}

// downlink_queue_invalidated (The Things Stack's ApplicationInvalidatedDownlinks): the Network
// Server dropped these downlinks from the device's queue, their frame counter now too low. TTS
// sends it "only ... when the upstream platform carries out LoRaWAN FRMPayload encryption"
// (lorawan-stack-docs, integrations/webhooks/webhook-templates/format.md): the application must
// encrypt and push them again, which Pinpoint cannot do, so their commands have failed.
const ttnInvalidatedSchema = z.object({ downlinks: z.array(ttnDownlinkSchema).max(1000).optional() });

/**
 * The downlink events of a The Things Stack webhook message, if it is one (downlink_queued says
 * nothing the queue needs). Throws IngestParseError for a malformed one. A message naming its
 * device without a DevEUI gets one from the route first (ttn.ts).
 */
export function parseTtnDownlinkEvent(body: unknown, now: Date): DownlinkEvent[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  if ('downlink_queue_invalidated' in body) return parseTtnInvalidated(body, now);
  const key = (Object.keys(ttnTypes) as Array<keyof typeof ttnTypes>).find((k) => k in body);
  if (!key) return [];
  requireTtsDevEui(body);
  const envelope = parseWith(ttnEnvelopeSchema, body);
  const value = (body as Record<string, unknown>)[key];
  let downlink: z.infer<typeof ttnDownlinkSchema> | undefined;
  let error: string | undefined;
  if (key === 'downlink_failed') {
    const failed = parseWith(ttnFailedSchema, value, key);
    downlink = failed.downlink;
    error = failed.error?.message_format ?? failed.error?.name ?? 'unknown error';
  } else {
    downlink = parseWith(ttnDownlinkSchema, value, key);
  }
  return [
    compact({
      source: 'ttn' as const,
      devEui: envelope.end_device_ids.dev_eui,
      type: ttnTypes[key],
      commandId: commandIdOf(downlink?.correlation_ids) ?? commandIdOf(envelope.correlation_ids),
      fPort: downlink?.f_port,
      payload: downlink?.frm_payload,
      error,
      at: envelope.received_at ?? now,
    }),
  ];
}

/** One "invalidated" event a dropped downlink, each known by its own correlation ids only. */
function parseTtnInvalidated(body: object, now: Date): DownlinkEvent[] {
  const key = 'downlink_queue_invalidated';
  requireTtsDevEui(body);
  const envelope = parseWith(ttnEnvelopeSchema, body);
  const invalidated = parseWith(ttnInvalidatedSchema, (body as Record<string, unknown>)[key], key);
  return (invalidated.downlinks ?? []).map((downlink) =>
    compact({
      source: 'ttn' as const,
      devEui: envelope.end_device_ids.dev_eui,
      type: 'invalidated' as const,
      // Not the envelope's ids: they are those of the uplink that showed the queue stale, and
      // would name one command for every downlink dropped.
      commandId: commandIdOf(downlink.correlation_ids),
      fPort: downlink.f_port,
      payload: downlink.frm_payload,
      at: envelope.received_at ?? now,
    }),
  );
}

const chirpstackEventSchema = z.object({
  time: rfc3339Schema.optional(),
  deviceInfo: z.object({ devEui: euiSchema }),
  queueItemId: z.string().max(100).optional(),
  acknowledged: z.boolean().optional(),
});

/**
 * The downlink event of a ChirpStack integration event (`event` from the query or the topic,
 * else as the body shows it): txack (sent by a gateway) and ack (the device's answer to a
 * confirmed downlink, `acknowledged` false when it did not come). Other events give none.
 */
export function parseChirpstackDownlinkEvent(
  eventNamed: string | undefined,
  body: unknown,
  now: Date,
): DownlinkEvent[] {
  // ChirpStack v3's ack and txack name the downlink by its frame counter only, which no command
  // records: acknowledged (2xx) by parseChirpstack, with nothing to move on.
  if (isChirpstackV3(body)) return [];
  const event = chirpstackEventOf(eventNamed, body);
  if (event !== 'ack' && event !== 'txack') return [];
  const parsed = parseWith(chirpstackEventSchema, body);
  // ChirpStack uses the id we gave a command published on MQTT; the REST API makes up its own.
  const queueItemId = isUuid(parsed.queueItemId) ? parsed.queueItemId.toLowerCase() : undefined;
  return [
    compact({
      source: 'chirpstack' as const,
      devEui: parsed.deviceInfo.devEui,
      type: event,
      commandId: queueItemId,
      networkRef: queueItemId,
      // JSON leaves false out of some versions' ack events: a missing flag is "not acknowledged".
      acknowledged: event === 'ack' ? (parsed.acknowledged ?? false) : undefined,
      at: parsed.time ?? now,
    }),
  ];
}
