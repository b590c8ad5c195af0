import { sql } from 'kysely';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { DeliveryError, defineDeliveryJob, deliveryPayload, keepInOutbox } from './deliveries.ts';
import { HTTP_TIMEOUT_MS, PermanentError } from './http/send.ts';

export const smsConfigured = (config: ServerConfig) =>
  Boolean(config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM);

/** Counts one SMS against the organisation's hour; false when SMS_PER_ORG_PER_HOUR are spent. */
async function takeSmsAllowance(db: Db, organisationId: string, perHour: number): Promise<boolean> {
  if (perHour <= 0) return false;
  const row = await db
    .insertInto('sms_usage')
    .values({ organisation_id: organisationId, hour: sql<Date>`date_trunc('hour', now())`, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['organisation_id', 'hour'])
        .doUpdateSet((eb) => ({ count: eb('sms_usage.count', '+', 1) }))
        .where('sms_usage.count', '<', perHour),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** One message through a Twilio-compatible API: POST {SMS_URL}/2010-04-01/Accounts/{sid}/Messages.json. */
async function sendThroughProvider(config: ServerConfig, to: string, body: string) {
  const sid = config.SMS_ACCOUNT_SID as string;
  const url = `${config.SMS_URL.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sid}:${config.SMS_AUTH_TOKEN}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: to, From: config.SMS_FROM as string, Body: body }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const text = (await response.text().catch(() => '')).slice(0, 300);
  throw new Error(`SMS provider answered ${response.status}${text ? `: ${text}` : ''}`);
}

export const smsJob = defineDeliveryJob({
  name: 'action-sms',
  payload: deliveryPayload.extend({ to: z.string(), body: z.string() }),
  async send(payload, { db, config }, attempt) {
    if (!smsConfigured(config)) {
      return keepInOutbox(db, {
        ...payload,
        channel: 'sms',
        recipient: payload.to,
        subject: null,
        body: payload.body,
      });
    }
    // A paid channel is an abuse target: each delivery counts once against the organisation's hour.
    if (attempt === 1 && !(await takeSmsAllowance(db, payload.organisationId, config.SMS_PER_ORG_PER_HOUR))) {
      throw new DeliveryError(
        'sms',
        new PermanentError(`SMS limit reached: ${config.SMS_PER_ORG_PER_HOUR} an hour for this organisation`),
      );
    }
    try {
      await sendThroughProvider(config, payload.to, payload.body.slice(0, 1600));
    } catch (err) {
      throw new DeliveryError('sms', err);
    }
    return 'sms';
  },
});
