import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../modules/ingest-keys/service.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { hashDeviceToken } from './pipeline.ts';

// Issue 11: every ingest route authenticates; an ingest key reaches only its
// organisation's devices, a device token only its own device; one
// organisation over its limit is refused while the others go on.

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../shared/fixtures/uplinks/${name}`, import.meta.url), 'utf8');

type LogLine = { security?: string; organisationId?: string; reason?: string; route?: string };
type Server = TestServer & { logs: LogLine[] };

/** The real test server, its warnings and security lines kept in `logs`. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const logs: LogLine[] = [];
  const logStream = {
    write(chunk: string) {
      for (const line of chunk.split('\n').filter(Boolean)) logs.push(JSON.parse(line));
    },
  };
  return Object.assign(await startTestServer(env, { logStream, logLevel: 'warn' }), { logs });
}

async function createOrganisation(server: Server, name: string) {
  const { id } = await server.handle.db
    .insertInto('organisations')
    .values({ name, device_limit: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { key } = await createKey(server.handle.db, '', id, `${name} network server`);
  return { id, key };
}

async function addDevice(server: Server, organisationId: string, values: Record<string, unknown>) {
  const row = await server.handle.db
    .insertInto('devices')
    .values({ organisation_id: organisationId, name: 'device', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const basic = (user: string) => `Basic ${Buffer.from(`${user}:x`).toString('base64')}`;
const json = { 'content-type': 'application/json' };

describe('ingest authentication', () => {
  let server: Server;
  let a: { id: string; key: string };
  let b: { id: string; key: string };
  const TOKEN_A = 'dev_token_of_a_phone_0001';
  const TOKEN_B = 'dev_token_of_b_phone_0002';
  const HTTP_EUI = '70B3D57ED0051A7C';
  // Organisation B's devices, found by the Dev EUIs in the senders' fixtures.
  const bDevices: Record<string, string> = {};
  let phoneA: string;

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/ingest/${path}`, { method: 'POST', headers: { ...json, ...headers }, body });
  const frames = async (deviceId: string) =>
    Number(
      (await server.handle.pool.query('select count(*) from frames where device_id = $1', [deviceId])).rows[0]
        .count,
    );
  const nothingStoredInB = async () => {
    for (const id of Object.values(bDevices)) expect(await frames(id)).toBe(0);
    const seen = await server.handle.pool.query(
      'select count(*) from devices where organisation_id = $1 and last_seen_at is not null',
      [b.id],
    );
    expect(Number(seen.rows[0].count)).toBe(0);
  };

  beforeAll(async () => {
    // Many refusals from this one address are the point here; the failure limit is tested below.
    server = await startServer({ INGEST_AUTH_FAILURE_BURST: '1000' });
    a = await createOrganisation(server, 'A');
    b = await createOrganisation(server, 'B');
    bDevices.ttn = await addDevice(server, b.id, { dev_eui: 'A84041000181C8F2', model_id: 'dragino/lht65' });
    bDevices.helium = await addDevice(server, b.id, {
      dev_eui: 'A84041000181C8F3',
      model_id: 'dragino/lht65',
    });
    bDevices.chirpstack = await addDevice(server, b.id, {
      dev_eui: '24E124136B502217',
      model_id: 'milesight-iot/em300-th',
    });
    bDevices.http = await addDevice(server, b.id, { dev_eui: HTTP_EUI });
    bDevices.phone = await addDevice(server, b.id, {
      forwarder: 'self-host',
      token_hash: hashDeviceToken(TOKEN_B),
    });
    phoneA = await addDevice(server, a.id, { forwarder: 'self-host', token_hash: hashDeviceToken(TOKEN_A) });
  });
  afterAll(() => server?.close());

  describe('without a key or token: 401, logged, nothing stored', () => {
    const cases: Array<[string, () => Promise<Response>]> = [
      ['ttn', () => post('ttn', fixture('ttn-uplink-lht65-raw.json'))],
      ['chirpstack', () => post('chirpstack?event=up', fixture('chirpstack-up-em300th.json'))],
      ['helium', () => post('helium', fixture('helium-uplink-lht65.json'))],
      // The adversarial run: a Dev EUI alone, no key, storing into another organisation's device.
      [
        'http by Dev EUI',
        () => post('http', JSON.stringify({ devEui: HTTP_EUI, readings: { temperature: 99 } })),
      ],
      // The adversarial run's request, refused for its Dev EUI before anything else is looked at.
      [
        'http by Dev EUI in the year 9999',
        () =>
          post(
            'http',
            JSON.stringify([
              { devEui: HTTP_EUI, time: '9999-12-31T23:59:59Z', readings: { door_open: true } },
            ]),
          ),
      ],
      [
        'http with a made-up token',
        () => post('http', JSON.stringify({ deviceId: 'dev_guess', readings: {} })),
      ],
      ['osmand query without id', () => fetch(`${server.url}/api/ingest/osmand?lat=43.6&lon=-79.4`)],
      [
        'osmand query, unknown id',
        () => fetch(`${server.url}/api/ingest/osmand?id=dev_guess&lat=43.6&lon=-79.4`),
      ],
      [
        'osmand JSON without device_id',
        () => post('osmand', JSON.stringify({ location: { coords: { latitude: 43.6, longitude: -79.4 } } })),
      ],
      ['owntracks without credentials', () => post('owntracks', fixture('owntracks-location.json'))],
      [
        'owntracks, unknown user',
        () => post('owntracks', fixture('owntracks-location.json'), { authorization: basic('dev_guess') }),
      ],
    ];
    for (const [label, send] of cases) {
      it(label, async () => {
        const before = server.logs.length;
        const res = await send();
        expect(res.status).toBe(401);
        // OwnTracks for iOS sends the credentials of a user@host URL only when challenged.
        if (label.startsWith('owntracks'))
          expect(res.headers.get('www-authenticate')).toBe('Basic realm="Pinpoint OwnTracks"');
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('unauthorized');
        expect(body.error.message.length).toBeGreaterThan(10);
        expect(server.logs.slice(before)).toContainEqual(
          expect.objectContaining({ security: 'auth_failed' }),
        );
        await nothingStoredInB();
        expect(await frames(phoneA)).toBe(0);
      });
    }

    it('a wrong or revoked key, and a device token sent as the key, are refused', async () => {
      const body = fixture('ttn-uplink-lht65-raw.json');
      const wrong = await post('ttn', body, { authorization: 'Bearer ppk_wrong' });
      expect(wrong.status).toBe(401);
      const asKey = await post('http', JSON.stringify({ devEui: HTTP_EUI }), { 'x-api-key': TOKEN_B });
      expect(asKey.status).toBe(401);
      expect(((await asKey.json()) as { error: { message: string } }).error.message).toContain(
        'device token',
      );
      await nothingStoredInB();
    });
  });

  describe("organisation A's key never reaches organisation B's devices", () => {
    const asA = () => ({ authorization: `Bearer ${a.key}` });
    const cases: Array<[string, () => Promise<Response>]> = [
      ['ttn', () => post('ttn', fixture('ttn-uplink-lht65-raw.json'), asA())],
      ['chirpstack', () => post('chirpstack?event=up', fixture('chirpstack-up-em300th.json'), asA())],
      ['helium', () => post('helium', fixture('helium-uplink-lht65.json'), asA())],
      ['http by Dev EUI', () => post('http', JSON.stringify({ devEui: HTTP_EUI }), asA())],
      ["http by B's device token", () => post('http', JSON.stringify({ deviceId: TOKEN_B }), asA())],
      [
        "osmand by B's device token",
        () =>
          fetch(`${server.url}/api/ingest/osmand?id=${TOKEN_B}&lat=43.6&lon=-79.4`, {
            headers: { 'x-api-key': a.key },
          }),
      ],
      [
        "owntracks by B's device token",
        () =>
          post('owntracks', fixture('owntracks-location.json'), {
            authorization: basic(TOKEN_B),
            'x-api-key': a.key,
          }),
      ],
    ];
    for (const [label, send] of cases) {
      it(label, async () => {
        const res = await send();
        // As for a device that does not exist: nothing tells A that B has it.
        expect(res.status).toBe(404);
        await nothingStoredInB();
      });
    }
  });

  describe('a device token reaches its own device only', () => {
    it('a request naming another device by Dev EUI or by token is refused whole', async () => {
      const withEui = [
        { deviceId: TOKEN_A, readings: { temperature: 1 } },
        { devEui: HTTP_EUI, readings: { temperature: 99 } },
      ];
      const withToken = [
        { deviceId: TOKEN_A, readings: { temperature: 1 } },
        { deviceId: TOKEN_B, readings: { temperature: 99 } },
      ];
      for (const body of [withEui, withToken]) {
        const res = await post('http', JSON.stringify(body));
        expect(res.status).toBe(401);
      }
      await nothingStoredInB();
      expect(await frames(phoneA)).toBe(0);
    });

    it('its own uplinks are stored, on its device only', async () => {
      const res = await post('http', JSON.stringify([{ deviceId: TOKEN_A, readings: { temperature: 1 } }]));
      expect(res.status).toBe(200);
      expect(await frames(phoneA)).toBe(1);
      await nothingStoredInB();
    });

    it('OsmAnd and OwnTracks ignore a second identity in the same request', async () => {
      const osmand = await fetch(
        `${server.url}/api/ingest/osmand?id=${TOKEN_A}&deviceid=${TOKEN_B}&lat=43.61&lon=-79.41&timestamp=1700000000`,
      );
      expect(osmand.status).toBe(200);
      const owntracks = await post(`owntracks?u=${TOKEN_B}`, fixture('owntracks-location.json'), {
        authorization: basic(TOKEN_A),
        'x-limit-u': TOKEN_B,
      });
      expect(owntracks.status).toBe(200);
      expect(await frames(phoneA)).toBe(3);
      await nothingStoredInB();
    });
  });

  describe("organisation B's own key", () => {
    it('stores the same uplinks into its devices', async () => {
      const asB = { authorization: `Bearer ${b.key}` };
      expect((await post('ttn', fixture('ttn-uplink-lht65-raw.json'), asB)).status).toBe(200);
      expect((await post('chirpstack?event=up', fixture('chirpstack-up-em300th.json'), asB)).status).toBe(
        200,
      );
      expect((await post('helium', fixture('helium-uplink-lht65.json'), asB)).status).toBe(200);
      expect((await post('http', JSON.stringify({ devEui: HTTP_EUI }), asB)).status).toBe(200);
      for (const label of ['ttn', 'chirpstack', 'helium', 'http'])
        expect(await frames(bDevices[label] as string)).toBe(1);
    });
  });
});

