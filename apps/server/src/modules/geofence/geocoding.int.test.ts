import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseSchema, geofenceSchema } from '@pinpoint/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let olive: Person;
let vic: Person;
let otto: Person;
let orgId: string;

// A geocoder on 127.0.0.1 speaking Nominatim at /search and Photon at /api.
let fake: http.Server;
let fakeUrl: string;
const asked: URL[] = [];
const cnTower = { lat: 43.6426, lon: -79.3871, displayName: 'CN Tower, 290 Bremner Blvd, Toronto' };

function answer(url: URL, res: http.ServerResponse) {
  const q = url.searchParams.get('q') ?? '';
  const json = (body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (q.includes('Boom')) return res.writeHead(500).end('down');
  if (q.includes('Slow')) return setTimeout(() => json([]), 7000);
  if (q.includes('Nowhere')) return json(url.pathname === '/api' ? { features: [] } : []);
  const place = q.startsWith('290 Bremner')
    ? cnTower
    : { lat: 43.7, lon: -79.4, displayName: `Somewhere: ${q}` };
  if (url.pathname === '/api')
    return json({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
          properties: { name: 'CN Tower', housenumber: '290', street: 'Bremner Boulevard', city: 'Toronto' },
        },
      ],
    });
  return json([{ lat: String(place.lat), lon: String(place.lon), display_name: place.displayName }]);
}

const geocode = (by: Person, q: string, organisationId?: string) =>
  api.call(`/geofence/geocode?${new URLSearchParams({ q, ...(organisationId ? { organisationId } : {}) })}`, {
    token: by.token,
  });
const base = { address: '290 Bremner Blvd', postcode: 'M5V 3L9' };

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    asked.push(url);
    answer(url, res);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  server = await startTestServer();
  api = testApi(server);
  [olive, vic, otto] = await api.signUpEach(['Olive', 'Vic', 'Otto']);
  orgId = olive.organisationId;
  await api.call(`/organisation/${orgId}/members`, {
    token: olive.token,
    body: { email: vic.email, role: 'viewer' },
  });
  await api.verifyEmail(vic);
  await api.acceptInvitation(vic, orgId);
});
afterAll(async () => {
  delete process.env.GEOCODER_URL;
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
  await server.close();
});

// GEOCODER_URL is read at each request, so each test sets the geocoder it needs.
const useGeocoder = (url: string | undefined) => {
  if (url) process.env.GEOCODER_URL = url;
  else delete process.env.GEOCODER_URL;
};
afterEach(() => useGeocoder(undefined));

describe('GET /api/geofence/geocode', () => {
  it("answers the geocoder's first place, asked the Nominatim way", async () => {
    useGeocoder(fakeUrl);
    asked.length = 0;
    expect(await geocode(olive, '290 Bremner Blvd, Toronto', orgId)).toEqual({ status: 200, body: cnTower });
    const [request] = asked;
    expect(request?.pathname).toBe('/search');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      q: '290 Bremner Blvd, Toronto',
      format: 'json',
      limit: '1',
    });
  });

  it('reads a Photon answer too', async () => {
    useGeocoder(`${fakeUrl}/api`);
    const res = await geocode(olive, '290 Bremner Blvd');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lat: cnTower.lat,
      lon: cnTower.lon,
      displayName: 'CN Tower, 290 Bremner Boulevard, Toronto',
    });
  });

  it('answers 404 for an address not found, 503 when the geocoder fails or is slow', async () => {
    useGeocoder(fakeUrl);
    const nowhere = await geocode(olive, 'Nowhere Lane');
    expect(nowhere.status).toBe(404);
    expect(messageOf(nowhere)).toBe('No place found for that address');
    const boom = await geocode(olive, 'Boom Street');
    expect(boom.status).toBe(503);
    expect(messageOf(boom)).toBe(
      'The geocoder did not answer: give latitude and longitude, or try again later',
    );
    const started = Date.now();
    expect((await geocode(olive, 'Slow Road')).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(6900);
  });

  it('answers 503 with a clear message when no geocoder is configured', async () => {
    const res = await geocode(olive, '290 Bremner Blvd');
    expect(res.status).toBe(503);
    expect(messageOf(res)).toBe(
      'No geocoder is configured (GEOCODER_URL): place it on the map or give latitude and longitude',
    );
  });

  it('needs a member of the organisation named, and an address', async () => {
    useGeocoder(fakeUrl);
    expect((await geocode(vic, '290 Bremner Blvd', orgId)).status).toBe(403);
    expect((await geocode(otto, '290 Bremner Blvd', orgId)).status).toBe(404);
    const empty = await geocode(olive, ' ');
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe('q: Address is required');
    expect((await api.call('/geofence/geocode?q=x')).status).toBe(401);
  });
});

