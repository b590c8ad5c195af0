import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase } from '../test/database.ts';
import { createIngestPipeline, type DeviceUpdate, LIVE_CHANNEL } from './pipeline.ts';
import type { NormalisedMessage } from './uplink.ts';

// Two server processes on one database: each its own pool and pipeline (issue 19).
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let one: DbHandle;
let two: DbHandle;
const EUI = 'A84041000181D0D1';

beforeAll(async () => {
  database = await createTestDatabase();
  one = connect(database.url, 3);
  two = connect(database.url, 3);
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.drop();
});

const payload = Uint8Array.from(Buffer.from('CBF60B0D0376010ADD7FFF', 'hex'));
const uplink = (fCnt: number, receivedAt: Date): NormalisedMessage =>
  ({ kind: 'uplink', devEui: EUI, receivedAt, fCnt, fPort: 2, payload }) as NormalisedMessage;

describe('deduplication across processes', () => {
  it('stores an uplink two processes write at once exactly once, with its readings, state and live update once', async () => {
    const org = await one.pool.query<{ id: string }>(
      `insert into organisations (name) values ('D') returning id`,
    );
    const device = await one.pool.query<{ id: string }>(
      `insert into devices (organisation_id, name, dev_eui, model_id) values ($1, 'Freezer', $2, 'dragino/lht65') returning id`,
      [org.rows[0]?.id, EUI],
    );
    const deviceId = device.rows[0]?.id as string;
    const committed: DeviceUpdate[][] = [];
    const options = {
      battery: { minMv: 2300, maxMv: 3000 },
      onCommitted: (u: DeviceUpdate[]) => committed.push(u),
    };
    const a = createIngestPipeline(one.pool, options);
    const b = createIngestPipeline(two.pool, options);

    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (n) => notified.push(n.payload ?? ''));
    await listener.query(`listen ${LIVE_CHANNEL}`);

    // Hold both groups in the database past their duplicate checks: the first waits on a lock of
    // the devices table, the second on the first's uncommitted frame under the unique key.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table devices in share mode');
    const message = uplink(41, new Date(Date.now() - 60_000));
    const outcomes = Promise.all([
      a.submit({ message, source: 'ttn' }),
      b.submit({ message, source: 'chirpstack' }),
    ]);
    await expect
      .poll(
        async () =>
          (
            await one.pool.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        { timeout: 5000 },
      )
      .toBe(2);
    await blocker.query('commit');
    await blocker.end();

    const statuses = (await outcomes).map((o) => o.status).sort();
    expect(statuses).toEqual(['duplicate', 'stored']);
    const count = async (table: string) =>
      (
        await one.pool.query(
          table === 'readings'
            ? `select count(*)::int as n from pinpoint_readings($1, '-infinity', 'infinity')`
            : `select count(*)::int as n from ${table} where device_id = $1`,
          [deviceId],
        )
      ).rows[0].n as number;
    expect(await count('frames')).toBe(1);
    const readings = await count('readings');
    expect(readings).toBeGreaterThan(0);
    expect(committed).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(notified).toHaveLength(1);

    // Later, the same uplink again (a network server's retry) through either process: still once.
    expect((await b.submit({ message, source: 'chirpstack' })).status).toBe('duplicate');
    expect((await a.submit({ message: uplink(42, new Date()), source: 'ttn' })).status).toBe('stored');
    expect(await count('frames')).toBe(2);
    expect(await count('readings')).toBe(readings * 2);
    await listener.end();
  }, 30_000);

  it('keeps the first of rows stored twice before the unique key existed (the migration)', async () => {
    const sql = await import('node:fs/promises').then((fs) =>
      fs.readFile(new URL('../db/migrations/0021_exact_dedup.sql', import.meta.url), 'utf8'),
    );
    // The database as it was before migration 0021: no key, no window column.
    const before = await createTestDatabase({ empty: true });
    const pool = new pg.Pool({ connectionString: before.url, max: 1 });
    await migrate(pool, { upTo: '0020_assets' });
    await pool.end();
    const client = new pg.Client({ connectionString: before.url });
    await client.connect();
    try {
      await client.query('begin');
      const org = await client.query(`insert into organisations (name) values ('M') returning id`);
      const dev = await client.query(
        `insert into devices (organisation_id, name) values ($1, 'Old') returning id`,
        [org.rows[0].id],
      );
      const insert = `insert into frames (organisation_id, device_id, received_at, dedup_key, source)
                      values ($1, $2, $3, $4, 'ttn') returning id`;
      const at = new Date('2026-01-05T10:01:00Z');
      const first = await client.query(insert, [org.rows[0].id, dev.rows[0].id, at, 'fcnt:0:7:abc']);
      await client.query(insert, [org.rows[0].id, dev.rows[0].id, at, 'fcnt:0:7:abc']);
      await client.query(insert, [
        org.rows[0].id,
        dev.rows[0].id,
        new Date('2026-01-05T12:00:00Z'),
        'fcnt:0:7:abc',
      ]);
      await client.query(sql);
      const left = await client.query('select id from frames where device_id = $1 order by id', [
        dev.rows[0].id,
      ]);
      expect(left.rows.map((r) => r.id)).toEqual([first.rows[0].id, expect.anything()]);
      expect(left.rows).toHaveLength(2);
    } finally {
      await client.query('rollback');
      await client.end();
      await before.drop();
    }
  });
});
