import type { Db } from '../../db/database.ts';

export type LogEntry = {
  organisationId: string;
  userId: string | null;
  action: string;
  objectType: string;
  objectId?: string | null;
  details?: Record<string, unknown>;
};

/** Writes the organisation log row every change through the API leaves (who, what, which object, when). */
export async function writeLog(db: Db, entry: LogEntry): Promise<void> {
  await db
    .insertInto('organisation_logs')
    .values({
      organisation_id: entry.organisationId,
      user_id: entry.userId,
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