describe('ingest limits', () => {
  let server: Server;
  let a: { id: string; key: string };
  let b: { id: string; key: string };
  let c: { id: string; key: string };
  const TOKEN_A = 'dev_token_of_a_tracker_01';

  const uplink = (headers: Record<string, string>, body: unknown) =>
    fetch(`${server.url}/api/ingest/http`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startServer({
      INGEST_ORG_RATE: '1',
      INGEST_ORG_BURST: '3',
      INGEST_AUTH_FAILURES_PER_MINUTE: '1',
      INGEST_AUTH_FAILURE_BURST: '3',
    });
    a = await createOrganisation(server, 'A');
    b = await createOrganisation(server, 'B');
    c = await createOrganisation(server, 'C');
    await addDevice(server, a.id, { dev_eui: 'A000000000000001' });
    await addDevice(server, a.id, { forwarder: 'self-host', token_hash: hashDeviceToken(TOKEN_A) });
    await addDevice(server, b.id, { dev_eui: 'B000000000000001' });
    await addDevice(server, c.id, { dev_eui: 'C000000000000001' });
  });
  afterAll(() => server?.close());

  it("refuses organisation A over its limit with 429 and Retry-After, while B's uplinks are stored", async () => {
    const fromA = Array.from({ length: 8 }, (_, i) =>
      uplink({ authorization: `Bearer ${a.key}` }, { devEui: 'A000000000000001', messageId: `a${i}` }),
    );
    const fromB = uplink(
      { authorization: `Bearer ${b.key}` },
      { devEui: 'B000000000000001', messageId: 'b0' },
    );
    const [answersA, answerB] = await Promise.all([Promise.all(fromA), fromB]);
    expect(answerB.status).toBe(200);
    const statuses = answersA.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    const refused = answersA.find((r) => r.status === 429) as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'rate_limited',
        message: expect.stringContaining('more than its ingest limit of 1 uplinks a second'),
      },
    });
    // A's device token counts against the same organisation.
    const byToken = await uplink({}, { deviceId: TOKEN_A });
    expect(byToken.status).toBe(429);
    // Logged as a security event naming the organisation, once and not once a refusal.
    const limited = server.logs.filter((l) => l.security === 'rate_limited' && l.organisationId === a.id);
    expect(limited.length).toBe(1);
    expect(server.logs.some((l) => l.security === 'rate_limited' && l.organisationId === b.id)).toBe(false);
  });

  it('counts a batch by its uplinks', async () => {
    const three = ['x', 'y', 'z'].map((m) => ({ devEui: 'C000000000000001', messageId: m }));
    expect((await uplink({ authorization: `Bearer ${c.key}` }, three)).status).toBe(200);
    const next = await uplink(
      { authorization: `Bearer ${c.key}` },
      { devEui: 'C000000000000001', messageId: 'w' },
    );
    expect(next.status).toBe(429);
  });

  it('slows down failed authentications from one address, but not keys that worked before', async () => {
    const body = { devEui: 'B000000000000001', messageId: 'b1' };
    for (let i = 0; i < 3; i++)
      expect((await uplink({ authorization: `Bearer ppk_guess_${i}` }, body)).status).toBe(401);
    const blocked = await uplink({ authorization: 'Bearer ppk_guess_4' }, body);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toContain(
      'Too many failed ingest authentications',
    );
    // No key, or a device token never seen from here: refused the same way, without a lookup.
    expect((await uplink({}, { deviceId: 'dev_guess' })).status).toBe(429);
    // B's key authenticated before: another sender's failures at the same address do not stop it.
    expect((await uplink({ authorization: `Bearer ${b.key}` }, body)).status).toBe(200);
    // A valid key never used from here waits like a guess would.
    const { key: fresh } = await createKey(server.handle.db, '', b.id, 'new');
    expect((await uplink({ authorization: `Bearer ${fresh}` }, body)).status).toBe(429);
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        security: 'rate_limited',
        reason: expect.stringContaining('failed authentications'),
      }),
    );
  });
});
