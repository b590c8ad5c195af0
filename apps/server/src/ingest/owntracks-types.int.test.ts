import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { hashDeviceToken } from './pipeline.ts';

// OwnTracks in HTTP mode POSTs every message type to the one endpoint (booklet, "JSON": "In HTTP
// mode the apps POST their data to a single endpoint you configure"); only `location` is a
// position. Each other type it documents must be answered 200 with the JSON array the app
// expects, storing nothing, never refused. The waypoint is the booklet's own example, verbatim
// (https://owntracks.org/booklet/features/waypoints/, with its coordinates as strings).

const TOKEN = 'dev_tok_owntracks_types';
let server: TestServer;
let olga: Person;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  olga = await testApi(server).signUp('Olga');
  const row = await server.handle.db
    .insertInto('devices')
    .values({
      organisation_id: olga.organisationId,
      name: 'phone',
      forwarder: 'self-host',
      token_hash: hashDeviceToken(TOKEN),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  deviceId = row.id;
});
afterAll(() => server?.close());

const post = (body: string) =>
  fetch(`${server.url}/api/ingest/owntracks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${TOKEN}:secret`).toString('base64')}`,
      'x-limit-u': TOKEN,
      'x-limit-d': 'phone',
    },
    body,
  });
const frames = async () =>
  Number(
    (await server.handle.pool.query('select count(*) from frames where device_id = $1', [deviceId])).rows[0]
      .count,
  );

describe('OwnTracks message types other than location, through the route', () => {
  it('answers each with [] and stores nothing', async () => {
    const bodies = [
      `{
    "_type": "waypoint",
    "desc": "Paris is lovely",
    "lat": "48.858330",
    "lon": "2.295130",
    "rad": "50",
    "tst": "1385997757"
}`,
      JSON.stringify({
        _type: 'waypoints',
        waypoints: [{ _type: 'waypoint', desc: 'Home', lat: 43.65, lon: -79.38, rad: 100, tst: 1700000000 }],
      }),
      JSON.stringify({
        _type: 'transition',
        wtst: 1700000000,
        lat: 43.65,
        lon: -79.38,
        tst: 1700000100,
        acc: 10,
        tid: 'OT',
        event: 'enter',
        desc: 'Home',
        t: 'c',
      }),
      JSON.stringify({ _type: 'lwt', tst: 1700000200 }),
      JSON.stringify({ _type: 'card', name: 'Olga', face: 'iVBORw0KGgo=' }),
      JSON.stringify({ _type: 'status', android: { hib: 0, bo: 1, loc: 0 } }),
      JSON.stringify({ _type: 'encrypted', data: 'c29tZXRoaW5n' }),
    ];
    for (const body of bodies) {
      const res = await post(body);
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: [] });
    }
    expect(await frames()).toBe(0);
  });

  it('still stores a location sent after them', async () => {
    const res = await post(
      JSON.stringify({ _type: 'location', lat: 43.6426, lon: -79.3871, tst: 1700000300, batt: 80 }),
    );
    expect(res.status).toBe(200);
    expect(await frames()).toBe(1);
  });
});

// What the apps and the booklet post, read back as stored. The booklet's endpoint test (tech/http.md,
// "Testing your HTTP endpoint") is `curl --data`, which labels the JSON a form; the iOS app's location
// with extended data carries the barometer in kPa (OwnTracking.m waypointAsJSON, booklet "JSON").
describe('OwnTracks locations as the booklet and the apps post them', () => {
  const OTHER = 'dev_tok_owntracks_apps';
  let other: string;
  beforeAll(async () => {
    const row = await server.handle.db
      .insertInto('devices')
      .values({
        organisation_id: olga.organisationId,
        name: 'phone 2',
        forwarder: 'self-host',
        token_hash: hashDeviceToken(OTHER),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    other = row.id;
  });
  const positions = () =>
    server.handle.pool
      .query('select lat, lon, speed, accuracy from positions where device_id = $1 order by time', [other])
      .then((r) => r.rows);
  const readings = () =>
    server.handle.pool
      .query("select field, value from pinpoint_readings($1, '-infinity', 'infinity') order by field", [
        other,
      ])
      .then((r) => r.rows);

  it("stores the booklet's curl test, sent as a form, and answers []", async () => {
    const payload = JSON.stringify({
      _type: 'location',
      t: 'u',
      batt: 11,
      lat: 48.856826,
      lon: 2.292713,
      tid: 'JJ',
      tst: 1763651200,
      topic: 'owntracks/jane/phone',
    });
    const res = await fetch(`${server.url}/api/ingest/owntracks?u=${OTHER}&d=phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payload,
    });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: [] });
    expect(await positions()).toEqual([{ lat: 48.856826, lon: 2.292713, speed: null, accuracy: null }]);
    expect(await readings()).toEqual([{ field: 'battery_pct', value: 11 }]);
  });

  it('stores the iOS location: speed from km/h, the pressure in hPa', async () => {
    const res = await fetch(`${server.url}/api/ingest/owntracks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${OTHER}:pinpoint`).toString('base64')}`,
        'x-limit-u': 'user',
        'x-limit-d': 'device',
      },
      body: '{"_type":"location","t":"u","lat":48.858330,"lon":2.295130,"tst":1763651500,"acc":65,"alt":35,"vel":18,"cog":270,"p":101.325,"ssid":"Cafe","m":2,"tid":"JJ","batt":55,"bs":1,"topic":"owntracks/jane/phone"}',
    });
    expect(res.status).toBe(200);
    expect((await positions())[1]).toEqual({ lat: 48.85833, lon: 2.29513, speed: 5, accuracy: 65 });
    expect(await readings()).toEqual(
      expect.arrayContaining([
        { field: 'battery_pct', value: 55 },
        { field: 'pressure', value: 1013.25 },
      ]),
    );
  });

  it('refuses a form body that is not JSON with 400, storing nothing', async () => {
    const res = await fetch(`${server.url}/api/ingest/owntracks?u=${OTHER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '_type=location&lat=1&lon=2',
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'body: expected an OwnTracks JSON message',
          details: { field: 'body' },
        },
      },
    });
    expect(await positions()).toHaveLength(2);
  });
});
