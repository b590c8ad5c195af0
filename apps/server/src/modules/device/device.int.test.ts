import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, uniqueEmail } from '../../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
type User = { token: string; organisationId: string; userId: string };
let owner: User;
let stranger: User;

async function signUp(): Promise<User> {
  const email = uniqueEmail('dev');
  const t = await obtainTokens(server.url, { email, password: 'device-tests-pw' });
  const sub = JSON.parse(Buffer.from(t.access_token.split('.')[1] as string, 'base64url').toString()).sub;
  const res = await call('POST', '/user/', t.access_token, { email, sub });
  const data = res.body.data as { id: string; organisations: Array<{ id: string }> };
  return { token: t.access_token, organisationId: data.organisations[0]?.id as string, userId: data.id };
}

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { text };
  }
  return {
    status: res.status,
    body: parsed as Record<string, unknown> & { error?: { message: string } },
    text,
    headers: res.headers,
  };
}

let euiCounter = 0x1000;
const nextEui = () => `A84041${(euiCounter++).toString(16).padStart(10, '0')}`.toUpperCase();
const lora = (organisationId: string, extra: Record<string, unknown> = {}) => ({
  organisationId,
  name: 'Freezer 12',
  devEui: nextEui(),
  appEui: 'A840410000000101',
  appKey: '0123456789ABCDEF0123456789ABCDEF',
  type: 'temperature',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ MANUAL_ADD: 'true', SELF_HOST: 'true' });
  owner = await signUp();
  stranger = await signUp();
});
afterAll(() => server.close());

