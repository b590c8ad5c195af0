import type PgBoss from 'pg-boss';

type Job = PgBoss.JobWithMetadata<unknown>;

/**
 * One poller for a queue with up to `slots` jobs running at once: a slow job
 * (a receiver that hangs for its whole timeout) holds its own slot only, and a
 * freed slot fetches at once. pg-boss's own workers run one job each, so N slots
 * would take N pollers; this takes one, idle or not.
 */
export function startSlotWorker(options: {
  boss: PgBoss;
  name: string;
  slots: number;
  pollingIntervalMs: number;
  /** Runs one job; its rejection fails the job (pg-boss then retries it by its policy). */
  run: (job: Job) => Promise<void>;
  onError: (err: unknown) => void;
}) {
  const { boss, name, slots, pollingIntervalMs, run, onError } = options;
  const running = new Set<Promise<void>>();
  let stopping = false;
  let nudge: (() => void) | undefined;
  let nudged = false;

  /** Waits for the interval, a freed slot or a wake, whichever comes first. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (nudged || stopping) return resolve();
      const timer = setTimeout(resolve, ms);
      nudge = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      nudge = undefined;
      nudged = false;
    });
  const wake = () => {
    nudged = true;
    nudge?.();
  };

  async function settle(job: Job) {
    // Like pg-boss's workers: a run longer than the job's expiry fails it.
    let timer: NodeJS.Timeout | undefined;
    const expiry = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`handler exceeded ${job.expireInSeconds}s`)),
        job.expireInSeconds * 1000,
      );
    });
    let failed: { message: string } | undefined;
    try {
      await Promise.race([run(job), expiry]);
    } catch (err) {
      failed = { message: err instanceof Error ? err.message : String(err) };
    } finally {
      clearTimeout(timer);
    }
    // Told apart: a completion the database refused (a full disk, a restart) is not the job's
    // failure; the job stays active until its expiry and is run again then. Either statement's
    // error is reported, never left unhandled (which would end the process).
    await (failed ? boss.fail(name, job.id, failed) : boss.complete(name, job.id)).catch(onError);
  }

  const loop = (async () => {
    while (!stopping) {
      let fetched = 0;
      if (running.size < slots) {
        try {
          const jobs = await boss.fetch<unknown>(name, {
            batchSize: slots - running.size,
            includeMetadata: true,
          });
          for (const job of jobs ?? []) {
            const settled: Promise<void> = settle(job).finally(() => {
              running.delete(settled);
              wake();
            });
            running.add(settled);
          }
          fetched = jobs?.length ?? 0;
        } catch (err) {
          onError(err);
        }
      }
      // Fetched some and slots remain: look again at once (more may be waiting).
      if (fetched && running.size < slots) continue;
      await pause(pollingIntervalMs);
    }
  })();

  return {
    wake,
    /** Stops fetching and waits for the jobs running now. */
    async stop() {
      stopping = true;
      nudge?.();
      await loop;
      await Promise.allSettled([...running]);
    },
  };
}

export type SlotWorker = ReturnType<typeof startSlotWorker>;
