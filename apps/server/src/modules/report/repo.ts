import type { ReportRecipientRef } from '@pinpoint/shared/report.ts';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReportsTable } from '../../db/schema-reports.ts';
import { orConflict } from '../../lib/db-errors.ts';

/** Reports and their recipients; every function takes the organisation and filters by it. */

const reportColumns = [
  'r.id',
  'r.organisation_id',
  'r.name',
  'r.widgets',
  'r.period',
  'r.schedule',
  'r.formats',
  'r.language',
  'r.temperature_unit',
  'r.enabled',
  'r.next_run_at',
  'r.last_period_end',
  'r.created_at',
  'r.updated_at',
  'r.created_by',
  'o.time_zone',
] as const;

function reportsOf(db: Db, organisationId: string) {
  return db
    .selectFrom('reports as r')
    .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
    .where('r.organisation_id', '=', organisationId)
    .select(reportColumns)
    .select((eb) =>
      eb
        .selectFrom('report_runs as lr')
        .whereRef('lr.report_id', '=', 'r.id')
        .where('lr.trigger', '!=', 'preview')
        .orderBy('lr.created_at', 'desc')
        .limit(1)
        .select(
          sql<{
            id: string;
            trigger: 'schedule' | 'manual' | 'preview';
            status: string;
            created_at: string;
            finished_at: string | null;
          } | null>`json_build_object('id', lr.id, 'trigger', lr.trigger, 'status', lr.status,
            'created_at', lr.created_at, 'finished_at', lr.finished_at)`.as('last'),
        )
        .as('last_run'),
    );
}

/** The organisation's reports by name. */
export function listReports(db: Db, organisationId: string) {
  return reportsOf(db, organisationId).orderBy('r.name').execute();
}

export function getReport(db: Db, organisationId: string, id: string) {
  return reportsOf(db, organisationId).where('r.id', '=', id).executeTakeFirst();
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof getReport>>>;

/** The organisation a report belongs to: the one lookup by id alone, to check the caller's role. */
export async function findReportOrganisation(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('organisation_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.organisation_id;
}

/** The organisation's time zone (America/Toronto unless changed). */
export async function timeZoneOf(db: Db, organisationId: string): Promise<string> {
  const row = await db
    .selectFrom('organisations')
    .select('time_zone')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row?.time_zone ?? 'America/Toronto';
}

export type ReportValues = Omit<
  Updateable<ReportsTable>,
  'id' | 'organisation_id' | 'created_at' | 'created_by'
>;

/** Inserts a report; 'conflict' when the organisation has one of that name (any case). */
export function insertReport(
  db: Db,
  organisationId: string,
  createdBy: string | null,
  values: ReportValues & {
    name: string;
    widgets: string;
    period: ReportsTable['period'];
    schedule: string;
    formats: string[];
  },
) {
  return orConflict(async () => {
    const row = await db
      .insertInto('reports')
      .values({ ...values, organisation_id: organisationId, created_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Changes a report; false when the organisation has no such report, 'conflict' on a taken name. */
export function updateReport(db: Db, organisationId: string, id: string, values: ReportValues) {
  return orConflict(async () => {
    const row = await db
      .updateTable('reports')
      .set({ ...values, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return Boolean(row);
  });
}

export function removeReport(db: Db, organisationId: string, id: string) {
  return db
    .deleteFrom('reports')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** Replaces a report's recipients, keeping their order. */
export async function setRecipients(trx: Db, reportId: string, recipients: ReportRecipientRef[]) {
  await trx.deleteFrom('report_recipients').where('report_id', '=', reportId).execute();
  if (recipients.length === 0) return;
  await trx
    .insertInto('report_recipients')
    .values(
      recipients.map((r, position) => ({
        report_id: reportId,
        position,
        contact_id: r.kind === 'contact' ? r.id : null,
        user_id: r.kind === 'member' ? r.id : null,
      })),
    )
    .execute();
}

export type RecipientRow = {
  report_id: string;
  kind: 'contact' | 'member';
  id: string;
  name: string;
  email: string;
  /** False for a member who has left the organisation: listed, not sent to. */
  current: boolean;
};

/** The recipients of reports of the organisation, in order, with their names and addresses. */
export async function recipientsOf(db: Db, organisationId: string, reportIds: string[]) {
  if (reportIds.length === 0) return [];
  const rows = await db
    .selectFrom('report_recipients as rr')
    .innerJoin('reports as r', 'r.id', 'rr.report_id')
    .leftJoin('contacts as c', (join) =>
      join.onRef('c.id', '=', 'rr.contact_id').onRef('c.organisation_id', '=', 'r.organisation_id'),
    )
    .leftJoin('users as u', 'u.id', 'rr.user_id')
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'rr.user_id').onRef('m.organisation_id', '=', 'r.organisation_id'),
    )
    .where('r.organisation_id', '=', organisationId)
    .where('rr.report_id', 'in', reportIds)
    .select([
      'rr.report_id',
      'rr.contact_id',
      'rr.user_id',
      'c.name as contact_name',
      'c.email as contact_email',
      'u.name as user_name',
      'u.email as user_email',
      'm.role',
    ])
    .orderBy('rr.report_id')
    .orderBy('rr.position')
    .execute();
  return rows.map(
    (row): RecipientRow =>
      row.contact_id
        ? {
            report_id: row.report_id,
            kind: 'contact',
            id: row.contact_id,
            name: row.contact_name ?? '',
            email: row.contact_email ?? '',
            current: row.contact_name !== null,
          }
        : {
            report_id: row.report_id,
            kind: 'member',
            id: row.user_id as string,
            name: row.user_name || row.user_email || '',
            email: row.user_email ?? '',
            current: row.role !== null,
          },
  );
}

/** The recipients that are not the organisation's: contacts of another, people who are not members. */
export async function foreignRecipients(
  db: Db,
  organisationId: string,
  recipients: ReportRecipientRef[],
): Promise<ReportRecipientRef[]> {
  const contactIds = recipients.filter((r) => r.kind === 'contact').map((r) => r.id);
  const userIds = recipients.filter((r) => r.kind === 'member').map((r) => r.id);
  const [contacts, members] = await Promise.all([
    contactIds.length
      ? db
          .selectFrom('contacts')
          .select('id')
          .where('organisation_id', '=', organisationId)
          .where('id', 'in', contactIds)
          .execute()
      : [],
    userIds.length
      ? db
          .selectFrom('memberships')
          .select('user_id as id')
          .where('organisation_id', '=', organisationId)
          .where('user_id', 'in', userIds)
          .execute()
      : [],
  ]);
  const known = new Set([...contacts.map((c) => `contact:${c.id}`), ...members.map((m) => `member:${m.id}`)]);
  return recipients.filter((r) => !known.has(`${r.kind}:${r.id}`));
}
