import type { LatLon, MatchedTrack } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { TILE_MS, tileOf } from './chunking.ts';
import { createMapMatcher, type MapMatcher } from './matcher.ts';
import { matchedTrack } from './service.ts';
import { type StubEngine, startStubEngine } from './stub-engine.ts';

/**
 * Issue 20 "Done when": a 250-position track against a local service speaking the OSRM match
 * API, through the real server and its database.
 */

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
// The real stub's snap: 0.0003° north of each position.
const north = (p: LatLon) => ({ lat: Math.round((p.lat + 0.0003) * 1e6) / 1e6, lon: p.lon });
const same = (a: LatLon, b: LatLon) => Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lon - b.lon) < 1e-7;

// A drive east along a street, a position every 10 s, from the top of an hour (5 hours ago).
const hour = tileOf(Date.now()) - 5 * TILE_MS;
const track = Array.from({ length: 250 }, (_, i) => ({
  time: new Date(hour + i * 10_000),
  lat: round6(43.65 + (i % 2) * 0.00002),
  lon: round6(-79.4 + i * 0.0002),
}));
const coordinate = (i: number) => track[i] as { time: Date; lat: number; lon: number };
/** The second request of the three starts at position 90; the service finds no road for it. */
const failingStart = coordinate(90);

/** While true the service answers 503, as one being restarted does. */
let outage = false;
let engine: StubEngine;
let server: TestServer;
let api: ReturnType<typeof testApi>;
let olive: Person;
let otto: Person;
let deviceId: string;
let deviceToken: string;

beforeAll(async () => {
  engine = await startStubEngine({
    fail: (coordinates) => {
      if (outage) return { status: 503, code: 'Unavailable' };
      return coordinates[0] && same(coordinates[0], failingStart) ? { status: 400, code: 'NoMatch' } : null;
    },
  });
  server = await startTestServer({ SELF_HOST: 'true', MAP_MATCHING_URL: engine.url });
  api = testApi(server);
  [olive, otto] = await api.signUpEach(['Olive', 'Otto'] as const);
  const created = await api.call('/device/self-host', {
    token: olive.token,
    body: { organisationId: olive.organisationId, name: 'Van 7' },
  });
  deviceId = created.body.device.id;
  deviceToken = created.body.token;
  for (const p of track) await send(p);
});
afterAll(async () => {
  await server?.close();
  await engine?.close();
});

/** A position through the real ingest path, as the Traccar Client app sends it. */
async function send(p: { time: Date; lat: number; lon: number }) {
  const query = new URLSearchParams({
    id: deviceToken,
    lat: String(p.lat),
    lon: String(p.lon),
    accuracy: '8',
    timestamp: String(p.time.getTime() / 1000),
  });
  const res = await fetch(`${server.url}/api/ingest/osmand?${query}`);
  expect(res.status).toBe(200);
}

