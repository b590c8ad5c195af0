import type { PositionsData, TripsData, Widget, WidgetInput } from '@pinpoint/shared/widgets/index.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/index.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { connect } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { TILE_MS, tileOf } from '../map-matching/chunking.ts';
import { createMapMatcher, type MapMatcher } from '../map-matching/matcher.ts';
import { matchedDistance } from '../map-matching/service.ts';
import { type StubEngine, startStubEngine } from '../map-matching/stub-engine.ts';
import { roadsForUser } from '../map-matching/user-setting.ts';
import { getReport } from '../report/repo.ts';
import { type LoadData, renderRun } from '../report/runs.ts';
import { type LoadWidgetDataOptions, loadWidgetData } from './service.ts';

/**
 * Issue 20: dashboard map widgets and report trip summaries follow the roads when the asker's
 * map-matching setting is on, with distances measured along them (and saying so); a failing
 * service leaves the positions as reported, never an error.
 */

const database = await createTestDatabase();
const handle = connect(database.url, 10);
const { db, pool } = handle;
const engines: StubEngine[] = [];
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
  await handle.close();
  await database.drop();
});

const baseConfig = loadConfig({ ...process.env, SELF_HOST: 'true', DATABASE_URL: database.url });
const matcherFor = (url: string, extra: { budgetMs?: number } = {}): MapMatcher => {
  const matcher = createMapMatcher({
    ...baseConfig,
    MAP_MATCHING_URL: url,
    MAP_MATCHING_RETRY_SECONDS: 0,
    MAP_MATCHING_TIMEOUT_MS: 2000,
  });
  if (!matcher) throw new Error('no matcher');
  return extra.budgetMs ? { ...matcher, budgetMs: extra.budgetMs } : matcher;
};

const widgets = (list: WidgetInput[]): Widget[] => list.map((w) => widgetSchema.parse(w));

// A drive east along a street, a position every 10 s for 6 minutes, three hours ago.
const start = tileOf(Date.now()) - 3 * TILE_MS + 5 * 60_000;
const range = { from: new Date(start - 60_000), to: new Date(start + 10 * 60_000) };
const drive = Array.from({ length: 37 }, (_, i) => ({
  time: new Date(start + i * 10_000),
  lat: 43.65 + (i % 2) * 0.00002,
  lon: -79.4 + i * 0.0002,
}));

