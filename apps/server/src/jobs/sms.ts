import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import { DeliveryError, defineDeliveryJob, deliveryPayload, keepInOutbox } from './deliveries.ts';
import { HTTP_TIMEOUT_MS, HttpFailure, networkErrorClass } from './http/send.ts';
import { takeQuota } from './quota.ts';

export const smsConfigured = (config: ServerConfig) =>
  Boolean(config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM);

/** One message through a Twilio-compatible API: POST {SMS_URL}/2010-04-01/Accounts/{sid}/Messages.json. */
async function sendThroughProvider(config: ServerConfig, to: string, body: string) {
  const sid = config.SMS_ACCOUNT_SID as string;
  const url = `${config.SMS_URL.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sid}:${config.SMS_AUTH_TOKEN}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: config.SMS_FROM as string, Body: body }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (err) {
    throw new HttpFailure(networkErrorClass(err).errorClass, elapsed());
  }
  const latencyMs = elapsed();
  await response.body?.cancel().catch(() => {});
  if (response.ok) return latencyMs;
  throw new HttpFailure(`http_${response.status}`, latencyMs);
}

export const smsJob = defineDeliveryJob({
  name: 'action-sms',
  payload: deliveryPayload.extend({ to: z.string(), body: z.string() }),
  async send(payload, context, attempt) {
    const { db, config } = context;
    const configured = smsConfigured(config);
    // A paid channel is an abuse target: each delivery counts once, on its first try, outbox included.
    if (attempt === 1) {
      try {
        await takeQuota(context, payload, 'sms');
      } catch (err) {
        throw new DeliveryError(configured ? 'sms' : 'outbox', err);
      }
    }
    if (!configured) {
      return keepInOutbox(db, {
        ...payload,
        channel: 'sms',
        recipient: payload.to,
        subject: null,
        body: payload.body,
      });
    }
    try {
      const latencyMs = await sendThroughProvider(config, payload.to, payload.body.slice(0, 1600));
      return { destination: 'sms', latencyMs };
    } catch (err) {
      throw new DeliveryError('sms', err);
    }
  },
});
