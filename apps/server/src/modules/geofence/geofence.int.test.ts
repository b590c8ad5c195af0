import { type Geofence, geofenceSchema, organisationLogPageSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudCalls, messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
// Olive owns the organisation under test, Max is a member of it and Vic a viewer; Otto has his own.
let olive: Person;
let max: Person;
let vic: Person;
let otto: Person;
let orgId: string;
let ottosGeofence: Geofence;

const tower = {
  name: 'CN Tower',
  address: '290 Bremner Blvd, Toronto',
  postcode: 'M5V 3L9',
  type: 'circle',
  latitude: 43.6426,
  longitude: -79.3871,
  radius: 250,
};
// An L-shaped yard in the Port Lands, given as a closed ring.
const yard = [
  { lat: 43.64, lon: -79.35 },
  { lat: 43.64, lon: -79.348 },
  { lat: 43.641, lon: -79.348 },
  { lat: 43.641, lon: -79.349 },
  { lat: 43.642, lon: -79.349 },
  { lat: 43.642, lon: -79.35 },
  { lat: 43.64, lon: -79.35 },
];
const bowTie = [
  { lat: 43.64, lon: -79.35 },
  { lat: 43.64, lon: -79.348 },
  { lat: 43.642, lon: -79.35 },
  { lat: 43.642, lon: -79.348 },
];

const { create, getOne, patch, remove, bulkDelete, notFoundOutside } = crudCalls('/geofence', () => ({
  api,
  orgId,
}));
const setStatus = (by: Person, id: string, status: unknown) =>
  api.call(`/geofence/${id}/status`, { method: 'PATCH', token: by.token, body: { status } });
const list = async (by: Person = olive) =>
  ((await api.call(`/geofence/organisation/${orgId}`, { token: by.token })).body as Geofence[]).map((g) =>
    geofenceSchema.parse(g),
  );

beforeAll(async () => {
  delete process.env.GEOCODER_URL;
  server = await startTestServer();
  api = testApi(server);
  ({ olive, max, vic, otto, orgId } = await api.signUpCast());
  ottosGeofence = (await create(otto, { ...tower, name: 'Otto yard' }, otto.organisationId)).body;
});
afterAll(() => server.close());

describe('POST /api/geofence', () => {
  it('lets a member add a circle, active and alerting on enter and exit by default', async () => {
    const res = await create(max, tower);
    expect(res.status).toBe(201);
    const geofence = geofenceSchema.parse(res.body);
    expect(geofence).toMatchObject({
      ...tower,
      organisationId: orgId,
      polygon: null,
      status: 'active',
      alertType: 'enter-exit',
      devicesInside: 0,
      deviceIdsInside: [],
    });
    expect(geofence.area).toBeCloseTo(Math.PI * 250 * 250, 0);
  });

  it('adds a polygon from a closed ring, kept open, centred on its centroid', async () => {
    const res = await create(max, {
      name: 'Port Lands yard',
      address: '51 Commissioners St',
      postcode: 'M5A 1A6',
      type: 'polygon',
      polygon: yard,
      alertType: 'exit',
      status: 'paused',
    });
    expect(res.status).toBe(201);
    const geofence = geofenceSchema.parse(res.body);
    expect(geofence).toMatchObject({ type: 'polygon', radius: null, alertType: 'exit', status: 'paused' });
    expect(geofence.polygon).toEqual(yard.slice(0, -1));
    expect(geofence.latitude).toBeCloseTo(43.64 + 0.001 * (5 / 6), 6);
    expect(geofence.longitude).toBeCloseTo(-79.35 + 0.001 * (5 / 6), 6);
    // Three cells of 0.001 degree square at 43.64 N: about 3 x 111 m x 80.5 m.
    expect(geofence.area).toBeGreaterThan(26_000);
    expect(geofence.area).toBeLessThan(27_500);
  });

  it('answers 409 for a name the organisation has, whatever its case', async () => {
    const res = await create(olive, { ...tower, name: 'CN TOWER' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'Geofence CN TOWER already exists' });
    // Another organisation may use the name.
    expect((await create(otto, tower, otto.organisationId)).status).toBe(201);
  });

  it('answers 400 naming each field: spec 5 required fields, radius, polygon, coordinates', async () => {
    const missing = await create(olive, { type: 'circle', latitude: 43.6, longitude: -79.4, radius: 50 });
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toContain('name: Name is required');
    expect(messageOf(missing)).toContain('address: Address is required');
    expect(messageOf(missing)).toContain('postcode: Postcode is required');
    const blank = await create(olive, { ...tower, name: '  ', postcode: '' });
    expect(messageOf(blank)).toContain('name: Name is required');
    expect(messageOf(blank)).toContain('postcode: Postcode is required');
    expect(messageOf(await create(olive, { ...tower, name: 'Tiny', radius: 0.5 }))).toBe(
      'radius: Radius must be at least 1 m',
    );
    expect(messageOf(await create(olive, { ...tower, name: 'Huge', radius: 100_001 }))).toBe(
      'radius: Radius must be at most 100 km (100000 m)',
    );
    expect(messageOf(await create(olive, { ...tower, name: 'Off', latitude: 91 }))).toContain(
      'latitude: Latitude must be between -90 and 90',
    );
    expect(messageOf(await create(olive, { ...tower, name: 'Half', longitude: undefined }))).toBe(
      'longitude: Give both latitude and longitude',
    );
    const bow = await create(olive, { ...tower, name: 'Bow', type: 'polygon', polygon: bowTie });
    expect(messageOf(bow)).toBe('polygon: The polygon must not cross itself');
    const line = await create(olive, { ...tower, name: 'Line', type: 'polygon', polygon: yard.slice(0, 2) });
    expect(messageOf(line)).toBe('polygon: A polygon needs 3 to 500 vertices');
    expect(messageOf(await create(olive, { ...tower, name: 'None', type: 'polygon' }))).toBe(
      'polygon: Polygon is required',
    );
    expect(messageOf(await create(olive, { ...tower, name: 'Hex', type: 'hexagon' }))).toContain('type:');
    expect(messageOf(await create(olive, { ...tower, name: 'Odd', alertType: 'both' }))).toContain(
      'alertType:',
    );
  });

  it('refuses a circle without coordinates when no geocoder is configured', async () => {
    const res = await create(olive, {
      ...tower,
      name: 'Somewhere',
      latitude: undefined,
      longitude: undefined,
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe('latitude: Give latitude and longitude: no geocoder is configured');
  });

  it('refuses a viewer (403) and an outsider (404)', async () => {
    const viewer = await create(vic, { ...tower, name: 'Union' });
    expect(viewer.status).toBe(403);
    expect(messageOf(viewer)).toBe('This needs the member role; you are a viewer');
    expect((await create(otto, { ...tower, name: 'Union' })).status).toBe(404);
  });
});

describe('GET /api/geofence/organisation/:organisationId and /api/geofence/:id', () => {
  it('lists the geofences by name to a viewer; 404 to an outsider', async () => {
    expect((await list(vic)).map((g) => g.name)).toEqual(['CN Tower', 'Port Lands yard']);
    expect((await api.call(`/geofence/organisation/${orgId}`, { token: otto.token })).status).toBe(404);
    expect((await api.call('/geofence/organisation/0', { token: olive.token })).status).toBe(404);
    expect((await api.call(`/geofence/organisation/${orgId}`)).status).toBe(401);
  });

  it('shows one geofence to a viewer; 404 to an outsider and for unknown ids', async () => {
    const [first] = await list();
    const id = first?.id as string;
    expect(await getOne(vic, id)).toEqual({ status: 200, body: first });
    expect(await notFoundOutside({ id, outsider: otto, othersId: ottosGeofence.id, member: olive })).toEqual({
      statuses: [404, 404, 404, 404],
      message: 'Geofence not found',
    });
  });
});

describe('PATCH /api/geofence/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(olive, { ...tower, name: 'Union Station', latitude: 43.6453, longitude: -79.3806 }))
      .body.id;
  });

  it('lets a member change some fields, the rest kept', async () => {
    const res = await patch(max, id, { radius: 75, alertType: 'enter', postcode: 'M5J 1E6' });
    expect(res.status).toBe(200);
    expect(geofenceSchema.parse(res.body)).toMatchObject({
      id,
      name: 'Union Station',
      latitude: 43.6453,
      radius: 75,
      alertType: 'enter',
      postcode: 'M5J 1E6',
    });
    expect(res.body.updatedAt > res.body.createdAt).toBe(true);
  });

  it('turns a circle into a polygon and back, keeping the centre', async () => {
    const square = [
      { lat: 43.645, lon: -79.381 },
      { lat: 43.645, lon: -79.38 },
      { lat: 43.646, lon: -79.38 },
      { lat: 43.646, lon: -79.381 },
    ];
    const polygon = await patch(max, id, { type: 'polygon', polygon: square });
    expect(polygon.status).toBe(200);
    expect(polygon.body).toMatchObject({ type: 'polygon', radius: null, polygon: square });
    expect(polygon.body.latitude).toBeCloseTo(43.6455, 6);
    const circle = await patch(max, id, { type: 'circle', radius: 40 });
    expect(circle.body).toMatchObject({ type: 'circle', radius: 40, polygon: null });
    expect(circle.body.longitude).toBeCloseTo(-79.3805, 6);
  });

  it('answers 409 for a taken name and 400 naming the field for a bad whole', async () => {
    const taken = await patch(max, id, { name: 'cn tower' });
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe('Geofence cn tower already exists');
    const noPolygon = await patch(max, id, { type: 'polygon' });
    expect(noPolygon.status).toBe(400);
    expect(messageOf(noPolygon)).toBe('polygon: Polygon is required');
    expect(messageOf(await patch(max, id, { radius: 0 }))).toBe('radius: Radius must be at least 1 m');
    expect(messageOf(await patch(max, id, { name: '' }))).toBe('name: Name is required');
  });

  it('refuses a viewer (403) and an outsider (404)', async () => {
    expect((await patch(vic, id, { radius: 10 })).status).toBe(403);
    expect((await patch(otto, id, { radius: 10 })).status).toBe(404);
    expect((await patch(olive, ottosGeofence.id, { radius: 10 })).status).toBe(404);
  });
});

