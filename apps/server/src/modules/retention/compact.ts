import type pg from 'pg';
import { insertFrameValuesSql } from './frame-values.ts';
import { addMonth, briefly, monthPartitions, monthStart } from './partitions.ts';

/**
 * Closed months compacted (issue 29, migrations 0031-0034): the readings of a month no longer
 * written move from `readings` (a row a value, two index entries each) and `readings_uplinks` (a
 * row an uplink, migration 0039) into `readings_days` (a row a device, UTC day and field, its times
 * and values in arrays that TOAST compresses). Readers read the three forms through the
 * pinpoint_*readings functions of migration 0039, so a month half compacted reads the same.
 * Positions move into `positions_days` (migration 0033) and frames into `frames_days` (migration
 * 0042: a row a device and UTC day, read through pinpoint_frames and pinpoint_frames_newest) the
 * same way.
 *
 * - Bounded: a batch of devices a transaction; the rows move under row locks only, readers and
 *   ingest go on. The emptied month's table is truncated at the end, under a lock waited for 5 s
 *   at most (partitions.ts `briefly`; behind a long query the next pass truncates).
 * - Frames go first: the readings kept in their rows (migration 0048) move into the month's
 *   `readings_uplinks` in the frames' statement, and from there with the others.
 * - Idempotent and crash-safe: a batch moves its rows and writes their day rows in one statement;
 *   killed midway, nothing of the batch happened. A device with no rows left is skipped; rows
 *   stored late into a compacted month are merged into their day rows by the next pass.
 */

/** Devices a transaction: at one uplink a minute, 25 devices are about 5 million values a month. */
const DEVICE_BATCH = 25;
/** A month is closed a day after its end: uplinks and history records still arrive for it meanwhile. */
const GRACE_MS = 86_400_000;
// Any number: one batch at a time across processes (two workers' batches of one device would
// each rewrite its day rows).
const COMPACT_LOCK = 7_310_424;

export type CompactResult = { months: string[]; devices: number; values: number };

/**
 * A day row's organisation: its device's. Rows stored since migration 0046 keep none (a device's
 * rows are its organisation's; moving a device rewrites the day rows too).
 */
const DEVICE_ORGANISATION = '(select v.organisation_id from devices v where v.id = x.device_id)';

