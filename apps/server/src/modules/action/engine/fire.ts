import { createHash, randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type DeviceUpdate, LIVE_CHANNEL } from '../../../ingest/pipeline.ts';
import { forwardJob, type JobQueue, webhookJob } from '../../../jobs/index.ts';
import { type IncidentFiring, type IncidentSettings, incidentFirings } from '../../incident/firing.ts';
import { recordTold } from '../../incident/notify.ts';
import { type Delivery, enqueue } from './enqueue.ts';
import type { ActionRule, ActionState } from './evaluate.ts';
import {
  alertSubject,
  alertText,
  type DeviceInfo,
  type Firing,
  forwardEvent,
  webhookEvent,
} from './message.ts';
import { deviceInfo, writeStates } from './state-repo.ts';

/** Times in live updates as JavaScript writes them (2026-01-15T15:00:00.000Z). */
const isoFormat = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

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
  settings: IncidentSettings,
): Promise<string[] | null> {
  const fired = await fireAll(db, queue, [claim], now, settings);
  return fired.won.size ? fired.queues : null;
}

const claimKey = (c: { rule: { id: string }; deviceId: string }) => `${c.rule.id} ${c.deviceId}`;

/**
 * fire for many claims (at most one per action and device) in one transaction
 * and a fixed number of statements, whatever their number: the claims by one
 * compare-and-set, then for those won the devices' last alert (and live
 * updates), the log lines, the incidents (issue 30: opened, or a repeat folded
 * into the one open) and the messages they call for, and the actions' counters, taken last and in id order so concurrent batches cannot deadlock.
 * Answers the keys (`${actionId} ${deviceId}`) of the claims won and the queues
 * that got jobs.
 */
export async function fireAll(
  db: Kysely<Database>,
  queue: JobQueue,
  claims: readonly Claim[],
  now: Date,
  settings: IncidentSettings,
): Promise<{ won: Set<string>; queues: string[] }> {
  const { timeZone } = settings;
  if (!claims.length) return { won: new Set(), queues: [] };
  return db.transaction().execute(async (trx) => {
    const won = await writeStates(
      trx,
      claims.map((c) => ({ actionId: c.rule.id, deviceId: c.deviceId, expected: c.expected, next: c.next })),
      now,
    );
    const firing = claims.filter((c) => won.has(claimKey(c)));
    if (!firing.length) return { won, queues: [] };

    const actionIds = [...new Set(firing.map((c) => c.rule.id))];
    const actions = new Map(
      (
        await trx
          .selectFrom('actions')
          .select(['id', 'message', 'webhook_url', 'escalation_minutes'])
          .where('id', 'in', actionIds)
          .execute()
      ).map((a) => [a.id, a]),
    );
    // The devices' last alert, and a live update each (delivered at commit), so maps turn them
    // to "alerting" at once.
    const { rows: alerted } = await sql<DeviceInfo>`
      with alerted as (
        update devices set last_alert_at = ${now}::timestamptz
        where id = any(${[...new Set(firing.map((c) => c.deviceId))]}::uuid[])
        returning organisation_id, id, name, lat, lon, last_seen_at, last_alert_at
      )
      select id, name, lat, lon, pg_notify(${LIVE_CHANNEL}, json_build_object(
        'organisationId', organisation_id, 'deviceId', id,
        'lastSeenAt', to_char(coalesce(last_seen_at, last_alert_at) at time zone 'UTC', ${isoFormat}),
        'readings', '{}'::json,
        'lastAlertAt', to_char(last_alert_at at time zone 'UTC', ${isoFormat})
      )::text) from alerted`.execute(trx);
    const devices = new Map(alerted.map((d) => [d.id, d]));

    const logs: Insertable<Database['action_logs']>[] = [];
    const deliveries: Delivery[] = [];
    const incidentsOf: IncidentFiring[] = [];
    const webhooksOf = new Map<string, Delivery>();
    const counts = new Map<string, number>();
    for (const claim of firing) {
      const { rule, deviceId } = claim;
      const action = actions.get(rule.id);
      const device = devices.get(deviceId);
      if (!action || !device) continue;
      counts.set(rule.id, (counts.get(rule.id) ?? 0) + 1);
      const fired: Firing = { rule, device, value: claim.value, firedAt: now, update: claim.update };
      const text = alertText(fired, timeZone, action.message);
      const base = { organisationId: rule.organisationId, actionId: rule.id, deviceId };
      logs.push({
        organisation_id: rule.organisationId,
        action_id: rule.id,
        event: 'fired',
        device_id: deviceId,
        value: claim.value,
        message: text,
      });
      if (rule.actionType === 'webhook' && action.webhook_url)
        webhooksOf.set(claimKey(claim), {
          id: randomUUID(),
          base,
          channel: 'webhook',
          recipient: action.webhook_url,
          definition: webhookJob,
          data: { event: webhookEvent(fired, text) },
        });
      if (rule.actionType === 'forward') continue;
      incidentsOf.push({
        organisationId: rule.organisationId,
        actionId: rule.id,
        actionType: rule.actionType,
        deviceId,
        value: claim.value,
        escalationMinutes: action.escalation_minutes,
        subject: alertSubject(fired),
        text,
      });
    }
    // Messages only for a new incident, or as reminders of one nobody has acknowledged.
    const { told, webhooks } = await incidentFirings(trx, incidentsOf, settings, now);
    for (const [key, webhook] of webhooksOf) if (webhooks.has(key)) deliveries.push(webhook);
    deliveries.push(...told.deliveries);
    await recordTold(trx, told);
    if (logs.length) await trx.insertInto('action_logs').values(logs).execute();
    const queued = await enqueue(trx, queue, deliveries);
    if (counts.size) {
      // Last, and in id order: each action's row stays locked until the commit. FOR NO KEY UPDATE,
      // the lock the update itself takes: FOR UPDATE would wait on the key-share locks the inserts
      // above took through their foreign keys, in a concurrent firing of the same actions too, and
      // two such firings deadlocked (found by scripts/faults/roles-killed.ts).
      const ids = [...counts.keys()].sort();
      await sql`
        with locked as (select id from actions where id = any(${ids}::uuid[]) order by id for no key update)
        update actions a set times_triggered = a.times_triggered + c.n, last_triggered_at = ${now}::timestamptz
        from unnest(${ids}::uuid[], ${ids.map((id) => counts.get(id) ?? 0)}::int[]) as c (id, n), locked
        where a.id = c.id and locked.id = c.id`.execute(trx);
    }
    return { won, queues: queued.map((d) => d.definition.name) };
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
