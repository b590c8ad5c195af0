/**
 * `npx node bench/compaction.ts [--devices 100] [--minutes 5] [--days 30] [--fields 3.4]`: a closed
 * month of readings compacted (issue 29), at a real device's density (bench:ingest stores only a
 * few uplinks a device-day, where a day row's own cost dominates).
 *
 * Fills one closed month with `devices` sensors reporting every `minutes` for `days` days, `fields`
 * values an uplink on average (3.4: the simulator's mix, 40% four-value and 60% three-value
 * sensors; 10: a ten-value sensor), through the real migrations; then, in the same run:
 *
 * 1. the readers on rows: a device's day chart, a device's month chart, a 100-device week (a
 *    report's series and latest values), a device's 30-day CSV export (median of `--repeat` runs);
 * 2. compaction of the month (compactReadingsMonth, what the retention pass runs), timed;
 * 3. the same readers on the compacted month;
 *
 * and prints `storage: N bytes a stored uplink` before and `storage compacted: …` after, both by
 * the time-series tables and by the database's growth. Reports only; fails when readers disagree.
 *
 * The rows are as ingest writes them today: an uplink's readings in its frame's row (field ids and
 * sources packed in `keys`, migrations 0044 and 0048; generated as rows a value first, then
 * moved), and frames and positions without the organisation (the device's is theirs, migration
 * 0046). Compacting moves the frames first (their values go into readings_uplinks with them), then
 * the readings: "frames in N s" includes moving the values.
 *
 * Every uplink is also a frame as The Things Stack's webhook leaves it (migrations 0029, 0038): an
 * 11-byte payload, a dedup key (8 bytes, migration 0045), the best gateway's radio as columns (a fifth heard by two gateways,
 * with the full object), and the network server's decoded object on 71% of the devices (those that
 * read their values from it, as in bench:ingest's mix), our decoder's name on the others. The
 * frames are compacted too (migration 0042), and the frames log and the uplink-health report read
 * on both forms.
 */
import { parseArgs } from 'node:util';
import { readingsCsv } from '../apps/server/src/modules/device/export.ts';
import { frames, readingSeries, readingSeriesBatch } from '../apps/server/src/modules/device/history.ts';
import {
  compactMonth,
  compactReadingsMonth,
  toastCompression,
} from '../apps/server/src/modules/retention/compact.ts';
import { addMonth, monthStart } from '../apps/server/src/modules/retention/partitions.ts';
import { selectHealth, selectLatest } from '../apps/server/src/modules/widget-data/repo.ts';
import { connect, openBenchDatabase } from './ingest/database.ts';
import { storageLine, storageSnapshot } from './ingest/storage.ts';

const { values: args } = parseArgs({
  options: {
    devices: { type: 'string', default: '100' },
    minutes: { type: 'string', default: '5' },
    days: { type: 'string', default: '30' },
    fields: { type: 'string', default: '3.4' },
    repeat: { type: 'string', default: '7' },
    positions: { type: 'boolean', default: false },
    // Days generated a statement: the month is filled a chunk of days at a time, every device in
    // each, so the rows land interleaved in time as ingest writes them, with bounded temporary space.
    'chunk-days': { type: 'string', default: '1' },
    // Only the storage lines (no readers timed): for the large runs (50 million uplinks).
    'storage-only': { type: 'boolean', default: false },
  },
});
const DEVICES = Number(args.devices);
const MINUTES = Number(args.minutes);
const DAYS = Number(args.days);
const FIELDS = Number(args.fields);
const REPEAT = Number(args.repeat);
const CHUNK_DAYS = Number(args['chunk-days']);
const DAY_MS = 86_400_000;