const suffix = (month: Date) =>
  `${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * One statement a batch: deletes the batch's rows from the month's tables (a row a value, a row an
 * uplink), unpacks the day rows those devices already have (rows stored late), and writes each
 * device-day-field again, its values ordered by time.
 */
const moveReadingsSql = ([rows, uplinks]: string[], days: string) => `
  with moved_rows as (
    delete from ${rows} where device_id = any($1::uuid[])
    returning device_id, organisation_id, time, field, value, source
  ), moved_uplinks as (
    delete from ${uplinks} where device_id = any($1::uuid[])
    returning device_id, organisation_id, time, keys, fields, vals, sources
  ), moved as (
    select * from moved_rows
    union all
    -- An uplink row keeps either keys (field id * 256 + source, migration 0044) or fields and sources.
    select u.device_id, u.organisation_id, u.time, f.name, e.value, e.source
      from moved_uplinks u
     cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
      join reading_fields f on f.id = e.field_id
  ), kept as (
    delete from ${days} d where d.device_id in (select distinct device_id from moved)
    returning d.*
  ), unpacked as (
    select device_id, organisation_id, time, field, value, source from moved
    union all
    select k.device_id, k.organisation_id, e.time, k.field, e.value, e.source
      from kept k cross join lateral unnest(k.times, k.vals, k.sources) as e(time, value, source)
  ), dated as (
    select u.*, date_trunc('day', u.time, 'UTC') as day from unpacked u
  ), written as (
    insert into ${days} (device_id, organisation_id, day, field, times, vals, sources)
    select x.device_id, ${DEVICE_ORGANISATION}, x.day, x.field,
           array_agg(x.time order by x.time),
           array_agg(x.value order by x.time),
           array_agg(x.source order by x.time)
      from dated x
     group by x.device_id, x.day, x.field
    returning 1
  )
  select (select count(*) from moved)::int as moved, (select count(*) from written)::int as days`;

/** The same for positions: a row a device and day, one array a column (migration 0033). */
const movePositionsSql = ([rows]: string[], days: string) => `
  with moved as (
    delete from ${rows} where device_id = any($1::uuid[])
    returning device_id, organisation_id, time, lat, lon, alt, accuracy, speed, heading, source
  ), kept as (
    delete from ${days} d where d.device_id in (select distinct device_id from moved)
    returning d.*
  ), unpacked as (
    select * from moved
    union all
    select k.device_id, k.organisation_id, e.time, e.lat, e.lon, e.alt, e.accuracy, e.speed, e.heading, e.source
      from kept k
     cross join lateral unnest(k.times, k.lat, k.lon, k.alt, k.accuracy, k.speed, k.heading, k.sources)
           as e(time, lat, lon, alt, accuracy, speed, heading, source)
  ), written as (
    insert into ${days} (device_id, organisation_id, day, times, lat, lon, alt, accuracy, speed, heading, sources)
    select x.device_id, ${DEVICE_ORGANISATION}, x.day,
           array_agg(x.time order by x.time),
           array_agg(x.lat order by x.time), array_agg(x.lon order by x.time), array_agg(x.alt order by x.time),
           array_agg(x.accuracy order by x.time), array_agg(x.speed order by x.time),
           array_agg(x.heading order by x.time), array_agg(x.source order by x.time)
      from (select u.*, date_trunc('day', u.time, 'UTC') as day from unpacked u) x
     group by x.device_id, x.day
    returning 1
  )
  select (select count(*) from moved)::int as moved, (select count(*) from written)::int as days`;

/** Each packed column of a frame and its frames_days array. */
const FRAME_PACKED = [
  ['id', 'ids'],
  ['kind', 'kinds'],
  ['f_cnt', 'f_cnts'],
  ['f_port', 'f_ports'],
  ['payload', 'payloads'],
  ['decoded', 'decoded'],
  ['decode_error', 'decode_errors'],
  ['source', 'sources'],
  ['time_flag', 'time_flags'],
  ['device_time', 'device_times'],
  ['decoder', 'decoders'],
  ['decode_warning', 'decode_warnings'],
  ['gateway_id', 'gateway_ids'],
  ['rssi', 'rssi'],
  ['snr', 'snr'],
  ['sf', 'sf'],
  ['bw_khz', 'bw_khz'],
  ['gateways', 'gateways'],
] as const;
const FRAME_COLUMNS = FRAME_PACKED.map(([column]) => column);
const FRAME_ARRAYS = FRAME_PACKED.map(([, array]) => array);
/**
 * The same for frames (migration 0042): a row a device and day. The full radio object and the
 * dedup key are not kept; the radio columns of frames stored before migration 0029 are taken from
 * the object (pinpoint_frame_radio, as the readers do on rows).
 */
const moveFramesSql = ([rows, uplinks = 'readings_uplinks']: string[], days: string) => `
  with deleted as (
    delete from ${rows} where device_id = any($1::uuid[])
    returning *
  ), values_ as (
    -- The readings in the frames' rows (migration 0048) go to the month's readings_uplinks, which
    -- the readings' compaction (after the frames') moves into readings_days.
    ${insertFrameValuesSql(uplinks, 'deleted')}
    returning 1
  ), moved as (
    select f.device_id, f.organisation_id, f.received_at as time, f.id, f.kind, f.f_cnt, f.f_port, f.payload,
           f.decoded, f.decode_error, f.source, f.time_flag, f.device_time, f.decoder, f.decode_warning,
           f.gateway_id, r.rssi, r.snr, r.sf, r.bw_khz, r.gateways
      from deleted f
     cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
  ), kept as (
    delete from ${days} d where d.device_id in (select distinct device_id from moved)
    returning d.*
  ), unpacked as (
    select * from moved
    union all
    select k.device_id, k.organisation_id, e.*
      from kept k
     cross join lateral unnest(k.times, ${FRAME_ARRAYS.map((a) => `k.${a}`).join(', ')})
           as e(time, ${FRAME_COLUMNS.join(', ')})
  ), written as (
    insert into ${days} (device_id, organisation_id, day, times, ${FRAME_ARRAYS.join(', ')})
    select x.device_id, ${DEVICE_ORGANISATION}, x.day,
           array_agg(x.time order by x.time, x.id),
           ${FRAME_COLUMNS.map((c) => `array_agg(x.${c} order by x.time, x.id)`).join(', ')}
      from (select u.*, date_trunc('day', u.time, 'UTC') as day from unpacked u) x
     group by x.device_id, x.day
    returning 1
  )
  select (select count(*) from moved)::int as moved, (select count(*) from written)::int as days`;

/**
 * What is compacted: the tables whose rows move (their partitions of one month, in the statement's
 * order) and the statement that moves a batch into the day rows.
 */
const compacted = {
  // Frames first: their readings (migration 0048) move into readings_uplinks with them, then with
  // the month's readings into readings_days. `also` is written to, not moved from.
  frames: { from: ['frames'], also: ['readings_uplinks'], move: moveFramesSql },
  readings: { from: ['readings', 'readings_uplinks'], also: [], move: moveReadingsSql },
  positions: { from: ['positions'], also: [], move: movePositionsSql },
} as const;
export type CompactedTable = keyof typeof compacted;

/** lz4 where this server was built with it (a TOAST method since PostgreSQL 14), else pglz. */
export async function toastCompression(pool: pg.Pool): Promise<'lz4' | 'pglz'> {
  const { rows } = await pool.query<{ lz4: boolean }>(
    `select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
  );
  return rows[0]?.lz4 ? 'lz4' : 'pglz';
}

