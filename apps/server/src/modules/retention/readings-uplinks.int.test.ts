import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { createTestDatabase } from '../../test/database.ts';
import { selectLatestReadings } from '../asset/data-repo.ts';
import { readingsCsv } from '../device/export.ts';
import { frames, readingSeries, readingSeriesBatch } from '../device/history.ts';
import { selectLatest } from '../widget-data/repo.ts';
import { compactReadingsMonth } from './compact.ts';
import { maintainPartitions, monthStart } from './partitions.ts';
import { trimOrganisations } from './service.ts';

/**
 * Readings as one row an uplink (issue 29, migration 0039): the same readings stored as rows a
 * value (`readings`, what earlier releases wrote), as rows an uplink (`readings_uplinks`, what
 * ingest writes now), as a mix of both and compacted into day rows read the same through every
 * reader; compaction moves uplink rows too, idempotent and leaving a failed batch as it was; a
 * device's deletion, an organisation's own keeping time and the server's keeping time reach them.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let organisationId: string;
const devices: string[] = [];
// Two months back: closed, whatever today's date.
const month = monthStart(new Date(), -2);
const day = (n: number, hour = 0) => new Date(month.getTime() + (n - 1) * 86_400_000 + hour * 3_600_000);
const range = { from: month, to: monthStart(month, 1) };
const suffix = (at: Date) => `${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/** Means to 12 significant digits: summed in another order a mean may differ in its last bit. */
const rounded = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (key, v) =>
    key === 'avg' && typeof v === 'number' ? Number(v.toPrecision(12)) : v,
  );