describe('PATCH /api/geofence/:id/status', () => {
  it('pauses and resumes a geofence for a member', async () => {
    const [first] = await list();
    const paused = await setStatus(max, first?.id as string, 'paused');
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id: first?.id, status: 'paused', name: first?.name });
    expect((await setStatus(max, first?.id as string, 'active')).body.status).toBe('active');
  });

  it('answers 400 for an unknown status, 403 to a viewer and 404 to an outsider', async () => {
    const [first] = await list();
    const bad = await setStatus(max, first?.id as string, 'asleep');
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('status:');
    expect((await setStatus(vic, first?.id as string, 'paused')).status).toBe(403);
    expect((await setStatus(otto, first?.id as string, 'paused')).status).toBe(404);
    expect((await setStatus(olive, ottosGeofence.id, 'paused')).status).toBe(404);
  });
});

describe('DELETE /api/geofence/:id and POST /api/geofence/bulk-delete', () => {
  it('deletes one geofence for a member; refuses a viewer (403) and an outsider (404)', async () => {
    const id = (await create(olive, { ...tower, name: 'Rogers Centre' })).body.id;
    expect((await remove(vic, id)).status).toBe(403);
    expect((await remove(otto, id)).status).toBe(404);
    expect((await remove(max, id)).status).toBe(204);
    expect((await api.call(`/geofence/${id}`, { token: olive.token })).status).toBe(404);
    expect((await remove(max, id)).status).toBe(404);
  });

  it("deletes only the organisation's own geofences among the ids", async () => {
    const ids = await Promise.all(
      ['Harbourfront', 'Distillery'].map(async (name) => (await create(olive, { ...tower, name })).body.id),
    );
    expect(await bulkDelete(max, [...ids, ottosGeofence.id])).toEqual({ status: 200, body: { deleted: 2 } });
    expect((await api.call(`/geofence/${ottosGeofence.id}`, { token: otto.token })).status).toBe(200);
  });

  it('refuses a viewer (403) and an outsider (404), and validates the ids', async () => {
    expect((await bulkDelete(vic, [ottosGeofence.id])).status).toBe(403);
    expect((await bulkDelete(otto, [ottosGeofence.id])).status).toBe(404);
    expect(messageOf(await bulkDelete(olive, []))).toContain('ids: Select at least one');
    expect((await bulkDelete(olive, ['nope'])).status).toBe(400);
  });
});

describe('the organisation log and OpenAPI', () => {
  it('leaves a log row for every change', async () => {
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=200`, { token: olive.token })).body,
    );
    const rows = log.items.filter((i) => i.objectType === 'geofence').map((i) => [i.action, i.details.name]);
    expect(rows).toContainEqual(['create', 'CN Tower']);
    expect(rows).toContainEqual(['update', 'Union Station']);
    expect(rows).toContainEqual(['status', 'CN Tower']);
    expect(rows).toContainEqual(['delete', 'Rogers Centre']);
    expect(rows).toContainEqual(['delete', 'Harbourfront']);
  });

  it('documents every geofence and base route', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/api/geofence',
      '/api/geofence/{id}',
      '/api/geofence/{id}/status',
      '/api/geofence/organisation/{organisationId}',
      '/api/geofence/bulk-delete',
      '/api/geofence/import',
      '/api/geofence/geocode',
      '/api/base',
      '/api/base/{id}',
      '/api/base/organisation/{organisationId}',
      '/api/base/bulk-delete',
      '/api/base/import',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