/**
 * Compacts the readings of the UTC month starting at `month` (closed or not: the retention pass
 * passes closed months only, the benchmark the current one), `batch` devices a transaction.
 */
export const compactReadingsMonth = (pool: pg.Pool, month: Date, batch = DEVICE_BATCH) =>
  compactMonth(pool, 'readings', month, batch);

/** Whether to end between batches (a stopping worker): what was done stays done. */
const stopped = (signal?: AbortSignal) => signal?.aborted === true;

/** Compacts `table` (readings, positions or frames) of the UTC month starting at `month`, as compactReadingsMonth. */
export async function compactMonth(
  pool: pg.Pool,
  table: CompactedTable,
  month: Date,
  batch = DEVICE_BATCH,
  signal?: AbortSignal,
) {
  const { from, also, move } = compacted[table];
  const sources = from.map((name) => `${name}_${suffix(month)}`);
  const days = `${table}_days_${suffix(month)}`;
  await addMonth(pool, `${table}_days`, month);
  // A month made before migration 0039 may have a partition of readings and none of readings_uplinks.
  for (const name of [...from, ...also]) await addMonth(pool, name, month);
  // A day row of a device reporting hourly is about 1.5 kB: below TOAST's usual 2 kB it would not
  // be compressed at all.
  await pool.query(`alter table ${days} set (toast_tuple_target = 128)`);
  const compression = await toastCompression(pool);
  const { rows: devices } = await pool.query<{ device_id: string }>(
    `select distinct device_id from (${sources.map((name) => `select device_id from ${name}`).join(' union all ')}) s`,
  );
  let values = 0;
  for (let i = 0; i < devices.length; i += batch) {
    if (stopped(signal)) return { devices: i, values };
    const ids = devices.slice(i, i + batch).map((d) => d.device_id);
    values += await briefly(pool, async (client) => {
      await client.query('select pg_advisory_xact_lock($1)', [COMPACT_LOCK]);
      // Compression is chosen as a value is stored: this transaction's setting is what counts.
      await client.query(`set local default_toast_compression = ${compression}`);
      const { rows: done } = await client.query<{ moved: number }>(
        move([...sources, ...also.map((name) => `${name}_${suffix(month)}`)], days),
        [ids],
      );
      return done[0]?.moved ?? 0;
    });
  }
  // All moved: the tables' space goes back at once (a delete leaves it to VACUUM). Behind a long
  // query the lock is not had within briefly's timeout: the next pass truncates.
  for (const name of sources)
    await briefly(pool, async (client) => {
      await client.query(`lock table ${name} in access exclusive mode`);
      const { rows: left } = await client.query(`select 1 from ${name} limit 1`);
      if (!left.length) await client.query(`truncate ${name}`);
    }).catch((err: { code?: string }) => {
      if (err.code !== '55P03') throw err;
    });
  return { devices: devices.length, values };
}

/**
 * Compacts every closed month of readings, positions and frames that still has rows (the retention
 * pass, each hour). `devices` counts a device once a table and month; `values` counts a position
 * or a frame as one.
 */
export async function compactClosedMonths(
  pool: pg.Pool,
  now = new Date(),
  signal?: AbortSignal,
): Promise<CompactResult> {
  const result: CompactResult = { months: [], devices: 0, values: 0 };
  for (const table of Object.keys(compacted) as CompactedTable[]) {
    // A month's partitions of each table the rows move from, oldest month first.
    const months = new Map<number, string[]>();
    for (const name of compacted[table].from)
      for (const partition of await monthPartitions(pool, name))
        months.set(partition.month.getTime(), [
          ...(months.get(partition.month.getTime()) ?? []),
          partition.name,
        ]);
    for (const [start, partitions] of [...months].sort(([a], [b]) => a - b)) {
      if (stopped(signal)) return result;
      const month = new Date(start);
      if (monthStart(month, 1).getTime() + GRACE_MS > now.getTime()) continue;
      const { rows } = await pool.query(
        partitions.map((name) => `(select 1 from ${name} limit 1)`).join(' union all '),
      );
      if (!rows.length) continue;
      const done = await compactMonth(pool, table, month, DEVICE_BATCH, signal);
      result.months.push(`${table}_${suffix(month)}`);
      result.devices += done.devices;
      result.values += done.values;
    }
  }
  return result;
}
