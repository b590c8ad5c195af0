import { randomUUID } from 'node:crypto';
import { type ReportPeriod, type ReportSchedule, reportMessages } from '@pinpoint/shared/report.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../jobs/definition.ts';
import { type JobQueue, transactionDb } from '../../jobs/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { activeRun, insertRun } from './runs-repo.ts';
import { nextRunAfter, resolvePeriod } from './schedule.ts';

/** What queues runs: the job queue and the run job's definition. */
export type RunQueue = { queue: JobQueue; runJob: JobDefinition };

/** Most due reports one pass takes; the next minute takes the rest. */
const BATCH = 100;

/** The latest time the schedule fired at or before `now`, from the first one missed. */
function latestDue(schedule: ReportSchedule, firstDue: Date, now: Date, timeZone: string): Date {
  let due = firstDue;
  for (let i = 0; i < 1000; i++) {
    const next = nextRunAfter(schedule, due, timeZone);
    if (next.getTime() > now.getTime()) return due;
    due = next;
  }
  return due;
}

/**
 * Queues the runs that are due at `now`, each once: due reports are locked with
 * `for update skip locked` (another process's pass skips them), each run is keyed by its
 * report and due time (a second insert is a no-op), and its job goes in with the same
 * transaction. A server that was down runs a missed report once, for its latest due time.
 * Answers the number of runs queued.
 */
export async function queueDueRuns(db: Db, { queue, runJob }: RunQueue, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The organisation's zone changed since these times were worked out: work them out again.
    const moved = await trx
      .selectFrom('reports as r')
      .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
      .where('r.enabled', '=', true)
      .where(sql<boolean>`r.next_run_zone is distinct from o.time_zone`)
      .select(['r.id', 'r.schedule', 'o.time_zone'])
      .limit(BATCH)
      .modifyEnd(sql`for update of r skip locked`)
      .execute();
    for (const report of moved)
      await trx
        .updateTable('reports')
        .set({
          next_run_at: nextRunAfter(report.schedule as ReportSchedule, now, report.time_zone),
          next_run_zone: report.time_zone,
        })
        .where('id', '=', report.id)
        .execute();
    const due = await trx
      .selectFrom('reports as r')
      .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
      .where('r.enabled', '=', true)
      .where('r.next_run_at', '<=', now)
      .select([
        'r.id',
        'r.organisation_id',
        'r.period',
        'r.schedule',
        'r.next_run_at',
        'r.last_period_end',
        'o.time_zone',
      ])
      .orderBy('r.next_run_at')
      .limit(BATCH)
      .modifyEnd(sql`for update of r skip locked`)
      .execute();
    const jobs = [];
    for (const report of due) {
      const schedule = report.schedule as ReportSchedule;
      const zone = report.time_zone;
      const scheduledFor = latestDue(schedule, report.next_run_at as Date, now, zone);
      const period = resolvePeriod(report.period as ReportPeriod, scheduledFor, zone, report.last_period_end);
      const id = randomUUID();
      const inserted = await insertRun(trx, {
        id,
        organisationId: report.organisation_id,
        reportId: report.id,
        trigger: 'schedule',
        scheduledFor,
        period,
        requestedBy: null,
      });
      await trx
        .updateTable('reports')
        .set({
          next_run_at: nextRunAfter(
            schedule,
            now.getTime() > scheduledFor.getTime() ? now : scheduledFor,
            zone,
          ),
          ...(inserted ? { last_period_end: period.to } : {}),
        })
        .where('id', '=', report.id)
        .execute();
      if (inserted)
        jobs.push({ definition: runJob, id, data: { runId: id, organisationId: report.organisation_id } });
    }
    await queue.insert(transactionDb(trx), jobs);
    return jobs.length;
  });
}

/**
 * 'Run now' (sent to the recipients) or a preview (rendered only): one run at a time per
 * report (409 while one is queued or running). Neither moves what the schedule covers: a
 * 'since the previous run' report's next scheduled run starts where the previous scheduled
 * run ended, however many runs were asked for in between (issue 27).
 */
export async function requestRun(
  db: Db,
  { queue, runJob }: RunQueue,
  request: { organisationId: string; reportId: string; send: boolean; requestedBy: string | null; now: Date },
): Promise<string> {
  const { organisationId, reportId, now } = request;
  const id = await db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('reports as r')
      .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
      .where('r.organisation_id', '=', organisationId)
      .where('r.id', '=', reportId)
      .select(['r.id', 'r.period', 'r.last_period_end', 'o.time_zone'])
      .forUpdate('r')
      .executeTakeFirst();
    if (!report) throw notFound(reportMessages.notFound);
    if (await activeRun(trx, organisationId, reportId)) throw conflict(reportMessages.runInProgress);
    const period = resolvePeriod(report.period, now, report.time_zone, report.last_period_end);
    const runId = randomUUID();
    await insertRun(trx, {
      id: runId,
      organisationId,
      reportId,
      trigger: request.send ? 'manual' : 'preview',
      scheduledFor: null,
      period,
      requestedBy: request.requestedBy,
    });
    await queue.insert(transactionDb(trx), [
      { definition: runJob, id: runId, data: { runId, organisationId } },
    ]);
    return runId;
  });
  queue.wake([runJob.name]);
  return id;
}

/**
 * Runs left behind: a worker that died past its lease and its retries, or a run no worker
 * took in a day. Measured on the database's clock: it is about time that really passed.
 */
export async function failAbandonedRuns(db: Db): Promise<void> {
  await db
    .updateTable('report_runs')
    .set({ status: 'failed', error: 'interrupted', lease_until: null, finished_at: sql<Date>`now()` })
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', sql<Date>`now() - interval '1 hour'`)]),
        eb.and([eb('status', '=', 'queued'), eb('created_at', '<', sql<Date>`now() - interval '1 day'`)]),
      ]),
    )
    .execute();
}
