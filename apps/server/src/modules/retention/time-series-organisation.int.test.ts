import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/database.ts';
import { ttnLht65Uplink } from '../../ingest/formats/test-fixtures.ts';
import { createIngestPipeline } from '../../ingest/pipeline.ts';
import { createTestDatabase } from '../../test/database.ts';
import { compactMonth } from './compact.ts';
import { monthStart } from './partitions.ts';
import { trimOrganisations } from './service.ts';

// Migration 0046 (issue 29): frames, readings_uplinks and positions rows keep no organisation (their
// device's is theirs). Every reader function answers the device's organisation for them, so a
// reader filtering on another organisation gets nothing; compaction gives day rows the device's;
// an organisation's own keeping time still deletes them.

const EUI = 'A84041000181C8F2';
const now = new Date();

/** Each reader function over all time, with the organisation each row is answered with. */
const READERS = [
  `select organisation_id from pinpoint_readings($1, '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_field_readings($1, 'temperature', '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_field_latest($1, 'temperature', '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_field_first($1, 'temperature', '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_positions($1, '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_position_latest($1, '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_frames($1, '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_frames_newest($1, '-infinity', 'infinity', 10)`,
  `select organisation_id from pinpoint_frame_radios($1, '-infinity', 'infinity')`,
  `select organisation_id from pinpoint_frame_radios_newest($1, '-infinity', 'infinity', 10)`,
];

describe('time-series rows without their organisation (migration 0046)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DbHandle;
  let fleet: string;
  let other: string;
  let device: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connect(database.url, 3);
    const org = async (name: string) =>
      (await handle.pool.query(`insert into organisations (name) values ($1) returning id`, [name])).rows[0]
        .id;
    fleet = await org('Fleet');
    other = await org('Other');
    device = (
      await handle.pool.query(
        `insert into devices (organisation_id, name, dev_eui, model_id) values ($1, 'Freezer', $2, 'dragino/lht65')
         returning id`,
        [fleet, EUI],
      )
    ).rows[0].id;
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  const answered = async () => {
    const organisations = new Set<string>();
    for (const reader of READERS) {
      const { rows } = await handle.pool.query<{ organisation_id: string }>(reader, [device]);
      expect(rows.length, reader).toBeGreaterThan(0);
      for (const row of rows) organisations.add(row.organisation_id);
    }
    return [...organisations];
  };

  it("stores none, and every reader answers the device's organisation, not another's", async () => {
    const pipeline = createIngestPipeline(handle.pool, { battery: { minMv: 2300, maxMv: 3000 } });
    for (const [i, minutes] of [3, 2].entries())
      expect(
        (
          await pipeline.submit({
            message: ttnLht65Uplink(i + 1, new Date(now.getTime() - minutes * 60_000)),
            source: 'ttn',
          })
        ).status,
      ).toBe('stored');
    // A position as ingest stores it (the LHT65 sends none).
    await handle.pool.query(
      `insert into positions (device_id, time, lat, lon, source) values ($1, $2, 43.7, -79.4, 'gnss')`,
      [device, new Date(now.getTime() - 60_000)],
    );
    // The LHT65's readings are in its frames' rows (migration 0048): `with_values` counts them.
    for (const table of ['frames', 'positions']) {
      const { rows } = await handle.pool.query(
        `select count(*)::int as n, count(organisation_id)::int as with_organisation,
                count(*) filter (where ${table === 'frames' ? 'keys is not null' : 'true'})::int as with_values
           from ${table} where device_id = $1`,
        [device],
      );
      expect(rows[0], table).toMatchObject({ with_organisation: 0 });
      expect(rows[0].n, table).toBeGreaterThan(0);
      expect(rows[0].with_values, table).toBe(rows[0].n);
    }

    expect(await answered()).toEqual([fleet]);
    // A reader filtering on another organisation, as every tenant filter does, finds nothing.
    for (const reader of READERS) {
      const { rows } = await handle.pool.query(`select * from (${reader}) r where r.organisation_id = $2`, [
        device,
        other,
      ]);
      expect(rows, reader).toHaveLength(0);
    }
  });

  it("compacts rows without an organisation into day rows of the device's, and an organisation's keeping time deletes them", async () => {
    const month = monthStart(now, -2);
    const at = new Date(month.getTime() + 86_400_000);
    await handle.pool.query(
      `insert into readings_uplinks (device_id, time, keys, vals)
       values ($1, $2, array[(pinpoint_reading_field_ids(array['temperature']))[1] * 256], array[4.5])`,
      [device, at],
    );
    await handle.pool.query(
      `insert into positions (device_id, time, lat, lon, source) values ($1, $2, 43.7, -79.4, 'gnss')`,
      [device, at],
    );
    await handle.pool.query(
      `insert into frames (device_id, received_at, kind, f_cnt, dedup, source) values ($1, $2, 'uplink', 9, 9, 'ttn')`,
      [device, at],
    );
    for (const table of ['frames', 'readings', 'positions'] as const)
      await compactMonth(handle.pool, table, month);
    for (const table of ['readings_days', 'positions_days', 'frames_days']) {
      const { rows } = await handle.pool.query(`select organisation_id from ${table} where device_id = $1`, [
        device,
      ]);
      expect(rows, table).toEqual([{ organisation_id: fleet }]);
    }
    expect(await answered()).toEqual([fleet]);

    // The organisation keeps its history and frames a day: both months' rows go.
    await handle.pool.query(
      'update organisations set history_retention_days = 1, frames_retention_days = 1 where id = $1',
      [fleet],
    );
    const old = new Date(now.getTime() + 3 * 86_400_000);
    expect(await trimOrganisations(handle.pool, { framesDays: 90, historyDays: 400 }, old)).toBeGreaterThan(
      0,
    );
    for (const table of [
      'frames',
      'readings_uplinks',
      'positions',
      'readings_days',
      'positions_days',
      'frames_days',
    ]) {
      const { rows } = await handle.pool.query(
        `select count(*)::int as n from ${table} where device_id = $1`,
        [device],
      );
      expect(rows[0].n, table).toBe(0);
    }
  });
});
