/**
 * `npm run bench:retention`: retention by monthly partitions (issue 19) on 50 million rows.
 *
 * Fills `readings` (the largest of the three time-series tables: about 3.4 rows an uplink) with
 * BENCH_ROWS rows (50,000,000) for 10,000 devices over 13 months, through the real migrations,
 * then measures, on the same tables, the two ways a month of data can go:
 *
 * 1. the oldest month by row deletes (`delete ... where time < …`), as an unpartitioned table must;
 * 2. the next month by dropping its partition (`maintainPartitions`, what the server runs hourly);
 *
 * each with its time, the WAL it wrote and the disk given back, and a device's day of readings
 * (what the device page and charts ask for) before and after, timed against `select 1` as the
 * baseline. Not a test: it asserts no time; it fails only when rows are wrong.
 */
import pg from 'pg';
import { maintainPartitions, monthStart } from '../apps/server/src/modules/retention/partitions.ts';
import { openBenchDatabase } from './ingest/database.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000_000);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const MONTHS = 13;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const DAY_MS = 86_400_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function walBytes(pool: pg.Pool, work: () => Promise<unknown>): Promise<[number, number]> {
  const before = (await pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]?.lsn;
  const [, ms] = await timed(work);
  const { rows } = await pool.query<{ bytes: string }>(
    'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint as bytes',
    [before],
  );
  return [ms, Number(rows[0]?.bytes ?? 0)];
}

const readingsBytes = async (pool: pg.Pool) =>
  Number(
    (
      await pool.query<{ bytes: string }>(
        `select coalesce(sum(pg_total_relation_size(inhrelid)), 0)::bigint as bytes
           from pg_inherits where inhparent = 'readings'::regclass`,
      )
    ).rows[0]?.bytes,
  );

async function dayQueries(pool: pg.Pool, devices: string[], day: Date) {
  const sample = Array.from({ length: QUERIES }, (_, i) => devices[(i * 7919) % devices.length] as string);
  const run = async (sql: string, params: (id: string) => unknown[]) => {
    const times: number[] = [];
    for (const id of sample) {
      const [, ms] = await timed(() => pool.query(sql, params(id)));
      times.push(ms);
    }
    return times.sort((a, b) => a - b);
  };
  const baseline = await run('select 1', () => []);
  const day1 = new Date(day.getTime() + DAY_MS);
  const readings = await run(
    `select time, value from readings where device_id = $1 and field = 'temperature' and time >= $2 and time < $3 order by time`,
    (id) => [id, day, day1],
  );
  return {
    line: `a device's day of readings: p50 ${percentile(readings, 50).toFixed(2)} ms, p95 ${percentile(readings, 95).toFixed(2)} ms (baseline select 1: p50 ${percentile(baseline, 50).toFixed(2)} ms; ${(percentile(readings, 50) / percentile(baseline, 50)).toFixed(1)}x)`,
  };
}

