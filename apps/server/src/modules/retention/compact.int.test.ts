import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { selectTracks as assetTracks, selectLastFixes, selectLatestReadings } from '../asset/data-repo.ts';
import { readingsCsv } from '../device/export.ts';
import { frames, positions, readingSeries, readingSeriesBatch } from '../device/history.ts';
import { positionsBefore, positionsBetween, positionsFrom } from '../map-matching/repo.ts';
import { selectLastPositions, selectLatest, selectTracks } from '../widget-data/repo.ts';
import { compactClosedMonths, compactReadingsMonth } from './compact.ts';
import { monthStart } from './partitions.ts';
import { runRetention } from './service.ts';

/**
 * Closed months compacted (issue 29): on a database with data, every reader answers the same
 * before and after the retention pass packs a month's readings into day rows; the pass is
 * idempotent, merges readings stored late, and a batch that fails leaves its rows as they were.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let organisationId: string;
const devices: string[] = [];
const KEEP = { framesDays: 0, historyDays: 0 };
// Two months back: closed, whatever today's date.
const month = monthStart(new Date(), -2);
const day = (n: number, hour = 0, micros = 0) =>
  new Date(month.getTime() + (n - 1) * 86_400_000 + hour * 3_600_000 + micros / 1000);
const range = { from: month, to: monthStart(month, 1) };

/**
 * Means to 12 significant digits: summed in another order (rows by index, values by day row) a
 * mean of the same values may differ in its last bit.
 */
const rounded = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (key, v) =>
    key === 'avg' && typeof v === 'number' ? Number(v.toPrecision(12)) : v,
  );

/** Each reader over the month, as the API and the widgets call them. */
async function readAll() {
  return rounded(await readEach());
}

