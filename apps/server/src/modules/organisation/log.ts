import type { OrganisationLogAction, OrganisationLogObjectType } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';

/** The verbs the log writes: the shared list, which the web translates (a new verb goes there first). */
export type LogAction = OrganisationLogAction;

export type LogEntry = {
  organisationId: string;
  userId: string | null;
  action: LogAction;
  objectType: OrganisationLogObjectType;
  objectId?: string | null;
  /**
   * What the log page shows beside the verb. `name` is the object's name at the time of the change
   * (the page shows it, not an id, even once the object is renamed or gone); `fields` lists only the
   * fields that changed.
   */
  details?: Record<string, unknown>;
};

/** Writes the organisation log row every change through the API leaves (who, what, which object, when). */
export async function writeLog(db: Db, entry: LogEntry): Promise<void> {
  await writeLogs(db, [entry]);
}

/** Writes several log rows in one statement (a bulk change leaves a row per object). */
export async function writeLogs(db: Db, entries: LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('organisation_logs')
    .values(
      entries.map((entry) => ({
        organisation_id: entry.organisationId,
        user_id: entry.userId,
        action: entry.action,
        object_type: entry.objectType,
        object_id: entry.objectId ?? null,
        details: JSON.stringify(entry.details ?? {}),
      })),
    )
    .execute();
}

/** One page of an organisation's log, newest first, with who did it, and the total row count. */
export async function listLogs(db: Db, organisationId: string, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('organisation_logs as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .where('l.organisation_id', '=', organisationId)
      .select([
        'l.id',
        'l.action',
        'l.object_type',
        'l.object_id',
        'l.details',
        'l.created_at',
        'u.id as user_id',
        'u.name as user_name',
        'u.email as user_email',
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('organisation_logs')
      .where('organisation_id', '=', organisationId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type LogRow = Awaited<ReturnType<typeof listLogs>>['rows'][number];