async function main() {
  const started = performance.now();
  const database = await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const now = new Date();
    console.log(
      `${ROWS.toLocaleString('en')} readings, ${DEVICES.toLocaleString('en')} devices, ${MONTHS} months`,
    );
    const org = await pool.query<{ id: string }>(
      `insert into organisations (name) values ('Bench') returning id`,
    );
    const organisationId = org.rows[0]?.id;
    const { rows: deviceRows } = await pool.query<{ id: string }>(
      `insert into devices (organisation_id, name)
         select $1, 'Sensor ' || n from generate_series(1, $2) as n
       returning id`,
      [organisationId, DEVICES],
    );
    const devices = deviceRows.map((r) => r.id).sort();
    // Partitions for every month of the data (the server makes last month's and ahead; a backfill
    // into older months would land in the default partition and be moved by the same call).
    const oldest = monthStart(now, -(MONTHS - 1));
    await maintainPartitions(pool, { framesDays: 0, historyDays: 0 }, now);
    for (let m = 0; m < MONTHS; m++)
      await pool.query('select pinpoint_add_month_partition($1, $2::date)', [
        'readings',
        monthStart(oldest, m).toISOString().slice(0, 10),
      ]);

    // Each device reports a temperature every so often, evenly over the 13 months up to now.
    const perDevice = Math.floor(ROWS / DEVICES);
    const span = now.getTime() - oldest.getTime();
    const step = span / perDevice;
    const batch = 500;
    const [, loadMs] = await timed(async () => {
      for (let i = 0; i < devices.length; i += batch) {
        await pool.query(
          `insert into readings (device_id, organisation_id, time, field, value)
           select d, $2, to_timestamp(($3::float8 + n * $4::float8) / 1000), 'temperature', 20 + (n % 50) / 10.0
             from unnest($1::uuid[]) as d, generate_series(0, $5 - 1) as n`,
          [devices.slice(i, i + batch), organisationId, oldest.getTime(), step, perDevice],
        );
        if ((i / batch) % 4 === 3)
          process.stdout.write(`  loaded ${(((i + batch) / devices.length) * 100).toFixed(0)}%\r`);
      }
    });
    await pool.query('vacuum analyze readings');
    const total = Number((await pool.query('select count(*)::bigint as n from readings')).rows[0].n);
    console.log(
      `loaded ${total.toLocaleString('en')} rows in ${seconds(loadMs)} (${Math.round(total / (loadMs / 1000)).toLocaleString('en')} rows/s); readings on disk ${mb(await readingsBytes(pool))}`,
    );
    const recentDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 2));
    console.log(`before: ${(await dayQueries(pool, devices, recentDay)).line}`);

    // 1. The oldest month by row deletes.
    const first = monthStart(oldest, 0);
    const second = monthStart(oldest, 1);
    const firstRows = Number(
      (await pool.query('select count(*)::bigint as n from readings where time < $1', [second])).rows[0].n,
    );
    const sizeBefore = await readingsBytes(pool);
    const [deleteMs, deleteWal] = await walBytes(pool, () =>
      pool.query('delete from readings where time >= $1 and time < $2', [first, second]),
    );
    const sizeAfterDelete = await readingsBytes(pool);
    console.log(
      `row deletes, one month (${firstRows.toLocaleString('en')} rows): ${seconds(deleteMs)}, WAL ${mb(deleteWal)}, disk given back ${mb(sizeBefore - sizeAfterDelete)} (until a VACUUM FULL; VACUUM only marks it reusable)`,
    );
    const [, vacuumMs] = await timed(() => pool.query('vacuum readings'));
    console.log(`  then VACUUM: ${seconds(vacuumMs)}`);

    // 2. The next month by dropping its partition: keep exactly what is newer than that month.
    const third = monthStart(oldest, 2);
    const secondRows = Number(
      (
        await pool.query('select count(*)::bigint as n from readings where time >= $1 and time < $2', [
          second,
          third,
        ])
      ).rows[0].n,
    );
    const keepDays = Math.floor((now.getTime() - third.getTime()) / DAY_MS);
    const sizeBeforeDrop = await readingsBytes(pool);
    let dropped: string[] = [];
    const [dropMs, dropWal] = await walBytes(pool, async () => {
      dropped = (
        await maintainPartitions(pool, { framesDays: 0, historyDays: keepDays }, now)
      ).dropped.filter((name) => name.startsWith('readings_'));
    });
    const sizeAfterDrop = await readingsBytes(pool);
    console.log(
      `partition drop, one month (${secondRows.toLocaleString('en')} rows; dropped ${dropped.join(', ')}, the first emptied above): ${seconds(dropMs)}, WAL ${mb(dropWal)}, disk given back ${mb(sizeBeforeDrop - sizeAfterDrop)} at once`,
    );
    console.log(
      `drop vs delete: ${(deleteMs / dropMs).toFixed(0)}x faster, ${(deleteWal / Math.max(dropWal, 1)).toFixed(0)}x less WAL`,
    );
    const left = Number((await pool.query('select count(*)::bigint as n from readings')).rows[0].n);
    if (left !== total - firstRows - secondRows)
      throw new Error(`expected ${total - firstRows - secondRows} rows left, found ${left}`);
    console.log(`after: ${(await dayQueries(pool, devices, recentDay)).line}`);
    console.log(`whole run: ${seconds(performance.now() - started)}`);
  } finally {
    await pool.end();
    await database.close();
  }
}

await main();
