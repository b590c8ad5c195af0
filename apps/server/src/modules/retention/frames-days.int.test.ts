import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { organisationCoverage } from '../device/coverage.ts';
import { frames } from '../device/history.ts';
import { findDevice } from '../device/repo.ts';
import { transferDevice } from '../device/service.ts';
import { deviceSilence } from '../device/silence.ts';
import { deviceChecklist } from '../unknown-devices/checklist.ts';
import { selectHealth } from '../widget-data/repo.ts';
import { compactMonth } from './compact.ts';
import { maintainPartitions, monthStart } from './partitions.ts';
import { runRetention, trimOrganisations } from './service.ts';

/**
 * Closed months of frames compacted (issue 29, migration 0042): every reader of frames (the
 * device's frames log, the first-uplink checklist, the silence card, the uplink-health widget and
 * reports, the coverage layer) answers the same on rows and on day rows; compaction is idempotent,
 * merges a frame stored late, and a failed batch leaves its rows as they were; a device's day rows
 * go with the device and move with it; the retention pass drops their months and trims an
 * organisation's own keeping time.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let organisationId: string;
let sensor: string;
let tracker: string;
const KEEP = { framesDays: 0, historyDays: 0 };
// Two months back: closed, whatever today's date.
const month = monthStart(new Date(), -2);
const day = (n: number, hour = 0) => new Date(month.getTime() + (n - 1) * 86_400_000 + hour * 3_600_000);
const closed = { from: month, to: monthStart(month, 1) };
const now = new Date();

const count = async (query: string, params: unknown[] = []) =>
  (await handle.pool.query<{ n: number }>(query, params)).rows[0]?.n;

/** Each reader of frames, as the API, the widgets and the reports call them. */
async function readAll() {
  const db = handle.db;
  const sensorRow = await findDevice(db, sensor);
  const trackerRow = await findDevice(db, tracker);
  if (!sensorRow || !trackerRow) throw new Error('devices gone');
  return {
    log: await frames(db, sensor, closed, 500),
    newest: await frames(db, sensor, closed, 7),
    dayTwo: await frames(db, sensor, { from: day(2), to: day(3) }, 500),
    recent: await frames(db, tracker, { from: new Date(now.getTime() - 86_400_000), to: now }, 500),
    health: await selectHealth(db, organisationId, [
      { deviceId: sensor, from: closed.from, to: closed.to, hourlyFrom: day(1), origin: day(1) },
      { deviceId: sensor, from: day(2), to: day(2, 13), hourlyFrom: day(2), origin: day(2) },
    ]),
    checklist: await deviceChecklist(db, sensorRow, { mqtt: false }),
    silenceSensor: await deviceSilence(db, sensorRow, { mqtt: false }),
    silenceTracker: await deviceSilence(db, trackerRow, { mqtt: false }),
    coverage: await organisationCoverage(db, organisationId, 1),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 4);
  organisationId = (
    await handle.db
      .insertInto('organisations')
      .values({ name: 'Frames' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  sensor = (
    await handle.db
      .insertInto('devices')
      .values({ organisation_id: organisationId, name: 'Fridge', forwarder: 'ttn' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  tracker = (
    await handle.db
      .insertInto('devices')
      .values({ organisation_id: organisationId, name: 'Van', forwarder: 'ttn' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // The sensor: a join, then three days of uplinks every 30 minutes in a closed month, with every
  // column in use somewhere: the sender's decoded object on some, errors and warnings, a late
  // frame with its own time, radio as columns (one gateway, or several with the full object) and,
  // on a few, only the full object, as frames stored before migration 0029 have it.
  await handle.pool.query(
    `insert into frames (organisation_id, device_id, received_at, kind, dedup_key, source)
     values ($1, $2, $3, 'join', 'join:1', 'ttn')`,
    [organisationId, sensor, day(1)],
  );
  await handle.pool.query(
    `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, decoded,
                         decode_error, radio, dedup_key, source, time_flag, device_time, decoder,
                         decode_warning, gateway_id, rssi, snr, sf, bw_khz, gateways)
     select $1, $2, t, 'uplink', i, 2,
            -- Odd frames: an LHT65 payload our decoder decodes again on read (unknown-devices tests' sample).
            case when i % 2 = 1 then '\\xCBF60B0D0376010ADD7FFF'::bytea
                 else decode(lpad(to_hex(i::int), 4, '0') || '0a1b', 'hex') end,
            case when i % 2 = 0 then jsonb_build_object('temperature', i / 10.0, 'door', i % 3 = 0) end,
            case when i % 11 = 0 then 'payload too short' end,
            case when i % 7 = 0 then jsonb_build_object('rssi', -90 - i % 20, 'snr', 7.5, 'dataRate', 'SF9BW125',
                   'gateways', jsonb_build_array(jsonb_build_object('id', 'gw-a', 'rssi', -90 - i % 20, 'snr', 7.5),
                                                 jsonb_build_object('id', 'gw-b', 'rssi', -118, 'snr', -3.25)))
                 when i % 13 = 0 then jsonb_build_object('rssi', -101, 'snr', 2.5, 'spreadingFactor', 10,
                   'bandwidth', 125000, 'dataRate', 'SF10BW125', 'gateways', jsonb_build_array(jsonb_build_object('id', 'old-gw')))
            end,
            'ttn:' || i, 'ttn',
            case when i = 20 then 'late' end, case when i = 20 then t - interval '3 hours' end,
            case when i % 2 = 1 then 'dragino/lht65' end,
            case when i % 17 = 0 then 'channel 9 skipped' end,
            case when i % 13 <> 0 then 'gw-a' end,
            case when i % 13 <> 0 then -90 - i % 20 end, case when i % 13 <> 0 then 7.5 end,
            case when i % 13 <> 0 then 9 end, case when i % 13 <> 0 then 125 end,
            case when i % 13 = 0 then null when i % 7 = 0 then 2 else 1 end
       from generate_series($3::timestamptz + interval '10 minutes', $3::timestamptz + interval '3 days',
                            interval '30 minutes') with ordinality as g(t, i)`,
    [organisationId, sensor, day(1)],
  );
  // The tracker: uplinks of the last hour with a GNSS fix each, and a join before them.
  await handle.pool.query(
    `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, dedup_key, source,
                         rssi, snr, sf, bw_khz, gateways)
     select $1, $2, $3::timestamptz - g * interval '5 minutes', 'uplink', 100 - g, 1, '\\x01'::bytea, 'v:' || g, 'ttn',
            -80 - g, 9.5, 7, 125, 1
       from generate_series(1, 12) g`,
    [organisationId, tracker, now],
  );
  await handle.pool.query(
    `insert into frames (organisation_id, device_id, received_at, kind, dedup_key, source)
     values ($1, $2, $3::timestamptz - interval '2 hours', 'join', 'join:v', 'ttn')`,
    [organisationId, tracker, now],
  );
  await handle.pool.query(
    `insert into positions (device_id, organisation_id, time, lat, lon, source)
     select $1, $2, $3::timestamptz - g * interval '5 minutes', 43.6 + g * 0.001, -79.4, 'gnss'
       from generate_series(1, 12) g`,
    [tracker, organisationId, now],
  );
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('compacting a closed month of frames', () => {
  it('answers every reader of frames the same, empties the rows, and does nothing the second time', async () => {
    const before = await readAll();
    expect(before.log).toHaveLength(1 + 144);
    expect(before.newest).toHaveLength(7);
    expect(before.log.some((f) => f.gateways === 2 && f.dataRate === 'SF9BW125')).toBe(true);
    // Frames before migration 0029: their radio from the object alone.
    expect(before.log.some((f) => f.rssi === -101 && f.dataRate === 'SF10BW125' && f.gateways === 1)).toBe(
      true,
    );
    expect(before.log.some((f) => f.decoder === 'dragino/lht65' && f.decoded?.TempC_SHT === 28.29)).toBe(
      true,
    );
    expect(before.silenceSensor.uplinks).toHaveLength(20);
    expect(before.coverage.points).toHaveLength(12);
    expect(before.health[0]?.n?.length).toBeGreaterThan(70);
    const run = await runRetention(handle.pool, KEEP);
    expect(run.compacted.months).toContain(`frames_${month.toISOString().slice(0, 7).replace('-', '_')}`);
    expect(run.compacted).toMatchObject({ devices: 1, values: 145 });
    expect(await count('select count(*)::int as n from frames where device_id = $1', [sensor])).toBe(0);
    expect(await count('select count(*)::int as n from frames_days where device_id = $1', [sensor])).toBe(3);
    // The full radio object is not kept; what it said is in the columns.
    expect(
      await count('select count(*)::int as n from pinpoint_frames($1, $2, $3) where radio is not null', [
        sensor,
        closed.from,
        closed.to,
      ]),
    ).toBe(0);
    expect(await readAll()).toEqual(before);
    expect((await runRetention(handle.pool, KEEP)).compacted).toEqual({ months: [], devices: 0, values: 0 });

    // The tracker's recent frames compacted too (as the benchmark compacts the current month):
    // the coverage layer, the silence card's radio and last join read them from day rows.
    for (const offset of [-1, 0]) await compactMonth(handle.pool, 'frames', monthStart(now, offset));
    expect(await count('select count(*)::int as n from frames')).toBe(0);
    expect(await readAll()).toEqual(before);
  });

  it('merges a frame stored late into its day row at the next pass', async () => {
    await handle.pool.query(
      `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, dedup_key, source,
                           rssi, snr, sf, bw_khz, gateways)
       values ($1, $2, $3, 'uplink', 999, 2, '\\xff00'::bytea, 'ttn:999', 'ttn', -77, 10, 7, 125, 1)`,
      [organisationId, sensor, day(2, 5)],
    );
    const before = await readAll();
    expect(before.dayTwo.some((f) => f.fCnt === 999 && f.payloadHex === 'FF00')).toBe(true);
    expect((await runRetention(handle.pool, KEEP)).compacted).toMatchObject({ devices: 1, values: 1 });
    expect(await readAll()).toEqual(before);
    expect(await count('select count(*)::int as n from frames_days where device_id = $1', [sensor])).toBe(3);
  });

  it('leaves a failed batch as it was (nothing of it happened), and the next pass finishes', async () => {
    await handle.pool.query(
      `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, dedup_key, source)
       values ($1, $2, $3, 'uplink', 1000, 'ttn:1000', 'ttn')`,
      [organisationId, sensor, day(3, 2)],
    );
    const before = await readAll();
    await handle.pool.query(`
      create function fail_frames_compaction() returns trigger language plpgsql as $$
      begin raise exception 'compaction interrupted'; end $$`);
    const days = `frames_days_${month.toISOString().slice(0, 7).replace('-', '_')}`;
    await handle.pool.query(
      `create trigger fail_frames_compaction before insert on ${days} for each row execute function fail_frames_compaction()`,
    );
    await expect(compactMonth(handle.pool, 'frames', month)).rejects.toThrow('compaction interrupted');
    expect(await count('select count(*)::int as n from frames where device_id = $1', [sensor])).toBe(1);
    expect(await readAll()).toEqual(before);
    await handle.pool.query(`drop trigger fail_frames_compaction on ${days}`);
    expect(await compactMonth(handle.pool, 'frames', month)).toEqual({ devices: 1, values: 1 });
    expect(await count('select count(*)::int as n from frames where device_id = $1', [sensor])).toBe(0);
    expect(await readAll()).toEqual(before);
  });

  it("moves a device's day rows with it to another organisation", async () => {
    const sub = `frames-days-${Date.now()}`;
    const user = await handle.db
      .insertInto('users')
      .values({ sub, email: `${sub}@example.com` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await handle.db
      .insertInto('organisations')
      .values({ name: 'Second' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('memberships')
      .values([
        { organisation_id: organisationId, user_id: user.id, role: 'owner' },
        { organisation_id: second.id, user_id: user.id, role: 'owner' },
      ])
      .execute();
    await transferDevice(handle.db, sub, sensor, second.id);
    expect(
      await count(
        'select count(*)::int as n from frames_days where device_id = $1 and organisation_id <> $2',
        [sensor, second.id],
      ),
    ).toBe(0);
    expect(await count('select count(*)::int as n from frames_days where device_id = $1', [sensor])).toBe(3);
    await transferDevice(handle.db, sub, sensor, organisationId);
  });

  it("keeps an organisation's frames only its own keeping time, drops their months, and deletes them with the device", async () => {
    // Keeping only what is newer than the closed month's second day: its first day goes.
    const keep = Math.floor((Date.now() - day(2).getTime()) / 86_400_000);
    await handle.pool.query('update organisations set frames_retention_days = $2 where id = $1', [
      organisationId,
      keep,
    ]);
    await trimOrganisations(handle.pool, KEEP);
    const kept = await handle.pool.query(
      'select extract(day from day)::int as d from frames_days where device_id = $1 order by 1',
      [sensor],
    );
    expect(kept.rows.map((r) => r.d)).toEqual([2, 3]);
    await handle.pool.query('update organisations set frames_retention_days = null where id = $1', [
      organisationId,
    ]);

    // The server keeping frames 20 days: the closed month's day rows go with its partition.
    const partition = `frames_days_${month.toISOString().slice(0, 7).replace('-', '_')}`;
    const done = await maintainPartitions(handle.pool, { framesDays: 20, historyDays: 0 });
    expect(done.dropped).toContain(partition);
    expect(await count('select count(*)::int as n from frames_days where device_id = $1', [sensor])).toBe(0);

    // The tracker's (this month's, compacted above) go with the device.
    expect(
      await count('select count(*)::int as n from frames_days where device_id = $1', [tracker]),
    ).toBeGreaterThan(0);
    await handle.pool.query('delete from devices where id = $1', [tracker]);
    expect(await count('select count(*)::int as n from frames_days where device_id = $1', [tracker])).toBe(0);
  });
});
