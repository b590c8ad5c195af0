import type pg from 'pg';

/**
 * Token buckets shared by every server process through PostgreSQL (issue 19), without a
 * database round trip per uplink. The bucket itself is a row of limit_buckets (migration 0022);
 * each process leases tokens from it in slices (by default a tenth of a second of the rate) with
 * one upsert, and spends them from memory. Requests of one key that arrive while a lease is
 * under way wait for it rather than asking again.
 *
 * The bound: every token spent was taken from the shared row, which never gives more than the
 * burst plus the rate, so the processes together exceed the limit only by what they hold: a
 * process keeps an unspent lease at most `leaseMs` (1 s), so in any window the processes
 * together admit at most rate × window + burst + one slice each. The other way, a process's
 * unspent slice is unavailable to the others until it lapses: an organisation spread over N
 * processes may be refused up to N slices early.
 */

type Queryable = Pick<pg.Pool, 'query'>;

export type SharedBucketOptions = {
  pool: Queryable;
  /** Prefix of the keys in limit_buckets: which limit this is ('org', 'fail'). */
  name: string;
  ratePerSecond: number;
  burst: number;
  /** Seconds of the rate one lease asks for (at least one token). */
  sliceSeconds?: number;
  /** How long an unspent lease is kept. */
  leaseMs?: number;
  now?: () => number;
};

// Leases `want` tokens when the bucket has at least `min`, else none; answers what it took and
// what is left. In ON CONFLICT DO UPDATE every expression reads the row as it was, so the three
// assignments agree on the level. A new key's bucket starts full.
const LEASE = `
insert into limit_buckets as b (key, tokens, at, granted)
values ($1, $3::float8 - $6::float8, now(), $6::float8)
on conflict (key) do update set
  granted = case
    when least($3::float8, b.tokens + extract(epoch from now() - b.at) * $2::float8) >= $4::float8
    then least($5::float8, least($3::float8, b.tokens + extract(epoch from now() - b.at) * $2::float8))
    else 0 end,
  tokens = least($3::float8, b.tokens + extract(epoch from now() - b.at) * $2::float8) - case
    when least($3::float8, b.tokens + extract(epoch from now() - b.at) * $2::float8) >= $4::float8
    then least($5::float8, least($3::float8, b.tokens + extract(epoch from now() - b.at) * $2::float8))
    else 0 end,
  at = now()
returning granted, tokens`;

// Rows idle long enough to have refilled are the same as no row.
const FORGET = `delete from limit_buckets where key like $1 and at < now() - make_interval(secs => $2)`;
const FORGET_EVERY_MS = 60_000;

export function createSharedBuckets({
  pool,
  name,
  ratePerSecond,
  burst,
  sliceSeconds = 0.1,
  leaseMs = 1000,
  now = Date.now,
}: SharedBucketOptions) {
  const slice = Math.min(burst, Math.max(1, ratePerSecond * sliceSeconds));
  const leases = new Map<string, { tokens: number; at: number }>();
  const asking = new Map<string, Promise<number>>();
  const secondsFor = (missing: number) => Math.max(1, Math.ceil(missing / ratePerSecond));
  let forgotAt = now();

  const held = (key: string, t: number) => {
    const lease = leases.get(key);
    if (lease && t - lease.at <= leaseMs) return lease.tokens;
    leases.delete(key);
    return 0;
  };

  function forgetIdle(t: number) {
    if (t - forgotAt < FORGET_EVERY_MS) return;
    forgotAt = t;
    const idleSeconds = Math.ceil(burst / ratePerSecond) + 60;
    // Housekeeping: a failure costs nothing but rows kept a little longer.
    pool.query(FORGET, [`${name}:%`, idleSeconds]).catch(() => undefined);
    for (const key of leases.keys()) held(key, t);
  }

  /** Leases at least `min` tokens (more, up to a slice, when there are); answers the tokens left in the row. */
  async function lease(key: string, min: number): Promise<number> {
    const want = Math.min(burst, Math.max(slice, min));
    const fresh = burst >= min ? Math.min(want, burst) : 0;
    const { rows } = await pool.query<{ granted: number; tokens: number }>(LEASE, [
      `${name}:${key}`,
      ratePerSecond,
      burst,
      min,
      want,
      fresh,
    ]);
    const row = rows[0] as { granted: number; tokens: number };
    const t = now();
    if (row.granted > 0) leases.set(key, { tokens: held(key, t) + row.granted, at: t });
    return row.tokens;
  }

  return {
    /**
     * Takes `cost` tokens (at most the burst) and answers 0; when the shared bucket has too
     * few, takes none and answers the whole seconds until it will have them. Rejects when
     * the database cannot be asked.
     */
    async take(key: string, cost = 1): Promise<number> {
      if (ratePerSecond <= 0) return 0;
      const need = Math.min(cost, burst);
      forgetIdle(now());
      for (;;) {
        const have = held(key, now());
        if (have >= need) {
          (leases.get(key) as { tokens: number }).tokens = have - need;
          return 0;
        }
        const pending = asking.get(key);
        if (pending) {
          await pending.catch(() => undefined);
          continue;
        }
        const request = lease(key, need - have);
        asking.set(key, request);
        let left: number;
        try {
          left = await request;
        } finally {
          asking.delete(key);
        }
        const after = held(key, now());
        if (after >= need) {
          (leases.get(key) as { tokens: number }).tokens = after - need;
          return 0;
        }
        // The row had too few: nothing was taken from it.
        return secondsFor(need - after - left);
      }
    },
  };
}

export type SharedBuckets = ReturnType<typeof createSharedBuckets>;
