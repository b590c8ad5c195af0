import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/database.ts';
import { ttnLht65Uplink } from '../../ingest/formats/test-fixtures.ts';
import { createIngestPipeline } from '../../ingest/pipeline.ts';
import { createTestDatabase } from '../../test/database.ts';
import { compactClosedMonths, compactMonth } from './compact.ts';
import { addMonth, maintainPartitions, monthStart } from './partitions.ts';
import { trimOrganisations } from './service.ts';

// Migration 0048 (issue 29): an uplink's readings at its frame's own time are kept in the frame's
// row, not in a readings row beside it. Frames are kept for less time than readings by default, so
// whatever takes frames away (compaction of a closed month, an organisation's shorter frames
// keeping, a month's partition dropped) must give their values to the readings first, and a
// shorter readings keeping must take them from the frames it keeps.
//
// The uplink is The Things Stack's webhook of the Dragino LHT65 vector CBF60B0D0376010ADD7FFF
// (shared/fixtures/uplinks/ttn-uplink-lht65-raw.json), whose decoded values the vendor's codec
// gives as TempC_SHT 28.29, Hum_SHT 88.6, BatV 3.062 (TheThingsNetwork/lorawan-devices
// vendor/dragino/lht65-codec.yaml, shared/fixtures/payload-vectors.json).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date();
const suffix = (month: Date) =>
  `${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

describe("readings in the frame's row (migration 0048)", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DbHandle;
  let pipeline: ReturnType<typeof createIngestPipeline>;
  let eui = 0;

  /** A new organisation with its own keeping times (null: the server's), and one LHT65 of it. */
  const deviceOf = async (frames: number | null = null, history: number | null = null) => {
    const organisation = (
      await handle.pool.query(
        `insert into organisations (name, frames_retention_days, history_retention_days) values ($1, $2, $3)
         returning id`,
        [`Fleet ${++eui}`, frames, history],
      )
    ).rows[0].id;
    const devEui = `A8404100018${String(eui).padStart(5, '0')}`;
    const id = (
      await handle.pool.query(
        `insert into devices (organisation_id, name, dev_eui, model_id) values ($1, 'Freezer', $2, 'dragino/lht65')
         returning id`,
        [organisation, devEui],
      )
    ).rows[0].id as string;
    const send = async (fCnt: number, at: Date) => {
      const message = { ...ttnLht65Uplink(fCnt, at), devEui };
      expect((await pipeline.submit({ message, source: 'ttn' })).status).toBe('stored');
    };
    return { id, send };
  };

  /** What the four readers of readings answer for a device's temperature and all its readings. */
  const readAll = async (device: string) => {
    const q = async (sql: string) => (await handle.pool.query(sql, [device])).rows;
    return {
      readings: await q(
        `select time, field, value from pinpoint_readings($1, '-infinity', 'infinity') order by time, field`,
      ),
      temperature: await q(
        `select time, value from pinpoint_field_readings($1, 'temperature', '-infinity', 'infinity') order by time`,
      ),
      latest: await q(
        `select time, value from pinpoint_field_latest($1, 'temperature', '-infinity', 'infinity')`,
      ),
      first: await q(
        `select time, value from pinpoint_field_first($1, 'temperature', '-infinity', 'infinity')`,
      ),
    };
  };
  const count = async (sql: string, device: string) =>
    (await handle.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, [device])).rows[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connect(database.url, 3);
    pipeline = createIngestPipeline(handle.pool, { battery: { minMv: 2300, maxMv: 3000 } });
    // Last month's partitions and this month's, as the retention pass makes them.
    await maintainPartitions(handle.pool, { framesDays: 0, historyDays: 0 }, now);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("keeps an uplink's readings in its frame's row, and every reader of readings answers them", async () => {
    const device = await deviceOf();
    const first = new Date(now.getTime() - 2 * 60_000);
    const second = new Date(now.getTime() - 60_000);
    await device.send(1, first);
    await device.send(2, second);
    const frames = await handle.pool.query(
      `select cardinality(keys)::int as keys, cardinality(vals)::int as vals from frames where device_id = $1`,
      [device.id],
    );
    expect(frames.rows).toHaveLength(2);
    for (const row of frames.rows) {
      expect(row.keys).toBeGreaterThanOrEqual(3);
      expect(row.vals).toBe(row.keys);
    }
    expect(await count('readings_uplinks where device_id = $1', device.id)).toBe(0);

    const read = await readAll(device.id);
    for (const at of [first, second])
      expect(read.readings).toEqual(
        expect.arrayContaining([
          { time: at, field: 'temperature', value: 28.29 },
          { time: at, field: 'humidity', value: 88.6 },
          { time: at, field: 'battery_mv', value: 3062 },
        ]),
      );
    expect(read.temperature).toEqual([
      { time: first, value: 28.29 },
      { time: second, value: 28.29 },
    ]);
    expect(read.latest).toEqual([{ time: second, value: 28.29 }]);
    expect(read.first).toEqual([{ time: first, value: 28.29 }]);
  });

  it("compacts a closed month's frames first, their readings into day rows, and reads the same; an interrupted batch loses nothing", async () => {
    const device = await deviceOf();
    const month = monthStart(now, -1);
    for (const hour of [1, 2, 30]) await device.send(hour, new Date(month.getTime() + 3 * DAY + hour * HOUR));
    const before = await readAll(device.id);
    expect(before.temperature).toHaveLength(3);

    // A failure inside the frames' batch, as a crash or a lost connection would end it.
    await handle.pool.query(`
      create function fail_frame_values() returns trigger language plpgsql as $$
      begin raise exception 'compaction interrupted'; end $$`);
    const uplinks = `readings_uplinks_${suffix(month)}`;
    await handle.pool.query(
      `create trigger fail_frame_values before insert on ${uplinks} for each row execute function fail_frame_values()`,
    );
    await expect(compactMonth(handle.pool, 'frames', month)).rejects.toThrow('compaction interrupted');
    expect(await count('frames where device_id = $1 and keys is not null', device.id)).toBe(3);
    expect(await readAll(device.id)).toEqual(before);
    await handle.pool.query(`drop trigger fail_frame_values on ${uplinks}`);

    // The retention pass on the second day of this month: last month is closed.
    const done = await compactClosedMonths(handle.pool, new Date(monthStart(now).getTime() + 2 * DAY));
    expect(done.months).toEqual(
      expect.arrayContaining([`frames_${suffix(month)}`, `readings_${suffix(month)}`]),
    );
    expect(done.months.indexOf(`frames_${suffix(month)}`)).toBeLessThan(
      done.months.indexOf(`readings_${suffix(month)}`),
    );
    expect(await count('frames where device_id = $1', device.id)).toBe(0);
    expect(await count('readings_uplinks where device_id = $1', device.id)).toBe(0);
    expect(await count('frames_days where device_id = $1', device.id)).toBe(2);
    expect(await count('readings_days where device_id = $1', device.id)).toBeGreaterThanOrEqual(6);
    expect(await readAll(device.id)).toEqual(before);
  });

  it('an organisation keeping frames for less time than readings keeps the readings of the frames it deletes', async () => {
    const device = await deviceOf(1, null);
    const old = new Date(now.getTime() - 3 * DAY);
    const recent = new Date(now.getTime() - HOUR);
    await device.send(1, old);
    await device.send(2, recent);
    const before = await readAll(device.id);
    expect(before.temperature).toHaveLength(2);

    expect(await trimOrganisations(handle.pool, { framesDays: 90, historyDays: 400 }, now)).toBeGreaterThan(
      0,
    );
    const frames = await handle.pool.query('select received_at from frames where device_id = $1', [
      device.id,
    ]);
    expect(frames.rows).toEqual([{ received_at: recent }]);
    expect(await readAll(device.id)).toEqual(before);
    // Trimmed again: nothing more goes, nothing is doubled.
    await trimOrganisations(handle.pool, { framesDays: 90, historyDays: 400 }, now);
    expect(await readAll(device.id)).toEqual(before);
  });

  it('an organisation keeping readings for less time than frames keeps the frames without their readings', async () => {
    const device = await deviceOf(null, 1);
    const old = new Date(now.getTime() - 3 * DAY);
    const recent = new Date(now.getTime() - HOUR);
    await device.send(1, old);
    await device.send(2, recent);

    await trimOrganisations(handle.pool, { framesDays: 90, historyDays: 400 }, now);
    expect(await count(`pinpoint_frames($1, '-infinity', 'infinity')`, device.id)).toBe(2);
    const read = await readAll(device.id);
    expect(read.temperature).toEqual([{ time: recent, value: 28.29 }]);
    expect(read.readings.every((r: { time: Date }) => r.time.getTime() === recent.getTime())).toBe(true);
    expect(read.first).toEqual([{ time: recent, value: 28.29 }]);
  });

  it('a month of frames dropped past keeping before it was compacted gives its readings to the history kept', async () => {
    const device = await deviceOf();
    const month = monthStart(now, -2);
    await addMonth(handle.pool, 'frames', month);
    await addMonth(handle.pool, 'readings_uplinks', month);
    const at = new Date(month.getTime() + 5 * DAY);
    await device.send(1, at);
    const before = await readAll(device.id);
    expect(before.temperature).toEqual([{ time: at, value: 28.29 }]);

    const result = await maintainPartitions(handle.pool, { framesDays: 10, historyDays: 400 }, now);
    expect(result.dropped).toContain(`frames_${suffix(month)}`);
    expect(await count('frames where device_id = $1', device.id)).toBe(0);
    expect(await readAll(device.id)).toEqual(before);
  });
});
