import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../db/database.ts';
import { frames } from '../modules/device/history.ts';
import { compactMonth } from '../modules/retention/compact.ts';
import { monthStart } from '../modules/retention/partitions.ts';
import { createTestDatabase } from '../test/database.ts';
import { dedupHash } from './dedup-hash.ts';

// Migration 0045 (issue 29): a frame keeps its dedup key as 8 bytes (`dedup`) instead of its text
// (`dedup_key`); frames stored before keep the text. Compaction (migration 0042) keeps neither, and
// packs frames of both forms alike. A retry of an uplink stored under either form, while the new
// index is built and after: retention/frames-index.int.test.ts.

const now = new Date();

describe('frames of both key forms compacted (migration 0042)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connect(database.url, 2);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('reads the same frames log from rows of either form and from the day row they are packed into', async () => {
    const pool = handle.pool;
    const org = (await pool.query(`insert into organisations (name) values ('Old') returning id`)).rows[0].id;
    const device = (
      await pool.query(`insert into devices (organisation_id, name) values ($1, 'Van') returning id`, [org])
    ).rows[0].id;
    const month = monthStart(now, -2);
    const at = (minutes: number) => new Date(month.getTime() + 86_400_000 + minutes * 60_000);
    // A text key (stored before migration 0045) and a hashed one (after), the same day.
    await pool.query(
      `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, dedup_key, source)
       values ($1, $2, $3, 'uplink', 7, 2, '\\x0102'::bytea, 'fcnt:0:7:abcdefghijklmnop', 'ttn')`,
      [org, device, at(0)],
    );
    await pool.query(
      `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, dedup, source)
       values ($1, $2, $3, 'uplink', 8, 2, '\\x0304'::bytea, $4, 'ttn')`,
      [org, device, at(5), dedupHash('fcnt:0:8:abcdefghijklmnop')],
    );
    const range = { from: month, to: monthStart(month, 1) };
    const before = await frames(handle.db, device, range, 100);
    expect(before.map((f) => f.fCnt)).toEqual([8, 7]);

    await compactMonth(pool, 'frames', month);
    const packed = await pool.query(
      `select count(*)::int as n from frames_days where device_id = $1 and day = $2`,
      [device, new Date(month.getTime() + 86_400_000)],
    );
    expect(packed.rows[0].n).toBe(1);
    expect(
      (await pool.query('select count(*)::int as n from frames where device_id = $1', [device])).rows[0].n,
    ).toBe(0);
    expect(await frames(handle.db, device, range, 100)).toEqual(before);
    // Idempotent: a second pass changes nothing.
    await compactMonth(pool, 'frames', month);
    expect(await frames(handle.db, device, range, 100)).toEqual(before);
  });
});
