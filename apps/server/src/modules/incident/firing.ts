import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  emptyTold,
  type IncidentRef,
  remind,
  stepContacts,
  type TellContext,
  type Told,
  tellStep,
} from './notify.ts';

/** One won firing of an alert or webhook action on a device, with its words. */
export type IncidentFiring = {
  organisationId: string;
  actionId: string;
  actionType: 'alert' | 'webhook';
  deviceId: string;
  value: number | null;
  escalationMinutes: number[];
  subject: string;
  text: string;
};

export type IncidentSettings = Omit<TellContext, 'subject' | 'text' | 'now'>;

/**
 * Incidents of firings (issue 30), in the firing's transaction: a firing with no incident open for
 * its action and device opens one and tells the first step; a firing while one is open folds into
 * it (a repeat) and, while nobody has acknowledged it, reminds everyone told so far. A webhook
 * goes out on opening and on reminders alike. Answers the messages and the webhooks (by
 * `${actionId} ${deviceId}`) that may go.
 */
export async function incidentFirings(
  trx: Transaction<Database>,
  firings: IncidentFiring[],
  settings: IncidentSettings,
  now: Date,
): Promise<{ told: Told; webhooks: Set<string> }> {
  const told = emptyTold();
  const webhooks = new Set<string>();
  const contacts = await stepContacts(trx, [
    ...new Set(firings.filter((f) => f.actionType === 'alert').map((f) => f.actionId)),
  ]);
  for (const f of firings) {
    const context: TellContext = { ...settings, now, subject: f.subject, text: f.text };
    const live = await trx
      .selectFrom('incidents')
      .select(['id', 'state', 'escalation_step'])
      .where('action_id', '=', f.actionId)
      .where('device_id', '=', f.deviceId)
      .where('state', '<>', 'resolved')
      .forUpdate()
      .executeTakeFirst();
    const event = { organisation_id: f.organisationId, at: now, value: f.value };
    const mine = contacts.get(f.actionId) ?? [];
    if (!live) {
      const { id } = await trx
        .insertInto('incidents')
        .values({
          organisation_id: f.organisationId,
          action_id: f.actionId,
          device_id: f.deviceId,
          opened_at: now,
          last_fired_at: now,
          first_value: f.value,
          last_value: f.value,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const incident: IncidentRef = {
        id,
        organisationId: f.organisationId,
        actionId: f.actionId,
        deviceId: f.deviceId,
      };
      told.events.push({ ...event, incident_id: id, kind: 'opened' });
      if (f.actionType === 'webhook') webhooks.add(`${f.actionId} ${f.deviceId}`);
      if (f.actionType !== 'alert') continue;
      const reached = tellStep(told, incident, mine, f.escalationMinutes, 0, context);
      await trx
        .updateTable('incidents')
        .set({ escalation_step: reached.step, next_escalation_at: reached.nextAt })
        .where('id', '=', id)
        .execute();
      continue;
    }
    await trx
      .updateTable('incidents')
      .set((eb) => ({
        firings: eb('firings', '+', 1),
        last_value: f.value,
        last_fired_at: now,
        updated_at: now,
      }))
      .where('id', '=', live.id)
      .execute();
    const open = live.state === 'open';
    told.events.push({ ...event, incident_id: live.id, kind: open ? 'reminded' : 'repeated' });
    if (!open) continue;
    if (f.actionType === 'webhook') webhooks.add(`${f.actionId} ${f.deviceId}`);
    else {
      const incident: IncidentRef = {
        id: live.id,
        organisationId: f.organisationId,
        actionId: f.actionId,
        deviceId: f.deviceId,
      };
      remind(told, incident, mine, live.escalation_step, { ...context, subject: `Reminder: ${f.subject}` });
    }
  }
  return { told, webhooks };
}

/**
 * Resolves the incidents of action and device pairs whose condition cleared (hysteresis already
 * applied by the engine's evaluation). Answers how many were resolved.
 */
export async function resolveCleared(
  trx: Transaction<Database> | import('kysely').Kysely<Database>,
  pairs: Array<{ actionId: string; deviceId: string }>,
  now: Date,
): Promise<number> {
  if (!pairs.length) return 0;
  const resolved = await trx
    .updateTable('incidents')
    .set({ state: 'resolved', resolved_at: now, next_escalation_at: null, updated_at: now })
    .where('state', '<>', 'resolved')
    .where((eb) =>
      eb.or(pairs.map((p) => eb.and([eb('action_id', '=', p.actionId), eb('device_id', '=', p.deviceId)]))),
    )
    .returning(['id', 'organisation_id', 'last_value'])
    .execute();
  if (resolved.length)
    await trx
      .insertInto('incident_events')
      .values(
        resolved.map((r) => ({
          organisation_id: r.organisation_id,
          incident_id: r.id,
          kind: 'resolved' as const,
          at: now,
        })),
      )
      .execute();
  return resolved.length;
}
