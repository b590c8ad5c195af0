import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { emailJob, type JobQueue, smsJob } from '../../jobs/index.ts';
import { type Delivery, enqueue } from '../action/engine/enqueue.ts';
import { listTold } from './repo.ts';

/** Who acknowledged: a member in the app, or the contact an e-mail link or SMS went to. */
export type Acker = {
  name: string;
  via: 'app' | 'email' | 'sms';
  userId?: string | null;
  /** The address or number the link or SMS went to. */
  recipient?: string;
  /**
   * The contact's name it went to (unique in an organisation): their other channels are theirs too.
   * In the app, every contact that has the member's own e-mail.
   */
  contactNames?: string[];
};

/**
 * Acknowledges an open incident (issue 30): the first acknowledgement wins (compare-and-set on the
 * state), stops its escalation, and tells everyone else a message of it went to who took it, in
 * the same transaction as the change. `before` runs first inside the transaction (a link's token is
 * spent there, so a link is used only by the acknowledgement it made). Answers false when the
 * incident was no longer open (someone took it first, or it resolved).
 */
export async function acknowledge(
  db: Db,
  queue: JobQueue | undefined,
  organisationId: string,
  incidentId: string,
  by: Acker,
  now: Date,
  before?: (trx: Transaction<Database>) => Promise<boolean>,
): Promise<boolean> {
  const queued = await db
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .updateTable('incidents')
        .set({
          state: 'acknowledged',
          acknowledged_at: now,
          acknowledged_by: by.name,
          acknowledged_by_user_id: by.userId ?? null,
          acknowledged_via: by.via,
          next_escalation_at: null,
          updated_at: now,
        })
        .where('id', '=', incidentId)
        .where('organisation_id', '=', organisationId)
        .where('state', '=', 'open')
        .returning(['action_id', 'device_id'])
        .executeTakeFirst();
      if (!taken) return null;
      if (before && !(await before(trx))) throw new LostRace();
      await trx
        .insertInto('incident_events')
        .values({
          organisation_id: organisationId,
          incident_id: incidentId,
          kind: 'acknowledged',
          at: now,
          channel: by.via,
          actor: by.name,
          recipient: by.recipient ?? null,
        })
        .execute();
      const names = await trx
        .selectFrom('actions as a')
        .innerJoin('devices as d', (join) => join.on('d.id', '=', taken.device_id))
        .select(['a.name as action', 'd.name as device'])
        .where('a.id', '=', taken.action_id)
        .executeTakeFirstOrThrow();
      const what = `${names.action}: ${names.device}`;
      const words = `${by.name} is on it (${what}).`;
      const base = { organisationId, actionId: taken.action_id, deviceId: taken.device_id };
      const own = new Set(by.contactNames?.map((n) => n.toLowerCase()));
      const deliveries: Delivery[] = (await listTold(trx, organisationId, incidentId))
        // Everyone else: not the address or number that acknowledged, nor the same contact's other
        // channel (who answered the SMS is not told by e-mail that they took it).
        .filter((t) => t.recipient !== by.recipient && !own.has(t.recipient_name.toLowerCase()))
        .map((t) =>
          t.channel === 'email'
            ? {
                id: randomUUID(),
                base,
                channel: 'email' as const,
                recipient: t.recipient,
                definition: emailJob,
                data: {
                  to: t.recipient,
                  subject: `Taken by ${by.name}: ${what}`,
                  text: `${words}\nNo need to act.`,
                },
              }
            : {
                id: randomUUID(),
                base,
                channel: 'sms' as const,
                recipient: t.recipient,
                definition: smsJob,
                data: { to: t.recipient, body: words },
              },
        );
      return queue ? enqueue(trx, queue, deliveries) : [];
    })
    .catch((err) => {
      if (err instanceof LostRace) return null;
      throw err;
    });
  if (queued === null) return false;
  queue?.wake(queued.map((d) => d.definition.name));
  return true;
}

/** The link's token was spent by another request between the check and the acknowledgement. */
class LostRace extends Error {}
