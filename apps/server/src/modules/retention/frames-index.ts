import type pg from 'pg';
import { briefly } from './partitions.ts';

/**
 * The rest of migrations 0038 and 0045 (issue 29): frames' unique index (device_id, received_at
 * desc, dedup_key), then (device_id, received_at desc, dedup), built in each partition that held
 * rows when the migration ran, CONCURRENTLY (ingest goes on writing), one partition at a time; then
 * the indexes it replaces are dropped. Run by each retention pass until done, after which it only
 * looks the index up.
 *
 * - One process at a time (a session advisory lock; another pass skips it this hour).
 * - A build killed midway leaves an invalid index: dropped and built again. One built but not yet
 *   attached is attached.
 * - Attaching and dropping wait for their locks briefly (partitions.ts); behind a long query the
 *   next pass does it.
 */

/** A partitioned index of frames a migration left to build where partitions held rows. */
type IndexBuild = {
  /** The index on the parent table. */
  parent: string;
  /** Each partition's: `<partition><suffix>`. */
  suffix: string;
  columns: string;
  /** The indexes it replaces, dropped once it is on every partition. */
  replaces: string[];
};

/** Migration 0038: one index for a device's frames in time order and the duplicate check. */
const DEVICE_TIME: IndexBuild = {
  parent: 'frames_device_time_key',
  suffix: '_device_time_key',
  columns: '(device_id, received_at desc, dedup_key)',
  replaces: ['frames_device_time_idx', 'frames_dedup_key'],
};

/** Migration 0045: the same, with the key hashed into 8 bytes. */
const DEVICE_TIME_DEDUP: IndexBuild = {
  parent: 'frames_device_time_dedup_key',
  suffix: '_device_time_dedup_key',
  columns: '(device_id, received_at desc, dedup)',
  replaces: ['frames_device_time_key', 'frames_device_time_idx', 'frames_dedup_key'],
};

// Any number: one process building at a time.
const BUILD_LOCK = 7_310_438;

export type FramesIndexResult = { built: string[]; droppedOld: boolean };

const isLockTimeout = (err: unknown) => (err as { code?: string }).code === '55P03';

export const finishFramesIndex = (pool: pg.Pool) => finishIndex(pool, DEVICE_TIME);

/**
 * Migration 0045's index. Run before 0038's by the retention pass: done, it drops 0038's too, so a
 * database upgraded across both does not build 0038's only to drop it.
 */
export const finishFramesDedupIndex = (pool: pg.Pool) => finishIndex(pool, DEVICE_TIME_DEDUP);

async function finishIndex(pool: pg.Pool, build: IndexBuild): Promise<FramesIndexResult> {
  const PARENT = build.parent;
  const result: FramesIndexResult = { built: [], droppedOld: false };
  const { rows: parent } = await pool.query<{ valid: boolean; old: boolean }>(
    `select i.indisvalid as valid, exists (select 1 from unnest($2::text[]) o where to_regclass(o) is not null) as old
       from pg_index i where i.indexrelid = to_regclass($1)`,
    [PARENT, build.replaces],
  );
  // Before the migration, or done.
  if (!parent[0] || (parent[0].valid && !parent[0].old)) return result;
  const client = await pool.connect();
  let locked = false;
  try {
    locked = (await client.query('select pg_try_advisory_lock($1) as ok', [BUILD_LOCK])).rows[0].ok;
    if (!locked) return result;
    const { rows: missing } = await client.query<{ partition: string }>(
      `select c.relname as partition
         from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'frames'::regclass
          and not exists (select 1 from pg_inherits x join pg_index pi on pi.indexrelid = x.inhrelid
                           where x.inhparent = to_regclass($1) and pi.indrelid = c.oid)
        order by c.relname`,
      [PARENT],
    );
    for (const { partition } of missing) {
      const name = `${partition}${build.suffix}`;
      const { rows: left } = await client.query<{ valid: boolean }>(
        'select indisvalid as valid from pg_index where indexrelid = to_regclass($1)',
        [name],
      );
      if (left[0] && !left[0].valid) await client.query(`drop index concurrently ${name}`);
      if (!left[0]?.valid)
        await client.query(`create unique index concurrently ${name} on ${partition} ${build.columns}`);
      // Its lock waited for 5 s at most (as partitions.ts `briefly`, on this connection): behind a
      // long query the next pass attaches the index built.
      await client.query(`set lock_timeout = '5s'`);
      const attached = await client
        .query(`alter index ${PARENT} attach partition ${name}`)
        .then(
          () => true,
          (err) => {
            if (isLockTimeout(err)) return false;
            throw err;
          },
        )
        .finally(() => client.query('reset lock_timeout'));
      if (!attached) break;
      result.built.push(partition);
    }
  } finally {
    if (locked) await client.query('select pg_advisory_unlock($1)', [BUILD_LOCK]).catch(() => {});
    client.release();
  }
  if (!locked) return result;
  try {
    await briefly(pool, async (c) => {
      const { rows } = await c.query<{ valid: boolean }>(
        'select indisvalid as valid from pg_index where indexrelid = to_regclass($1)',
        [PARENT],
      );
      if (!rows[0]?.valid) return;
      for (const old of build.replaces) await c.query(`drop index if exists ${old}`);
      result.droppedOld = true;
    });
  } catch (err) {
    if (!isLockTimeout(err)) throw err;
  }
  return result;
}
