import { z } from 'zod';
import { defineJob, deliveryRetry, type JobContext, type JobDefinition } from './definition.ts';

/** One run of a report: render its files once, then mail each recipient (modules/report/runs.ts). */
export const reportRunPayload = z.object({ runId: z.uuid(), organisationId: z.uuid() });
export type ReportRunPayload = z.output<typeof reportRunPayload>;

/** A run may render a month over a hundred devices: well past an alert's 60 s lease. */
export const REPORT_RUN_EXPIRE_SECONDS = 15 * 60;

export type ReportJobHandlers = {
  run: (payload: ReportRunPayload, context: JobContext) => Promise<void>;
  /** Queues the runs that are due, and drops files past their keeping time. */
  due: (context: JobContext) => Promise<void>;
};

/**
 * The report jobs: `report-run`, one job a run (its id is the run's, so inserting it twice is
 * harmless), retried like deliveries (DELIVERY_RETRY_LIMIT, backoff from
 * DELIVERY_RETRY_DELAY_SECONDS); and `report-due`, every minute on pg-boss's cron, which one
 * process takes each minute. The due reports are claimed with `for update skip locked`, so
 * even two such jobs at once queue each due run once.
 */
export function defineReportJobs(handlers: ReportJobHandlers, options: { schedule: boolean }) {
  const runJob = defineJob({
    name: 'report-run',
    payload: reportRunPayload,
    retry: deliveryRetry,
    expireInSeconds: REPORT_RUN_EXPIRE_SECONDS,
    handle: handlers.run,
  });
  const dueJob = defineJob({
    name: 'report-due',
    payload: z.object({}).loose(),
    retry: () => ({ limit: 0, delaySeconds: 0, backoff: false }),
    expireInSeconds: 120,
    ...(options.schedule ? { cron: '* * * * *' } : {}),
    handle: (_payload, context) => handlers.due(context),
  });
  return { runJob: runJob as JobDefinition, dueJob: dueJob as JobDefinition };
}