async function readEach() {
  const db = handle.db;
  const [device, other] = devices as [string, string];
  const pairs = ['temperature', 'humidity'].map((field) => ({ deviceId: device, field, ...range }));
  return {
    batch: await readingSeriesBatch(
      db,
      organisationId,
      pairs.map((p) => ({ ...p, stride: { seconds: 3600, unit: 'day' as const }, origin: month })),
      'America/Toronto',
    ),
    hourly: await readingSeriesBatch(
      db,
      organisationId,
      pairs.map((p) => ({ ...p, stride: { seconds: 7200 }, origin: month })),
    ),
    series: await readingSeries(db, device, range, 50),
    oneField: await readingSeries(db, other, range, 10, 'humidity'),
    latest: await selectLatest(db, organisationId, [
      ...pairs,
      { deviceId: device, field: 'temperature', from: day(2), to: day(3, 5) },
      { deviceId: other, field: 'absent', ...range },
    ]),
    asset: await selectLatestReadings(
      db,
      organisationId,
      pairs.map((p) => ({ ...p, to: day(4, 1), trendFrom: day(2, 12) })),
    ),
    csv: await readingsCsv(db, { id: device, name: 'Fridge' }, range, 10_000),
    frames: await frames(db, device, range, 100),
    positions: await positions(db, device, range, 500),
    tracks: await selectTracks(db, organisationId, [{ deviceId: device, ...range, cap: 40 }]),
    lastPositions: await selectLastPositions(db, organisationId, [
      { deviceId: device, to: day(2, 7) },
      { deviceId: device, to: day(30) },
    ]),
    assetTracks: await assetTracks(db, organisationId, [{ deviceId: device, field: '', ...range }], 25),
    lastFixes: await selectLastFixes(db, organisationId, [
      { deviceId: device, field: '', from: day(1), to: day(2, 9) },
    ]),
    matching: [
      await positionsBetween(db, { organisationId, deviceId: device }, day(1, 2), day(3), 50),
      await positionsBefore(db, { organisationId, deviceId: device }, day(1), day(2, 1), 5),
      await positionsFrom(db, { organisationId, deviceId: device }, day(2, 23), day(4), 5),
    ],
    first: (
      await handle.pool.query(
        `select least((select time from readings where device_id = $1 order by time limit 1),
                      (select times[1] from readings_days where device_id = $1
                        order by day, times[1] limit 1)) as t`,
        [other],
      )
    ).rows[0].t,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 4);
  organisationId = (
    await handle.db
      .insertInto('organisations')
      .values({ name: 'Compact' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const name of ['Fridge', 'Freezer', 'Door'])
    devices.push(
      (
        await handle.db
          .insertInto('devices')
          .values({ organisation_id: organisationId, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  // Five days of two devices every 20 minutes (three fields, some microsecond times, sources of
  // every kind and none), a third device on one day, and each uplink's frame.
  await handle.pool.query(
    `insert into readings (device_id, organisation_id, time, field, value, source)
     select d, $2, t + (i % 7) * interval '1 microsecond', f, round((random() * 40 - 10)::numeric, 2)::float8,
            (array['n', 'p', 'd', null])[1 + i % 4]::"char"
       from unnest($1::uuid[]) as d,
            generate_series($3::timestamptz, $3::timestamptz + interval '5 days' - interval '1 second',
                            interval '20 minutes') with ordinality as g(t, i),
            unnest(array['temperature', 'humidity', 'battery_mv']) as f`,
    [devices.slice(0, 2), organisationId, month],
  );
  await handle.pool.query(
    `insert into readings (device_id, organisation_id, time, field, value)
     select $1, $2, $3::timestamptz + g * interval '1 hour', 'door_open', g % 2 from generate_series(0, 23) g`,
    [devices[2], organisationId, day(3)],
  );
  // Positions of the first device every 20 minutes over three days, some fields missing.
  await handle.pool.query(
    `insert into positions (device_id, organisation_id, time, lat, lon, alt, accuracy, speed, heading, source)
     select $1, $2, t, 43.6 + i * 0.0001, -79.4 - i * 0.0001, case when i % 3 = 0 then null else i end,
            5, case when i % 2 = 0 then null else i % 30 end, (i * 7) % 360, (array['gnss', 'network'])[1 + i % 2]
       from generate_series($3::timestamptz, $3::timestamptz + interval '3 days', interval '20 minutes')
            with ordinality as g(t, i)`,
    [devices[0], organisationId, month],
  );
  await handle.pool.query(
    `insert into frames (organisation_id, device_id, received_at, dedup_key, source)
     select distinct $2::uuid, $1::uuid, time, 't:' || time, 'ttn'
       from readings where device_id = $1 and time < $3::timestamptz + interval '1 day'
        -- Whole milliseconds: the API's times are JavaScript dates.
        and extract(microseconds from time)::int % 1000 = 0`,
    [devices[0], organisationId, month],
  );
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('compacting a closed month of readings', () => {
  it('answers every reader the same, empties the rows, and does nothing the second time', async () => {
    const before = await readAll();
    expect(before.series.length).toBe(3);
    expect(before.frames[0]?.readings.length).toBe(3);
    expect(before.positions.length).toBe(217);
    const run = await runRetention(handle.pool, KEEP);
    // Three devices' readings, one device's 217 positions and its first day's 10 frames (migration 0042).
    expect(run.compacted).toMatchObject({ devices: 3 + 1 + 1, values: 2 * 360 * 3 + 24 + 217 + 10 });
    const counts = await handle.pool.query(
      `select (select count(*) from readings)::int as rows, (select count(*) from readings_days)::int as days,
              (select count(*) from positions)::int as positions, (select count(*) from positions_days)::int as position_days`,
    );
    expect(counts.rows[0]).toEqual({ rows: 0, days: 2 * 5 * 3 + 1, positions: 0, position_days: 4 });
    expect(await readAll()).toEqual(before);
    expect((await runRetention(handle.pool, KEEP)).compacted).toEqual({ months: [], devices: 0, values: 0 });
  });

  it('merges a reading stored late into its day row at the next pass', async () => {
    const late = day(2, 3, 250);
    await handle.pool.query(
      `insert into readings (device_id, organisation_id, time, field, value, source) values ($1, $2, $3, 'temperature', 99.5, 'p')`,
      [devices[0], organisationId, late],
    );
    const before = await readAll();
    expect(before.csv).toContain('99.5');
    // A worker stopping: the pass ends before its next batch, the row stays a row.
    expect(await compactClosedMonths(handle.pool, new Date(), AbortSignal.abort())).toEqual({
      months: [],
      devices: 0,
      values: 0,
    });
    expect((await handle.pool.query('select count(*)::int as n from readings')).rows[0].n).toBe(1);
    expect((await runRetention(handle.pool, KEEP)).compacted).toMatchObject({ devices: 1, values: 1 });
    expect(await readAll()).toEqual(before);
    const days = await handle.pool.query('select count(*)::int as n from readings_days');
    expect(days.rows[0].n).toBe(2 * 5 * 3 + 1);
  });

  it('leaves a failed batch as it was (killed midway: nothing of it happened), and the next pass finishes', async () => {
    await handle.pool.query(
      `insert into readings (device_id, organisation_id, time, field, value) values ($1, $2, $3, 'humidity', 55), ($4, $2, $3, 'humidity', 56)`,
      [devices[0], organisationId, day(4, 6), devices[1]],
    );
    const before = await readAll();
    // A failure inside the batch's statement, as a crash or a lost connection would end it.
    await handle.pool.query(`
      create function fail_compaction() returns trigger language plpgsql as $$
      begin raise exception 'compaction interrupted'; end $$`);
    const days = `readings_days_${month.toISOString().slice(0, 7).replace('-', '_')}`;
    await handle.pool.query(
      `create trigger fail_compaction before insert on ${days} for each row execute function fail_compaction()`,
    );
    await expect(compactReadingsMonth(handle.pool, month, 1)).rejects.toThrow('compaction interrupted');
    expect((await handle.pool.query('select count(*)::int as n from readings')).rows[0].n).toBe(2);
    expect(await readAll()).toEqual(before);
    await handle.pool.query(`drop trigger fail_compaction on ${days}`);
    expect(await compactReadingsMonth(handle.pool, month, 1)).toEqual({ devices: 2, values: 2 });
    expect(await readAll()).toEqual(before);
  });

  it("deletes a device's day rows with the device, and an organisation's past its own keeping time", async () => {
    await handle.pool.query('delete from devices where id = $1', [devices[2]]);
    const left = await handle.pool.query(
      'select count(*)::int as n from readings_days where device_id = $1',
      [devices[2]],
    );
    expect(left.rows[0].n).toBe(0);
    // Keeping only what is newer than the third day's end: days 1 to 3 go, 4 and 5 stay.
    const keep = Math.floor((Date.now() - day(4).getTime()) / 86_400_000);
    await handle.pool.query('update organisations set history_retention_days = $2 where id = $1', [
      organisationId,
      keep,
    ]);
    await runRetention(handle.pool, { framesDays: 0, historyDays: 0 });
    const kept = await handle.pool.query(
      `select distinct extract(day from day)::int as d from readings_days where device_id = $1 order by 1`,
      [devices[0]],
    );
    expect(kept.rows.map((r) => r.d)).toEqual([4, 5]);
  });
});
