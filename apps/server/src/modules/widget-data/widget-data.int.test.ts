import type {
  EventsData,
  HealthData,
  LatestData,
  OccupancyData,
  PositionsData,
  SeriesData,
  TableData,
  TripsData,
  Widget,
  WidgetInput,
} from '@pinpoint/shared/widgets/index.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/index.ts';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/database.ts';
import { readingSeriesBatch } from '../device/history.ts';
import { seedFleet, twelveWidgets } from './fixture.ts';
import { loadWidgetData } from './service.ts';

const database = await createTestDatabase();
const handle = connect(database.url, 10);
afterAll(async () => {
  await handle.close();
  await database.drop();
});
const { db, pool } = handle;

/** A Kysely on the same pool that counts the statements it sends. */
function countingDb() {
  const statements: string[] = [];
  const counted = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      statements.push(event.query.sql);
    },
  });
  return { counted, statements };
}

const widgets = (list: WidgetInput[]): Widget[] => list.map((w) => widgetSchema.parse(w));

async function organisation(name: string) {
  const row = await pool.query<{ id: string }>('insert into organisations (name) values ($1) returning id', [
    name,
  ]);
  return row.rows[0]?.id as string;
}
async function device(organisationId: string, name: string) {
  const row = await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name, type) values ($1, $2, 'temperature') returning id`,
    [organisationId, name],
  );
  return row.rows[0]?.id as string;
}
async function reading(deviceId: string, organisationId: string, time: string, field: string, value: number) {
  await pool.query(
    'insert into readings (device_id, organisation_id, time, field, value) values ($1, $2, $3, $4, $5)',
    [deviceId, organisationId, time, field, value],
  );
}

const fixed = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const load = (
  organisationId: string,
  list: Widget[],
  extra: Partial<Parameters<typeof loadWidgetData>[1]> = {},
) =>
  loadWidgetData(db, {
    organisationId,
    widgets: list,
    range: fixed('2026-01-10T00:00:00Z', '2026-01-11T00:00:00Z'),
    widthPx: 100,
    audience: 'member',
    now: new Date('2026-01-11T00:00:00Z'),
    timeZone: 'UTC',
    ...extra,
  });

describe('series, latest values and trends from known readings', async () => {
  const org = await organisation('Known readings');
  const freezer = await device(org, 'Freezer');
  for (const [time, value] of [
    ['2026-01-10T10:00:00Z', 2],
    ['2026-01-10T10:10:00Z', 4],
    ['2026-01-10T10:20:00Z', 9],
    ['2026-01-10T11:05:00Z', 1],
  ] as const)
    await reading(freezer, org, time, 'temperature', value);
  await reading(freezer, org, '2026-01-09T23:00:00Z', 'temperature', 50); // before the range

  it('gives each hour bucket its n-weighted mean, count, and min and max for a band', async () => {
    const answer = await load(
      org,
      widgets([
        { id: 'band', type: 'series', devices: [freezer], fields: ['temperature'], options: { band: true } },
        { id: 'line', type: 'series', devices: [freezer], fields: ['temperature'] },
      ]),
    );
    const band = answer.widgets.band;
    expect(band?.status).toBe('ok');
    const data = (band as { data: SeriesData }).data;
    expect(data).toMatchObject({ stride: 3600, origin: '2026-01-10T00:00:00.000Z' });
    expect(data.series[0]?.points).toEqual([
      { t: Date.parse('2026-01-10T10:00:00Z'), avg: 5, n: 3, min: 2, max: 9 },
      { t: Date.parse('2026-01-10T11:00:00Z'), avg: 1, n: 1, min: 1, max: 1 },
    ]);
    // Without a band, no min and max are sent.
    expect((answer.widgets.line as { data: SeriesData }).data.series[0]?.points[0]).toEqual({
      t: Date.parse('2026-01-10T10:00:00Z'),
      avg: 5,
      n: 3,
    });
    expect(answer.devices[freezer]).toMatchObject({ name: 'Freezer', type: 'temperature' });
  });

  it('gives the latest value, its time and the first value of the range for the trend', async () => {
    const answer = await load(
      org,
      widgets([{ id: 'now', type: 'latest', devices: [freezer], field: 'temperature' }]),
    );
    expect((answer.widgets.now as { data: LatestData }).data.values).toEqual([
      { device: freezer, field: 'temperature', value: 1, time: '2026-01-10T11:05:00.000Z', first: 2 },
    ]);
  });
});

describe('local days across a daylight saving change', async () => {
  const org = await organisation('Toronto days');
  const sensor = await device(org, 'Cellar');
  await reading(sensor, org, '2026-03-08T04:30:00Z', 'temperature', 10); // 23:30 EST on the 7th
  await reading(sensor, org, '2026-03-08T12:00:00Z', 'temperature', 20); // the 23-hour day
  await reading(sensor, org, '2026-03-09T03:30:00Z', 'temperature', 30); // 23:30 EDT on the 8th
  await reading(sensor, org, '2026-03-09T12:00:00Z', 'temperature', 40);

  it('starts each day bucket at local midnight, the DST day included', async () => {
    const answer = await load(
      org,
      widgets([{ id: 'days', type: 'series', devices: [sensor], fields: ['temperature'] }]),
      {
        range: fixed('2026-02-01T05:00:00Z', '2026-04-01T04:00:00Z'),
        widthPx: 400,
        timeZone: 'America/Toronto',
      },
    );
    const data = (answer.widgets.days as { data: SeriesData }).data;
    expect(data).toMatchObject({ unit: 'day', origin: '2026-02-01T05:00:00.000Z' });
    expect(data.series[0]?.points.map((p) => [new Date(p.t).toISOString(), p.avg])).toEqual([
      ['2026-03-07T05:00:00.000Z', 10],
      ['2026-03-08T05:00:00.000Z', 25],
      ['2026-03-09T04:00:00.000Z', 40],
    ]);
  });

  it('counts hour buckets from local midnight', async () => {
    const answer = await load(
      org,
      widgets([{ id: 'hours', type: 'series', devices: [sensor], fields: ['temperature'] }]),
      {
        range: fixed('2026-03-08T10:17:00Z', '2026-03-09T10:17:00Z'),
        widthPx: 100,
        timeZone: 'America/Toronto',
      },
    );
    const data = (answer.widgets.hours as { data: SeriesData }).data;
    expect(data.origin).toBe('2026-03-08T05:00:00.000Z');
    expect(data.series[0]?.points.map((p) => new Date(p.t).toISOString())).toEqual([
      '2026-03-08T12:00:00.000Z',
      '2026-03-09T03:00:00.000Z',
    ]);
  });
});

describe('one widget failing or over a limit leaves the others', async () => {
  const org = await organisation('Failures');
  const gauge = await device(org, 'Gauge');
  // Two readings whose sum overflows a double: the database refuses their average.
  await reading(gauge, org, '2026-01-10T10:00:00Z', 'pressure', 1.7e308);
  await reading(gauge, org, '2026-01-10T10:01:00Z', 'pressure', 1.7e308);
  await reading(gauge, org, '2026-01-10T10:00:00Z', 'temperature', 3);

  it('errors only the widget whose statement failed', async () => {
    const answer = await load(
      org,
      widgets([
        { id: 'broken', type: 'series', devices: [gauge], fields: ['pressure'] },
        { id: 'fine', type: 'series', devices: [gauge], fields: ['temperature'] },
        { id: 'latest', type: 'latest', devices: [gauge], field: 'temperature' },
        { id: 'note', type: 'note', markdown: 'hello' },
      ]),
    );
    expect(answer.widgets.broken).toMatchObject({ status: 'error', code: 'failed' });
    expect(answer.widgets.fine).toMatchObject({ status: 'ok' });
    expect((answer.widgets.fine as { data: SeriesData }).data.series[0]?.points[0]?.avg).toBe(3);
    expect(answer.widgets.latest).toMatchObject({ status: 'ok' });
    expect(answer.widgets.note).toEqual({ status: 'ok', data: null });
  });

  it('skips a widget past the points limit and still answers the rest', async () => {
    const twelve = await Promise.all(Array.from({ length: 12 }, (_, i) => device(org, `Probe ${i}`)));
    const big = (id: string): WidgetInput => ({
      id,
      type: 'series',
      devices: twelve,
      fields: ['temperature', 'humidity', 'co2', 'pressure'],
    });
    const answer = await load(org, widgets(Array.from({ length: 9 }, (_, i) => big(`big${i}`))), {
      range: fixed('2026-01-01T00:00:00Z', '2026-01-31T00:00:00Z'),
      widthPx: 4000,
    });
    const statuses = Object.values(answer.widgets).map((r) => r.status);
    expect(statuses.filter((s) => s === 'ok').length).toBe(7);
    expect(answer.widgets.big8).toMatchObject({ status: 'skipped', code: 'too_many_points' });
  });
});

describe('devices of another organisation', async () => {
  const mine = await organisation('Mine');
  const theirs = await organisation('Theirs');
  const own = await device(mine, 'Own probe');
  const foreign = await device(theirs, 'Their probe');
  await reading(own, mine, '2026-01-10T10:00:00Z', 'temperature', 3);
  await reading(foreign, theirs, '2026-01-10T10:00:00Z', 'temperature', 987.654);

  it('answer nothing, even written into a widget by hand, and leave the answer without them', async () => {
    const answer = await load(
      mine,
      widgets([
        { id: 's', type: 'series', devices: [own, foreign], fields: ['temperature'] },
        { id: 'l', type: 'latest', devices: [foreign], field: 'temperature' },
        { id: 't', type: 'device-table', devices: [foreign, own] },
      ]),
    );
    expect(Object.keys(answer.devices)).toEqual([own]);
    expect((answer.widgets.s as { data: SeriesData }).data.series.map((s) => s.device)).toEqual([own]);
    expect((answer.widgets.l as { data: LatestData }).data.values).toEqual([]);
    expect((answer.widgets.t as { data: TableData }).data.rows.map((r) => r.device)).toEqual([own]);
    expect(JSON.stringify(answer)).not.toContain('987.654');
  });

  it('answer nothing through the series reader itself, one pair alone (read with plain values) or among others (unnested)', async () => {
    const pair = (deviceId: string) => ({
      deviceId,
      field: 'temperature',
      from: new Date('2026-01-10T00:00:00Z'),
      to: new Date('2026-01-11T00:00:00Z'),
      stride: { seconds: 3600 },
      origin: new Date('2026-01-10T00:00:00Z'),
    });
    const bucket = { t: Date.parse('2026-01-10T10:00:00Z'), avg: 3, n: 1, min: 3, max: 3 };
    expect(await readingSeriesBatch(db, mine, [pair(foreign)])).toEqual([[]]);
    expect(await readingSeriesBatch(db, mine, [pair(own)])).toEqual([[bucket]]);
    expect(await readingSeriesBatch(db, mine, [pair(foreign), pair(own)])).toEqual([[], [bucket]]);
  });

  it('drop a device moved to another organisation', async () => {
    const moving = await device(mine, 'Moving probe');
    await reading(moving, mine, '2026-01-10T10:00:00Z', 'temperature', 7);
    const list = widgets([{ id: 's', type: 'series', devices: [moving], fields: ['temperature'] }]);
    expect((await load(mine, list)).devices[moving]).toBeDefined();
    await pool.query('update devices set organisation_id = $1 where id = $2', [theirs, moving]);
    await pool.query('update readings set organisation_id = $1 where device_id = $2', [theirs, moving]);
    const after = await load(mine, list);
    expect(after.devices[moving]).toBeUndefined();
    expect((after.widgets.s as { data: SeriesData }).data.series).toEqual([]);
  });
});

describe('the twelve-widget, fifty-device, seven-day dashboard', async () => {
  const now = new Date();
  const fleet = await seedFleet(pool, { devices: 50, days: 7, everyMinutes: 15, end: now });
  const list = twelveWidgets(fleet.deviceIds, fleet.geofenceId);

  it('loads every widget in a small, bounded number of statements', async () => {
    const { counted, statements } = countingDb();
    const answer = await loadWidgetData(counted, {
      organisationId: fleet.organisationId,
      widgets: list,
      range: { kind: 'last', amount: 7, unit: 'day' },
      widthPx: 1200,
      audience: 'member',
      now,
      timeZone: 'America/Toronto',
    });
    for (const widget of list) expect(answer.widgets[widget.id], widget.id).toMatchObject({ status: 'ok' });
    const lanes = statements.filter((s) => /statement_timeout/.test(s)).length;
    const data = statements.filter((s) => /^\s*(select|with)/i.test(s));
    // One statement a data kind (devices, series, latest, events; positions, tracks, geofences and
    // bases for the map; occupancy, health; positions and geofences for trips), whatever the number
    // of widgets or devices, and a begin, timeout and commit per lane (at most 3 lanes).
    expect(data.length).toBeLessThanOrEqual(12);
    expect(lanes).toBeLessThanOrEqual(3);
    expect(statements.length).toBeLessThanOrEqual(12 + 3 * 3);

    const series = (answer.widgets.temps as { data: SeriesData }).data;
    expect(series.stride).toBe(3600);
    expect(series.series).toHaveLength(12);
    expect(series.series[0]?.points.length).toBeGreaterThan(160);
    const positions = (answer.widgets.map as { data: PositionsData }).data;
    expect(positions.positions).toHaveLength(50);
    expect(positions.tracks).toHaveLength(50);
    expect(positions.tracks[0]?.points.length).toBeLessThanOrEqual(2000);
    expect(positions.geofences[0]?.geometry.coordinates[0]?.length).toBe(49);
    expect(positions.bases).toEqual([expect.objectContaining({ name: 'Depot' })]);
    expect((answer.widgets.feed as { data: EventsData }).data.events).toHaveLength(20);
    expect((answer.widgets.occupancy as { data: OccupancyData }).data.geofences[0]).toMatchObject({
      name: 'Yard',
      count: 25,
    });
    const health = (answer.widgets.health as { data: HealthData }).data.devices[0];
    expect(health?.rssi).toBeLessThan(-89);
    expect(health?.hourly.length).toBeGreaterThan(160);
    expect(health?.total).toBeGreaterThan(600);
    const table = (answer.widgets.table as { data: TableData }).data.rows[0];
    expect(table).toMatchObject({ status: 'fresh', values: { humidity: 55 } });
    const trips = (answer.widgets.trips as { data: TripsData }).data.devices;
    expect(trips).toHaveLength(10);
    expect(trips[0]?.distanceKm).toBeGreaterThan(10);
  });

  it('answers a report with the same data under a longer time budget', async () => {
    const answer = await loadWidgetData(db, {
      organisationId: fleet.organisationId,
      widgets: list,
      range: { from: new Date(now.getTime() - 86_400_000), to: now },
      widthPx: 800,
      audience: 'report',
      now,
      timeZone: 'America/Toronto',
    });
    expect(Object.values(answer.widgets).every((r) => r.status === 'ok')).toBe(true);
  });
});
