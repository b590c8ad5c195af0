import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 17: the Integrations screen's server side. Keys show their last use and their uplinks
// in the last 24 h; each source's setup values come from PUBLIC_URL; 'Send a test' sends a
// sample through the real ingest path (the route, its authentication, the pipeline) and
// answers what that path did.

const BROKER = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let olive: Person;
let vic: Person;
let orgA: string;

const test = (body: Record<string, unknown>, by = olive) =>
  api.call(`/organisation/${orgA}/integrations/test`, { token: by.token, body });
const addDevice = async (devEui: string, type = 'temperature') =>
  (
    await api.call('/device', {
      token: olive.token,
      body: {
        organisationId: orgA,
        name: `Device ${devEui.slice(-4)}`,
        devEui,
        appEui: 'A840410000000101',
        appKey: '0123456789ABCDEF0123456789ABCDEF',
        type,
      },
    })
  ).body.id as string;
const framesOf = async (deviceId: string) =>
  (await server.handle.pool.query('select source, decoded from frames where device_id = $1', [deviceId]))
    .rows;

beforeAll(async () => {
  server = await startTestServer({
    MANUAL_ADD: 'true',
    SELF_HOST: 'true',
    MQTT_URL: BROKER,
  });
  api = testApi(server);
  ({ olive, vic, orgId: orgA } = await api.signUpCast());
});
afterAll(() => server.close());

