import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { createTestDatabase } from '../../test/database.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { maintainPartitions, monthStart } from './partitions.ts';
import { runRetention } from './service.ts';

const DAY = 86_400_000;
const now = new Date();
const monthName = (table: string, at: Date) =>
  `${table}_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/** An organisation and a device in it, written straight to the database. */
async function deviceIn(pool: pg.Pool, organisationId?: string) {
  const organisation =
    organisationId ??
    (
      await pool.query<{ id: string }>('insert into organisations (name) values ($1) returning id', [
        `Keep ${Math.random()}`,
      ])
    ).rows[0]?.id;
  const device = await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name) values ($1, 'Van') returning id`,
    [organisation],
  );
  return { organisationId: organisation as string, deviceId: device.rows[0]?.id as string };
}

/** A frame, a reading and a position of a device at one time. */
async function storeAt(pool: pg.Pool, ids: { organisationId: string; deviceId: string }, at: Date) {
  await pool.query(
    `insert into frames (organisation_id, device_id, received_at, dedup_key, source)
     values ($1, $2, $3, $4, 'ttn')`,
    [ids.organisationId, ids.deviceId, at, `t:${at.getTime()}`],
  );
  await pool.query(
    `insert into readings (device_id, organisation_id, time, field, value) values ($1, $2, $3, 'temperature', 21)`,
    [ids.deviceId, ids.organisationId, at],
  );
  await pool.query(
    `insert into positions (device_id, organisation_id, time, lat, lon, source) values ($1, $2, $3, 43.65, -79.38, 'gnss')`,
    [ids.deviceId, ids.organisationId, at],
  );
}

/** The times of a device's rows in each table, oldest first. */
async function timesOf(pool: pg.Pool, deviceId: string) {
  const select = async (text: string) =>
    (await pool.query<{ t: Date }>(text, [deviceId])).rows.map((r) => r.t.toISOString());
  return {
    // Through the readers' function too: the pass compacts closed months of frames (migration 0042).
    frames: await select(
      `select received_at as t from pinpoint_frames($1, '-infinity', 'infinity') order by 1`,
    ),
    // Through the readers' function: the pass compacts closed months (migration 0031).
    readings: await select(`select time as t from pinpoint_readings($1, '-infinity', 'infinity') order by 1`),
    positions: await select(
      `select time as t from pinpoint_positions($1, '-infinity', 'infinity') order by 1`,
    ),
  };
}

const exists = async (pool: pg.Pool, table: string) =>
  (await pool.query<{ r: string | null }>('select to_regclass($1)::text as r', [table])).rows[0]?.r !== null;