describe('adding devices', () => {
  it('adds a LoRaWAN device and lists it, never returning the App Key', async () => {
    const res = await call(
      'POST',
      '/device',
      owner.token,
      lora(owner.organisationId, { devEui: 'a8-40-41-00-01-81-c8-f9' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Freezer 12',
      devEui: 'A84041000181C8F9',
      hasAppKey: true,
    });
    expect(res.text).not.toContain('0123456789ABCDEF0123456789ABCDEF');
    const list = await call('GET', `/organisation/${owner.organisationId}/devices`, owner.token);
    expect(list.status).toBe(200);
    expect((list.body as unknown as Array<{ name: string }>).map((d) => d.name)).toContain('Freezer 12');
  });

  it("answers 'device already exists' for a Dev EUI taken anywhere", async () => {
    const body = lora(owner.organisationId);
    expect((await call('POST', '/device', owner.token, body)).status).toBe(201);
    const again = await call('POST', '/device', stranger.token, {
      ...body,
      organisationId: stranger.organisationId,
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('device already exists');
  });

  it('explains bad fields with the spec rules', async () => {
    const res = await call(
      'POST',
      '/device',
      owner.token,
      lora(owner.organisationId, { name: 'ab', devEui: '1234', appKey: 'XYZ' }),
    );
    expect(res.status).toBe(400);
    const message = res.body.error?.message ?? '';
    expect(message).toContain('Device name must be at least 3 characters');
    expect(message).toContain('Dev EUI must be exactly 16 characters');
    expect(message).toContain('App Key must be exactly 32 characters');
  });

  it('refuses a device past the organisation limit (limit_reached)', async () => {
    const user = await signUp();
    await server.handle.db
      .updateTable('organisations')
      .set({ device_limit: 1 })
      .where('id', '=', user.organisationId)
      .execute();
    expect((await call('POST', '/device', user.token, lora(user.organisationId))).status).toBe(201);
    const res = await call('POST', '/device', user.token, lora(user.organisationId));
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ details: { reason: 'limit_reached', limit: 1 } });
  });

  it('claims a pre-loaded device by its code, once', async () => {
    const devEui = nextEui();
    await server.handle.db
      .insertInto('device_inventory')
      .values({
        claim_code: 'CLAIM-7Q2X',
        barcode: '0123456789012',
        dev_eui: devEui,
        type: 'temperature',
        model_id: 'dragino/lht65',
      })
      .execute();
    expect(
      (
        await call('POST', '/device/claim', owner.token, {
          organisationId: owner.organisationId,
          claimCode: '',
        })
      ).body.error?.message,
    ).toContain('Claim code is required');
    const res = await call('POST', '/device/claim', owner.token, {
      organisationId: owner.organisationId,
      claimCode: 'CLAIM-7Q2X',
    });
    expect(res.status).toBe(201);
    // Named from its model and the end of its Dev EUI, as printed on the device.
    expect(res.body).toMatchObject({ devEui, modelId: 'dragino/lht65', name: `LHT65 ${devEui.slice(-4)}` });
    const again = await call('POST', '/device/claim', stranger.token, {
      organisationId: stranger.organisationId,
      claimCode: 'CLAIM-7Q2X',
    });
    expect(again.status).toBe(404);
    expect(again.body.error?.message).toBe('No device found');
  });

  it('claims a device under the name the user gives, and refuses a name of one letter', async () => {
    const devEui = nextEui();
    await server.handle.db
      .insertInto('device_inventory')
      .values({ claim_code: 'CLAIM-N4ME', dev_eui: devEui, type: 'co2', model_id: 'milesight-iot/am319' })
      .execute();
    const short = await call('POST', '/device/claim', owner.token, {
      organisationId: owner.organisationId,
      claimCode: 'CLAIM-N4ME',
      name: 'M',
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toContain('Device name must be at least 3 characters');
    const res = await call('POST', '/device/claim', owner.token, {
      organisationId: owner.organisationId,
      claimCode: 'CLAIM-N4ME',
      name: '  Meeting room air  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ devEui, name: 'Meeting room air' });
  });

  it('adds a self-hosted device whose token then feeds it through OsmAnd', async () => {
    const res = await call('POST', '/device/self-host', owner.token, {
      organisationId: owner.organisationId,
      name: 'Courier phone',
    });
    expect(res.status).toBe(201);
    const { device, token } = res.body as { device: { id: string }; token: string };
    const ingest = await fetch(
      `${server.url}/api/ingest/osmand?id=${token}&lat=43.6532&lon=-79.3832&batt=55`,
    );
    expect(ingest.status).toBe(200);
    const detail = await call('GET', `/device/${device.id}`, owner.token);
    expect(detail.body).toMatchObject({
      forwarder: 'self-host',
      batteryPct: 55,
      location: { lat: 43.6532, lon: -79.3832 },
    });
  });
});

describe('tenancy and roles', () => {
  it("answers 404 'No device found' for another organisation's device, for every device route", async () => {
    const created = await call(
      'POST',
      '/device',
      owner.token,
      lora(owner.organisationId, { name: 'Private van' }),
    );
    const id = (created.body as { id: string }).id;
    const range = 'from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z';
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/device/${id}`],
      ['PATCH', `/device/${id}`, { name: 'Mine now' }],
      ['DELETE', `/device/${id}`, { confirmName: 'Private van' }],
      ['POST', `/device/${id}/share`, {}],
      ['DELETE', `/device/${id}/share`],
      ['POST', `/device/${id}/transfer`, { organisationId: stranger.organisationId }],
      ['GET', `/device/${id}/readings?${range}`],
      ['GET', `/device/${id}/positions?${range}`],
      ['GET', `/device/${id}/frames?${range}`],
      ['GET', `/device/${id}/export.csv?${range}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, stranger.token, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect((await call('GET', `/organisation/${owner.organisationId}/devices`, stranger.token)).status).toBe(
      404,
    );
    const bulk = await call('POST', '/device/bulk-delete', stranger.token, {
      organisationId: stranger.organisationId,
      ids: [id],
    });
    expect(bulk.body).toEqual({ deleted: 0 });
    expect((await call('GET', `/device/${id}`, owner.token)).status).toBe(200);
  });

  it('lets a viewer read but not change', async () => {
    const viewer = await signUp();
    await server.handle.db
      .insertInto('memberships')
      .values({ organisation_id: owner.organisationId, user_id: viewer.userId, role: 'viewer' })
      .execute();
    expect((await call('GET', `/organisation/${owner.organisationId}/devices`, viewer.token)).status).toBe(
      200,
    );
    const res = await call('POST', '/device', viewer.token, lora(owner.organisationId));
    expect(res.status).toBe(403);
  });
});

describe('changing and removing devices', () => {
  it('renames, and deletes only when the name is typed to confirm', async () => {
    const id = (
      (await call('POST', '/device', owner.token, lora(owner.organisationId, { name: 'Old name' }))).body as {
        id: string;
      }
    ).id;
    expect((await call('PATCH', `/device/${id}`, owner.token, { name: 'New name' })).body).toMatchObject({
      name: 'New name',
    });
    const wrong = await call('DELETE', `/device/${id}`, owner.token, { confirmName: 'Old name' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('Please enter the device name to confirm deletion');
    expect((await call('DELETE', `/device/${id}`, owner.token, { confirmName: 'New name' })).status).toBe(
      204,
    );
    expect((await call('GET', `/device/${id}`, owner.token)).status).toBe(404);
  });

  it('bulk-deletes devices', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        ((await call('POST', '/device', owner.token, lora(owner.organisationId))).body as { id: string }).id,
      );
    expect(
      (await call('POST', '/device/bulk-delete', owner.token, { organisationId: owner.organisationId, ids }))
        .body,
    ).toEqual({ deleted: 3 });
  });

  it("deletes a deleted device's frames, readings and positions (a trigger since migration 0030, no foreign keys)", async () => {
    const res = await call('POST', '/device/self-host', owner.token, {
      organisationId: owner.organisationId,
      name: 'Short-lived',
    });
    const { device, token } = res.body as { device: { id: string }; token: string };
    const sent = await fetch(`${server.url}/api/ingest/http`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        deviceId: token,
        time: '2026-11-20T10:00:00Z',
        location: { lat: 43.65, lon: -79.38 },
        readings: { temperature: 4 },
      }),
    });
    expect(sent.status).toBe(200);
    const count = async () =>
      (
        await server.handle.pool.query(
          `select (select count(*) from frames where device_id = $1)::int as frames,
                  (select count(*) from pinpoint_readings($1, '-infinity', 'infinity'))::int as readings,
                  -- Stored in the frame's row (migration 0048).
                  (select count(*) from frames where device_id = $1 and keys is not null)::int as uplinks,
                  (select count(*) from positions where device_id = $1)::int as positions`,
          [device.id],
        )
      ).rows[0];
    expect(await count()).toEqual({ frames: 1, readings: 1, uplinks: 1, positions: 1 });
    const deleted = await call('DELETE', `/device/${device.id}`, owner.token, { confirmName: 'Short-lived' });
    expect(deleted.status).toBe(204);
    expect(await count()).toEqual({ frames: 0, readings: 0, uplinks: 0, positions: 0 });
  });

  it('imports CSV rows, adding the valid ones and listing each refused row with its reasons', async () => {
    const good = [nextEui(), nextEui(), nextEui()];
    const rows = [
      {
        barcode: 'B1',
        dev_eui: good[0],
        app_eui: 'A840410000000101',
        app_key: '0123456789ABCDEF0123456789ABCDEF',
      },
      {
        barcode: 'B2',
        dev_eui: '1234',
        app_eui: 'A840410000000101',
        app_key: '0123456789ABCDEF0123456789ABCDEF',
      },
      {
        barcode: 'B3',
        dev_eui: good[1],
        app_eui: 'A840410000000101',
        app_key: '0123456789ABCDEF0123456789ABCDEF',
      },
      {
        barcode: 'B4',
        dev_eui: good[1],
        app_eui: 'A840410000000101',
        app_key: '0123456789ABCDEF0123456789ABCDEF',
      },
      { barcode: 'B5', dev_eui: good[2], app_eui: 'A840410000000101', app_key: 'short' },
    ];
    const res = await call('POST', '/device/import', owner.token, {
      organisationId: owner.organisationId,
      type: 'temperature',
      rows,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      added: 2,
      refused: [
        { row: 2, devEui: '1234', reasons: ['Dev EUI must be exactly 16 characters'] },
        { row: 4, devEui: good[1], reasons: ['Dev EUI appears twice in the file'] },
        { row: 5, devEui: good[2], reasons: ['App Key must be exactly 32 characters'] },
      ],
    });
  });
});

describe('sharing', () => {
  it('opens a public link showing the device, and revoking it kills the link at once', async () => {
    const id = (
      (await call('POST', '/device', owner.token, lora(owner.organisationId, { name: 'Shared truck' })))
        .body as { id: string }
    ).id;
    const shared = await call('POST', `/device/${id}/share`, owner.token, {});
    const { token, path } = shared.body as { token: string; path: string };
    expect(path).toBe(`/share/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const view = await call('GET', `/share/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ name: 'Shared truck', type: 'temperature' });
    expect(view.text).not.toContain(owner.organisationId);
    expect((await call('GET', `/device/${id}`, owner.token)).body).toMatchObject({ shared: true });
    expect((await call('DELETE', `/device/${id}/share`, owner.token)).status).toBe(204);
    expect((await call('GET', `/share/${token}`)).status).toBe(404);
  });

  it("names the device in the organisation's log, as it was called then", async () => {
    const id = (
      (await call('POST', '/device', owner.token, lora(owner.organisationId, { name: 'Van 7' }))).body as {
        id: string;
      }
    ).id;
    expect((await call('POST', `/device/${id}/share`, owner.token, {})).status).toBe(200);
    expect(
      (await call('PATCH', `/device/${id}`, owner.token, { name: 'Van 8', type: 'temperature' })).status,
    ).toBe(200);
    expect((await call('DELETE', `/device/${id}/share`, owner.token)).status).toBe(204);
    const logs = await call('GET', `/organisation/${owner.organisationId}/logs?pageSize=3`, owner.token);
    const items = (logs.body as { items: Array<{ action: string; objectId: string; details: object }> })
      .items;
    expect(items.map((i) => [i.action, i.objectId, i.details])).toEqual([
      ['unshare', id, { name: 'Van 8' }],
      // The type was sent unchanged: only the name is listed.
      ['update', id, { name: 'Van 8', fields: ['name'] }],
      ['share', id, { name: 'Van 7', expiresAt: null }],
    ]);
  });

  it('stops an expired link', async () => {
    const id = (
      (await call('POST', '/device', owner.token, lora(owner.organisationId))).body as { id: string }
    ).id;
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const shared = await call('POST', `/device/${id}/share`, owner.token, { expiresAt });
    expect(shared.body).toMatchObject({ expiresAt });
    const { token } = shared.body as { token: string };
    expect((await call('GET', `/share/${token}`)).status).toBe(200);
    await server.handle.db
      .updateTable('devices')
      .set({ share_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await call('GET', `/share/${token}`)).status).toBe(404);
    expect((await call('GET', '/share/not-a-real-token')).status).toBe(404);
  });

  // Issue 25 item 7: a link made already expired looked made and worked nowhere.
  it('refuses an expiry in the past with a clear message, keeping the device unshared', async () => {
    const id = (
      (await call('POST', '/device', owner.token, lora(owner.organisationId))).body as { id: string }
    ).id;
    const past = await call('POST', `/device/${id}/share`, owner.token, {
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toBe(
      'expiresAt: The expiry must be in the future (or empty, for a link that does not expire)',
    );
    expect((await call('GET', `/device/${id}`, owner.token)).body).toMatchObject({ shared: false });
  });

  // Issue 25 item 7: RFC 9111 section 5.2.2.5, no-store: no browser or shared cache may keep the
  // public view, which stays readable there after the link is revoked.
  it('sends the public view, and its refusal, with Cache-Control: no-store', async () => {
    const id = (
      (await call('POST', '/device', owner.token, lora(owner.organisationId))).body as { id: string }
    ).id;
    const { token } = (await call('POST', `/device/${id}/share`, owner.token, {})).body as { token: string };
    const seen = await call('GET', `/share/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('no-store');
    const unknown = await call('GET', '/share/not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});

describe('history, exports and transfer', () => {
  let id: string;
  let token: string;
  beforeAll(async () => {
    const res = await call('POST', '/device/self-host', owner.token, {
      organisationId: owner.organisationId,
      name: '=HYPERLINK("x")',
    });
    ({
      device: { id },
      token,
    } = res.body as { device: { id: string }; token: string });
    const base = Date.parse('2026-11-20T10:00:00Z') / 1000;
    const readings = Array.from({ length: 60 }, (_, i) => ({
      deviceId: token,
      time: new Date((base + i * 60) * 1000).toISOString(),
      location: { lat: 43.65 + i * 0.001, lon: -79.38 },
      readings: { temperature: 2 + (i % 10) },
    }));
    expect(
      (
        await fetch(`${server.url}/api/ingest/http`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(readings),
        })
      ).status,
    ).toBe(200);
  });
  const range = 'from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z';

  it('downsamples readings on the server into buckets with avg, min and max', async () => {
    const res = await call(
      'GET',
      `/device/${id}/readings?${range}&field=temperature&buckets=24`,
      owner.token,
    );
    expect(res.status).toBe(200);
    const [series] = res.body as unknown as Array<{
      field: string;
      points: Array<{ avg: number; min: number; max: number }>;
    }>;
    expect(series?.field).toBe('temperature');
    expect(series?.points).toHaveLength(1); // an hour of minutes falls in one 1-hour bucket
    expect(series?.points[0]).toEqual({ t: expect.any(String), avg: 6.5, min: 2, max: 11 });
  });

  it('answers positions and frames of the range, and 400 for a reversed range', async () => {
    expect((await call('GET', `/device/${id}/positions?${range}`, owner.token)).body).toHaveLength(60);
    expect((await call('GET', `/device/${id}/frames?${range}&limit=5`, owner.token)).body).toHaveLength(5);
    const bad = await call(
      'GET',
      `/device/${id}/positions?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z`,
      owner.token,
    );
    expect(bad.status).toBe(400);
  });

  it('exports CSV with formula cells escaped, GPX and GeoJSON', async () => {
    const csv = await call('GET', `/device/${id}/export.csv?${range}`, owner.token);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[1]).toMatch(
      /^"'=HYPERLINK\(""x""\)","2026-11-20T10:00:00.000Z","temperature","2"$/,
    );
    const gpx = await call('GET', `/device/${id}/export.gpx?${range}`, owner.token);
    expect(gpx.text.match(/<trkpt /g)).toHaveLength(60);
    const geo = await call('GET', `/device/${id}/export.geojson?${range}`, owner.token);
    expect(JSON.parse(geo.text).features[0].geometry.coordinates[0]).toEqual([-79.38, 43.65]);
  });

  it('transfers the device with its history to another organisation of the user, and not to a stranger one', async () => {
    const refused = await call('POST', `/device/${id}/transfer`, owner.token, {
      organisationId: stranger.organisationId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toContain('Contact support');
    const second = await server.handle.db
      .insertInto('organisations')
      .values({ name: `Second ${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.handle.db
      .insertInto('memberships')
      .values({ organisation_id: second.id, user_id: owner.userId, role: 'owner' })
      .execute();
    // One position as stored before migration 0046, naming its organisation.
    await server.handle.pool.query(
      `update positions set organisation_id = $2
        where device_id = $1 and time = (select min(time) from positions where device_id = $1)`,
      [id, owner.organisationId],
    );
    const moved = await call('POST', `/device/${id}/transfer`, owner.token, { organisationId: second.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ organisationId: second.id });
    const left = await server.handle.pool.query(
      "select count(*)::int as n from pinpoint_readings($1, '-infinity', 'infinity') where organisation_id <> $2",
      [id, second.id],
    );
    expect(left.rows[0].n).toBe(0);
    // The uplinks' readings (in their frames' rows, migration 0048) moved with the device: since
    // migration 0046 they name no organisation (the device's is theirs) and are not rewritten; none
    // names the old one.
    const uplinks = await server.handle.pool.query<{ n: number; named: number; old: number }>(
      `select count(*)::int as n, count(organisation_id)::int as named,
              count(*) filter (where organisation_id = $2)::int as old
         from frames where device_id = $1 and keys is not null`,
      [id, owner.organisationId],
    );
    expect(uplinks.rows[0]).toEqual({ n: 60, named: 0, old: 0 });
    // An older row that named the organisation (stored before 0046) names the new one.
    const older = await server.handle.pool.query(
      'select count(*)::int as n from positions where device_id = $1 and organisation_id = $2',
      [id, second.id],
    );
    expect(older.rows[0].n).toBe(1);
    expect((await call('GET', `/device/${id}/positions?${range}`, owner.token)).body).toHaveLength(60);
  });
});
