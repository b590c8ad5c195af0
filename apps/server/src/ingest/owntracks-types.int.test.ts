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