describe('ingest keys on the Integrations screen', () => {
  it('show when they were last used and how many uplinks they brought in 24 h', async () => {
    const created = await api.call(`/organisation/${orgA}/ingest-keys`, {
      token: olive.token,
      body: { name: 'The Things Stack' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ lastUsedAt: null, uplinks24h: 0 });
    const id = await addDevice('70B3D57ED0051A01');
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/ingest/http`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': created.body.key },
        body: JSON.stringify({
          devEui: '70B3D57ED0051A01',
          readings: { temperature: 4 + i },
          messageId: `m${i}`,
        }),
      });
      expect(res.status).toBe(200);
    }
    expect(await framesOf(id)).toHaveLength(3);
    const list = await api.call(`/organisation/${orgA}/ingest-keys`, { token: olive.token });
    const key = list.body.find((k: { id: string }) => k.id === created.body.id);
    expect(key.uplinks24h).toBe(3);
    expect(Date.now() - Date.parse(key.lastUsedAt)).toBeLessThan(60_000);
  });

  it('give each source the values to paste, from PUBLIC_URL', async () => {
    const setup = await api.call(`/organisation/${orgA}/integrations`, { token: olive.token });
    // PUBLIC_URL is the test server's own address (http://localhost:port).
    const base = `${server.config.publicUrl}/api/ingest`;
    expect(setup.body).toEqual({
      ingestUrl: base,
      urls: {
        ttn: `${base}/ttn`,
        chirpstack: `${base}/chirpstack`,
        'chirpstack-mqtt': 'application/+/device/+/event/+',
        helium: `${base}/helium`,
        osmand: `${base}/osmand`,
        owntracks: `${base}/owntracks`,
        http: `${base}/http`,
      },
      mqtt: { configured: true, broker: 'mqtt://127.0.0.1:1883', topic: 'application/+/device/+/event/+' },
      selfHost: true,
    });
    expect((await api.call(`/organisation/${orgA}/integrations`, { token: vic.token })).status).toBe(403);
  });
});

describe("'Send a test'", () => {
  it.each(['ttn', 'chirpstack', 'helium', 'http'])(
    '%s: a sample through the real route and pipeline, stored on the chosen device',
    async (source) => {
      const devEui = `70B3D57ED00${Math.floor(Math.random() * 0xfffff)
        .toString(16)
        .toUpperCase()
        .padStart(5, '0')}`;
      const deviceId = await addDevice(devEui);
      const res = await test({ source, deviceId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'stored', status: 200, deviceId, devEui });
      expect(res.body.request.url.startsWith(`${server.config.publicUrl}/api/ingest/`)).toBe(true);
      expect(res.body.request.headers.authorization).toBe('Bearer <ingest key>');
      expect(await framesOf(deviceId)).toEqual([expect.objectContaining({ source })]);
      const readings = await server.handle.pool.query(
        `select value from pinpoint_readings($1, '-infinity', 'infinity') where field = 'temperature'`,
        [deviceId],
      );
      expect(readings.rows).toHaveLength(1);
      // A second test is a new uplink, not a duplicate of the first.
      expect((await test({ source, deviceId })).body.outcome).toBe('stored');
    },
  );

  it('a tracker gets a position', async () => {
    const deviceId = await addDevice('70B3D57ED00AAAA1', 'location');
    expect((await test({ source: 'ttn', deviceId })).body.outcome).toBe('stored');
    const positions = await server.handle.pool.query('select lat, lon from positions where device_id = $1', [
      deviceId,
    ]);
    expect(positions.rows).toEqual([{ lat: 43.642566, lon: -79.387057 }]);
  });

  it('without a device: the Dev EUI is unknown, so the answer is 404 and it lands in the inbox', async () => {
    const res = await test({ source: 'ttn' });
    expect(res.body).toMatchObject({ outcome: 'unknown_device', status: 404, devEui: 'A84041000181C8F2' });
    expect(res.body.message).toBe('No registered device matches A84041000181C8F2');
    const inbox = await api.call(`/organisation/${orgA}/unknown-devices`, { token: olive.token });
    expect(inbox.body.items.map((i: { devEui: string }) => i.devEui)).toContain('A84041000181C8F2');
  });

  it('phones: with the device token, as Traccar Client and OwnTracks send it; a wrong token is refused', async () => {
    const phone = await api.call('/device/self-host', {
      token: olive.token,
      body: { organisationId: orgA, name: 'Courier phone' },
    });
    for (const source of ['osmand', 'owntracks']) {
      const res = await test({ source, deviceToken: phone.body.token });
      expect(res.body, source).toMatchObject({
        outcome: 'stored',
        status: 200,
        deviceId: phone.body.device.id,
      });
      expect(res.body.request.body).not.toContain('Bearer');
    }
    expect(await framesOf(phone.body.device.id)).toHaveLength(2);
    const wrong = await test({ source: 'osmand', deviceToken: 'dev_not_a_real_token' });
    expect(wrong.body).toMatchObject({ outcome: 'refused', status: 401 });
    expect(wrong.body.message).toBe('The device token is not valid, or its device was deleted');
    const none = await test({ source: 'owntracks' });
    expect(none.status).toBe(400);
    expect(messageOf(none)).toBe("Give the phone's device token: it was shown once when the phone was added");
  });

  it('ChirpStack over MQTT: published on the broker and stored by the subscription', async () => {
    const deviceId = await addDevice('70B3D57ED00BBBB1');
    // The subscription starts when the server is ready; the first test may beat it.
    let res = await test({ source: 'chirpstack-mqtt', deviceId });
    for (let i = 0; i < 5 && res.body.outcome !== 'stored'; i++)
      res = await test({ source: 'chirpstack-mqtt', deviceId });
    expect(res.body).toMatchObject({ outcome: 'stored', status: null });
    expect(res.body.request.url).toBe(
      'application/17c82e96-be03-4f38-aef3-f83d48582d97/device/70b3d57ed00bbbb1/event/up',
    );
    expect((await framesOf(deviceId))[0]).toMatchObject({ source: 'mqtt' });
    const anyDevice = await test({ source: 'chirpstack-mqtt' });
    expect(anyDevice.status).toBe(400);
  });

  it("refuses another organisation's device, and viewers", async () => {
    const other = await api.signUp('Oona');
    const theirs = await api.call('/device/self-host', {
      token: other.token,
      body: { organisationId: other.organisationId, name: 'Their phone' },
    });
    const res = await test({ source: 'ttn', deviceId: theirs.body.device.id });
    expect(res.status).toBe(404);
    expect((await test({ source: 'ttn' }, vic)).status).toBe(403);
  });
});

describe("'Send a test' without a broker", () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ MANUAL_ADD: 'true' });
  });
  afterAll(() => plain.close());

  it('says MQTT is not configured', async () => {
    const plainApi = testApi(plain);
    const person = await plainApi.signUp('Mo');
    const device = await plainApi.call('/device', {
      token: person.token,
      body: {
        organisationId: person.organisationId,
        name: 'Sensor',
        devEui: '70B3D57ED00CCCC1',
        appEui: 'A840410000000101',
        appKey: '0123456789ABCDEF0123456789ABCDEF',
        type: 'temperature',
      },
    });
    const res = await plainApi.call(`/organisation/${person.organisationId}/integrations/test`, {
      token: person.token,
      body: { source: 'chirpstack-mqtt', deviceId: device.body.id },
    });
    expect(res.body).toMatchObject({
      outcome: 'not_configured',
      message: 'This server subscribes to no MQTT broker: its operator sets MQTT_URL',
    });
  });
});
