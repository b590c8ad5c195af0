import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { enqueue } from '../action/engine/enqueue.ts';
import { alertSubject, alertText } from '../action/engine/message.ts';
import type { IncidentSettings } from './firing.ts';
import { emptyTold, recordTold, stepContacts, tellStep } from './notify.ts';

/**
 * Escalation (issue 30): every incident still open (nobody acknowledged it) whose next step is due
 * tells that step's contacts, skipping those in quiet hours (a step with nobody to tell moves on
 * at once). Each incident moves by compare-and-set on its step, so two processes running the check
 * together tell a step once. Run every minute by a pg-boss schedule; `now` is the engine's clock.
 * Answers the queues that got jobs.
 */
export async function escalateDue(
  db: Db,
  queue: JobQueue,
  settingsOf: () => Promise<IncidentSettings>,
  now: Date,
) {
  const due = await db
    .selectFrom('incidents as i')
    .innerJoin('actions as a', (join) =>
      join.onRef('a.id', '=', 'i.action_id').onRef('a.organisation_id', '=', 'i.organisation_id'),
    )
    .innerJoin('devices as d', (join) =>
      join.onRef('d.id', '=', 'i.device_id').onRef('d.organisation_id', '=', 'i.organisation_id'),
    )
    .where('i.state', '=', 'open')
    .where('i.next_escalation_at', '<=', now)
    .select([
      'i.id',
      'i.organisation_id',
      'i.action_id',
      'i.device_id',
      'i.escalation_step',
      'i.last_value',
      'i.opened_at',
      'a.name as action_name',
      'a.message',
      'a.alert_type',
      'a.escalation_minutes',
      'd.name as device_name',
      'd.lat',
      'd.lon',
    ])
    .orderBy('i.next_escalation_at')
    .limit(500)
    .execute();
  const queues: string[] = [];
  // Read only when something is due: the check runs every minute and writes nothing otherwise.
  const settings = due.length ? await settingsOf() : undefined;
  for (const row of due) {
    if (!settings) break;
    const step = row.escalation_step + 1;
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('incidents')
        .set({ escalation_step: step, updated_at: now })
        .where('id', '=', row.id)
        .where('state', '=', 'open')
        .where('escalation_step', '=', row.escalation_step)
        .where(sql<boolean>`next_escalation_at <= ${now}::timestamptz`)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return [];
      const contacts = (await stepContacts(trx, [row.action_id])).get(row.action_id) ?? [];
      const firing = {
        rule: { name: row.action_name, alertType: row.alert_type } as Parameters<typeof alertText>[0]['rule'],
        device: { id: row.device_id, name: row.device_name, lat: row.lat, lon: row.lon },
        value: row.last_value,
        firedAt: row.opened_at,
        update: null,
      };
      const told = emptyTold();
      const incident = {
        id: row.id,
        organisationId: row.organisation_id,
        actionId: row.action_id,
        deviceId: row.device_id,
      };
      told.events.push({
        organisation_id: row.organisation_id,
        incident_id: row.id,
        kind: 'escalated',
        at: now,
        step,
      });
      const reached = tellStep(told, incident, contacts, row.escalation_minutes, step, {
        ...settings,
        now,
        subject: `Not yet acknowledged: ${alertSubject(firing)}`,
        text: alertText(firing, settings.timeZone, row.message),
      });
      await trx
        .updateTable('incidents')
        .set({ escalation_step: reached.step, next_escalation_at: reached.nextAt })
        .where('id', '=', row.id)
        .execute();
      await recordTold(trx, told);
      return enqueue(trx, queue, told.deliveries);
    });
    queues.push(...queued.map((d) => d.definition.name));
  }
  return queues;
}
