import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, uniqueEmail } from '../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { hashDeviceToken } from './pipeline.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../shared/fixtures/uplinks/${name}`, import.meta.url), 'utf8');

let server: TestServer;
let organisationId: string;
let ingestKey: string;
let userToken: string;
const deviceIds: Record<string, string> = {};
const DEVICE_TOKEN = 'dev_tok_e2bd1c0f9a';

async function signUpWithOrganisation() {
  const email = uniqueEmail('ingest');
  const tokens = await obtainTokens(server.url, { email, password: 'ingest-password' });
  const sub = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString(),
  ).sub;
  const res = await fetch(`${server.url}/api/user/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, sub }),
  });
  const { data } = (await res.json()) as { data: { organisations: Array<{ id: string }> } };
  return { token: tokens.access_token, organisationId: data.organisations[0]?.id as string };
}

async function createKey(token: string, orgId: string) {
  const res = await fetch(`${server.url}/api/organisation/${orgId}/ingest-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'The Things Stack' }),
  });
  return { status: res.status, body: (await res.json()) as { id: string; key: string; prefix: string } };
}

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/ingest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}`, ...headers },
    body,
  });
}

const query = (sql: string, params: unknown[] = []) =>
  server.handle.pool.query(sql, params).then((r) => r.rows);

