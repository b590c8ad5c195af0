import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { emailJob, smsJob } from '../../jobs/index.ts';
import { isInsideWindow } from '../action/engine/clock.ts';
import type { Delivery } from '../action/engine/enqueue.ts';
import { ackLinkUrl, signAckToken } from './links.ts';

/** A contact of an action, with the escalation step it belongs to (0: told at once). */
export type StepContact = {
  id: string;
  name: string;
  email: string;
  phone: string;
  method: 'email' | 'sms' | 'both';
  step: number;
  quietStart: string | null;
  quietEnd: string | null;
};

export type IncidentRef = { id: string; organisationId: string; actionId: string; deviceId: string };

/** What messages need beyond the incident: the clock, the zone, the link settings and the words. */
export type TellContext = {
  now: Date;
  timeZone: string;
  publicUrl: string;
  linkHours: number;
  key: Buffer;
  subject: string;
  text: string;
};

/** Messages to queue, the link tokens behind them, and the incident's events. */
export type Told = {
  deliveries: Delivery[];
  tokens: Insertable<Database['incident_ack_tokens']>[];
  events: Insertable<Database['incident_events']>[];
};

export const emptyTold = (): Told => ({ deliveries: [], tokens: [], events: [] });

/** Inside the contact's quiet hours (both ends set), when they are skipped. */
export const isQuiet = (c: Pick<StepContact, 'quietStart' | 'quietEnd'>, at: Date, timeZone: string) =>
  Boolean(c.quietStart && c.quietEnd) && isInsideWindow(at, c.quietStart, c.quietEnd, timeZone);

/** Appends one contact's e-mail and SMS (each with a link token) to `told`. */
function message(told: Told, incident: IncidentRef, c: StepContact, context: TellContext, step: number) {
  const base = {
    organisationId: incident.organisationId,
    actionId: incident.actionId,
    deviceId: incident.deviceId,
  };
  const expiresAt = new Date(context.now.getTime() + context.linkHours * 3_600_000);
  const token = (id: string, channel: 'email' | 'sms', recipient: string) => {
    told.tokens.push({
      id,
      organisation_id: incident.organisationId,
      incident_id: incident.id,
      channel,
      recipient,
      recipient_name: c.name,
      created_at: context.now,
      expires_at: expiresAt,
    });
    told.events.push({
      organisation_id: incident.organisationId,
      incident_id: incident.id,
      kind: 'notified',
      at: context.now,
      step,
      channel,
      recipient: `${c.name} <${recipient}>`,
    });
  };
  if (c.method !== 'sms' && c.email) {
    // The delivery's id is its token's: a retried send carries the same link.
    const id = randomUUID();
    token(id, 'email', c.email);
    const link = ackLinkUrl(
      context.publicUrl,
      signAckToken(context.key, { id, incidentId: incident.id, expiresAt }),
    );
    const text = `${context.text}\n\nI'm on it: ${link}\n(Works once, for ${context.linkHours} hours.)`;
    told.deliveries.push({
      id,
      base,
      channel: 'email',
      recipient: c.email,
      definition: emailJob,
      data: { to: c.email, subject: context.subject, text },
    });
  }
  if (c.method !== 'email' && c.phone) {
    const id = randomUUID();
    token(id, 'sms', c.phone);
    const body = `${context.text} Reply ACK or 1 if you're on it.`;
    told.deliveries.push({
      id,
      base,
      channel: 'sms',
      recipient: c.phone,
      definition: smsJob,
      data: { to: c.phone, body },
    });
  }
}

/**
 * Tells the contacts of `fromStep` (skipping those in quiet hours); when nobody of a step can be
 * told, the step moves on to the next at once. Answers the step reached and when the next is due
 * (`escalationMinutes[i]`: minutes before step i + 1), null when there is no further step.
 */
export function tellStep(
  told: Told,
  incident: IncidentRef,
  contacts: StepContact[],
  escalationMinutes: number[],
  fromStep: number,
  context: TellContext,
): { step: number; nextAt: Date | null } {
  const last = escalationMinutes.length;
  for (let step = fromStep; step <= last; step++) {
    let reached = 0;
    for (const c of contacts.filter((x) => x.step === step)) {
      if (isQuiet(c, context.now, context.timeZone)) {
        told.events.push({
          organisation_id: incident.organisationId,
          incident_id: incident.id,
          kind: 'skipped',
          at: context.now,
          step,
          recipient: c.name,
        });
        continue;
      }
      message(told, incident, c, context, step);
      reached++;
    }
    if (reached || step === last) {
      const wait = escalationMinutes[step];
      return { step, nextAt: wait === undefined ? null : new Date(context.now.getTime() + wait * 60_000) };
    }
  }
  return { step: last, nextAt: null };
}

/** A reminder (the action's repeat interval, while unacknowledged) to everyone of the steps reached. */
export function remind(
  told: Told,
  incident: IncidentRef,
  contacts: StepContact[],
  step: number,
  context: TellContext,
) {
  for (const c of contacts)
    if (c.step <= step && !isQuiet(c, context.now, context.timeZone))
      message(told, incident, c, context, c.step);
}

/** The contacts of actions, step by step (the organisation's own only). */
export async function stepContacts(trx: Transaction<Database>, actionIds: string[]) {
  if (!actionIds.length) return new Map<string, StepContact[]>();
  const rows = await trx
    .selectFrom('action_contacts as ac')
    .innerJoin('actions as a', 'a.id', 'ac.action_id')
    .innerJoin('contacts as c', (join) =>
      join.onRef('c.id', '=', 'ac.contact_id').onRef('c.organisation_id', '=', 'a.organisation_id'),
    )
    .where('ac.action_id', 'in', actionIds)
    .select([
      'ac.action_id',
      'ac.step',
      'c.id',
      'c.name',
      'c.email',
      'c.phone',
      'c.contact_method',
      'c.quiet_start',
      'c.quiet_end',
    ])
    .orderBy('c.name')
    .execute();
  const byAction = new Map<string, StepContact[]>();
  for (const r of rows) {
    const list = byAction.get(r.action_id) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      method: r.contact_method,
      step: r.step,
      quietStart: r.quiet_start,
      quietEnd: r.quiet_end,
    });
    byAction.set(r.action_id, list);
  }
  return byAction;
}

/** Writes the tokens and events of `told` (the deliveries are the caller's to enqueue). */
export async function recordTold(trx: Transaction<Database>, told: Told) {
  if (told.tokens.length) await trx.insertInto('incident_ack_tokens').values(told.tokens).execute();
  if (told.events.length) await trx.insertInto('incident_events').values(told.events).execute();
}