describe('retention by monthly partitions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('gives an old month found in the default partition its own, makes the coming months, and drops a month past keeping without touching the others', async () => {
    const ids = await deviceIn(pool);
    const old = new Date(monthStart(now, -3).getTime() + 5 * DAY);
    const recent = new Date(now.getTime() - 10 * DAY);
    const ancient = new Date(now.getTime() - 5 * 365 * DAY);
    for (const at of [ancient, old, recent, now]) await storeAt(pool, ids, at);
    const all = [ancient, old, recent, now].map((d) => d.toISOString());
    expect(await timesOf(pool, ids.deviceId)).toEqual({ frames: all, readings: all, positions: all });

    // Keeping 400 days: the month of `old` moves out of the default partition into its own, the
    // five-year-old rows are past keeping and go, the next two months are made.
    const first = await maintainPartitions(pool, { framesDays: 400, historyDays: 400 }, now);
    for (const table of ['frames', 'readings', 'positions']) {
      expect(first.created).toContain(monthName(table, old));
      expect(await exists(pool, monthName(table, monthStart(now, 2)))).toBe(true);
      const inOld = await pool.query(`select count(*)::int as n from ${monthName(table, old)}`);
      expect(inOld.rows[0].n).toBe(1);
      const inDefault = await pool.query(`select count(*)::int as n from ${table}_default`);
      expect(inDefault.rows[0].n).toBe(0);
    }
    expect(first.deletedFromDefault).toBe(3);
    const kept = [old, recent, now].map((d) => d.toISOString());
    expect(await timesOf(pool, ids.deviceId)).toEqual({ frames: kept, readings: kept, positions: kept });

    // Keeping 45 days: the month three months back is wholly older, its tables are dropped.
    const second = await maintainPartitions(pool, { framesDays: 45, historyDays: 45 }, now);
    for (const table of ['frames', 'readings', 'positions']) {
      expect(second.dropped).toContain(monthName(table, old));
      expect(await exists(pool, monthName(table, old))).toBe(false);
      expect(await exists(pool, monthName(table, now))).toBe(true);
    }
    expect(second.deletedFromDefault).toBe(0);
    const left = [recent, now].map((d) => d.toISOString());
    expect(await timesOf(pool, ids.deviceId)).toEqual({ frames: left, readings: left, positions: left });

    // A second pass at once changes nothing.
    expect(await maintainPartitions(pool, { framesDays: 45, historyDays: 45 }, now)).toEqual({
      created: [],
      dropped: [],
      deletedFromDefault: 0,
    });
  });

  it('keeps everything when the server keeps for ever (0 days)', async () => {
    const ids = await deviceIn(pool);
    const ancient = new Date(now.getTime() - 20 * 365 * DAY);
    await storeAt(pool, ids, ancient);
    const result = await maintainPartitions(pool, { framesDays: 0, historyDays: 0 }, now);
    expect(result.dropped).toEqual([]);
    expect(result.created).toContain(monthName('readings', ancient));
    expect((await timesOf(pool, ids.deviceId)).readings).toEqual([ancient.toISOString()]);
  });
});

