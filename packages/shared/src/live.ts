import { z } from 'zod';
import { text } from './text.ts';

/** The live channel (GET /api/live, a WebSocket): what each side sends, as JSON text frames. */

/** What changed on a device: one committed uplink, or an alert fired (NOTIFYed at commit; the socket relays it). */
export const liveDeviceUpdateSchema = z.object({
  organisationId: z.string(),
  deviceId: z.string(),
  lastSeenAt: z.string(),
  readings: z.record(z.string(), z.number()),
  position: z
    .object({
      lat: z.number(),
      lon: z.number(),
      speed: z.number().optional(),
      heading: z.number().optional(),
      accuracy: z.number().optional(),
      time: z.string(),
    })
    .optional(),
  /** Set when an alert fired for the device (then readings are empty). */
  lastAlertAt: z.string().optional(),
});
export type DeviceUpdate = z.infer<typeof liveDeviceUpdateSchema>;

/** The client: its access token first (or ?token=), then the organisation to follow. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: text('token', { max: 100_000, trim: false }).min(1) }),
  z.object({ type: z.literal('subscribe'), organisationId: text('organisationId', { max: 100 }) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** The server: ready after a valid token, subscribed, then a message per device update. */
export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('subscribed'), organisationId: z.string() }),
  z.object({ type: z.literal('device'), update: liveDeviceUpdateSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
