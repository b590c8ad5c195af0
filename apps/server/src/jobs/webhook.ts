import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { DeliveryError, defineDeliveryJob, deliveryPayload } from './deliveries.ts';
import { PermanentError, sendHttp } from './http/send.ts';
import { webhookHeaders } from './http/signing.ts';

/** The URL, method, headers and secrets are read when sending, so an edit reaches pending retries. */
async function target(db: Db, actionId: string) {
  return db
    .selectFrom('actions')
    .select([
      'webhook_url',
      'webhook_method',
      'webhook_secret',
      'forward_url',
      'forward_headers',
      'paused_at',
      // The secret a rotation replaced, while it still signs.
      (eb) =>
        eb
          .case()
          .when('previous_secret_valid_until', '>', new Date())
          .then(eb.ref('previous_webhook_secret'))
          .else(null)
          .end()
          .as('previous_secret'),
    ])
    .where('id', '=', actionId)
    .executeTakeFirst();
}

/** Deliveries queued before their destination was paused end here, unsent (not counted as a try of the receiver). */
function checkNotPaused(action: { paused_at: Date | null }) {
  if (action.paused_at)
    throw new DeliveryError(
      'http',
      new PermanentError('destination paused after repeated failures (resume it in the actions list)'),
    );
}

const json = { 'content-type': 'application/json', 'user-agent': 'Pinpoint-Webhooks/1' };

/**
 * A webhook: the event as JSON, signed the Standard Webhooks way with the
 * action's secret and, during a rotation, with the previous one too.
 */
export const webhookJob = defineDeliveryJob({
  name: 'action-webhook',
  payload: deliveryPayload.extend({ event: z.record(z.string(), z.unknown()) }),
  outbound: true,
  async send(payload, { db, http }) {
    const action = await target(db, payload.actionId);
    if (!action?.webhook_url || !action.webhook_secret)
      throw new DeliveryError('http', new PermanentError('The action no longer has a webhook URL'));
    checkNotPaused(action);
    const body = JSON.stringify(payload.event);
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = [action.webhook_secret, ...(action.previous_secret ? [action.previous_secret] : [])];
    try {
      const { latencyMs } = await sendHttp(http, {
        url: action.webhook_url,
        method: action.webhook_method ?? 'POST',
        headers: { ...json, ...webhookHeaders(secrets, payload.deliveryId, timestamp, body) },
        body,
      });
      return { destination: 'http', latencyMs };
    } catch (err) {
      throw new DeliveryError('http', err);
    }
  },
});

/** A forward: one uplink as JSON, POSTed with the user's headers. */
export const forwardJob = defineDeliveryJob({
  name: 'action-forward',
  payload: deliveryPayload.extend({ event: z.record(z.string(), z.unknown()) }),
  outbound: true,
  async send(payload, { db, http }) {
    const action = await target(db, payload.actionId);
    if (!action?.forward_url)
      throw new DeliveryError('http', new PermanentError('The action no longer has a forward URL'));
    checkNotPaused(action);
    try {
      const { latencyMs } = await sendHttp(http, {
        url: action.forward_url,
        method: 'POST',
        headers: { ...action.forward_headers, ...json, 'x-pinpoint-delivery': payload.deliveryId },
        body: JSON.stringify(payload.event),
      });
      return { destination: 'http', latencyMs };
    } catch (err) {
      throw new DeliveryError('http', err);
    }
  },
});
