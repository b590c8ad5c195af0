import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;
type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

// One statement a request: a fixed window per route and client, started by its first request
// and counted until it ends (in ON CONFLICT DO UPDATE both assignments read the row as it was).
const INCR = `
insert into rate_limit_windows as w (key, hits, ends_at)
values ($1, 1, now() + $2::float8 * interval '1 millisecond')
on conflict (key) do update set
  hits = case when w.ends_at <= now() then 1 else w.hits + 1 end,
  ends_at = case when w.ends_at <= now() then now() + $2::float8 * interval '1 millisecond' else w.ends_at end
returning hits, greatest(0, extract(epoch from ends_at - now()) * 1000)::float8 as ttl`;
const READ = `
select hits, greatest(0, extract(epoch from ends_at - now()) * 1000)::float8 as ttl
  from rate_limit_windows where key = $1 and ends_at > now()`;
const FORGET = 'delete from rate_limit_windows where ends_at < now()';
const FORGET_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the routes' limits in
 * PostgreSQL (rate_limit_windows, migration 0022), so every server process counts against
 * the same window (issue 19): a client gets a route's `max` once, however many processes serve
 * it. One upsert a limited request; ended windows are deleted once a minute.
 */
export function createRateLimitStore(pool: Queryable, now: () => number = Date.now) {
  let forgotAt = now();

  function forgetEnded() {
    if (now() - forgotAt < FORGET_EVERY_MS) return;
    forgotAt = now();
    // Housekeeping: a failure only keeps ended rows a little longer.
    pool.query(FORGET).catch(() => undefined);
  }

  const answer = (callback: Callback) => (result: pg.QueryResult<{ hits: number; ttl: number }>) => {
    const row = result.rows[0];
    callback(null, row ? { current: row.hits, ttl: Math.round(row.ttl) } : { current: 0, ttl: 0 });
  };
  const fail = (callback: Callback) => (err: Error) => callback(err);

  return class PostgresRateLimitStore {
    readonly route: string;

    // The plugin passes its options, with the route as `routeInfo` for a route's own limit.
    constructor(options: object = {}) {
      const { routeInfo } = options as RouteLimit;
      this.route = `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      forgetEnded();
      pool
        .query<{ hits: number; ttl: number }>(INCR, [`${this.route} ${key}`, timeWindow])
        .then(answer(callback), fail(callback));
    }

    read(key: string, callback: Callback) {
      pool
        .query<{ hits: number; ttl: number }>(READ, [`${this.route} ${key}`])
        .then(answer(callback), fail(callback));
    }

    child(routeOptions: object) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}
