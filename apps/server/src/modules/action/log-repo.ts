import type { Db } from '../../db/database.ts';

/** One page of an action's log, newest first, with the device's name; and the row count. */
export async function listActionLogs(
  db: Db,
  organisationId: string,
  actionId: string,
  query: { from?: Date; to?: Date; page: number; pageSize: number },
) {
  let base = db
    .selectFrom('action_logs as l')
    .where('l.organisation_id', '=', organisationId)
    .where('l.action_id', '=', actionId);
  if (query.from) base = base.where('l.created_at', '>=', query.from);
  if (query.to) base = base.where('l.created_at', '<=', query.to);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('devices as d', 'd.id', 'l.device_id')
      .select([
        'l.id',
        'l.action_id',
        'l.event',
        'l.device_id',
        'd.name as device_name',
        'l.delivery_id',
        'l.channel',
        'l.recipient',
        'l.destination',
        'l.status',
        'l.attempt',
        'l.error',
        'l.latency_ms',
        'l.value',
        'l.message',
        'l.created_at',
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type ActionLogRow = Awaited<ReturnType<typeof listActionLogs>>['rows'][number];

/** One page of the organisation's outbox, newest first. */
export async function listOutbox(db: Db, organisationId: string, page: number, pageSize: number) {
  const base = db.selectFrom('outbox').where('organisation_id', '=', organisationId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'action_id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];
