import type { LatLon } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { createOrganisationLimiter } from './limits.ts';
import { matchUrl } from './osrm-client.ts';
import { buildTrack, placeAnswer, type StitchedPoint, stitchedFrom } from './stitch.ts';

const at = (lat: number, lon: number, second: number, accuracy: number | null = 10) => ({
  lat,
  lon,
  time: new Date(Date.UTC(2026, 2, 1, 10, 0, second)),
  accuracy,
});
const tp = (lon: number, lat: number, matching = 0) => ({
  location: [lon, lat] as [number, number],
  matchings_index: matching,
  waypoint_index: 0,
});

// A street running east at 43.65000; the positions wander just north of it.
const input = [
  at(43.6501, -79.4, 0),
  at(43.6502, -79.399, 10),
  at(43.6509, -79.398, 20),
  at(43.6501, -79.397, 30),
];
const street = [
  [-79.4, 43.65],
  [-79.3995, 43.65],
  [-79.399, 43.65],
  [-79.398, 43.65],
  [-79.397, 43.65],
] as Array<[number, number]>;

describe('placing an answer', () => {
  it('puts each position on the road, with the road since the one before', () => {
    const placed = placeAnswer(
      input,
      {
        ok: true,
        tracepoints: input.map((p) => tp(p.lon, 43.65)),
        matchings: [{ confidence: 0.8, geometry: { coordinates: street } }],
      },
      0.3,
    );
    expect(placed.map((p) => p.m)).toEqual([true, true, true, true]);
    expect(placed[0]?.path).toBeUndefined();
    // The road's own vertex between the first two positions is kept.
    expect(placed[1]?.path).toEqual([
      { lat: 43.65, lon: -79.4 },
      { lat: 43.65, lon: -79.3995 },
    ]);
    expect(placed[3]?.at).toEqual({ lat: 43.65, lon: -79.397 });
  });

  it('places a position the service dropped (an outlier) on the road between its neighbours', () => {
    const placed = placeAnswer(
      input,
      {
        ok: true,
        tracepoints: [tp(-79.4, 43.65), tp(-79.399, 43.65), null, tp(-79.397, 43.65)],
        matchings: [{ confidence: 0.8, geometry: { coordinates: street } }],
      },
      0.3,
    );
    expect(placed[2]).toMatchObject({ m: true, at: { lat: 43.65, lon: -79.398 } });
    expect(placed[3]?.path?.[0]).toEqual({ lat: 43.65, lon: -79.398 });
  });

  it('leaves positions where reported when the match is doubtful or the service failed', () => {
    const doubtful = placeAnswer(
      input,
      {
        ok: true,
        tracepoints: input.map((p) => tp(p.lon, 43.65)),
        matchings: [{ confidence: 0.1, geometry: { coordinates: street } }],
      },
      0.3,
    );
    const failed = placeAnswer(input, { ok: false, permanent: true, reason: 'NoMatch' }, 0.3);
    for (const placed of [doubtful, failed]) {
      expect(placed.every((p) => !p.m && !p.path)).toBe(true);
      expect(placed.map((p) => p.at)).toEqual(input.map(({ lat, lon }) => ({ lat, lon })));
    }
  });

  it('joins two matchings (a gap in time) by a dashed line', () => {
    const placed = placeAnswer(
      input,
      {
        ok: true,
        tracepoints: [
          tp(-79.4, 43.65, 0),
          tp(-79.399, 43.65, 0),
          tp(-79.398, 43.65, 1),
          tp(-79.397, 43.65, 1),
        ],
        matchings: [
          { confidence: 0.9, geometry: { coordinates: street.slice(0, 3) } },
          { confidence: 0.9, geometry: { coordinates: street.slice(3) } },
        ],
      },
      0.3,
    );
    const track = buildTrack(stitchedFrom(input, placed, 0, 0, 4));
    expect(track.segments.map((s) => s.matched)).toEqual([true, false, true]);
    expect(track.segments[1]?.path).toEqual([
      { lat: 43.65, lon: -79.399 },
      { lat: 43.65, lon: -79.398 },
    ]);
    expect(track.distance.matchedMetres).toBeLessThan(track.distance.metres);
  });
});

describe('the track drawn', () => {
  it('has no point twice in a row, and a position standing still adds nothing', () => {
    const p = (t: number, lat: number, lon: number, path?: LatLon[]): StitchedPoint => ({
      t: new Date(t * 1000).toISOString(),
      lat,
      lon,
      m: Boolean(path),
      ...(path ? { path } : {}),
    });
    const track = buildTrack([
      p(0, 43.65, -79.4),
      p(10, 43.65, -79.4),
      p(20, 43.65, -79.399, [{ lat: 43.65, lon: -79.4 }]),
      p(30, 43.65, -79.399, [{ lat: 43.65, lon: -79.399 }]),
    ]);
    expect(track.points).toHaveLength(4);
    expect(track.segments).toEqual([
      {
        matched: true,
        path: [
          { lat: 43.65, lon: -79.4 },
          { lat: 43.65, lon: -79.399 },
        ],
      },
    ]);
    expect(track.distance.metres).toBeCloseTo(80.5, 0);
  });
});

describe('the request', () => {
  it('sends OSRM match options, capped radiuses and never-decreasing timestamps', () => {
    const url = matchUrl(
      'http://osrm.local:5000',
      [
        at(43.65, -79.4, 0, 2),
        { ...at(43.651, -79.39, 0, 900), time: new Date(Date.UTC(2026, 2, 1, 10, 0, 0, 400)) },
      ],
      { profile: 'driving', gaps: 'split', maxRadius: 50 },
    );
    expect(url.pathname).toBe('/match/v1/driving/-79.400000,43.650000;-79.390000,43.651000');
    expect(url.searchParams.get('radiuses')).toBe('5;50');
    const [a, b] = (url.searchParams.get('timestamps') ?? '').split(';').map(Number);
    expect(b).toBe(a);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      geometries: 'geojson',
      overview: 'full',
      tidy: 'true',
      gaps: 'split',
    });
  });

  it("keeps a hosted service's path and access token", () => {
    const url = matchUrl('https://api.mapbox.com/matching/v5?access_token=pk.x', [at(43.65, -79.4, 0)], {
      profile: 'mapbox/driving',
      gaps: 'ignore',
      maxRadius: 50,
    });
    expect(url.pathname).toBe('/matching/v5/mapbox/driving/-79.400000,43.650000');
    expect(url.searchParams.get('access_token')).toBe('pk.x');
    expect(url.searchParams.get('radiuses')).toBe('10');
  });
});

describe('the per-organisation limit', () => {
  it('lets two calls of an organisation run at once, queues the third, and gives up at the deadline', async () => {
    const limiter = createOrganisationLimiter(2);
    const far = Date.now() + 10_000;
    const a = await limiter.acquire('org-a', far);
    const b = await limiter.acquire('org-a', far);
    expect(limiter.inFlight('org-a')).toBe(2);
    // Another organisation is not held up.
    const other = await limiter.acquire('org-b', far);
    expect(other).not.toBeNull();
    const waiting = limiter.acquire('org-a', far);
    const late = await limiter.acquire('org-a', Date.now() + 20);
    expect(late).toBeNull();
    a?.();
    const c = await waiting;
    expect(c).not.toBeNull();
    expect(limiter.inFlight('org-a')).toBe(2);
    b?.();
    c?.();
    c?.();
    expect(limiter.inFlight('org-a')).toBe(0);
  });
});
