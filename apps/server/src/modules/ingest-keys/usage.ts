import type pg from 'pg';
import { hashIngestKey } from './service.ts';

type Log = { warn: (o: object, m: string) => void };

/** How often pending use is written, and how long hourly counts are kept. */
const FLUSH_MS = 5000;
const KEEP_HOURS = 48;

/**
 * The use of ingest keys (issue 17): each request a key authenticated and the
 * uplinks it carried are added up in memory and written every few seconds in
 * one statement (the key's last use, and its uplinks in the current hour), so
 * ingest never waits on a write of its own. With several server processes each
 * writes its own share; a crash loses at most the last few seconds of counts.
 */
export function createKeyUsage(pool: pg.Pool, log: Log, flushMs = FLUSH_MS) {
  let pending = new Map<string, { uplinks: number; usedAt: Date }>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let flushes = 0;

  function record(key: string, uplinks: number) {
    if (!key) return;
    const hash = hashIngestKey(key);
    const seen = pending.get(hash);
    if (seen) {
      seen.uplinks += uplinks;
      seen.usedAt = new Date();
    } else pending.set(hash, { uplinks, usedAt: new Date() });
  }

  async function write(batch: Map<string, { uplinks: number; usedAt: Date }>) {
    const rows = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    await pool.query(
      `with u as (select * from unnest($1::text[], $2::bigint[], $3::timestamptz[]) as u(hash, uplinks, used_at)),
            k as (update ingest_keys set last_used_at = greatest(ingest_keys.last_used_at, u.used_at)
                    from u where ingest_keys.key_hash = u.hash
                  returning ingest_keys.id, u.uplinks)
       insert into ingest_key_usage (key_id, hour, uplinks)
       select id, date_trunc('hour', now()), uplinks from k where uplinks > 0
       on conflict (key_id, hour) do update set uplinks = ingest_key_usage.uplinks + excluded.uplinks`,
      [rows.map(([hash]) => hash), rows.map(([, v]) => v.uplinks), rows.map(([, v]) => v.usedAt)],
    );
    if (++flushes % 100 === 1)
      await pool.query(`delete from ingest_key_usage where hour < now() - make_interval(hours => $1)`, [
        KEEP_HOURS,
      ]);
  }

  /** Writes what is pending; concurrent calls wait for the same write. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (!pending.size) return;
      const batch = pending;
      pending = new Map();
      try {
        await write(batch);
      } catch (err) {
        log.warn({ err }, 'ingest key use not written; kept for the next try');
        for (const [hash, v] of batch) {
          const seen = pending.get(hash);
          if (seen) seen.uplinks += v.uplinks;
          else pending.set(hash, v);
        }
      }
    });
    return flushing;
  }

  return {
    record,
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type KeyUsage = ReturnType<typeof createKeyUsage>;
