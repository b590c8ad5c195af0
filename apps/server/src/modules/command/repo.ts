import type { CommandStatus } from '@pinpoint/shared';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CommandsTable } from '../../db/schema-commands.ts';

/** The command queue's SQL: every query of an organisation's commands filters by its id. */

const columns = [
  'c.id',
  'c.organisation_id',
  'c.device_id',
  'd.name as device_name',
  'c.kind',
  'c.params',
  'c.f_port',
  'c.payload',
  'c.text',
  'c.confirmed',
  'c.transport',
  'c.status',
  'c.error',
  'c.answer',
  'c.attempts',
  'c.created_by',
  'u.name as created_by_name',
  'c.created_at',
  'c.sent_at',
  'c.transmitted_at',
  'c.acknowledged_at',
  'c.failed_at',
] as const;

const selectCommands = (db: Db) =>
  db
    .selectFrom('commands as c')
    .innerJoin('devices as d', 'd.id', 'c.device_id')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .select(columns);

export type CommandRow = NonNullable<Awaited<ReturnType<typeof getCommand>>>;

export function getCommand(db: Db, organisationId: string, id: string) {
  return selectCommands(db)
    .where('c.organisation_id', '=', organisationId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The organisation a command belongs to: the one lookup by id alone, to check the caller's role. */
export async function findCommandOrganisation(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('commands')
    .select('organisation_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.organisation_id;
}

export type CommandFilter = {
  deviceId?: string;
  status?: CommandStatus;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
};

/** One page of the organisation's commands, newest first, and how many match. */
export async function listCommands(db: Db, organisationId: string, filter: CommandFilter) {
  let query = selectCommands(db).where('c.organisation_id', '=', organisationId);
  if (filter.deviceId) query = query.where('c.device_id', '=', filter.deviceId);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.from) query = query.where('c.created_at', '>=', filter.from);
  if (filter.to) query = query.where('c.created_at', '<', filter.to);
  const [rows, count] = await Promise.all([
    query
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function insertCommand(db: Db, values: Insertable<CommandsTable>): Promise<string> {
  const row = await db.insertInto('commands').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Cancels a command still queued; undefined when it is not (gone, or already sent). */
export function cancelQueued(db: Db, organisationId: string, id: string, reason: string) {
  return db
    .updateTable('commands')
    .set({
      status: 'failed',
      error: reason,
      failed_at: new Date(),
      lease_until: null,
      updated_at: new Date(),
    })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returning('id')
    .executeTakeFirst();
}

/** Seconds a sender holds a command; one that crashed mid-send is taken up by the job's next try. */
export const LEASE_SECONDS = 60;

/** Takes a queued command for one send; undefined when it is sent, failed, or in another sender's hands. */
export function claimForSending(db: Db, organisationId: string, id: string) {
  return db
    .updateTable('commands')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      lease_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`,
      updated_at: new Date(),
    }))
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('transport', '!=', 'answer')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
    .returning(['id', 'device_id', 'transport', 'f_port', 'payload', 'confirmed', 'attempts'])
    .executeTakeFirst();
}

/** How one send ended: sent (with the network server's id of it), tried again later, or failed. */
export async function finishSend(
  db: Db,
  id: string,
  outcome: { status: 'sent'; networkRef?: string } | { status: 'queued' | 'failed'; error: string },
) {
  const now = new Date();
  await db
    .updateTable('commands')
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', sent_at: now, network_ref: outcome.networkRef ?? null, error: null }
        : outcome.status === 'failed'
          ? { status: 'failed', failed_at: now, error: outcome.error }
          : { error: outcome.error },
    )
    .set({ lease_until: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * A phone's pending command (OsmAnd answer): the oldest queued text command of the device, marked
 * sent in the same statement, so two reports at once never both take it. Runs on each OsmAnd
 * report; the partial index commands_device_open_idx keeps it to an index probe.
 */
export async function takeAnswer(db: Db, deviceId: string): Promise<string | undefined> {
  const { rows } = await sql<{ text: string | null }>`
    update commands set status = 'sent', sent_at = now(), attempts = attempts + 1, updated_at = now()
     where id = (select id from commands
                  where device_id = ${deviceId} and status = 'queued' and transport = 'answer'
                  order by created_at limit 1
                  for update skip locked)
       and status = 'queued'
    returning text`.execute(db);
  return rows[0]?.text ?? undefined;
}
