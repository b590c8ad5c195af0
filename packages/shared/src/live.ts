import { z } from 'zod';
import { text } from './text.ts';

/** The live channel (GET /api/live, a WebSocket): what each side sends, as JSON text frames. */

/** What changed on a device: one committed uplink, or an alert fired (NOTIFYed at commit; the socket relays it). */
export const liveDeviceUpdateSchema = z.object({
  organisationId: z.string(),
  deviceId: z.string(),
  lastSeenAt: z.string(),
  readings: z.record(z.string(), z.number()),
  /**
   * Readings that tell of an event at this uplink, not a lasting state (a tracker's door, SOS or
   * power-cut alarm, sent true once and never false): not part of the device's current readings.
   */
  events: z.record(z.string(), z.number()).optional(),
  position: z
    .object({
      lat: z.number(),
      lon: z.number(),
      speed: z.number().optional(),
      heading: z.number().optional(),
      accuracy: z.number().optional(),
      time: z.string(),
      /** 'network': solved by the network (cells, Wi-Fi, LoRaWAN gateways), not the device's own fix. */
      source: z.enum(['network']).optional(),
    })
    .optional(),
  /** Set when an alert fired for the device (then readings are empty). */
  lastAlertAt: z.string().optional(),
});
export type DeviceUpdate = z.infer<typeof liveDeviceUpdateSchema>;

/**
 * A device update as a public dashboard link sees it (the share projection): the device by its
 * share-local key ('d1'), only the reading fields the link's widgets show, the position only
 * when one of its maps shows the device, the alert time only when one of its feeds does.
 */
export const sharedDeviceUpdateSchema = z.object({
  device: z.string(),
  lastSeenAt: z.string(),
  readings: z.record(z.string(), z.number()),
  position: z
    .object({
      lat: z.number(),
      lon: z.number(),
      speed: z.number().optional(),
      heading: z.number().optional(),
      time: z.string(),
    })
    .optional(),
  lastAlertAt: z.string().optional(),
});
export type SharedDeviceUpdate = z.infer<typeof sharedDeviceUpdateSchema>;

/** Close code of a share socket whose link was revoked, expired or deleted (with its dashboard). */
export const SHARE_GONE_CLOSE_CODE = 4404;

/**
 * The client: its access token first (or ?token=), then the organisation to follow; or, with
 * no sign-in, a public dashboard link's token to follow that link ({type: 'subscribeShare'}).
 */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: text('token', { max: 100_000, trim: false }).min(1) }),
  z.object({ type: z.literal('subscribe'), organisationId: text('organisationId', { max: 100 }) }),
  z.object({ type: z.literal('subscribeShare'), token: text('token', { max: 200, trim: false }).min(1) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/**
 * The server: ready after a valid token, subscribed, then a message per device update. A share
 * socket gets shareSubscribed, then shareDevice per update of a device the link shows, and
 * shareChanged when the dashboard was edited (refetch it); the socket closes with
 * SHARE_GONE_CLOSE_CODE when the link is revoked, expires or its dashboard is deleted.
 */
export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('subscribed'), organisationId: z.string() }),
  z.object({ type: z.literal('device'), update: liveDeviceUpdateSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('shareSubscribed') }),
  z.object({ type: z.literal('shareDevice'), update: sharedDeviceUpdateSchema }),
  z.object({ type: z.literal('shareChanged') }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
