import type { DeliveryChannel } from '@pinpoint/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { JobDefinition } from '../../../jobs/definition.ts';
import { type JobQueue, transactionDb } from '../../../jobs/index.ts';
import type { JobRequest } from '../../../jobs/queue.ts';

/** One message to send: its row in action_deliveries, its 'queued' log line and its job. */
export type Delivery = {
  id: string;
  base: { organisationId: string; actionId: string; deviceId: string | null };
  channel: DeliveryChannel;
  recipient: string;
  definition: JobDefinition;
  data: object;
};

/** Inserts the deliveries, their 'queued' log lines and their jobs (all in the caller's transaction). */
export async function enqueue(
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
