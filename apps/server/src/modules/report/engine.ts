import type pg from 'pg';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobLog } from '../../jobs/definition.ts';
import {
  createJobQueue,
  createMailer,
  createOutboundDispatcher,
  defineReportJobs,
  type ReportRunPayload,
} from '../../jobs/index.ts';
import { createBasemapLoader } from './render/basemap.ts';
import { executeRun, type LoadData } from './runs.ts';
import { expireFiles } from './runs-repo.ts';
import { failAbandonedRuns, queueDueRuns, requestRun } from './scheduler.ts';

export type ReportEngineOptions = {
  /** The clock (tests control it). */
  now?: () => Date;
  log?: JobLog;
  pollingIntervalSeconds?: number;
  /**
   * Report runs this process renders at once (REPORT_WORKERS; rendering is CPU-bound). 0: this
   * process renders none and keeps no schedule; it still queues runs for the others.
   */
  workers?: number;
  loadData?: LoadData;
};

const quiet: JobLog = { info: () => {}, warn: () => {} };

/**
 * Scheduled reports on the job queue: the minute's `report-due` job queues due runs (pg-boss
 * cron, kept in the database, so schedules survive restarts), `report-run` jobs render and
 * mail them, with retries. Any number of processes may run this; each due run is taken once.
 */
export function createReportEngine(
  db: Db,
  pool: pg.Pool,
  config: ServerConfig,
  options: ReportEngineOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? quiet;
  const workers = options.workers ?? config.REPORT_WORKERS;
  const mailer = createMailer(config.SMTP_URL);
  // The web app's basemap under reports' maps, when reachable (one tile cache an engine).
  const basemap = createBasemapLoader({
    mapStyle: config.public.mapStyle,
    mapStyleDark: config.public.mapStyleDark,
    mapAccessToken: config.public.mapAccessToken,
    pmtilesPath: config.MAP_PMTILES_PATH,
    log,
  });
  const deps = { db, config, mailer, log, now, loadData: options.loadData, basemap };
  const jobs = defineReportJobs(
    {
      run: (payload: ReportRunPayload, context) => executeRun(deps, payload, context),
      due: async () => {
        await runDue();
      },
    },
    { schedule: workers > 0 },
  );
  const queue = createJobQueue(pool, config, log, [jobs.runJob, jobs.dueJob], {
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  const runQueue = { queue, runJob: jobs.runJob };
  let http: ReturnType<typeof createOutboundDispatcher> | undefined;

  /** Queues what is due now, drops files past their keeping time, fails abandoned runs. */
  async function runDue(at = now()): Promise<number> {
    const queued = await queueDueRuns(db, runQueue, at);
    if (queued) queue.wake([jobs.runJob.name]);
    await expireFiles(db, at);
    await failAbandonedRuns(db);
    return queued;
  }

  return {
    runDue,
    /** 'Run now' or a preview; answers the run's id (409 while the report has a run under way). */
    requestRun: (request: Omit<Parameters<typeof requestRun>[2], 'now'>) =>
      requestRun(db, runQueue, { ...request, now: now() }),
    /** Starts pg-boss and, with workers, the minute's schedule and this process's renderers. */
    async start() {
      await queue.start();
      if (workers === 0) return;
      http = createOutboundDispatcher({ allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS, log });
      const context = { db, config, log, http, mailer };
      await queue.work(jobs.runJob, context, workers);
      await queue.work(jobs.dueJob, context, 1);
    },
    async stop() {
      await queue.stop();
      await http?.close();
      mailer?.close();
    },
  };
}

export type ReportEngine = ReturnType<typeof createReportEngine>;