async function fleet(name: string) {
  const org = await pool.query<{ id: string }>('insert into organisations (name) values ($1) returning id', [
    name,
  ]);
  const organisationId = org.rows[0]?.id as string;
  const dev = await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name, type) values ($1, 'Van 7', 'tracker') returning id`,
    [organisationId],
  );
  const deviceId = dev.rows[0]?.id as string;
  for (const p of drive)
    await pool.query(
      `insert into positions (device_id, organisation_id, time, lat, lon, accuracy, source)
       values ($1, $2, $3, $4, $5, 8, 'gnss')`,
      [deviceId, organisationId, p.time, p.lat, p.lon],
    );
  return { organisationId, deviceId };
}

function load(organisationId: string, list: Widget[], roads?: { matcher: MapMatcher }) {
  return loadWidgetData(db, {
    organisationId,
    widgets: list,
    range,
    widthPx: 400,
    audience: 'report',
    now: range.to,
    timeZone: 'UTC',
    ...(roads ? { roads } : {}),
  });
}

const tripsOf = (answer: Awaited<ReturnType<typeof load>>, id = 'trips') => {
  const result = answer.widgets[id];
  expect(result?.status).toBe('ok');
  return (result as { data: TripsData }).data;
};

describe('road matching in widgets (issue 20)', async () => {
  const { organisationId, deviceId } = await fleet('Roads');
  const list = widgets([
    { id: 'trips', type: 'trip-summary', devices: [deviceId] },
    { id: 'map', type: 'map', devices: [deviceId], options: { tracks: true } },
  ]);

  it('without road matching: trip distances are straight lines between positions, tracks as reported', async () => {
    const answer = await load(organisationId, list);
    const trips = tripsOf(answer);
    expect(trips.distanceSource).toBe('raw');
    expect(trips.devices[0]?.distanceSource).toBe('raw');
    // 36 steps of about 16 m east.
    expect(trips.devices[0]?.distanceKm).toBeGreaterThan(0.55);
    expect(trips.devices[0]?.distanceKm).toBeLessThan(0.62);
    const map = (answer.widgets.map as { data: PositionsData }).data;
    expect(map.tracks[0]?.points).toHaveLength(37);
    expect(map.tracks[0]?.stretches).toBeUndefined();
  });

  it('with it: the distance along the matched roads, saying so, and the map track along them', async () => {
    const engine = await startStubEngine();
    engines.push(engine);
    const matcher = matcherFor(engine.url);
    const raw = tripsOf(await load(organisationId, list)).devices[0]?.distanceKm as number;

    const answer = await load(organisationId, list, { matcher });
    const trips = tripsOf(answer);
    const along = await matchedDistance(db, { organisationId, deviceId, ...range }, matcher);
    expect(along.source).toBe('matched');
    expect(trips.distanceSource).toBe('matched');
    expect(trips.devices[0]?.distanceSource).toBe('matched');
    expect(trips.devices[0]?.distanceKm).toBe(Math.round(along.metres) / 1000);
    // The stub's road bends between positions: longer than the straight lines.
    expect(trips.devices[0]?.distanceKm).toBeGreaterThan(raw);

    const map = (answer.widgets.map as { data: PositionsData }).data;
    const stretches = map.tracks[0]?.stretches ?? [];
    expect(stretches.map((s) => s.matched)).toEqual([true]);
    // On the road: 0.0003° north of the positions, through the road's bends.
    const line = stretches[0]?.points ?? [];
    expect(line[0]).toEqual([-79.4, 43.6503]);
    expect(line.length).toBeGreaterThan(37);
    // Matched once: the trip summary and the map shared the device's track, then the cache.
    const asked = engine.requests.length;
    expect(asked).toBeGreaterThan(0);
    await load(organisationId, list, { matcher });
    expect(engine.requests.length).toBe(asked);
  });

  it('a failing service leaves the positions as reported, and the widgets answer', async () => {
    const { organisationId: org2, deviceId: van } = await fleet('Roads down');
    const engine = await startStubEngine({ fail: () => ({ status: 503, code: 'Unavailable' }) });
    engines.push(engine);
    const own = widgets([
      { id: 'trips', type: 'trip-summary', devices: [van] },
      { id: 'map', type: 'map', devices: [van], options: { tracks: true } },
    ]);
    const raw = tripsOf(await load(org2, own)).devices[0]?.distanceKm;

    const answer = await load(org2, own, { matcher: matcherFor(engine.url) });
    expect(engine.requests.length).toBeGreaterThan(0);
    const trips = tripsOf(answer);
    expect(trips.distanceSource).toBe('raw');
    expect(trips.devices[0]?.distanceKm).toBe(raw);
    const map = (answer.widgets.map as { data: PositionsData }).data;
    expect(map.tracks[0]?.points).toHaveLength(37);
    // Drawn, but dashed throughout: no road is known.
    expect(map.tracks[0]?.stretches?.every((s) => !s.matched)).toBe(true);

    // No service listening at all: the same.
    const gone = await startStubEngine();
    await gone.close();
    const unreachable = await load(org2, own, { matcher: matcherFor(gone.url) });
    expect(tripsOf(unreachable).devices[0]?.distanceKm).toBe(raw);
    expect(tripsOf(unreachable).distanceSource).toBe('raw');
  });

  it("follows the user's setting, and never without a server matcher", async () => {
    const matcher = matcherFor('http://127.0.0.1:9');
    const user = async (sub: string, settings: object) => {
      const row = await pool.query<{ id: string }>(
        `insert into users (sub, email, name, settings) values ($1, $2, 'U', $3) returning id`,
        [sub, `${sub}@example.com`, JSON.stringify(settings)],
      );
      return row.rows[0]?.id as string;
    };
    const on = await user('roads-on', { mapMatching: true });
    await user('roads-off', { mapMatching: false });
    await user('roads-unset', {});
    expect(await roadsForUser(db, matcher, { sub: 'roads-on' })).toEqual({ matcher });
    expect(await roadsForUser(db, matcher, { id: on })).toEqual({ matcher });
    expect(await roadsForUser(db, matcher, { sub: 'roads-off' })).toBeUndefined();
    expect(await roadsForUser(db, matcher, { sub: 'roads-unset' })).toBeUndefined();
    // A report whose creator left.
    expect(await roadsForUser(db, matcher, { id: null })).toBeUndefined();
    expect(await roadsForUser(db, null, { sub: 'roads-on' })).toBeUndefined();
  });

  it('a report measures along roads when its creator has map matching on, else between positions', async () => {
    const engine = await startStubEngine();
    engines.push(engine);
    const config = { ...baseConfig, MAP_MATCHING_URL: engine.url };
    const report = async (name: string, settings: object | null) => {
      const creator = settings
        ? (
            await pool.query<{ id: string }>(
              `insert into users (sub, email, name, settings) values ($1, $2, 'U', $3) returning id`,
              [name, `${name}@example.com`, JSON.stringify(settings)],
            )
          ).rows[0]?.id
        : null;
      const row = await pool.query<{ id: string }>(
        `insert into reports (organisation_id, name, widgets, period, schedule, formats, created_by)
         values ($1, $2, $3, 'day', '{"frequency":"daily","time":"07:00"}', '{csv}', $4) returning id`,
        [
          organisationId,
          name,
          JSON.stringify([{ id: 'trips', type: 'trip-summary', devices: [deviceId] }]),
          creator,
        ],
      );
      return getReport(db, organisationId, row.rows[0]?.id as string);
    };
    const measured = async (name: string, settings: object | null) => {
      const seen: LoadWidgetDataOptions[] = [];
      const loadData: LoadData = (database, options) => {
        seen.push(options);
        return loadWidgetData(database, options);
      };
      const row = await report(name, settings);
      if (!row) throw new Error('no report');
      const document = await renderRun(
        {
          db,
          config,
          mailer: undefined,
          log: { info: () => {}, warn: () => {} },
          now: () => range.to,
          loadData,
        },
        row,
        { organisation_id: organisationId, period_from: range.from, period_to: range.to, runAt: range.to },
      );
      const table = document.sections[0]?.tables[0]?.table;
      const at = table?.columns.findIndex((c) => c.key === 'distanceSource') ?? -1;
      return { roads: Boolean(seen[0]?.roads), text: table?.rows[0]?.cells[at]?.text };
    };
    expect(await measured('report-roads-on', { mapMatching: true })).toEqual({
      roads: true,
      text: 'Along roads',
    });
    expect(await measured('report-roads-off', { mapMatching: false })).toEqual({
      roads: false,
      text: 'Straight lines between positions',
    });
    // Its creator left: nobody chose to.
    expect(await measured('report-no-creator', null)).toEqual({
      roads: false,
      text: 'Straight lines between positions',
    });
  });
});
