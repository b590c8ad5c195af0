import type { ReportFormat } from '@pinpoint/shared/report.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Runs of reports, their files and their e-mails; every function filters by organisation. */

/** A worker holds a run this long; one that crashed mid-run is taken up by a later try. */
export const RUN_LEASE_SECONDS = 15 * 60;

export type NewRun = {
  id: string;
  organisationId: string;
  reportId: string;
  trigger: 'schedule' | 'manual' | 'preview';
  scheduledFor: Date | null;
  period: { from: Date; to: Date };
  requestedBy: string | null;
};

/** Inserts a run; false when a scheduled run of that report and due time exists already. */
export async function insertRun(db: Db, run: NewRun): Promise<boolean> {
  const row = await db
    .insertInto('report_runs')
    .values({
      id: run.id,
      organisation_id: run.organisationId,
      report_id: run.reportId,
      trigger: run.trigger,
      scheduled_for: run.scheduledFor,
      period_from: run.period.from,
      period_to: run.period.to,
      requested_by: run.requestedBy,
    })
    .onConflict((oc) => oc.columns(['report_id', 'scheduled_for']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** A run of the report still queued or running (not past its lease), if any. */
export function activeRun(db: Db, organisationId: string, reportId: string) {
  return db
    .selectFrom('report_runs')
    .select(['id', 'status'])
    .where('organisation_id', '=', organisationId)
    .where('report_id', '=', reportId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '>', sql<Date>`now()`)]),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Takes a run for this try: a queued run, or a running one whose worker's lease
 * ran out. A finished run is never taken again.
 */
export function claimRun(db: Db, id: string) {
  return db
    .updateTable('report_runs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      started_at: sql<Date>`coalesce(started_at, now())`,
      lease_until: sql<Date>`now() + make_interval(secs => ${RUN_LEASE_SECONDS})`,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .returning([
      'id',
      'organisation_id',
      'report_id',
      'trigger',
      'period_from',
      'period_to',
      'attempts',
      'document',
      'scheduled_for',
      'created_at',
    ])
    .executeTakeFirst();
}

export type ClaimedRun = NonNullable<Awaited<ReturnType<typeof claimRun>>>;

/** Gives a run back for the next try (its status queued again), keeping what it rendered. */
export async function releaseRun(db: Db, id: string, error: string) {
  await db
    .updateTable('report_runs')
    .set({ status: 'queued', lease_until: null, error })
    .where('id', '=', id)
    .execute();
}

export async function finishRun(
  db: Db,
  id: string,
  status: 'done' | 'partial' | 'failed',
  error: string | null,
) {
  await db
    .updateTable('report_runs')
    .set({ status, error, lease_until: null, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function saveDocument(db: Db, id: string, document: unknown) {
  await db
    .updateTable('report_runs')
    .set({ document: JSON.stringify(document) })
    .where('id', '=', id)
    .execute();
}

/** Stores a run's file once (a retry keeps the first). */
export async function storeFile(
  db: Db,
  file: {
    runId: string;
    organisationId: string;
    format: ReportFormat;
    fileName: string;
    contentType: string;
    content: Buffer;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('report_files')
    .values({
      run_id: file.runId,
      organisation_id: file.organisationId,
      format: file.format,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.content.length,
      content: file.content,
      expires_at: file.expiresAt,
    })
    .onConflict((oc) => oc.columns(['run_id', 'format']).doNothing())
    .execute();
}

/** True when another run of the report has a file of this name (two runs in one second). */
export async function fileNameTaken(
  db: Db,
  run: { organisationId: string; reportId: string; runId: string },
  fileName: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('report_files as f')
    .innerJoin('report_runs as r', 'r.id', 'f.run_id')
    .select('f.run_id')
    .where('f.organisation_id', '=', run.organisationId)
    .where('r.report_id', '=', run.reportId)
    .where('f.run_id', '!=', run.runId)
    .where('f.file_name', '=', fileName)
    .executeTakeFirst();
  return Boolean(row);
}

/** The files of a run with their content (null once expired). */
export function filesWithContent(db: Db, organisationId: string, runId: string) {
  return db
    .selectFrom('report_files')
    .select(['format', 'file_name', 'content_type', 'size', 'content', 'expires_at'])
    .where('organisation_id', '=', organisationId)
    .where('run_id', '=', runId)
    .execute();
}

/** One file of a run. */
export function getFile(db: Db, organisationId: string, runId: string, format: ReportFormat) {
  return db
    .selectFrom('report_files')
    .select(['format', 'file_name', 'content_type', 'size', 'content', 'expires_at'])
    .where('organisation_id', '=', organisationId)
    .where('run_id', '=', runId)
    .where('format', '=', format)
    .executeTakeFirst();
}

/** Drops the content of files past their keeping time, and the previews of their runs. */
export async function expireFiles(db: Db, now: Date): Promise<number> {
  const expired = await db
    .updateTable('report_files')
    .set({ content: null })
    .where('content', 'is not', null)
    .where('expires_at', '<=', now)
    // And by the database's clock: a process clock that jumped ahead expires nothing early (issue 28.8).
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning('run_id')
    .execute();
  const runIds = [...new Set(expired.map((f) => f.run_id))];
  if (runIds.length)
    await db.updateTable('report_runs').set({ document: null }).where('id', 'in', runIds).execute();
  return expired.length;
}

/** One page of a report's runs, newest first, and their count. */
export async function listRuns(
  db: Db,
  organisationId: string,
  reportId: string,
  page: number,
  pageSize: number,
) {
  const base = db
    .selectFrom('report_runs')
    .where('organisation_id', '=', organisationId)
    .where('report_id', '=', reportId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'report_id',
        'trigger',
        'status',
        'period_from',
        'period_to',
        'attempts',
        'error',
        'created_at',
        'started_at',
        'finished_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type RunRow = Awaited<ReturnType<typeof listRuns>>['rows'][number];

/** The files (without content) and e-mails of some runs. */
export async function runDetails(db: Db, organisationId: string, runIds: string[]) {
  if (runIds.length === 0) return { files: [], deliveries: [] };
  const [files, deliveries] = await Promise.all([
    db
      .selectFrom('report_files')
      .select([
        'run_id',
        'format',
        'file_name',
        'size',
        'expires_at',
        sql<boolean>`content is not null`.as('available'),
      ])
      .where('organisation_id', '=', organisationId)
      .where('run_id', 'in', runIds)
      .orderBy('format')
      .execute(),
    db
      .selectFrom('report_deliveries')
      .select([
        'id',
        'run_id',
        'recipient',
        'recipient_name',
        'status',
        'destination',
        'attached',
        'attempts',
        'error',
        'finished_at',
      ])
      .where('organisation_id', '=', organisationId)
      .where('run_id', 'in', runIds)
      .orderBy('created_at')
      .orderBy('recipient')
      .execute(),
  ]);
  return { files, deliveries };
}

/** One run of a report. */
export function getRun(db: Db, organisationId: string, reportId: string, runId: string) {
  return db
    .selectFrom('report_runs')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('report_id', '=', reportId)
    .where('id', '=', runId)
    .executeTakeFirst();
}

// ---- E-mails of a run ----

/** Creates the run's e-mails, one a recipient, once (a retry finds them made). */
export async function ensureDeliveries(
  db: Db,
  run: { id: string; organisationId: string },
  recipients: { id: string; email: string; name: string; tokenHash: string }[],
) {
  if (recipients.length === 0) return;
  await db
    .insertInto('report_deliveries')
    .values(
      recipients.map((r) => ({
        id: r.id,
        organisation_id: run.organisationId,
        run_id: run.id,
        recipient: r.email,
        recipient_name: r.name,
        link_token_hash: r.tokenHash,
      })),
    )
    .onConflict((oc) => oc.columns(['run_id', 'recipient']).doNothing())
    .execute();
}

/** The run's e-mails still to send (queued, or retrying after a failed try). */
export function pendingDeliveries(db: Db, runId: string) {
  return db
    .selectFrom('report_deliveries')
    .select(['id', 'recipient', 'recipient_name', 'attempts'])
    .where('run_id', '=', runId)
    .where('status', 'in', ['queued', 'retrying', 'sending'])
    .orderBy('created_at')
    .execute();
}

export async function finishDelivery(
  db: Db,
  id: string,
  outcome: {
    status: 'sent' | 'retrying' | 'failed';
    destination: 'smtp' | 'outbox' | null;
    attached: boolean | null;
    error: string | null;
  },
) {
  await db
    .updateTable('report_deliveries')
    .set((eb) => ({
      status: outcome.status,
      destination: outcome.destination,
      attached: outcome.attached,
      error: outcome.error?.slice(0, 200) ?? null,
      attempts: eb('attempts', '+', 1),
      finished_at: outcome.status === 'retrying' ? null : new Date(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Counts of a run's e-mails by status. */
export async function deliveryCounts(db: Db, runId: string) {
  const rows = await db
    .selectFrom('report_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('run_id', '=', runId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<string, number>>;
}

/** The files an e-mail's download link may fetch: by the token's hash, while the files are kept. */
export function fileByToken(db: Db, tokenHash: string, format: ReportFormat) {
  return db
    .selectFrom('report_deliveries as d')
    .innerJoin('report_files as f', (join) =>
      join.onRef('f.run_id', '=', 'd.run_id').onRef('f.organisation_id', '=', 'd.organisation_id'),
    )
    .where('d.link_token_hash', '=', tokenHash)
    .where('f.format', '=', format)
    .select(['f.file_name', 'f.content_type', 'f.content', 'f.expires_at'])
    .executeTakeFirst();
}
