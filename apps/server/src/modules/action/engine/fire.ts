import { createHash, randomUUID } from 'node:crypto';
import type { DeliveryChannel } from '@pinpoint/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type DeviceUpdate, LIVE_CHANNEL } from '../../../ingest/pipeline.ts';
import type { JobDefinition } from '../../../jobs/definition.ts';
import {
  emailJob,
  forwardJob,
  type JobQueue,
  smsJob,
  transactionDb,
  webhookJob,
} from '../../../jobs/index.ts';
import type { JobRequest } from '../../../jobs/queue.ts';
import type { ActionRule, ActionState } from './evaluate.ts';
import { alertSubject, alertText, type Firing, forwardEvent, webhookEvent } from './message.ts';
import { deviceInfo, writeState } from './state-repo.ts';

/** Times in live updates as JavaScript writes them (2026-01-15T15:00:00.000Z). */
const isoFormat = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

type Delivery = {
  id: string;
  base: { organisationId: string; actionId: string; deviceId: string | null };
  channel: DeliveryChannel;
  recipient: string;
  definition: JobDefinition;
  data: object;
};

/** Inserts the deliveries, their 'queued' log lines and their jobs (all in the caller's transaction). */
async function enqueue(
  trx: Transaction<Database>,
  queue: JobQueue,
  deliveries: Delivery[],
): Promise<Delivery[]> {
  if (!deliveries.length) return [];
  const inserted = await trx
    .insertInto('action_deliveries')
    .values(
      deliveries.map((d) => ({
        id: d.id,
        organisation_id: d.base.organisationId,
        action_id: d.base.actionId,
        channel: d.channel,
        recipient: d.recipient,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  const fresh = new Set(inserted.map((r) => r.id));
  const todo = deliveries.filter((d) => fresh.has(d.id));
  if (!todo.length) return [];
  await trx
    .insertInto('action_logs')
    .values(
      todo.map((d) => ({
        organisation_id: d.base.organisationId,
        action_id: d.base.actionId,
        event: 'delivery' as const,
        device_id: d.base.deviceId,
        delivery_id: d.id,
        channel: d.channel,
        recipient: d.recipient,
        status: 'queued' as const,
      })),
    )
    .execute();
  const jobs: JobRequest[] = todo.map((d) => ({
    definition: d.definition,
    id: d.id,
    data: { deliveryId: d.id, ...d.base, ...d.data },
  }));
  await queue.insert(transactionDb(trx), jobs);
  return todo;
}

export type Claim = {
  rule: ActionRule;
  deviceId: string;
  expected: ActionState;
  next: ActionState;
  value: number | null;
  update: DeviceUpdate | null;
};

/**
 * Claims a firing and queues its deliveries in one transaction: nothing is sent
 * unless the claim won, and a won claim always has its jobs. Answers the queues
 * that got jobs, or null when another process claimed it first.
 */
export async function fire(
  db: Kysely<Database>,
  queue: JobQueue,
  claim: Claim,
  now: Date,
  timeZone: string,
): Promise<string[] | null> {
  const { rule, deviceId } = claim;
  return db.transaction().execute(async (trx) => {
    if (!(await writeState(trx, { actionId: rule.id, deviceId }, claim.expected, claim.next, now)))
      return null;
    const action = await trx
      .selectFrom('actions')
      .select(['message', 'webhook_url'])
      .where('id', '=', rule.id)
      .executeTakeFirst();
    if (!action) return [];
    // The device's last alert, and a live update saying so (delivered at commit), so maps turn it
    // to "alerting" at once.
    await sql`
      with alerted as (
        update devices set last_alert_at = ${now}::timestamptz where id = ${deviceId}
        returning organisation_id, id, last_seen_at, last_alert_at
      )
      select pg_notify(${LIVE_CHANNEL}, json_build_object(
        'organisationId', organisation_id, 'deviceId', id,
        'lastSeenAt', to_char(coalesce(last_seen_at, last_alert_at) at time zone 'UTC', ${isoFormat}),
        'readings', '{}'::json,
        'lastAlertAt', to_char(last_alert_at at time zone 'UTC', ${isoFormat})
      )::text) from alerted`.execute(trx);
    const device = (await deviceInfo(trx, [deviceId])).get(deviceId);
    if (!device) return [];
    const firing: Firing = { rule, device, value: claim.value, firedAt: now, update: claim.update };
    const text = alertText(firing, timeZone, action.message);
    const base = { organisationId: rule.organisationId, actionId: rule.id, deviceId };
    await trx
      .insertInto('action_logs')
      .values({
        organisation_id: rule.organisationId,
        action_id: rule.id,
        event: 'fired',
        device_id: deviceId,
        value: claim.value,
        message: text,
      })
      .execute();

    const deliveries: Delivery[] = [];
    if (rule.actionType === 'webhook' && action.webhook_url) {
      const event = webhookEvent(firing, text);
      const recipient = action.webhook_url;
      deliveries.push({
        id: randomUUID(),
        base,
        channel: 'webhook',
        recipient,
        definition: webhookJob,
        data: { event },
      });
    }
    if (rule.actionType === 'alert') {
      const contacts = await trx
        .selectFrom('action_contacts as ac')
        .innerJoin('contacts as c', 'c.id', 'ac.contact_id')
        .where('ac.action_id', '=', rule.id)
        .where('c.organisation_id', '=', rule.organisationId)
        .select(['c.email', 'c.phone', 'c.contact_method'])
        .execute();
      const subject = alertSubject(firing);
      for (const c of contacts) {
        if (c.contact_method !== 'sms' && c.email)
          deliveries.push({
            id: randomUUID(),
            base,
            channel: 'email',
            recipient: c.email,
            definition: emailJob,
            data: { to: c.email, subject, text },
          });
        if (c.contact_method !== 'email' && c.phone)
          deliveries.push({
            id: randomUUID(),
            base,
            channel: 'sms',
            recipient: c.phone,
            definition: smsJob,
            data: { to: c.phone, body: text },
          });
      }
    }
    const queued = await enqueue(trx, queue, deliveries);
    // The action's counters last: its row is locked until the commit, and every firing of the
    // action, on any device, waits for that lock.
    await trx
      .updateTable('actions')
      .set((eb) => ({ times_triggered: eb('times_triggered', '+', 1), last_triggered_at: now }))
      .where('id', '=', rule.id)
      .execute();
    return queued.map((d) => d.definition.name);
  });
}

/** A delivery id for a forward of one uplink: the same uplink handled twice forwards once. */
function forwardId(actionId: string, deviceId: string, at: string): string {
  const h = createHash('sha256').update(`${actionId}|${deviceId}|${at}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Queues a forward for each uplink of a device some forward action is assigned to. */
export async function forwardUplinks(
  db: Kysely<Database>,
  queue: JobQueue,
  items: Array<{ rule: ActionRule; update: DeviceUpdate }>,
  now: Date,
): Promise<string[]> {
  if (!items.length) return [];
  return db.transaction().execute(async (trx) => {
    const devices = await deviceInfo(
      trx,
      items.map((i) => i.update.deviceId),
    );
    const urls = new Map(
      (
        await trx
          .selectFrom('actions')
          .select(['id', 'forward_url'])
          .where('id', 'in', [...new Set(items.map((i) => i.rule.id))])
          .execute()
      ).map((a) => [a.id, a.forward_url]),
    );
    const deliveries: Delivery[] = [];
    for (const { rule, update } of items) {
      const device = devices.get(update.deviceId);
      const url = urls.get(rule.id);
      if (!device || !url) continue;
      deliveries.push({
        id: forwardId(rule.id, update.deviceId, update.lastSeenAt),
        base: { organisationId: rule.organisationId, actionId: rule.id, deviceId: update.deviceId },
        channel: 'forward',
        recipient: url,
        definition: forwardJob,
        data: { event: forwardEvent(rule, device, update, now) },
      });
    }
    const queued = await enqueue(trx, queue, deliveries);
    // Each forward counts as a trigger of its action.
    const counts = new Map<string, number>();
    for (const d of queued) counts.set(d.base.actionId, (counts.get(d.base.actionId) ?? 0) + 1);
    // In id order, so two processes forwarding for the same actions never wait on each other in a circle.
    for (const [actionId, n] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
      await trx
        .updateTable('actions')
        .set((eb) => ({ times_triggered: eb('times_triggered', '+', n), last_triggered_at: now }))
        .where('id', '=', actionId)
        .execute();
    return queued.map((d) => d.definition.name);
  });
}
