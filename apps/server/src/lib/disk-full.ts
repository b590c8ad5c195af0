import type pg from 'pg';

/**
 * PostgreSQL out of disk space (issue 28.4). A full data disk makes a statement that needs a new
 * page fail with SQLSTATE 53100 (disk_full: "could not extend file ...: No space left on device");
 * the transaction is rolled back whole and nothing is corrupted, and the same statement succeeds
 * once there is room again. A full WAL disk is worse: the process that cannot create a WAL
 * segment PANICs, PostgreSQL restarts every connection, and its crash recovery stops the server
 * if it cannot write either (https://www.postgresql.org/docs/current/disk-full.html). Pinpoint
 * answers both with 503 and Retry-After; it comes back by itself once PostgreSQL does (the
 * embedded PostgreSQL is started again by db/embedded.ts, an own one by its service manager).
 */

/** What a request refused for want of disk space is told to wait before trying again. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 30;

const MESSAGE =
  'Pinpoint’s database has run out of disk space, so nothing new can be saved just now. ' +
  'Nothing was stored from this request; try again later.';

type ErrorLike = { code?: unknown; cause?: unknown };

/** PostgreSQL refused for want of space (53100, also the code of a PANIC for a WAL file it could not write). */
export function isDiskFull(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null) return false;
  if ((err as ErrorLike).code === '53100') return true;
  return depth < 3 && isDiskFull((err as ErrorLike).cause, depth + 1);
}

/** The answer's body and headers for a request a full disk failed. */
export const diskFullAnswer = {
  headers: { 'retry-after': String(DISK_FULL_RETRY_AFTER_SECONDS) },
  body: { error: { code: 'unavailable' as const, message: MESSAGE } },
};

type Log = { warn: (o: object, m: string) => void; info: (o: object, m: string) => void };

/** A disk-full episode ends when no statement has been refused for this long. */
export const DISK_FULL_QUIET_MS = 10_000;
/** While an episode lasts, one line at most this often says it goes on. */
const REMIND_MS = 60_000;

/**
 * Follows the statements PostgreSQL refused for want of space in this process: counted, and
 * logged once when the first is refused, once a minute while they go on, and once when none
 * has been for DISK_FULL_QUIET_MS. `full()` answers whether an episode is on (the gauge).
 */
export function createDiskFullWatch(log: Log, onRefused: () => void, now = Date.now) {
  let episode: { since: number; refused: number; remindedAt: number; last: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const end = () => {
    if (!episode) return;
    const idle = now() - episode.last;
    if (idle < DISK_FULL_QUIET_MS) {
      timer = setTimeout(end, DISK_FULL_QUIET_MS - idle).unref();
      return;
    }
    log.info(
      { refused: episode.refused, seconds: Math.round((episode.last - episode.since) / 1000) },
      `database disk full: no statement refused for want of space for ${DISK_FULL_QUIET_MS / 1000} s; writes work again`,
    );
    episode = undefined;
    timer = undefined;
  };
  return {
    refused(err: unknown) {
      onRefused();
      const at = now();
      const message = (err as Error).message;
      if (!episode) {
        episode = { since: at, refused: 1, remindedAt: at, last: at };
        log.warn(
          { code: '53100', reason: message },
          'database disk full: PostgreSQL refuses writes for want of disk space; uplinks and changes are answered 503 with Retry-After until space is freed, then Pinpoint resumes by itself',
        );
        timer = setTimeout(end, DISK_FULL_QUIET_MS).unref();
        return;
      }
      episode.refused += 1;
      episode.last = at;
      if (at - episode.remindedAt >= REMIND_MS) {
        episode.remindedAt = at;
        log.warn(
          { refused: episode.refused, reason: message },
          'database disk full: PostgreSQL still refuses writes for want of disk space',
        );
      }
    },
    full: () => episode !== undefined,
    stop: () => clearTimeout(timer),
  };
}

export type DiskFullWatch = ReturnType<typeof createDiskFullWatch>;

/** Who hears of the statements a pool's clients had refused for want of space (set by buildApp). */
const listeners = new WeakMap<pg.Pool, (err: unknown) => void>();

export function onDiskFull(pool: pg.Pool, listener: (err: unknown) => void) {
  listeners.set(pool, listener);
}

/**
 * Wraps a new client's `query` so every statement PostgreSQL refuses for want of space is told
 * to the pool's listener, whatever sent it: ingest, a route, a job, pg-boss. Promise calls and
 * callback calls (pool.query's) are watched, a cursor passes through; the caller gets its
 * answer and its error unchanged.
 */
export function watchClient(pool: pg.Pool, client: pg.PoolClient) {
  const query = client.query as (...args: unknown[]) => unknown;
  const seen = (err: unknown) => {
    if (isDiskFull(err)) listeners.get(pool)?.(err);
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function')
      args[last] = (err: unknown, res: unknown) => {
        if (err) seen(err);
        return callback(err, res);
      };
    const result = query.apply(this, args);
    if (result instanceof Promise) result.catch(seen);
    return result;
  } as typeof client.query;
}