describe('migration 0023 on a database with data', () => {
  it('moves every frame, reading and position into the partitioned tables, ids and all, and frames keep counting from there', async () => {
    const database = await createTestDatabase({ empty: true });
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      await migrate(pool, { upTo: '0022_shared_limits' });
      const ids = await deviceIn(pool);
      const times = [new Date(now.getTime() - 30 * 31 * DAY), new Date(now.getTime() - 40 * DAY), now];
      for (const at of times) await storeAt(pool, ids, at);
      const before = await pool.query('select id, received_at from frames order by id');
      expect(await migrate(pool)).toContain('0023_partitioned_time_series');

      const after = await pool.query(
        'select id, received_at, tableoid::regclass::text as part from frames order by id',
      );
      expect(after.rows.map((r) => [r.id, r.received_at])).toEqual(
        before.rows.map((r) => [r.id, r.received_at]),
      );
      // Thirty months back is past the months made: it waits in the default partition.
      expect(after.rows.map((r) => r.part)).toEqual([
        'frames_default',
        monthName('frames', times[1] as Date),
        monthName('frames', now),
      ]);
      const iso = times.map((d) => d.toISOString());
      expect(await timesOf(pool, ids.deviceId)).toEqual({ frames: iso, readings: iso, positions: iso });
      await storeAt(pool, ids, new Date(now.getTime() + 1000));
      const next = await pool.query('select max(id)::bigint as id from frames');
      expect(BigInt(next.rows[0].id)).toBeGreaterThan(BigInt(before.rows.at(-1).id));
      // Deleting a device still takes its history with it.
      await pool.query('delete from devices where id = $1', [ids.deviceId]);
      expect(await timesOf(pool, ids.deviceId)).toEqual({ frames: [], readings: [], positions: [] });
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});

describe("an organisation's own keeping time", () => {
  let server: TestServer;
  let api: ReturnType<typeof testApi>;
  let ada: Person;
  let bob: Person;
  beforeAll(async () => {
    // The api role runs no retention pass of its own: a worker's first pass, slow to start on a busy
    // machine, could otherwise trim Ada's rows before the test's own pass counts them (CI, 11-27).
    server = await startTestServer({
      ROLE: 'api',
      RETENTION_FRAMES_DAYS: '90',
      RETENTION_HISTORY_DAYS: '400',
    });
    api = testApi(server);
    [ada, bob] = await api.signUpEach(['Ada', 'Bob']);
  });
  afterAll(() => server.close());

  const patch = (person: Person, body: unknown) =>
    api.call(`/organisation/${person.organisationId}`, { method: 'PATCH', token: person.token, body });

  it('refuses more than the server keeps, with the field and the most it may be, and changes nothing', async () => {
    const refused = await patch(ada, { historyRetentionDays: 500 });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe('historyRetentionDays: This server keeps history at most 400 days');
    const frames = await patch(ada, { framesRetentionDays: 91 });
    expect(messageOf(frames)).toBe('framesRetentionDays: This server keeps raw frames at most 90 days');
    const zero = await patch(ada, { framesRetentionDays: 0 });
    expect(zero.status).toBe(400);
    expect(messageOf(zero)).toContain('Keep data at least 1 day');
    const shown = await api.call(`/organisation/${ada.organisationId}`, { token: ada.token });
    expect(shown.body).toMatchObject({ framesRetentionDays: null, historyRetentionDays: null });
  });

  it("deletes only that organisation's rows older than its own time; another organisation keeps the server's", async () => {
    const saved = await patch(ada, { historyRetentionDays: 30, framesRetentionDays: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ historyRetentionDays: 30, framesRetentionDays: 7 });
    const pool = server.handle.pool;
    const adas = await deviceIn(pool, ada.organisationId);
    const bobs = await deviceIn(pool, bob.organisationId);
    const sixtyDays = new Date(now.getTime() - 60 * DAY);
    const tenDays = new Date(now.getTime() - 10 * DAY);
    const yesterday = new Date(now.getTime() - DAY);
    for (const ids of [adas, bobs])
      for (const at of [sixtyDays, tenDays, yesterday]) await storeAt(pool, ids, at);
    // Road-matched tracks (map matching's cache) hold positions too: 60 days old for both, and
    // one for Bob past even the server's 400 days.
    const tile = (ids: { organisationId: string; deviceId: string }, at: Date) =>
      pool.query(
        `insert into map_matching_tiles (device_id, organisation_id, tile_start, input_count, input_digest, points, complete)
         values ($1, $2, $3, 1, 'd', '[]', true)`,
        [ids.deviceId, ids.organisationId, at],
      );
    await tile(adas, sixtyDays);
    await tile(bobs, sixtyDays);
    await tile(bobs, new Date(now.getTime() - 500 * DAY));

    const run = await runRetention(pool, { framesDays: 90, historyDays: 400 }, now);
    expect(run.deletedMatches).toBe(1);
    const tiles = await pool.query<{ device_id: string; tile_start: Date }>(
      'select device_id, tile_start from map_matching_tiles where device_id = any($1::uuid[])',
      [[adas.deviceId, bobs.deviceId]],
    );
    expect(tiles.rows).toEqual([{ device_id: bobs.deviceId, tile_start: sixtyDays }]);
    // Ada's frames of 60 and 10 days ago, her reading and position of 60 days ago.
    expect(run.deletedForOrganisations).toBe(4);
    const iso = (...dates: Date[]) => dates.map((d) => d.toISOString());
    expect(await timesOf(pool, adas.deviceId)).toEqual({
      frames: iso(yesterday),
      readings: iso(tenDays, yesterday),
      positions: iso(tenDays, yesterday),
    });
    const all = iso(sixtyDays, tenDays, yesterday);
    expect(await timesOf(pool, bobs.deviceId)).toEqual({ frames: all, readings: all, positions: all });

    // Emptied again: back to the server's keeping time.
    const cleared = await patch(ada, { historyRetentionDays: null, framesRetentionDays: null });
    expect(cleared.body).toMatchObject({ historyRetentionDays: null, framesRetentionDays: null });
  });
});
