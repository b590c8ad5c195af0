import type { Role } from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type LogAction, type LogEntry, writeLogs } from '../organisation/log.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';

/**
 * The organisation of a geofence or base the caller may act on with `needed`.
 * An object of an organisation the caller is not in is not found, like one that
 * does not exist; a viewer asking to change one is refused (403).
 */
export async function objectOrganisation(
  db: Db,
  sub: string,
  table: 'geofences' | 'bases',
  id: string,
  needed: Role,
  notFoundMessage: string,
): Promise<string> {
  const row = isUuid(id)
    ? await db.selectFrom(table).select('organisation_id').where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(notFoundMessage);
  await requireRole(db, sub, row.organisation_id, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound(notFoundMessage) : err;
  });
  return row.organisation_id;
}

type Change = { action: LogAction; id: string; name: string; details?: Record<string, unknown> };

/** Writes an organisation log row for each change, in one statement. */
export async function logChanges(
  db: Db,
  sub: string,
  organisationId: string,
  objectType: 'geofence' | 'base',
  changes: Change[],
) {
  if (changes.length === 0) return;
  const userId = await findUserId(db, sub);
  await writeLogs(
    db,
    changes.map(
      (c): LogEntry => ({
        organisationId,
        userId,
        action: c.action,
        objectType,
        objectId: c.id,
        details: { name: c.name, ...c.details },
      }),
    ),
  );
}

/** Zod's issues as the error handler words a request's: "radius: Radius must be at least 1 m". */
export function describeIssues(issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/** A CSV row's reasons: the message alone when it names its column ("Postcode is required"). */
export function rowReasons(issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const column = issue.path.join('.');
    return column && !issue.message.toLowerCase().includes(column.toLowerCase())
      ? `${column}: ${issue.message}`
      : issue.message;
  });
}

/** A 400 naming each field, for a whole checked after the request's own validation (PATCH). */
export const invalidFields = (issues: z.core.$ZodIssue[]) => {
  const described = describeIssues(issues);
  return invalid(described.join('; '), described);
};

/** A row of a CSV with its column names trimmed and in lower case ("Name " -> "name"). */
export function csvCells(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.trim().toLowerCase(), v]));
}

/** Runs `work` on each item, at most `limit` at a time, answering in the items' order. */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
