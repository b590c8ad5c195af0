import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { JobContext, JobDefinition, JobLog } from './definition.ts';
import { type SlotWorker, startSlotWorker } from './slot-worker.ts';

/** A job to insert: the definition it runs, its payload, and an id that makes inserting it twice harmless. */
export type JobRequest = { definition: JobDefinition; id: string; data: unknown };

type ExecuteSql = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** pg-boss on the server's own pool; a failed statement never leaves a connection inside a transaction. */
function poolDb(pool: pg.Pool): ExecuteSql {
  return {
    async executeSql(text, values) {
      const client = await pool.connect();
      try {
        return await client.query(text, values);
      } catch (err) {
        // pg-boss sends BEGIN ... COMMIT scripts; an error inside one must not poison the pooled connection.
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

/** The caller's transaction, so jobs are inserted exactly when its other writes commit. */
export function transactionDb(trx: Pick<Kysely<Database>, 'executeQuery'>): ExecuteSql {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** Any number: the advisory lock held while a process starts the job queue (see start). */
const JOB_SCHEMA_LOCK = 7_310_413;

/**
 * The job queue (pg-boss, in the `pgboss` schema of the same database): queues
 * are created at start, jobs inserted inside the caller's transaction, and
 * workers poll with SKIP LOCKED, so any number of processes share the work.
 */
export function createJobQueue(
  pool: pg.Pool,
  config: ServerConfig,
  log: JobLog,
  definitions: JobDefinition[],
  options: { pollingIntervalSeconds?: number } = {},
) {
  // Maintenance expires the jobs of a worker that died (their expiry passed while active) so another
  // takes them up: every 2 minutes by pg-boss's default, which left a killed worker's alerts waiting
  // up to 3 minutes more than their expiry (scripts/faults/roles-killed.ts).
  const boss = new PgBoss({
    db: poolDb(pool) as PgBoss.Db,
    schedule: true,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
  });
  const expireIn = (definition: JobDefinition) => definition.expireIn?.(config) ?? definition.expireInSeconds;
  boss.on('error', (err) => log.warn({ err }, 'jobs: pg-boss error'));
  const slotWorkers = new Map<string, SlotWorker>();
  let started: Promise<void> | undefined;
  let stopped = false;

  const start = () => {
    started ??= (async () => {
      // One process at a time installs or upgrades pg-boss's schema: its `create schema` is not
      // safe against another process doing the same, and api, ingest and worker processes started
      // together on a new database failed one of them with 'duplicate key ... (nspname)=(pgboss)'
      // (scripts/faults/roles-killed.ts in CI).
      // On a connection of its own, not the pool's: with DATABASE_POOL_SIZE=1 pg-boss needs that one.
      const client = new pg.Client(pool.options);
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [JOB_SCHEMA_LOCK]);
        await boss.start();
        for (const definition of definitions) {
          await retryOnDeadlock(() => boss.createQueue(definition.name));
          if (definition.cron)
            await retryOnDeadlock(() =>
              boss.schedule(definition.name, definition.cron as string, {}, { tz: config.TZ }),
            );
        }
      } finally {
        await client.end().catch(() => {}); // ending the session lets the lock go
      }
    })();
    return started;
  };

  type Context = Omit<JobContext, 'attempt' | 'retriesLeft' | 'defer'>;

  /** One run of a job: its payload checked, its handler given this try's place in the retries. */
  async function runJob(
    definition: JobDefinition,
    context: Context,
    job: PgBoss.JobWithMetadata<unknown>,
    defer?: JobContext['defer'],
  ) {
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success) {
      // Retrying cannot mend a payload: drop it, loudly.
      log.warn(
        { job: job.id, issues: z.prettifyError(parsed.error) },
        `jobs: bad ${definition.name} payload`,
      );
      return;
    }
    await definition.handle(parsed.data, {
      ...context,
      attempt: job.retryCount + 1,
      retriesLeft: job.retryCount < job.retryLimit,
      defer,
    });
  }

  /**
   * A copy of the job to run later with the tries it has left: pg-boss's backoff waits
   * delay·2^n·(1..2) before retry n, so the copy's delay starts where this job's stands.
   */
  const deferrer =
    (definition: JobDefinition, job: PgBoss.JobWithMetadata<unknown>): NonNullable<JobContext['defer']> =>
    async (data, delaySeconds) => {
      await boss.insert([
        {
          name: definition.name,
          data: definition.payload.parse(data) as object,
          startAfter: new Date(Date.now() + delaySeconds * 1000),
          retryLimit: Math.max(0, job.retryLimit - job.retryCount),
          retryDelay: job.retryBackoff ? job.retryDelay * 2 ** Math.min(16, job.retryCount) : job.retryDelay,
          retryBackoff: job.retryBackoff,
          expireInSeconds: expireIn(definition),
        },
      ]);
    };

  /** One slot worker a queue in this process; asking again for the same queue changes nothing. */
  function startSlots(
    definition: JobDefinition,
    slots: number,
    run: (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>,
  ) {
    if (stopped || slotWorkers.has(definition.name)) return;
    slotWorkers.set(
      definition.name,
      startSlotWorker({
        boss,
        name: definition.name,
        slots,
        pollingIntervalMs: (options.pollingIntervalSeconds ?? 2) * 1000,
        run,
        onError: (err) => log.warn({ err }, `jobs: ${definition.name} worker error`),
      }),
    );
  }

  return {
    start,

    /** Inserts jobs in the transaction `db` belongs to; a job whose id exists already is skipped. */
    async insert(db: ExecuteSql, jobs: JobRequest[]) {
      if (jobs.length === 0) return;
      await start();
      await boss.insert(
        jobs.map(({ definition, id, data }) => {
          const retry = definition.retry(config);
          return {
            id,
            name: definition.name,
            data: definition.payload.parse(data) as object,
            retryLimit: retry.limit,
            retryDelay: retry.delaySeconds,
            retryBackoff: retry.backoff,
            expireInSeconds: expireIn(definition),
          };
        }),
        { db: db as PgBoss.Db },
      );
    },

    /**
     * Runs a definition's handler on up to `concurrency` jobs at once in this process, with one
     * poller (slot-worker.ts). Not pg-boss's own workers: they complete or fail a job without
     * awaiting it, so a database that fails that statement (a full disk, a restart) rejected a
     * promise nobody handled and ended the process (scripts/faults/disk-full.ts, 11-28).
     */
    async work(definition: JobDefinition, context: Context, concurrency = 1) {
      await start();
      startSlots(definition, concurrency, (job) => runJob(definition, context, job));
    },

    /**
     * Runs a definition's handler on up to `slots` jobs at once with one poller (slot-worker.ts);
     * its handler may defer a job (JobContext.defer) without spending a try.
     */
    async workSlots(definition: JobDefinition, context: Context, slots: number) {
      await start();
      startSlots(definition, slots, (job) => runJob(definition, context, job, deferrer(definition, job)));
    },

    /** Wakes this process's workers of those queues now instead of at their next poll. */
    wake(names: Iterable<string>) {
      if (stopped) return;
      for (const name of new Set(names)) {
        slotWorkers.get(name)?.wake();
      }
    },

    async stop() {
      stopped = true;
      if (!started) return;
      await started.catch(() => {});
      await Promise.all([...slotWorkers.values()].map((w) => w.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * Processes of every role started together on a fresh database create the same queues at once,
 * and PostgreSQL may pick one of them as a deadlock victim (40P01): that one tries again after a
 * moment instead of exiting at start.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
