import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { dedupHash } from '../../ingest/dedup-hash.ts';
import { ttnLht65Uplink } from '../../ingest/formats/test-fixtures.ts';
import { dedupKey } from '../../ingest/interpret.ts';
import { createIngestPipeline } from '../../ingest/pipeline.ts';
import { createTestDatabase } from '../../test/database.ts';
import { finishFramesDedupIndex, finishFramesIndex } from './frames-index.ts';

// Migration 0038 (issue 29): frames' (device, time) and dedup indexes become one unique
// (device_id, received_at desc, dedup_key), built at once where a partition is empty and by the
// retention pass, concurrently, where it holds rows. Migration 0045 does the same for the index on
// the key hashed into 8 bytes, (device_id, received_at desc, dedup), which replaces 0038's.

const now = new Date();
const thisMonth = `frames_${now.getUTCFullYear()}_${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** Ingest's insert (ingest/store.ts): a frame already stored under its key is not stored again. */
const insertFrame = (pool: pg.Pool, ids: { org: string; device: string }, at: Date, key: string) =>
  pool.query(
    `insert into frames (organisation_id, device_id, received_at, dedup_key, source)
     values ($1, $2, $3, $4, 'ttn')
     on conflict (device_id, dedup_key, received_at) do nothing`,
    [ids.org, ids.device, at, key],
  );

const EUI = 'A84041000181C8F2';
const battery = { minMv: 2300, maxMv: 3000 };

const indexesOf = async (pool: pg.Pool) =>
  (
    await pool.query<{ name: string; valid: boolean }>(
      `select c.relname as name, i.indisvalid as valid
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'frames'::regclass order by 1`,
    )
  ).rows;

/** The index a device's newest frames are read through (seq scans off: a few rows only). */
async function indexForDeviceTime(pool: pg.Pool, device: string) {
  const client = await pool.connect();
  try {
    await client.query('set enable_seqscan = off');
    const { rows } = await client.query(
      `explain (format json) select received_at from ${thisMonth} where device_id = $1 order by received_at desc limit 5`,
      [device],
    );
    return JSON.stringify(rows[0]['QUERY PLAN']).match(/"Index Name":"([^"]+)"/)?.[1];
  } finally {
    client.release();
  }
}

describe('frames with one (device, time, key) index (migration 0038)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    // One connection: the build holds one (its advisory lock) and needs no second.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('keeps a database with frames writable and deduplicated while the index is built, then drops the two old ones', async () => {
    // Every migration before 0038 ('0037_…' sorts before '0038', '0038_…' after).
    await migrate(pool, { upTo: '0038' });
    const org = (await pool.query(`insert into organisations (name) values ('Fleet') returning id`)).rows[0]
      .id;
    const device = (
      await pool.query(`insert into devices (organisation_id, name) values ($1, 'Van') returning id`, [org])
    ).rows[0].id;
    const ids = { org, device };
    const times = [0, 1, 2, 3].map((i) => new Date(now.getTime() - (i + 1) * 60_000));
    for (const [i, at] of times.entries()) await insertFrame(pool, ids, at, `fcnt:0:${i}:abc`);

    await migrate(pool);
    // (Migration 0043 dropped the primary key (id, received_at): no index of it below; migration
    // 0045's index on the hashed key waits for its own build, dedup-hash.int.test.ts.)
    // This month's partition had rows: not built under the migration's lock; the old two still serve.
    let indexes = await indexesOf(pool);
    expect(indexes).toEqual([
      { name: 'frames_dedup_key', valid: true },
      { name: 'frames_device_time_dedup_key', valid: false },
      { name: 'frames_device_time_idx', valid: true },
      { name: 'frames_device_time_key', valid: false },
    ]);
    // A retry meanwhile is still not stored twice.
    expect((await insertFrame(pool, ids, times[0] as Date, 'fcnt:0:0:abc')).rowCount).toBe(0);

    // A build killed midway leaves an invalid index behind: the pass builds it again.
    await pool.query(`create index ${thisMonth}_device_time_key on ${thisMonth} (device_id)`);
    await pool.query(
      `update pg_index set indisvalid = false where indexrelid = '${thisMonth}_device_time_key'::regclass`,
    );

    const result = await finishFramesIndex(pool);
    expect(result.built).toEqual([thisMonth]);
    expect(result.droppedOld).toBe(true);
    indexes = await indexesOf(pool);
    expect(indexes).toEqual([
      { name: 'frames_device_time_dedup_key', valid: false },
      { name: 'frames_device_time_key', valid: true },
    ]);
    const columns = await pool.query(`select pg_get_indexdef(to_regclass($1)) as def`, [
      `${thisMonth}_device_time_key`,
    ]);
    expect(columns.rows[0].def).toContain('(device_id, received_at DESC, dedup_key)');

    // Same uniqueness through the one index: a retry is dropped, a new uplink stored.
    expect((await insertFrame(pool, ids, times[1] as Date, 'fcnt:0:1:abc')).rowCount).toBe(0);
    expect((await insertFrame(pool, ids, now, 'fcnt:0:9:abc')).rowCount).toBe(1);
    // A device's frames newest first read it, as they read the old time index.
    expect(await indexForDeviceTime(pool, device)).toBe(`${thisMonth}_device_time_key`);
    const stored = await pool.query('select count(*)::int as n from frames where device_id = $1', [device]);
    expect(stored.rows[0].n).toBe(5);

    // Done: the next pass has nothing to do.
    expect(await finishFramesIndex(pool)).toEqual({ built: [], droppedOld: false });
  });

  it('leaves a new database with the one index only, new months included', async () => {
    const fresh = await createTestDatabase();
    const freshPool = new pg.Pool({ connectionString: fresh.url, max: 1 });
    try {
      // Since migration 0045 the one index is on the hashed key (device_id, received_at desc, dedup).
      expect(await indexesOf(freshPool)).toEqual([{ name: 'frames_device_time_dedup_key', valid: true }]);
      await freshPool.query(`select pinpoint_add_month_partition('frames', '2031-01-01')`);
      const { rows } = await freshPool.query(
        `select count(*)::int as n from pg_inherits i join pg_index x on x.indexrelid = i.inhrelid
          where i.inhparent = 'frames_device_time_dedup_key'::regclass and x.indrelid = 'frames_2031_01'::regclass`,
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await freshPool.end();
      await fresh.drop();
    }
  });

  it('drops the primary key of a database with frames, every frame kept, read and deduplicated as before (migration 0043)', async () => {
    const db = await createTestDatabase({ empty: true });
    const p = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      await migrate(p, { upTo: '0043' });
      const org = (await p.query(`insert into organisations (name) values ('Fleet') returning id`)).rows[0]
        .id;
      const device = (
        await p.query(`insert into devices (organisation_id, name) values ($1, 'Van') returning id`, [org])
      ).rows[0].id;
      const ids = { org, device };
      // This month's frames and one of last month's.
      const times = [0, 1, 2, 40 * 24 * 60].map((i) => new Date(now.getTime() - (i + 1) * 60_000));
      for (const [i, at] of times.entries()) await insertFrame(p, ids, at, `fcnt:0:${i}:abc`);
      const newest = `select id, received_at, dedup_key from pinpoint_frames_newest($1, '-infinity', 'infinity', 10)`;
      const before = (await p.query(newest, [device])).rows;
      expect(before).toHaveLength(4);
      expect((await indexesOf(p)).map((i) => i.name)).toContain('frames_pkey');

      await migrate(p);
      expect(await indexesOf(p)).toEqual([
        { name: 'frames_device_time_dedup_key', valid: false },
        { name: 'frames_device_time_key', valid: true },
      ]);
      // The same frames, ids and order in the frames log.
      expect((await p.query(newest, [device])).rows).toEqual(before);
      // A retry is still not stored twice; a new uplink is stored with an id after the others.
      expect((await insertFrame(p, ids, times[0] as Date, 'fcnt:0:0:abc')).rowCount).toBe(0);
      expect((await insertFrame(p, ids, now, 'fcnt:0:9:abc')).rowCount).toBe(1);
      const after = (await p.query(newest, [device])).rows;
      expect(after).toHaveLength(5);
      expect(Number(after[0].id)).toBeGreaterThan(Math.max(...before.map((f) => Number(f.id))));
    } finally {
      await p.end();
      await db.drop();
    }
  });

  it('stores a retry of an uplink once, whether the first was stored under the text key or the hash (migration 0045), while its index is built and after', async () => {
    const db = await createTestDatabase({ empty: true });
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      // The database before migration 0045 ('0045' sorts after '0044_…', before '0045_…').
      await migrate(pool, { upTo: '0045' });
      const org = (await pool.query(`insert into organisations (name) values ('Cold chain') returning id`))
        .rows[0].id;
      const device = (
        await pool.query(
          `insert into devices (organisation_id, name, dev_eui, model_id) values ($1, 'Freezer', $2, 'dragino/lht65')
         returning id`,
          [org, EUI],
        )
      ).rows[0].id;
      // Uplink 1 as ingest stored it before the migration: the text key (interpret.ts dedupKey).
      const first = ttnLht65Uplink(1, new Date(now.getTime() - 3 * 60_000));
      const text = dedupKey(first, {
        id: device,
        organisationId: org,
        modelId: 'dragino/lht65',
        fcntEpoch: 0,
      } as never);
      expect(text).toMatch(/^fcnt:0:1:.{16}$/);
      await pool.query(
        `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, dedup_key, source)
       values ($1, $2, $3, 'uplink', 1, 2, $4, 'ttn')`,
        [org, device, first.receivedAt, text],
      );

      await migrate(pool);
      // This month's partition held a frame: the new index waits for the retention pass.
      expect(await indexesOf(pool)).toEqual([
        { name: 'frames_device_time_dedup_key', valid: false },
        { name: 'frames_device_time_key', valid: true },
      ]);
      const forms = async () =>
        (
          await pool.query<{ f_cnt: number; text: boolean; hash: string | null }>(
            `select f_cnt, dedup_key is not null as text, dedup::text as hash from frames
            where device_id = $1 order by f_cnt`,
            [device],
          )
        ).rows;

      const during = createIngestPipeline(pool, { battery });
      // The network server delivers uplink 1 again: the text key matches.
      expect(
        (await during.submit({ message: ttnLht65Uplink(1, first.receivedAt), source: 'ttn' })).status,
      ).toBe('duplicate');
      // Uplink 2 is stored with both forms while the old index is the one that keeps it single.
      const second = ttnLht65Uplink(2, new Date(now.getTime() - 2 * 60_000));
      expect((await during.submit({ message: second, source: 'ttn' })).status).toBe('stored');
      expect(
        (await during.submit({ message: ttnLht65Uplink(2, second.receivedAt), source: 'ttn' })).status,
      ).toBe('duplicate');

      const result = await finishFramesDedupIndex(pool);
      expect(result).toEqual({ built: [thisMonth], droppedOld: true });
      expect(await indexesOf(pool)).toEqual([{ name: 'frames_device_time_dedup_key', valid: true }]);

      // A process started now (or a minute on) writes the hash only.
      const after = createIngestPipeline(pool, { battery });
      const third = ttnLht65Uplink(3, new Date(now.getTime() - 60_000));
      expect((await after.submit({ message: third, source: 'ttn' })).status).toBe('stored');
      // Each of the three delivered again: duplicates, whichever form each was stored in.
      for (const [fCnt, message] of [first, second, third].entries())
        expect(
          (await after.submit({ message: ttnLht65Uplink(fCnt + 1, message.receivedAt), source: 'ttn' }))
            .status,
        ).toBe('duplicate');

      const hashOf = (fCnt: number, at: Date) =>
        dedupHash(
          dedupKey(ttnLht65Uplink(fCnt, at), {
            id: device,
            organisationId: org,
            modelId: 'dragino/lht65',
            fcntEpoch: 0,
          } as never),
        );
      expect(await forms()).toEqual([
        { f_cnt: 1, text: true, hash: null },
        { f_cnt: 2, text: true, hash: hashOf(2, second.receivedAt) },
        { f_cnt: 3, text: false, hash: hashOf(3, third.receivedAt) },
      ]);
      // One frame an uplink, its readings in its row (migration 0048), read by the frames log newest first.
      const log = await pool.query(
        `select f_cnt from pinpoint_frames_newest($1, '-infinity', 'infinity', 10)`,
        [device],
      );
      expect(log.rows.map((r) => r.f_cnt)).toEqual([3, 2, 1]);
      const readings = await pool.query(
        `select count(*)::int as n from frames where device_id = $1 and keys is not null`,
        [device],
      );
      // Uplink 1 was stored by SQL above, without readings.
      expect(readings.rows[0].n).toBe(2);
    } finally {
      await pool.end();
      await db.drop();
    }
  }, 30_000);
});