describe('geofences and bases placed by their address', () => {
  it('centres a circle given no coordinates on its geocoded address, 100 m by default', async () => {
    useGeocoder(fakeUrl);
    const res = await api.call('/geofence', {
      token: olive.token,
      body: { organisationId: orgId, name: 'Tower', ...base },
    });
    expect(res.status).toBe(201);
    expect(geofenceSchema.parse(res.body)).toMatchObject({
      type: 'circle',
      latitude: cnTower.lat,
      longitude: cnTower.lon,
      radius: 100,
    });
    const nowhere = await api.call('/geofence', {
      token: olive.token,
      body: { organisationId: orgId, name: 'Lost', address: 'Nowhere Lane', postcode: 'X' },
    });
    expect(nowhere.status).toBe(400);
    expect(messageOf(nowhere)).toBe('latitude: Address not found: give latitude and longitude');
    const boom = await api.call('/geofence', {
      token: olive.token,
      body: { organisationId: orgId, name: 'Lost', address: 'Boom Street', postcode: 'X' },
    });
    expect(boom.status).toBe(503);
  });

  it('geocodes import rows without coordinates, each address once', async () => {
    useGeocoder(fakeUrl);
    asked.length = 0;
    const res = await api.call('/geofence/import', {
      token: olive.token,
      body: {
        organisationId: orgId,
        rows: [
          { name: 'Tower west', ...base, radius: '30' },
          { name: 'Tower east', ...base },
          { name: 'Lost', address: 'Nowhere Lane', postcode: 'X' },
          { name: 'Broken', address: 'Boom Street', postcode: 'X' },
          { name: 'Placed', address: 'Nowhere Lane', postcode: 'X', latitude: '43.6', longitude: '-79.5' },
        ],
      },
    });
    expect(res.body).toEqual({
      added: 3,
      refused: [
        { row: 3, name: 'Lost', reasons: ['Address not found: give latitude and longitude'] },
        {
          row: 4,
          name: 'Broken',
          reasons: ['The geocoder did not answer: give latitude and longitude, or try again later'],
        },
      ],
    });
    expect(asked.map((u) => u.searchParams.get('q')).sort()).toEqual([
      '290 Bremner Blvd, M5V 3L9',
      'Boom Street, X',
      'Nowhere Lane, X',
    ]);
    const list = (await api.call(`/geofence/organisation/${orgId}`, { token: olive.token })).body as Array<{
      name: string;
      latitude: number;
      radius: number;
    }>;
    expect(
      list.filter((g) => g.name.startsWith('Tower ')).map((g) => [g.name, g.latitude, g.radius]),
    ).toEqual([
      ['Tower east', cnTower.lat, 100],
      ['Tower west', cnTower.lat, 30],
    ]);
  });

  it('places a base by its address, and leaves it off the map when the address is not found', async () => {
    useGeocoder(fakeUrl);
    const res = await api.call('/base', {
      token: olive.token,
      body: { organisationId: orgId, name: 'HQ', ...base },
    });
    expect(baseSchema.parse(res.body)).toMatchObject({ latitude: cnTower.lat, longitude: cnTower.lon });
    const moved = await api.call(`/base/${res.body.id}`, {
      method: 'PATCH',
      token: olive.token,
      body: { address: 'Nowhere Lane' },
    });
    expect(moved.body).toMatchObject({ address: 'Nowhere Lane', latitude: null, longitude: null });
    const imported = await api.call('/base/import', {
      token: olive.token,
      body: {
        organisationId: orgId,
        rows: [
          { name: 'Depot', ...base },
          { name: 'Lost', address: 'Nowhere Lane', postcode: 'X' },
        ],
      },
    });
    expect(imported.body).toEqual({ added: 2, refused: [] });
    const bases = (await api.call(`/base/organisation/${orgId}`, { token: olive.token })).body as Array<{
      name: string;
      latitude: number | null;
    }>;
    expect(bases.map((b) => [b.name, b.latitude])).toEqual([
      ['Depot', cnTower.lat],
      ['HQ', null],
      ['Lost', null],
    ]);
  });
});