/** Each reader over the month, as the API, the widgets, the reports and the exports call them. */
async function readAll() {
  const db = handle.db;
  const [fridge, door] = devices as [string, string];
  const pairs = ['temperature', 'humidity'].map((field) => ({ deviceId: fridge, field, ...range }));
  return rounded({
    daily: await readingSeriesBatch(
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
    series: await readingSeries(db, fridge, range, 50),
    oneField: await readingSeries(db, door, range, 10, 'door_open'),
    latest: await selectLatest(db, organisationId, [
      ...pairs,
      { deviceId: fridge, field: 'temperature', from: day(2), to: day(3, 5) },
      { deviceId: door, field: 'absent', ...range },
    ]),
    asset: await selectLatestReadings(
      db,
      organisationId,
      pairs.map((p) => ({ ...p, to: day(3, 1), trendFrom: day(2, 12) })),
    ),
    csv: await readingsCsv(db, { id: fridge, name: 'Fridge' }, range, 10_000),
    frames: await frames(db, fridge, range, 100),
    first: (
      await handle.pool.query(
        `select (select time from pinpoint_field_first($1, 'humidity', $2, $3)) as humidity,
                (select time from pinpoint_field_latest($1, 'battery_mv', $2, $3)) as battery`,
        [fridge, range.from, range.to],
      )
    ).rows[0],
  });
}

/**
 * Moves rows a value into rows an uplink, one a device and time: with `keys`, as ingest writes them
 * since migration 0044 (field id * 256 + the source's code); with `fields`, as it wrote them before
 * (field ids and sources as two arrays).
 */
async function toUplinks(which: 'half' | 'all', form: 'keys' | 'fields') {
  await handle.pool.query(
    form === 'keys'
      ? `with moved as (
           delete from readings
            where $1 = 'all' or floor(extract(epoch from time) / 1200)::bigint % 2 = 0
            returning *)
         insert into readings_uplinks (device_id, organisation_id, time, keys, vals)
         select device_id, organisation_id, time,
                (select array_agg(id * 256 + coalesce(ascii(s::text), 0) order by o)
                   from unnest(pinpoint_reading_field_ids(array_agg(field order by field)),
                               array_agg(source order by field)) with ordinality as k(id, s, o)),
                array_agg(value order by field)
           from moved group by device_id, organisation_id, time`
      : `with moved as (
           delete from readings
            where $1 = 'all' or floor(extract(epoch from time) / 1200)::bigint % 2 = 0
            returning *)
         insert into readings_uplinks (device_id, organisation_id, time, fields, vals, sources)
         select device_id, organisation_id, time,
                pinpoint_reading_field_ids(array_agg(field order by field)),
                array_agg(value order by field), array_agg(source order by field)
           from moved group by device_id, organisation_id, time`,
    [which],
  );
}

/** Uplink rows of each form: keys (migration 0044) and fields with sources (0039). */
const forms = async () =>
  (
    await handle.pool.query(
      `select count(*) filter (where keys is not null)::int as keys,
              count(*) filter (where fields is not null)::int as fields from readings_uplinks`,
    )
  ).rows[0];

const counts = async () =>
  (
    await handle.pool.query(
      `select (select count(*) from readings)::int as rows, (select count(*) from readings_uplinks)::int as uplinks,
              (select count(*) from readings_days)::int as days`,
    )
  ).rows[0];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 4);
  organisationId = (
    await handle.db
      .insertInto('organisations')
      .values({ name: 'Uplinks' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const name of ['Fridge', 'Door'])
    devices.push(
      (
        await handle.db
          .insertInto('devices')
          .values({ organisation_id: organisationId, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  // Three days of a sensor every 20 minutes (three fields, sources of every kind and none), a door
  // hourly on one day, and the sensor's frames of the first day.
  await handle.pool.query(
    `insert into readings (device_id, organisation_id, time, field, value, source)
     select $1, $2, t, f, round((random() * 40 - 10)::numeric, 2)::float8,
            (array['n', 'p', 'd', null])[1 + i % 4]::"char"
       from generate_series($3::timestamptz, $3::timestamptz + interval '3 days' - interval '1 second',
                            interval '20 minutes') with ordinality as g(t, i),
            unnest(array['temperature', 'humidity', 'battery_mv']) as f`,
    [devices[0], organisationId, month],
  );
  await handle.pool.query(
    `insert into readings (device_id, organisation_id, time, field, value)
     select $1, $2, $3::timestamptz + g * interval '1 hour', 'door_open', g % 2 from generate_series(0, 23) g`,
    [devices[1], organisationId, day(2)],
  );
  await handle.pool.query(
    `insert into frames (organisation_id, device_id, received_at, dedup_key, source)
     select distinct $2::uuid, $1::uuid, time, 't:' || time, 'ttn'
       from readings where device_id = $1 and time < $3::timestamptz + interval '1 day'`,
    [devices[0], organisationId, month],
  );
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('readings as one row an uplink', () => {
  it('keeps one id a field name, adding names it does not know', async () => {
    const { rows } = await handle.pool.query(
      `select pinpoint_reading_field_ids(array['co2', 'temperature', 'co2']) as ids`,
    );
    const [co2, temperature] = rows[0].ids;
    expect(rows[0].ids).toEqual([co2, temperature, co2]);
    const known = await handle.pool.query(
      `select name, id from reading_fields where name in ('co2', 'temperature') order by name`,
    );
    expect(known.rows).toEqual([
      { name: 'co2', id: co2 },
      { name: 'temperature', id: temperature },
    ]);
    // Asked again, the same ids.
    const again = await handle.pool.query(`select pinpoint_reading_field_ids(array['temperature']) as ids`);
    expect(again.rows[0].ids).toEqual([temperature]);
  });

  it('answers every reader the same from rows a value, rows an uplink, a mix of both and day rows', async () => {
    const rows = await readAll();
    expect(rows.series.length).toBe(3);
    expect(rows.frames[0]?.readings.length).toBe(3);
    expect(rows.csv.split('\r\n').length).toBeGreaterThan(3 * 72 * 3);

    // Half as uplink rows of the form before migration 0044 (field ids and sources).
    await toUplinks('half', 'fields');
    const mixed = await counts();
    expect(mixed.rows).toBeGreaterThan(0);
    expect(mixed.uplinks).toBeGreaterThan(0);
    expect(await readAll()).toEqual(rows);

    // The rest as ingest writes them now (keys): both forms of uplink rows side by side.
    await toUplinks('all', 'keys');
    // One row an uplink: the sensor's 216 times and the door's 24.
    expect(await counts()).toEqual({ rows: 0, uplinks: 216 + 24, days: 0 });
    const both = await forms();
    expect(both.keys).toBeGreaterThan(0);
    expect(both.fields).toBeGreaterThan(0);
    expect(both.keys + both.fields).toBe(216 + 24);
    expect(await readAll()).toEqual(rows);

    expect(await compactReadingsMonth(handle.pool, month)).toEqual({ devices: 2, values: 216 * 3 + 24 });
    // A day row a device, day and field; the month's uplink table emptied and truncated.
    expect(await counts()).toEqual({ rows: 0, uplinks: 0, days: 3 * 3 + 1 });
    expect(await readAll()).toEqual(rows);
    const size = await handle.pool.query('select pg_relation_size($1) as bytes', [
      `readings_uplinks_${suffix(month)}`,
    ]);
    expect(Number(size.rows[0].bytes)).toBe(0);
    // Again: nothing left to do.
    expect(await compactReadingsMonth(handle.pool, month)).toEqual({ devices: 0, values: 0 });
    expect(await readAll()).toEqual(rows);
  });

  it('merges uplink rows stored late, and leaves a failed batch as it was', async () => {
    await handle.pool.query(
      `insert into readings_uplinks (device_id, organisation_id, time, fields, vals, sources)
       values ($1, $2, $3, pinpoint_reading_field_ids(array['temperature', 'humidity']), '{99.5, 12}', '{p, n}')`,
      [devices[0], organisationId, day(2, 3.25)],
    );
    // And one as ingest writes it now (keys, migration 0044), with no source.
    await handle.pool.query(
      `insert into readings_uplinks (device_id, organisation_id, time, keys, vals)
       values ($1, $2, $3, array[(pinpoint_reading_field_ids(array['battery_mv']))[1] * 256], '{3001}')`,
      [devices[0], organisationId, day(2, 3.5)],
    );
    const before = await readAll();
    expect(before.csv).toContain('99.5');
    expect(before.csv).toContain('3001');
    // A failure inside the batch's statement, as a crash or a lost connection would end it.
    await handle.pool.query(`
      create function fail_uplinks_compaction() returns trigger language plpgsql as $$
      begin raise exception 'compaction interrupted'; end $$`);
    const days = `readings_days_${suffix(month)}`;
    await handle.pool.query(
      `create trigger fail_uplinks_compaction before insert on ${days} for each row execute function fail_uplinks_compaction()`,
    );
    await expect(compactReadingsMonth(handle.pool, month)).rejects.toThrow('compaction interrupted');
    expect(await counts()).toEqual({ rows: 0, uplinks: 2, days: 3 * 3 + 1 });
    expect(await readAll()).toEqual(before);
    await handle.pool.query(`drop trigger fail_uplinks_compaction on ${days}`);
    expect(await compactReadingsMonth(handle.pool, month)).toEqual({ devices: 1, values: 3 });
    expect(await counts()).toEqual({ rows: 0, uplinks: 0, days: 3 * 3 + 1 });
    expect(await readAll()).toEqual(before);
  });

  it("deletes a device's uplink rows with it, and an organisation's past its own keeping time", async () => {
    const now = new Date();
    // Uplink rows of both forms: field ids and sources (migration 0039), keys (0044).
    const store = (deviceId: string, at: Date, form: 'keys' | 'fields' = 'fields') =>
      handle.pool.query(
        form === 'keys'
          ? `insert into readings_uplinks (device_id, organisation_id, time, keys, vals)
             values ($1, $2, $3, array[(pinpoint_reading_field_ids(array['temperature']))[1] * 256 + ascii('d')], '{4}')`
          : `insert into readings_uplinks (device_id, organisation_id, time, fields, vals, sources)
             values ($1, $2, $3, pinpoint_reading_field_ids(array['temperature']), '{4}', '{d}')`,
        [deviceId, organisationId, at],
      );
    const [fridge, door] = devices as [string, string];
    await store(door, new Date(now.getTime() - 3_600_000));
    await store(door, new Date(now.getTime() - 1_800_000), 'keys');
    await handle.pool.query('delete from devices where id = $1', [door]);
    const left = await handle.pool.query(
      'select count(*)::int as n from readings_uplinks where device_id = $1',
      [door],
    );
    expect(left.rows[0].n).toBe(0);

    await store(fridge, new Date(now.getTime() - 3 * 86_400_000));
    await store(fridge, new Date(now.getTime() - 4 * 86_400_000), 'keys');
    await store(fridge, new Date(now.getTime() - 3_600_000), 'keys');
    await handle.pool.query('update organisations set history_retention_days = 2 where id = $1', [
      organisationId,
    ]);
    expect(
      await trimOrganisations(handle.pool, { framesDays: 0, historyDays: 0 }, now),
    ).toBeGreaterThanOrEqual(1);
    const kept = await handle.pool.query<{ time: Date }>(
      `select time from pinpoint_readings($1, $2, 'infinity')`,
      [fridge, new Date(now.getTime() - 10 * 86_400_000)],
    );
    expect(kept.rows.map((r) => r.time)).toEqual([new Date(now.getTime() - 3_600_000)]);
  });

  it("drops a month's partition of uplink rows once past the server's keeping time", async () => {
    const old = monthStart(new Date(), -3);
    const partition = `readings_uplinks_${suffix(old)}`;
    await handle.pool.query(`select pinpoint_add_month_partition('readings_uplinks', $1::date)`, [
      old.toISOString().slice(0, 10),
    ]);
    await handle.pool.query(
      `insert into readings_uplinks (device_id, organisation_id, time, fields, vals, sources)
       values ($1, $2, $3, pinpoint_reading_field_ids(array['temperature']), '{4}', '{d}')`,
      [devices[0], organisationId, new Date(old.getTime() + 86_400_000)],
    );
    const result = await maintainPartitions(handle.pool, { framesDays: 0, historyDays: 40 });
    expect(result.dropped).toContain(partition);
    expect((await handle.pool.query('select to_regclass($1) as t', [partition])).rows[0].t).toBeNull();
    // The months ahead exist for uplink rows as for the other tables.
    const ahead = `readings_uplinks_${suffix(monthStart(new Date(), 2))}`;
    expect((await handle.pool.query('select to_regclass($1) as t', [ahead])).rows[0].t).toBe(ahead);
  });

  it('migrates a database holding uplink rows of the earlier form: read the same, new rows as keys (migration 0044)', async () => {
    const db = await createTestDatabase({ empty: true });
    const p = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      await migrate(p, { upTo: '0044' });
      const org = (await p.query(`insert into organisations (name) values ('Before') returning id`)).rows[0]
        .id;
      const device = (
        await p.query(`insert into devices (organisation_id, name) values ($1, 'Sensor') returning id`, [org])
      ).rows[0].id;
      const at = new Date(Date.now() - 3_600_000);
      await p.query(
        `insert into readings_uplinks (device_id, organisation_id, time, fields, vals, sources)
         values ($1, $2, $3, pinpoint_reading_field_ids(array['temperature', 'humidity', 'battery_mv']),
                 '{21.5, 40, 3010}', array['n', 'p', null]::"char"[])`,
        [device, org, at],
      );
      const read = `select time, field, value, source from pinpoint_readings($1, '-infinity', 'infinity') order by time, field`;
      const before = (await p.query(read, [device])).rows;
      expect(before).toHaveLength(3);

      await migrate(p);
      expect((await p.query(read, [device])).rows).toEqual(before);
      // A row as ingest writes it now, beside it: field id * 256 + the source's code (0: none).
      const later = new Date(at.getTime() + 600_000);
      await p.query(
        `insert into readings_uplinks (device_id, organisation_id, time, keys, vals)
         select $1, $2, $3, array[ids[1] * 256 + ascii('d'), ids[2] * 256], '{22.5, 3005}'
           from pinpoint_reading_field_ids(array['temperature', 'battery_mv']) as ids`,
        [device, org, later],
      );
      expect((await p.query(read, [device])).rows).toEqual([
        ...before,
        { time: later, field: 'battery_mv', value: 3005, source: null },
        { time: later, field: 'temperature', value: 22.5, source: 'd' },
      ]);
      const latest = await p.query(
        `select (select value from pinpoint_field_latest($1, 'temperature', '-infinity', 'infinity')) as latest,
                (select value from pinpoint_field_first($1, 'temperature', '-infinity', 'infinity')) as first,
                (select array_agg(value order by time) from pinpoint_field_readings($1, 'battery_mv', '-infinity', 'infinity')) as battery`,
        [device],
      );
      expect(latest.rows[0]).toEqual({ latest: 22.5, first: 21.5, battery: [3010, 3005] });
      // A row is of one form: keys, or field ids with sources.
      await expect(
        p.query(
          `insert into readings_uplinks (device_id, organisation_id, time, keys, fields, vals, sources)
           values ($1, $2, $3, '{256}', '{1}', '{1}', '{n}')`,
          [device, org, later],
        ),
      ).rejects.toThrow('readings_uplinks_one_form');
    } finally {
      await p.end();
      await db.drop();
    }
  });
});
