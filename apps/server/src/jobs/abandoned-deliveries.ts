import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { defineJob } from './definition.ts';

/** What the action log says of a delivery whose sender died during its last try. */
export const ABANDONED_ERROR =
  'Its sender stopped during the last try and no try is left; the message may not have arrived';

/**
 * Deliveries left 'sending' by a sender that died (issue 28.1): a try's claim takes a lease, and
 * pg-boss expires a dead worker's job so another runs it; but on the last try no retry follows,
 * and nothing ever finished the delivery. One whose lease has been over for `graceSeconds` with no
 * job of it still queued, retrying or running (pgboss.job, as the metrics read it) is finished
 * as failed, with the reason in the action log. Answers the ids finished.
 */
export async function finishAbandonedDeliveries(db: Db, graceSeconds: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with abandoned as (
      update action_deliveries d set status = 'failed', lease_until = null, finished_at = now()
       where d.status = 'sending' and d.lease_until < now() - make_interval(secs => ${graceSeconds})
         and not exists (
           select 1 from pgboss.job j
            where j.name in ('action-email', 'action-sms', 'action-webhook', 'action-forward')
              and j.state < 'completed' and j.data ->> 'deliveryId' = d.id::text)
       returning d.id, d.organisation_id, d.action_id, d.channel, d.recipient, d.attempts
    ), logged as (
      insert into action_logs (organisation_id, action_id, event, delivery_id, channel, recipient, status, attempt, error)
      select organisation_id, action_id, 'delivery', id, channel, recipient, 'failed', attempts, ${ABANDONED_ERROR}
        from abandoned
    )
    select id from abandoned`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Every minute, on any worker: deliveries abandoned for longer than a lease and two maintenance
 * rounds (the time pg-boss takes to expire and retry a dead worker's job when a try is left).
 */
export const abandonedDeliveriesJob = defineJob({
  name: 'action-deliveries-abandoned',
  payload: z.object({}).loose(),
  retry: () => ({ limit: 0, delaySeconds: 0, backoff: false }),
  expireInSeconds: 120,
  cron: '* * * * *',
  handle: async (_payload, { db, config, log }) => {
    const grace = config.DELIVERY_LEASE_SECONDS + 2 * config.JOB_MAINTENANCE_SECONDS;
    const finished = await finishAbandonedDeliveries(db, grace);
    if (finished.length)
      log.warn({ deliveries: finished }, 'deliveries: finished as failed, their sender died on the last try');
  },
});
