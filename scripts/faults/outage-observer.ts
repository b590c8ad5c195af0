import type { DbHandle } from '../../apps/server/src/db/database.ts';
import type { RestartablePostgres } from './postgres.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Connections of this database whose last statement was a LISTEN: the change listeners, idle. */
async function listeners(handle: DbHandle): Promise<number> {
  const { rows } = await handle.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
  );
  return rows[0]?.n ?? 0;
}

/** Whether a session holds the advisory lock `key` (a bigint: its high and low halves in pg_locks). */
export async function leaseHeld(handle: DbHandle, key: number): Promise<boolean> {
  const { rows } = await handle.pool.query<{ held: boolean }>(
    `select exists (
       select 1 from pg_locks
        where locktype = 'advisory' and granted and objsubid = 1
          and database = (select oid from pg_database where datname = current_database())
          and ((classid::bigint << 32) | objid::bigint) = $1
     ) as held`,
    [key],
  );
  return rows[0]?.held ?? false;
}

/**
 * Stops PostgreSQL after `beforeSeconds` for `downSeconds` and watches, meanwhile and
 * after: the answers ingest gives (fed in by `answer`), an API route that reads the
 * database (a public share link), the change listeners' connections and the MQTT lease.
 */
export function observeOutage(options: {
  postgres: RestartablePostgres;
  handle: DbHandle;
  apiUrl: string;
  downSeconds: number;
  beforeSeconds: number;
  leaseKey: number;
  log: (line: string) => void;
}) {
  const { postgres, handle, downSeconds, log } = options;
  const stopped = deferred<number>();
  const back = deferred<number>();
  let backAt: number | undefined;
  const statuses = new Map<number, number>();
  const o = {
    failures: 0,
    unavailable: 0,
    withoutRetryAfter: 0,
    slowestMs: 0,
    ingestRecoveredMs: undefined as number | undefined,
    lateAnswers: 0,
    lateFailures: 0,
    api: { down: 0, downOk: 0, recoveredMs: undefined as number | undefined },
    listeners: { before: 0, backMs: undefined as number | undefined },
    lease: { before: false, backMs: undefined as number | undefined },
  };

  // A share token nobody has: 404 when the database answers, 503 with Retry-After when it cannot.
  const probeApi = async () => {
    const res = await fetch(`${options.apiUrl}/api/share/${'n0-such-share-link'.repeat(2)}`, {
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined);
    await res?.arrayBuffer();
    return { status: res?.status ?? 0, retryAfter: res?.headers.get('retry-after') };
  };

  const done = (async () => {
    await sleep(options.beforeSeconds * 1000 - 1000);
    o.listeners.before = await listeners(handle);
    o.lease.before = await leaseHeld(handle, options.leaseKey);
    await sleep(1000);
    log(`stopping PostgreSQL (fast shutdown) for ${downSeconds} s under load`);
    await postgres.stop();
    stopped.resolve(Date.now());
    const upAt = Date.now() + downSeconds * 1000;
    while (Date.now() < upAt - 1000) {
      const { status, retryAfter } = await probeApi();
      o.api.down += 1;
      if (status === 503 && Number(retryAfter) > 0) o.api.downOk += 1;
      await sleep(1000);
    }
    await sleep(Math.max(0, upAt - Date.now()));
    await postgres.start();
    backAt = Date.now();
    back.resolve(backAt);
    log('PostgreSQL is back');
    const since = () => Date.now() - (backAt as number);
    while (since() < 30_000) {
      if (o.api.recoveredMs === undefined && (await probeApi()).status === 404) o.api.recoveredMs = since();
      const count = await listeners(handle).catch(() => 0);
      if (o.listeners.backMs === undefined && count >= o.listeners.before) o.listeners.backMs = since();
      if (o.lease.backMs === undefined && (await leaseHeld(handle, options.leaseKey).catch(() => false)))
        o.lease.backMs = since();
      if (o.api.recoveredMs !== undefined && o.listeners.backMs !== undefined && o.lease.backMs !== undefined)
        break;
      await sleep(250);
    }
  })();

  return {
    stopped: stopped.promise,
    back: back.promise,
    done,
    /** Ingest's answer to one request, sent `ms` before now. */
    answer(status: number, answer: { headers: Headers; ms: number }) {
      const at = Date.now();
      const sentAt = at - answer.ms;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      o.slowestMs = Math.max(o.slowestMs, answer.ms);
      const ok = status >= 200 && status < 300;
      if (!ok) {
        o.failures += 1;
        if (status === 503) o.unavailable += 1;
        if (!(Number(answer.headers.get('retry-after')) > 0)) o.withoutRetryAfter += 1;
      }
      if (backAt === undefined || sentAt < backAt) return;
      if (ok && (o.ingestRecoveredMs === undefined || at - backAt < o.ingestRecoveredMs))
        o.ingestRecoveredMs = at - backAt;
      if (sentAt >= backAt + 2000) {
        o.lateAnswers += 1;
        if (!ok) o.lateFailures += 1;
      }
    },
    result() {
      const histogram = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${n}×${status}`)
        .join(', ');
      return { ...o, histogram };
    },
  };
}

export type LostObservations = ReturnType<typeof observeOutage>;