async function getTrack(from: number, to: number, by = olive) {
  const query = new URLSearchParams({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
  return api.call(`/device/${deviceId}/track?${query}`, { token: by.token });
}

describe('map matching (issue 20)', () => {
  let first: MatchedTrack;

  it('sends a 250-position track in overlapping requests of at most 100, with times and accuracies', async () => {
    const res = await getTrack(hour, hour + TILE_MS);
    expect(res.status).toBe(200);
    first = res.body;
    expect(engine.requests.map((r) => r.coordinates.length)).toEqual([100, 100, 100]);
    const starts = engine.requests.map((r) => r.coordinates[0] as LatLon);
    expect(starts.map((s) => track.findIndex((p) => same(p, s)))).toEqual([0, 90, 150]);
    const [a, b, c] = engine.requests as [
      StubEngine['requests'][0],
      StubEngine['requests'][0],
      StubEngine['requests'][0],
    ];
    // Consecutive requests share positions: the second begins 10 before the first ends.
    expect(b.coordinates.slice(0, 10)).toEqual(a.coordinates.slice(90));
    expect(c.coordinates.slice(0, 40)).toEqual(b.coordinates.slice(60));
    expect(a.profile).toBe('driving');
    expect(a.params).toMatchObject({ geometries: 'geojson', overview: 'full', tidy: 'true', gaps: 'split' });
    expect(a.params.timestamps?.split(';').map(Number)).toEqual(
      track.slice(0, 100).map((p) => p.time.getTime() / 1000),
    );
    expect(a.params.radiuses).toBe(Array(100).fill('8').join(';'));
  });

  it('stitches one point a position, on the road, with no point twice in a row', () => {
    expect(first.source).toBe('matched');
    expect(first.complete).toBe(true);
    expect(first.points.map((p) => p.time)).toEqual(track.map((p) => p.time.toISOString()));
    for (const segment of first.segments)
      segment.path.slice(1).forEach((p, k) => {
        expect(same(p, segment.path[k] as LatLon)).toBe(false);
      });
    // The positions of the first and last requests are on the road, and the line bends
    // through the road's own vertices between them.
    const onRoad = first.points.flatMap((p, i) => (p.matched ? [i] : []));
    expect(onRoad).toEqual([...range(0, 95), ...range(170, 250)]);
    for (const i of onRoad) expect(same(first.points[i] as LatLon, north(coordinate(i)))).toBe(true);
    const matchedLine = first.segments.filter((s) => s.matched).flatMap((s) => s.path);
    const bend = {
      lat: (north(coordinate(3)).lat + north(coordinate(4)).lat) / 2,
      lon: (coordinate(3).lon + coordinate(4).lon) / 2 + 0.0001,
    };
    expect(matchedLine.some((p) => same(p, bend))).toBe(true);
  });

  it('keeps the positions of the request the service could not match where they were reported, dashed', () => {
    expect(first.segments.map((s) => s.matched)).toEqual([true, false, true]);
    const rawLine = (first.segments[1] as { path: LatLon[] }).path;
    const reported = range(95, 170).map((i) => ({ lat: coordinate(i).lat, lon: coordinate(i).lon }));
    for (const i of range(95, 170)) {
      expect(first.points[i]).toMatchObject({
        matched: false,
        lat: coordinate(i).lat,
        lon: coordinate(i).lon,
      });
    }
    // The dashed stretch runs from the last matched position through every reported one to
    // where the next request placed the last of them on the road.
    expect(rawLine[0]).toEqual(north(coordinate(94)));
    expect(rawLine.slice(1, -1)).toEqual(reported);
    expect(rawLine.at(-1)).toEqual(north(coordinate(169)));
    expect(first.distance.metres).toBeGreaterThan(first.distance.matchedMetres);
    expect(first.distance.matchedMetres).toBeGreaterThan(0);
  });

  it('matches an hour once: asking again, or for part of it, calls the service no more', async () => {
    const again = await getTrack(hour, hour + TILE_MS);
    expect(again.body).toEqual(first);
    const part = await getTrack(hour + 600_000, hour + 1_200_000);
    expect(part.body.points.map((p: { time: string }) => p.time)).toEqual(
      track.slice(60, 120).map((p) => p.time.toISOString()),
    );
    // The line of a part starts at its first position, not on the road before it.
    const { lat, lon } = part.body.points[0];
    expect(part.body.segments[0].path[0]).toEqual({ lat, lon });
    expect(engine.requests).toHaveLength(3);
  });

  it('matches the hour again when a late position arrives in it, and only then', async () => {
    // Far from this hour: its match still holds.
    await send({ time: new Date(hour + 3 * TILE_MS + 60_000), lat: 43.7, lon: -79.3 });
    await getTrack(hour, hour + TILE_MS);
    expect(engine.requests).toHaveLength(3);

    // A late position between two of the hour's: the hour is matched again, with it.
    const late = { time: new Date(hour + 2_005_000), lat: 43.65001, lon: -79.36 };
    await send(late);
    const res = await getTrack(hour, hour + TILE_MS);
    expect(engine.requests.length).toBeGreaterThan(3);
    expect(res.body.points).toHaveLength(251);
    expect(res.body.points.some((p: { time: string }) => p.time === late.time.toISOString())).toBe(true);
    const calls = engine.requests.length;
    await getTrack(hour, hour + TILE_MS);
    expect(engine.requests).toHaveLength(calls);
  });

  it('draws an hour as reported while the service is down, and matches it once it is back', async () => {
    const later = hour + 2 * TILE_MS;
    for (let i = 0; i < 20; i++)
      await send({ time: new Date(later + i * 15_000), lat: 43.66, lon: -79.38 + i * 0.0003 });
    outage = true;
    const down = await getTrack(later, later + TILE_MS);
    expect(down.body).toMatchObject({ source: 'matched', complete: false });
    expect(down.body.points.every((p: { matched: boolean }) => !p.matched)).toBe(true);
    // Not asked again at once: a failing service is left alone for MAP_MATCHING_RETRY_SECONDS.
    const calls = engine.requests.length;
    expect((await getTrack(later, later + TILE_MS)).body.complete).toBe(false);
    expect(engine.requests).toHaveLength(calls);

    outage = false;
    await server.handle.db
      .updateTable('map_matching_tiles')
      .set({ retry_after: new Date(Date.now() - 1000) })
      .where('device_id', '=', deviceId)
      .execute();
    const back = await getTrack(later, later + TILE_MS);
    expect(back.body.complete).toBe(true);
    expect(back.body.points.every((p: { matched: boolean }) => p.matched)).toBe(true);
    expect(engine.requests.length).toBeGreaterThan(calls);
  });

  it('bounds the work: a slow service costs a request its time budget at most, an organisation one call at a time', async () => {
    const slow = await startStubEngine({ delayMs: 400 });
    try {
      const matcher = createMapMatcher({
        ...server.config,
        MAP_MATCHING_URL: slow.url,
        MAP_MATCHING_REQUEST_BUDGET_MS: 1000,
        MAP_MATCHING_ORG_CONCURRENCY: 1,
      });
      const query = {
        organisationId: olive.organisationId,
        deviceId,
        from: new Date(hour),
        to: new Date(hour + TILE_MS),
      };
      const kept = () =>
        server.handle.db
          .selectFrom('map_matching_tiles')
          .select(['input_digest', 'matched_at'])
          .where('device_id', '=', deviceId)
          .where('tile_start', '=', new Date(hour))
          .executeTakeFirstOrThrow();
      const before = await kept();
      const started = Date.now();
      const cut = await matchedTrack(server.handle.db, query, matcher);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(slow.maxInFlight()).toBe(1);
      // Two of the three requests came back in time; the rest is drawn as reported for now.
      expect(cut.complete).toBe(false);
      expect(cut.points.filter((p) => p.matched).length).toBeGreaterThan(0);
      expect(cut.points.filter((p) => !p.matched).length).toBeGreaterThan(0);
      // Nothing kept from a request cut short: the next one, with time, matches the hour whole.
      expect(await kept()).toEqual(before);
      const whole = await matchedTrack(server.handle.db, query, {
        ...(matcher as MapMatcher),
        budgetMs: 10_000,
      });
      expect(whole.complete).toBe(true);
    } finally {
      await slow.close();
    }
  });

  it("answers 404 for another organisation's device, and asks the service nothing", async () => {
    const calls = engine.requests.length;
    const res = await getTrack(hour, hour + TILE_MS, otto);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No device found');
    expect(engine.requests).toHaveLength(calls);
  });

  it('tells the web app a service exists, and draws the positions as reported without one', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as { mapMatching: boolean };
    expect(config.mapMatching).toBe(true);
    const raw = await matchedTrack(
      server.handle.db,
      { organisationId: olive.organisationId, deviceId, from: new Date(hour), to: new Date(hour + 100_000) },
      null,
    );
    expect(raw.source).toBe('raw');
    expect(raw.points.every((p) => !p.matched)).toBe(true);
    expect(raw.segments).toEqual([
      { matched: false, path: track.slice(0, 10).map(({ lat, lon }) => ({ lat, lon })) },
    ]);
  });
});

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);
