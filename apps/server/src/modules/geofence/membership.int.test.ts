import { destination, type Geofence, type LatLon } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { updateGeofenceMembership, updateGeofenceMemberships } from './membership.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let olive: Person;
let otto: Person;
let orgId: string;

const cnTower: LatLon = { lat: 43.6426, lon: -79.3871 };
// An L-shaped yard in the Port Lands; the north-east notch is outside.
const yard: LatLon[] = [
  { lat: 43.64, lon: -79.35 },
  { lat: 43.64, lon: -79.348 },
  { lat: 43.641, lon: -79.348 },
  { lat: 43.641, lon: -79.349 },
  { lat: 43.642, lon: -79.349 },
  { lat: 43.642, lon: -79.35 },
];
const inNotch = { lat: 43.6415, lon: -79.3485 };
const inArm = { lat: 43.6415, lon: -79.3495 };
const reflexCorner = { lat: 43.641, lon: -79.349 };

let minute = 0;
/** Successive times, a minute apart, so each position is newer than the last. */
const next = () => new Date(Date.UTC(2026, 0, 1, 12, minute++));

const addGeofence = async (body: Record<string, unknown>, by = olive, organisationId = orgId) => {
  const res = await api.call('/geofence', {
    token: by.token,
    body: { organisationId, address: 'Somewhere', postcode: 'M5V', ...body },
  });
  if (res.status !== 201)
    throw new Error(`POST /geofence answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Geofence;
};
const circle = (name: string, centre: LatLon, radius: number, extra: Record<string, unknown> = {}) =>
  addGeofence({ name, type: 'circle', latitude: centre.lat, longitude: centre.lon, radius, ...extra });
const addDevice = async (name: string, organisationId = orgId, by = olive) => {
  const res = await api.call('/device/self-host', {
    token: by.token,
    body: { organisationId, name, type: 'location' },
  });
  return res.body.device.id as string;
};
const getGeofence = async (id: string) =>
  (await api.call(`/geofence/${id}`, { token: olive.token })).body as Geofence;
const move = (deviceId: string, position: LatLon & { accuracy?: number; source?: 'network' }, at = next()) =>
  updateGeofenceMembership(server.handle.db, orgId, deviceId, position, at);
const crossing = (geofenceId: string, deviceId: string, transition: 'enter' | 'exit') => ({
  geofenceId,
  deviceId,
  transition,
  at: expect.any(Date),
});

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' }); // devices are added as self-hosted ones
  api = testApi(server);
  [olive, otto] = await api.signUpEach(['Olive', 'Otto']);
  orgId = olive.organisationId;
});
afterAll(() => server.close());

describe('updateGeofenceMembership', () => {
  it('answers nothing for an organisation without active geofences', async () => {
    const deviceId = await addDevice('Lonely tracker', otto.organisationId, otto);
    expect(
      await updateGeofenceMembership(server.handle.db, otto.organisationId, deviceId, cnTower, next()),
    ).toEqual([]);
  });

  it('enters, stays and exits a circle, and keeps the count of devices inside', async () => {
    const fence = await circle('Tower', cnTower, 100);
    const deviceId = await addDevice('Van 1');
    expect(await move(deviceId, destination(cnTower, 0, 150))).toEqual([]);
    const at = next();
    expect(await move(deviceId, destination(cnTower, 0, 99), at)).toEqual([
      { geofenceId: fence.id, deviceId, transition: 'enter', at },
    ]);
    expect(await getGeofence(fence.id)).toMatchObject({ devicesInside: 1, deviceIdsInside: [deviceId] });
    expect(await move(deviceId, destination(cnTower, 90, 100))).toEqual([]); // on the edge: still inside
    expect(await move(deviceId, cnTower)).toEqual([]);
    expect(await move(deviceId, destination(cnTower, 180, 101))).toEqual([
      crossing(fence.id, deviceId, 'exit'),
    ]);
    expect(await getGeofence(fence.id)).toMatchObject({ devicesInside: 0, deviceIdsInside: [] });
    expect(await move(deviceId, destination(cnTower, 180, 500))).toEqual([]);
  });

  it('lets a coarse position decide a crossing only where its own radius keeps clear of the edge', async () => {
    // Network-solved LoRaWAN positions come with their radius: The Things Stack's location_solved
    // `accuracy` and ChirpStack's location event `accuracy`, in metres, hundreds of metres to
    // kilometres for TDOA and RSSI solvers. A cell position is kilometres.
    const centre = destination(cnTower, 90, 20_000);
    const fence = await circle('Depot', centre, 300);
    const deviceId = await addDevice('Pallet tracker');
    expect(await move(deviceId, destination(centre, 0, 50))).toEqual([crossing(fence.id, deviceId, 'enter')]);
    // 500 m from the centre, 200 m outside the edge, but ±800 m: it may well still be inside.
    expect(await move(deviceId, { ...destination(centre, 0, 500), accuracy: 800 })).toEqual([]);
    expect(await getGeofence(fence.id)).toMatchObject({ devicesInside: 1 });
    // 2 km out at ±800 m is out whichever way the error goes.
    expect(await move(deviceId, { ...destination(centre, 0, 2000), accuracy: 800 })).toEqual([
      crossing(fence.id, deviceId, 'exit'),
    ]);
    // At the centre at ±1 km: inside or not, it cannot say.
    expect(await move(deviceId, { ...centre, accuracy: 1000 })).toEqual([]);
    // At ±250 m, 300 m from every point of the edge: inside.
    expect(await move(deviceId, { ...centre, accuracy: 250 })).toEqual([
      crossing(fence.id, deviceId, 'enter'),
    ]);
    // A GNSS fix (±30 m) decides every crossing as before, however near the edge.
    expect(await move(deviceId, { ...destination(centre, 180, 310), accuracy: 30 })).toEqual([
      crossing(fence.id, deviceId, 'exit'),
    ]);
    // A cell's position with no radius (Milesight TS601's base_station_position) decides nothing;
    // a GNSS fix without one decides as always.
    expect(await move(deviceId, { ...centre, source: 'network' })).toEqual([]);
    expect(await move(deviceId, centre)).toEqual([crossing(fence.id, deviceId, 'enter')]);
  });

  it('follows a concave polygon: the notch of an L is outside, its corner inside', async () => {
    const fence = await addGeofence({ name: 'Yard', type: 'polygon', polygon: yard });
    const deviceId = await addDevice('Forklift');
    expect(await move(deviceId, inNotch)).toEqual([]);
    expect(await move(deviceId, inArm)).toEqual([crossing(fence.id, deviceId, 'enter')]);
    expect(await move(deviceId, reflexCorner)).toEqual([]);
    expect(await move(deviceId, inNotch)).toEqual([crossing(fence.id, deviceId, 'exit')]);
  });

  it('answers each geofence crossed by one move, tiny and huge alike', async () => {
    const tiny = await circle('Tiny', { lat: 43.7, lon: -79.4 }, 1);
    const huge = await circle('Huge', { lat: 43.7, lon: -79.4 }, 100_000);
    const deviceId = await addDevice('Courier');
    const fromKingston = await move(deviceId, { lat: 44.2312, lon: -76.486 });
    expect(fromKingston).toEqual([]);
    const both = await move(deviceId, destination({ lat: 43.7, lon: -79.4 }, 45, 0.5));
    expect(both).toHaveLength(2);
    expect(both).toEqual(
      expect.arrayContaining([crossing(tiny.id, deviceId, 'enter'), crossing(huge.id, deviceId, 'enter')]),
    );
    expect(await move(deviceId, destination({ lat: 43.7, lon: -79.4 }, 45, 2))).toEqual([
      crossing(tiny.id, deviceId, 'exit'),
    ]);
    // The huge one would hold every later test's positions.
    await api.call('/geofence/bulk-delete', {
      token: olive.token,
      body: { organisationId: orgId, ids: [tiny.id, huge.id] },
    });
  });

  it('ignores a paused geofence, and resuming it takes the devices inside without a crossing', async () => {
    const centre = { lat: 43.66, lon: -79.39 };
    const fence = await circle('Queens Park', centre, 200, { status: 'paused' });
    const deviceId = await addDevice('Bike');
    expect(await move(deviceId, centre)).toEqual([]);
    // As ingest does, the device's last position is on the device.
    await server.handle.db
      .updateTable('devices')
      .set({ lat: centre.lat, lon: centre.lon, location_at: next() })
      .where('id', '=', deviceId)
      .execute();
    const resumed = await api.call(`/geofence/${fence.id}/status`, {
      method: 'PATCH',
      token: olive.token,
      body: { status: 'active' },
    });
    expect(resumed.body).toMatchObject({ status: 'active', devicesInside: 1, deviceIdsInside: [deviceId] });
    expect(await move(deviceId, centre)).toEqual([]);
    const paused = await api.call(`/geofence/${fence.id}/status`, {
      method: 'PATCH',
      token: olive.token,
      body: { status: 'paused' },
    });
    expect(paused.body).toMatchObject({ status: 'paused', devicesInside: 0 });
    expect(await move(deviceId, destination(centre, 0, 1000))).toEqual([]);
  });

  it('counts the devices already inside a geofence when it is made, and after it moves', async () => {
    const centre = { lat: 43.67, lon: -79.4 };
    const deviceId = await addDevice('Parked truck');
    await server.handle.db
      .updateTable('devices')
      .set({ lat: centre.lat, lon: centre.lon, location_at: next() })
      .where('id', '=', deviceId)
      .execute();
    const fence = await circle('Car park', centre, 50);
    expect(fence).toMatchObject({ devicesInside: 1, deviceIdsInside: [deviceId] });
    const moved = await api.call(`/geofence/${fence.id}`, {
      method: 'PATCH',
      token: olive.token,
      body: { latitude: 43.68 },
    });
    expect(moved.body).toMatchObject({ devicesInside: 0 });
    expect(await move(deviceId, centre)).toEqual([]);
  });

  it('does not undo a crossing with an older position', async () => {
    const centre = { lat: 43.62, lon: -79.5 };
    const fence = await circle('Humber', centre, 100);
    const deviceId = await addDevice('Boat');
    const early = next();
    const late = next();
    expect(await move(deviceId, centre, late)).toEqual([crossing(fence.id, deviceId, 'enter')]);
    expect(await move(deviceId, destination(centre, 0, 500), early)).toEqual([]);
    expect(await getGeofence(fence.id)).toMatchObject({ devicesInside: 1 });
  });

  it('answers a crossing once when two processes see it at the same time', async () => {
    const centre = { lat: 43.61, lon: -79.55 };
    const fence = await circle('Race', centre, 100);
    const deviceId = await addDevice('Twin');
    const at = next();
    const [a, b] = await Promise.all([move(deviceId, centre, at), move(deviceId, centre, at)]);
    expect([...(a ?? []), ...(b ?? [])]).toEqual([crossing(fence.id, deviceId, 'enter')]);
  });

  it("ignores another organisation's geofences and forgets a deleted one without an exit", async () => {
    const centre = { lat: 43.75, lon: -79.3 };
    await addGeofence(
      { name: 'Otto zone', type: 'circle', latitude: centre.lat, longitude: centre.lon, radius: 500 },
      otto,
      otto.organisationId,
    );
    const deviceId = await addDevice('Scout');
    expect(await move(deviceId, centre)).toEqual([]);
    const mine = await circle('Mine', centre, 500);
    expect(await move(deviceId, destination(centre, 0, 10))).toEqual([crossing(mine.id, deviceId, 'enter')]);
    await api.call(`/geofence/${mine.id}`, { method: 'DELETE', token: olive.token });
    expect(await move(deviceId, destination(centre, 0, 5000))).toEqual([]);
  });

  it('places a whole group of uplinks at once, across organisations, each device by its newest position', async () => {
    const centre = { lat: 43.8, lon: -79.25 };
    const mine = await circle('Depot north', centre, 300);
    const ottos = await addGeofence(
      { name: 'Depot east', type: 'circle', latitude: centre.lat, longitude: centre.lon, radius: 300 },
      otto,
      otto.organisationId,
    );
    const truck = await addDevice('Group truck');
    const van = await addDevice('Group van');
    const ottoVan = await addDevice('Otto van', otto.organisationId, otto);
    const away = destination(centre, 90, 2000);
    const [t1, t2] = [next(), next()];
    const group = [
      { organisationId: orgId, deviceId: truck, position: centre, at: t1 },
      // The van's newer position is outside, though it comes first in the group.
      { organisationId: orgId, deviceId: van, position: away, at: t2 },
      { organisationId: orgId, deviceId: van, position: centre, at: t1 },
      { organisationId: otto.organisationId, deviceId: ottoVan, position: centre, at: t2 },
    ];
    const crossings = await updateGeofenceMemberships(server.handle.db, group);
    expect(crossings).toHaveLength(2);
    expect(crossings).toEqual(
      expect.arrayContaining([
        { geofenceId: mine.id, deviceId: truck, transition: 'enter', at: t1 },
        { geofenceId: ottos.id, deviceId: ottoVan, transition: 'enter', at: t2 },
      ]),
    );
    expect(await getGeofence(mine.id)).toMatchObject({ devicesInside: 1, deviceIdsInside: [truck] });
    const later = next();
    expect(
      await updateGeofenceMemberships(server.handle.db, [
        { organisationId: orgId, deviceId: truck, position: away, at: later },
        { organisationId: otto.organisationId, deviceId: ottoVan, position: centre, at: later },
      ]),
    ).toEqual([{ geofenceId: mine.id, deviceId: truck, transition: 'exit', at: later }]);
  });

  it('sees a geofence changed by another server process at once, through NOTIFY', async () => {
    const centre = { lat: 43.81, lon: -79.2 };
    const fence = await circle('Shared yard', centre, 200);
    const deviceId = await addDevice('Shuttle');
    expect(await move(deviceId, destination(centre, 0, 1000))).toEqual([]); // the geofences are now in memory
    // Another process moves it (straight in the database: this process's service is not told).
    const moved = destination(centre, 0, 1000);
    await server.handle.db
      .updateTable('geofences')
      .set({
        lat: moved.lat,
        lon: moved.lon,
        min_lat: moved.lat - 0.01,
        max_lat: moved.lat + 0.01,
        min_lon: moved.lon - 0.01,
        max_lon: moved.lon + 0.01,
      })
      .where('id', '=', fence.id)
      .execute();
    // Well within the cache's one-minute limit, the next position is tested against the moved circle.
    let crossings: Awaited<ReturnType<typeof move>> = [];
    for (let i = 0; i < 40 && crossings.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      crossings = await move(deviceId, destination(moved, 90, 20));
      if (crossings.length === 0) await move(deviceId, destination(centre, 180, 5000));
    }
    expect(crossings).toEqual([crossing(fence.id, deviceId, 'enter')]);
  });
});