const month = monthStart(new Date(), -2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const started = performance.now();
const database = await openBenchDatabase();
const handle = connect(database.url, 2);
try {
  const { pool, db } = handle;
  const organisationId = (
    await pool.query<{ id: string }>(`insert into organisations (name) values ('Compaction') returning id`)
  ).rows[0]?.id as string;
  const devices = (
    await pool.query<{ id: string }>(
      `insert into devices (organisation_id, name) select $1, 'Sensor ' || g from generate_series(1, $2) g returning id`,
      [organisationId, DEVICES],
    )
  ).rows.map((r) => r.id);
  // Its own partition, as the retention pass makes each month's ahead of its rows.
  await addMonth(pool, 'readings', month);
  await addMonth(pool, 'readings_uplinks', month);
  await addMonth(pool, 'positions', month);
  await addMonth(pool, 'frames', month);
  const empty = await storageSnapshot(pool);

  // Ten fields of a ten-value sensor; FIELDS on average: each device the whole or the whole minus one.
  const names = [
    'temperature',
    'humidity',
    'battery_mv',
    'battery_pct',
    'door_open',
    'co2',
    'pressure',
    'lux',
    'rssi',
    'snr',
  ];
  const low = Math.floor(FIELDS);
  const share = FIELDS - low; // of devices with one field more
  /** Every device's uplinks in [from, to): readings as rows a value first, then frames and positions from them. */
  async function fillChunk(from: Date, to: Date) {
    await pool.query(
      `insert into readings (device_id, organisation_id, time, field, value, source)
     select d.id, $2, t, f.name,
            case f.name
              when 'temperature' then round((4 + 3 * sin(extract(epoch from t) / 5400 + d.n) + random())::numeric, 2)::float8
              when 'humidity' then round((60 + 20 * random())::numeric, 1)::float8
              when 'battery_mv' then 3100 - floor(extract(epoch from t - $3::timestamptz) / 86400)
              when 'battery_pct' then 90 - floor(extract(epoch from t - $3::timestamptz) / 864000)
              when 'door_open' then (random() < 0.05)::int
              when 'co2' then round(400 + 300 * random())
              when 'pressure' then round((1000 + 20 * random())::numeric, 1)::float8
              else round((100 * random())::numeric, 2)::float8
            end,
            'n'
       from (select id, row_number() over (order by id) as n from unnest($1::uuid[]) as id) d
      cross join lateral generate_series($4::timestamptz + (d.n % 60) * interval '1 second',
                                         $9::timestamptz - interval '1 second',
                                         $5 * interval '1 minute') as t
      cross join lateral (select name from unnest($6::text[]) with ordinality as f(name, k)
                           where k <= $7 + (case when (d.n % 10) < $8::float8 * 10 then 1 else 0 end)) f`,
      [devices, organisationId, month, from, MINUTES, names, low, share, to],
    );
    // With --positions, every uplink also a GNSS fix (a tracker that reports its sensors too).
    if (args.positions)
      await pool.query(
        `insert into positions (device_id, time, lat, lon, alt, accuracy, speed, heading, source)
       select device_id, time,
              round((43.6 + random() / 10)::numeric, 6)::float8, round((-79.4 + random() / 10)::numeric, 6)::float8,
              null, round((3 + 10 * random())::numeric, 1)::float8, round((30 * random())::numeric, 1)::float8,
              round((360 * random())::numeric)::float8, 'gnss'
         from (select distinct device_id, time from readings) u`,
      );
    // Each uplink's frame, in time order as ingest writes them.
    await pool.query(
      `insert into frames (device_id, received_at, kind, f_cnt, f_port, payload, decoded, radio,
                         dedup, source, decoder, gateway_id, rssi, snr, sf, bw_khz, gateways, keys, vals)
     select u.device_id, u.time, 'uplink',
            floor(extract(epoch from u.time - $3::timestamptz) / ($4 * 60))::bigint + 1, 2,
            decode(substr(md5(u.device_id::text || u.time::text), 1, 22), 'hex'),
            case when d.n % 100 < 71 then u.decoded end,
            case when g.two then jsonb_build_object('rssi', g.rssi, 'snr', g.snr, 'dataRate', 'SF' || g.sf || 'BW125',
                   'gateways', jsonb_build_array(jsonb_build_object('id', g.gw, 'rssi', g.rssi, 'snr', g.snr),
                                                 jsonb_build_object('id', 'eui-b827ebfffe' || (d.n % 7), 'rssi', g.rssi - 9,
                                                                    'snr', g.snr - 4))) end,
            ('x' || substr(md5(u.time::text || u.device_id::text), 1, 16))::bit(64)::bigint, 'ttn',
            case when d.n % 100 >= 71 then 'dragino/lht65' end,
            g.gw, g.rssi, g.snr, g.sf, 125, case when g.two then 2 else 1 end, u.keys, u.vals
       -- The values as ingest stores them (store.ts insertFrames, migration 0048): in the frame's row,
       -- each value's field id * 256 + its source's code in keys; the rows a value were only the generator's.
       from (select r.device_id, r.time, jsonb_object_agg(r.field, r.value) as decoded,
                    array_agg(ids.ids[array_position($2::text[], r.field)] * 256 + ascii(r.source::text) order by r.field) as keys,
                    array_agg(r.value order by r.field) as vals
               from readings r cross join (select pinpoint_reading_field_ids($2::text[]) as ids) ids
              group by r.device_id, r.time) u
       join (select id, row_number() over (order by id) as n from unnest($1::uuid[]) as id) d on d.id = u.device_id
      cross join lateral (
        select 'eui-a840' || (d.n % 5) as gw, -70 - floor(random() * 50)::int as rssi,
               round((random() * 20 - 10)::numeric * 4) / 4 as snr, 7 + (d.n % 6) as sf, random() < 0.2 as two
         -- A condition on the uplink: drawn for each frame, not once a device.
         where u.time is not null) g
      order by u.time`,
      [devices, names, month, MINUTES],
    );
  }
  const fill = performance.now();
  let nValues = 0;
  let uplinks = 0;
  for (let chunk = 0; chunk < DAYS; chunk += CHUNK_DAYS) {
    const from = new Date(month.getTime() + chunk * DAY_MS);
    const to = new Date(month.getTime() + Math.min(DAYS, chunk + CHUNK_DAYS) * DAY_MS);
    await fillChunk(from, to);
    const { rows: counted } = await pool.query<{ n_values: string; uplinks: string }>(
      'select count(*) as n_values, count(distinct (device_id, time)) as uplinks from readings',
    );
    nValues += Number(counted[0]?.n_values);
    uplinks += Number(counted[0]?.uplinks);
    await pool.query('truncate readings');
    if (DAYS > CHUNK_DAYS)
      process.stdout.write(
        `\rfilled ${Math.min(DAYS, chunk + CHUNK_DAYS)} of ${DAYS} days, ${uplinks} uplinks`,
      );
  }
  if (DAYS > CHUNK_DAYS) process.stdout.write('\n');
  await pool.query('vacuum analyze positions, frames');

  console.log(
    `compaction benchmark: ${DEVICES} devices every ${MINUTES} min for ${DAYS} days, ${(nValues / uplinks).toFixed(2)} values an uplink: ` +
      `${uplinks} uplinks, ${nValues} values, filled in ${((performance.now() - fill) / 1000).toFixed(0)} s; ` +
      `TOAST compression ${await toastCompression(pool)}; ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}`,
  );

  const device = devices[0] as string;
  const day = new Date(month.getTime() + 10 * DAY_MS);
  const week = { from: new Date(month.getTime() + 7 * DAY_MS), to: new Date(month.getTime() + 14 * DAY_MS) };
  const all = { from: month, to: new Date(month.getTime() + DAYS * DAY_MS) };
  const hundred = devices.slice(0, 100);
  const readers = {
    'device frames log': () => frames(db, device, all, 1000),
    '100-device week health': () =>
      selectHealth(
        db,
        organisationId,
        hundred.map((deviceId) => ({ deviceId, ...week, hourlyFrom: week.from, origin: week.from })),
      ),
    'device-day chart': () =>
      readingSeries(db, device, { from: day, to: new Date(day.getTime() + DAY_MS) }, 300, 'temperature'),
    'device-month chart': () => readingSeries(db, device, all, 300),
    '100-device week report': async () => [
      await readingSeriesBatch(
        db,
        organisationId,
        hundred.map((deviceId) => ({
          deviceId,
          field: 'temperature',
          ...week,
          stride: { seconds: 3600 },
          origin: week.from,
        })),
      ),
      await selectLatest(
        db,
        organisationId,
        hundred.map((deviceId) => ({ deviceId, field: 'temperature', ...week })),
      ),
    ],
    '30-day export': () => readingsCsv(db, { id: device, name: 'Sensor' }, all, 1_000_000),
  };
  async function timeAll() {
    const answers: Record<string, unknown> = {};
    const ms: Record<string, number> = {};
    for (const [name, read] of Object.entries(readers)) {
      const times: number[] = [];
      for (let i = 0; i < REPEAT; i++) {
        const t = performance.now();
        answers[name] = await read();
        times.push(performance.now() - t);
      }
      ms[name] = median(times);
    }
    return { answers, ms };
  }

  const storageOnly = args['storage-only'];
  const rows = storageOnly ? { answers: {}, ms: {} } : await timeAll();
  const beforeCompaction = await storageSnapshot(pool);
  console.log(storageLine('storage', empty, beforeCompaction, uplinks));
  // Frames first, as the retention pass: their values move into readings_uplinks with them
  // (migration 0048), then into readings_days with the month's readings.
  const framesStarted = performance.now();
  const framesDone = await compactMonth(pool, 'frames', month);
  const framesMs = performance.now() - framesStarted;
  const t = performance.now();
  const done = await compactReadingsMonth(pool, month);
  const compactMs = performance.now() - t;
  if (args.positions) await compactMonth(pool, 'positions', month);
  await pool.query('vacuum analyze readings_days, positions_days, frames_days');
  console.log(
    `compacted ${done.values} values of ${done.devices} devices in ${(compactMs / 1000).toFixed(1)} s ` +
      `(${((compactMs * 1000) / done.values).toFixed(1)} µs a value); ${framesDone.values} frames in ` +
      `${(framesMs / 1000).toFixed(1)} s (${((framesMs * 1000) / framesDone.values).toFixed(1)} µs a frame)`,
  );
  console.log(storageLine('storage compacted', empty, await storageSnapshot(pool), uplinks));
  // What each of a frame's arrays costs once stored (compressed, or not where small): what to cut next.
  const arrays = (
    await pool.query<{ name: string }>(
      `select attname as name from pg_attribute
        where attrelid = 'frames_days'::regclass and attnum > 0 and not attisdropped and attndims > 0 order by attnum`,
    )
  ).rows.map((r) => r.name);
  const { rows: sizes } = await pool.query<Record<string, string>>(
    `select ${arrays.map((a) => `sum(pg_column_size(${a}))::float8 / $1 as ${a}`).join(', ')} from frames_days`,
    [uplinks],
  );
  console.log(
    `frames_days by array, bytes an uplink: ${arrays.map((a) => `${a} ${Number(sizes[0]?.[a]).toFixed(1)}`).join(', ')}`,
  );
  const days = storageOnly ? { answers: {}, ms: {} } : await timeAll();
  for (const name of storageOnly ? [] : Object.keys(readers)) {
    const same =
      JSON.stringify(rows.answers[name], roundMeans) === JSON.stringify(days.answers[name], roundMeans);
    console.log(
      `${name.padEnd(24)} rows ${rows.ms[name]?.toFixed(1).padStart(7)} ms  compacted ${days.ms[name]
        ?.toFixed(1)
        .padStart(
          7,
        )} ms  (${((days.ms[name] ?? 0) / (rows.ms[name] ?? 1)).toFixed(2)}x)${same ? '' : '  ANSWERS DIFFER'}`,
    );
    if (!same) process.exitCode = 1;
  }
  console.log(`whole run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await handle.close();
  await database.close();
}

/** Means compared to 12 digits: summed in another order, a mean of the same values may differ in its last bit. */
function roundMeans(key: string, value: unknown) {
  return key === 'avg' && typeof value === 'number' ? Number(value.toPrecision(12)) : value;
}