beforeAll(async () => {
  server = await startTestServer();
  ({ token: userToken, organisationId } = await signUpWithOrganisation());
  ingestKey = (await createKey(userToken, organisationId)).body.key;
  const devices: Array<[string, Record<string, unknown>]> = [
    ['lht65', { dev_eui: 'A84041000181C8F2', model_id: 'dragino/lht65' }],
    ['helium', { dev_eui: 'A84041000181C8F3', model_id: 'dragino/lht65', forwarder: 'helium' }],
    ['tracker', { dev_eui: '70B3D57ED0051A7C' }],
    ['em300', { dev_eui: '24E124136B502217', model_id: 'milesight-iot/em300-th', forwarder: 'chirpstack' }],
    ['phone', { forwarder: 'self-host', token_hash: hashDeviceToken(DEVICE_TOKEN) }],
  ];
  for (const [label, values] of devices) {
    const row = await server.handle.db
      .insertInto('devices')
      .values({ organisation_id: organisationId, name: label, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    deviceIds[label] = row.id;
  }
});
afterAll(() => server.close());

describe('The Things Stack webhook', () => {
  it('stores a raw uplink decoded by us, with radio metadata and the TTN ids', async () => {
    const res = await post('ttn', fixture('ttn-uplink-lht65-raw.json'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: 1, duplicates: 0 });
    const [frame] = await query('select * from frames where device_id = $1', [deviceIds.lht65]);
    expect(frame.payload.toString('hex').toUpperCase()).toBe('CBF60B0D0376010ADD7FFF');
    // Our decoder's object is not stored (migration 0029): the model is, and the API decodes again.
    expect(frame.decoded).toBeNull();
    expect(frame.decoder).toBe('dragino/lht65');
    // The best of the fixture's two gateways as columns; with two, the full object is kept too.
    expect(frame).toMatchObject({ gateway_id: 'yonge-eglinton-gw', rssi: -104, snr: 6.25, gateways: 2 });
    expect(frame.radio.gateways).toHaveLength(2);
    const res2 = await fetch(
      `${server.url}/api/device/${deviceIds.lht65}/frames?from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z`,
      { headers: { authorization: `Bearer ${userToken}` } },
    );
    const [shown] = (await res2.json()) as Array<Record<string, unknown>>;
    expect(shown).toMatchObject({ rssi: -104, snr: 6.25, gateways: 2 });
    expect(shown?.decoded).toMatchObject({ TempC_SHT: 28.29, Hum_SHT: 88.6, BatV: 3.062 });
    const [device] = await query('select temperature, battery_mv from devices where id = $1', [
      deviceIds.lht65,
    ]);
    expect(device).toEqual({ temperature: 28.29, battery_mv: 3062 });
  });

  it('answers a retried webhook without storing it twice', async () => {
    const res = await post('ttn', fixture('ttn-uplink-lht65-raw.json'));
    expect(await res.json()).toEqual({ stored: 0, duplicates: 1 });
    expect(await query('select id from frames where device_id = $1', [deviceIds.lht65])).toHaveLength(1);
  });

  it('stores a tracker position from the decoded payload', async () => {
    expect((await post('ttn', fixture('ttn-uplink-tracker-decoded.json'))).status).toBe(200);
    const [position] = await query('select lat, lon, source from positions where device_id = $1', [
      deviceIds.tracker,
    ]);
    expect(position).toEqual({ lat: 43.642566, lon: -79.387057, source: 'gnss' });
    const [device] = await query('select battery_mv, lat from devices where id = $1', [deviceIds.tracker]);
    expect(device).toEqual({ battery_mv: 3910, lat: 43.642566 });
  });

  it('takes a join-accept, after which restarted counters are new data', async () => {
    expect((await post('ttn', fixture('ttn-join-accept.json'))).status).toBe(200);
    const res = await post('ttn', fixture('ttn-uplink-lht65-raw.json'));
    expect(await res.json()).toEqual({ stored: 1, duplicates: 0 });
  });
});

describe('machine-to-machine answers', () => {
  it('carry no browser security headers, which the pages keep', async () => {
    const ingest = await post('ttn', fixture('ttn-uplink-lht65-raw.json'));
    expect(ingest.headers.get('content-security-policy')).toBeNull();
    const page = await fetch(`${server.url}/config.json`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('ChirpStack v4 HTTP integration', () => {
  it('stores an up event once however often it arrives (deduplicationId)', async () => {
    const body = fixture('chirpstack-up-em300th.json');
    for (let i = 0; i < 3; i++) expect((await post('chirpstack?event=up', body)).status).toBe(200);
    const frames = await query('select decoded from frames where device_id = $1', [deviceIds.em300]);
    expect(frames).toHaveLength(1);
    const readings = await query(
      "select field, value from pinpoint_readings($1, '-infinity', 'infinity') order by field",
      [deviceIds.em300],
    );
    expect(readings).toEqual(
      expect.arrayContaining([
        { field: 'temperature', value: 20 },
        { field: 'humidity', value: 30 },
      ]),
    );
  });

  it('refuses an unknown event name with 400', async () => {
    const res = await post('chirpstack?event=bogus', fixture('chirpstack-up-em300th.json'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('event');
  });
});

describe('Helium console integration', () => {
  it('stores the uplink decoded by us', async () => {
    expect((await post('helium', fixture('helium-uplink-lht65.json'))).status).toBe(200);
    const [device] = await query('select temperature from devices where id = $1', [deviceIds.helium]);
    expect(device.temperature).toBeCloseTo(28.29, 2);
  });
});

describe('phones and self-hosted trackers', () => {
  it('OsmAnd query (Traccar Client): speed in knots becomes m/s, batt becomes battery %', async () => {
    const q = fixture('osmand-query.txt').trim().replace('DEVICE_TOKEN', DEVICE_TOKEN);
    const res = await fetch(`${server.url}/api/ingest/osmand?${q}`);
    expect(res.status).toBe(200);
    const [p] = await query(
      'select lat, lon, speed, heading, source from positions where device_id = $1 order by time',
      [deviceIds.phone],
    );
    expect(p).toEqual({ lat: 43.6532, lon: -79.3832, speed: 6.431, heading: 87, source: 'phone' });
    const [d] = await query('select battery_pct from devices where id = $1', [deviceIds.phone]);
    expect(d.battery_pct).toBe(76);
  });

  it('OsmAnd JSON (newer Traccar Client): battery 0..1 becomes %', async () => {
    const body = fixture('osmand-traccar-client-json.json').replace('DEVICE_TOKEN', DEVICE_TOKEN);
    const res = await fetch(`${server.url}/api/ingest/osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    const [d] = await query('select battery_pct, lat from devices where id = $1', [deviceIds.phone]);
    expect(d).toEqual({ battery_pct: 64, lat: 43.6677 });
  });

  it('OwnTracks HTTP mode with Basic auth answers a JSON array', async () => {
    const res = await fetch(`${server.url}/api/ingest/owntracks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${DEVICE_TOKEN}:x`).toString('base64')}`,
      },
      body: fixture('owntracks-location.json'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const positions = await query('select speed from positions where device_id = $1 and lat = 43.6426', [
      deviceIds.phone,
    ]);
    expect(positions).toEqual([{ speed: 9.722 }]);
  });

  it('plain HTTP API with the device token', async () => {
    const body = JSON.stringify({ deviceId: DEVICE_TOKEN, readings: { temperature: 4.5 } });
    const res = await fetch(`${server.url}/api/ingest/http`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    const [d] = await query('select temperature from devices where id = $1', [deviceIds.phone]);
    expect(d.temperature).toBe(4.5);
  });

  it('an unknown device token answers 401 and stores nothing', async () => {
    const res = await fetch(`${server.url}/api/ingest/osmand?id=nobody&lat=43.6&lon=-79.4`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { code: 'unauthorized', message: 'The device token is not valid, or its device was deleted' },
    });
    expect(await query('select lat from positions where lat = 43.6 and lon = -79.4')).toEqual([]);
  });
});

describe('bad input never gets a 500 nor a partial write', () => {
  it('401 without a key, or with a wrong one', async () => {
    const body = fixture('ttn-uplink-lht65-decoded.json');
    expect((await post('ttn', body, { authorization: '' })).status).toBe(401);
    const wrong = await post('ttn', body, { authorization: 'Bearer ppk_wrong' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: 'unauthorized', message: 'The ingest key is not valid or was revoked' },
    });
  });

  it('404 with a clear message for an unknown Dev EUI', async () => {
    const body = fixture('ttn-uplink-lht65-decoded.json').replace('A84041000181C8F2', 'A84041000181FFFF');
    const res = await post('ttn', body);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      error: { code: 'not_found', message: 'No registered device matches A84041000181FFFF' },
    });
  });

  it('400 naming the field for malformed JSON and for a body that fails the schema', async () => {
    const malformed = await post('ttn', '{"end_device_ids": ');
    expect(malformed.status).toBe(400);
    const body = JSON.parse(fixture('ttn-uplink-lht65-raw.json'));
    body.uplink_message.f_port = 'two';
    const res = await post('ttn', JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { details: { field: 'uplink_message.f_port' } } });
  });

  it('413 for a body over 1 MB', async () => {
    const res = await post('ttn', JSON.stringify({ padding: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
  });
});

describe('ingest keys', () => {
  it("are organisation-scoped: another organisation's key cannot reach our devices, nor its admin our keys", async () => {
    const other = await signUpWithOrganisation();
    const otherKey = (await createKey(other.token, other.organisationId)).body.key;
    const res = await post('ttn', fixture('ttn-uplink-lht65-decoded.json'), {
      authorization: `Bearer ${otherKey}`,
    });
    expect(res.status).toBe(404);
    expect((await createKey(other.token, organisationId)).status).toBe(404);
    const list = await fetch(`${server.url}/api/organisation/${organisationId}/ingest-keys`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(list.status).toBe(404);
  });

  it('are listed without the key, revoked by an admin, and refused once revoked', async () => {
    const created = await createKey(userToken, organisationId);
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^ppk_/);
    const list = (await (
      await fetch(`${server.url}/api/organisation/${organisationId}/ingest-keys`, {
        headers: { authorization: `Bearer ${userToken}` },
      })
    ).json()) as Array<Record<string, unknown>>;
    expect(list.find((k) => k.id === created.body.id)).toMatchObject({
      prefix: created.body.key.slice(0, 8),
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.body.key);
    const del = await fetch(`${server.url}/api/ingest-key/${created.body.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(del.status).toBe(204);
    const res = await post('ttn', fixture('ttn-uplink-lht65-decoded.json'), {
      authorization: `Bearer ${created.body.key}`,
    });
    expect(res.status).toBe(401);
    const log = await query(
      "select action from organisation_logs where object_type = 'ingest_key' and object_id = $1",
      [created.body.id],
    );
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'revoke']);
  });
});
