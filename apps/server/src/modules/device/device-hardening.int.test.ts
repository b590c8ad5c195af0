import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 11.3 and 11.9 (device limit under concurrency, transfer clean-up, claim code rate limit,
// history range cap) and issue 12.3/12.4 (feature flags honoured, imports checked like a single add).

let server: TestServer;
let api: ReturnType<typeof testApi>;

let euiCounter = 0x2000;
const nextEui = () => `70B3D57E${(euiCounter++).toString(16).padStart(8, '0')}`.toUpperCase();
const appEui = '70B3D57ED0000000';
const appKey = '2B7E151628AED2A6ABF7158809CF4F3C';
const lora = (organisationId: string, name = 'Cold room 4') => ({
  organisationId,
  name,
  devEui: nextEui(),
  appEui,
  appKey,
  type: 'temperature',
});

const limitMessage = (limit: number) => `Device limit reached: this organisation may have ${limit} devices`;

async function setLimit(organisationId: string, limit: number) {
  await server.handle.db
    .updateTable('organisations')
    .set({ device_limit: limit })
    .where('id', '=', organisationId)
    .execute();
}

async function deviceCount(organisationId: string) {
  const { rows } = await server.handle.pool.query<{ n: number }>(
    'select count(*)::int as n from devices where organisation_id = $1',
    [organisationId],
  );
  return rows[0]?.n;
}

/** Adds `count` devices straight into the table (the limit is what is under test, not the add). */
async function seedDevices(organisationId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    organisation_id: organisationId,
    name: `Seeded ${i + 1}`,
    dev_eui: nextEui(),
    type: 'location',
  }));
  return (await server.handle.db.insertInto('devices').values(rows).returning('id').execute()).map(
    (r) => r.id,
  );
}

/** Another organisation `person` owns (organisations are off on this server, so made by hand). */
async function secondOrganisation(person: Person) {
  const { id } = await server.handle.db
    .insertInto('organisations')
    .values({ name: `${person.email} second` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.handle.db
    .insertInto('memberships')
    .values({ organisation_id: id, user_id: person.userId, role: 'owner' })
    .execute();
  return id;
}

/** Twenty answers of the same add, sent at once: exactly one may pass when one slot is left. */
function expectOneOfTwenty(answers: Answer[], success: number, limit: number) {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === success)).toHaveLength(1);
  const refused = answers.filter((a) => a.status !== success);
  expect(refused).toHaveLength(19);
  for (const answer of refused) {
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      message: limitMessage(limit),
      details: { reason: 'limit_reached', limit },
    });
  }
}

beforeAll(async () => {
  server = await startTestServer({ MANUAL_ADD: 'true', SELF_HOST: 'true', EXPORT_MAX_ROWS: '50' });
  api = testApi(server);
});
afterAll(() => server.close());

describe('the device limit under parallel adds (issue 11.3)', () => {
  it('20 parallel manual adds with one slot left add exactly one device', async () => {
    const olive = await api.signUp('Olive');
    await seedDevices(olive.organisationId, 2);
    await setLimit(olive.organisationId, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('/device', { token: olive.token, body: lora(olive.organisationId, `Parallel ${i + 1}`) }),
      ),
    );
    expectOneOfTwenty(answers, 201, 3);
    expect(await deviceCount(olive.organisationId)).toBe(3);
  });

  it('20 parallel self-hosted adds with one slot left add exactly one device', async () => {
    const sam = await api.signUp('Sam');
    await setLimit(sam.organisationId, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('/device/self-host', {
          token: sam.token,
          body: { organisationId: sam.organisationId, name: `Phone ${i + 1}` },
        }),
      ),
    );
    expectOneOfTwenty(answers, 201, 1);
    expect(await deviceCount(sam.organisationId)).toBe(1);
  });

  it('20 parallel claims with one slot left claim exactly one device and leave the others in stock', async () => {
    const carl = await api.signUp('Carl');
    await seedDevices(carl.organisationId, 4);
    await setLimit(carl.organisationId, 5);
    const codes = Array.from({ length: 20 }, (_, i) => `PAR-${Date.now()}-${i}`);
    await server.handle.db
      .insertInto('device_inventory')
      .values(codes.map((code) => ({ claim_code: code, dev_eui: nextEui(), type: 'location' })))
      .execute();
    const answers = await Promise.all(
      codes.map((claimCode) =>
        api.call('/device/claim', {
          token: carl.token,
          body: { organisationId: carl.organisationId, claimCode },
        }),
      ),
    );
    expectOneOfTwenty(answers, 201, 5);
    expect(await deviceCount(carl.organisationId)).toBe(5);
    const { rows } = await server.handle.pool.query<{ n: number }>(
      'select count(*)::int as n from device_inventory where claim_code = any($1) and claimed_at is null',
      [codes],
    );
    expect(rows[0]?.n).toBe(19);
  });

  it('20 parallel transfers into an organisation with one slot left move exactly one device', async () => {
    const tess = await api.signUp('Tess');
    const targetId = await secondOrganisation(tess);
    const ids = await seedDevices(tess.organisationId, 20);
    await setLimit(targetId, 1);
    const answers = await Promise.all(
      ids.map((id) =>
        api.call(`/device/${id}/transfer`, { token: tess.token, body: { organisationId: targetId } }),
      ),
    );
    expectOneOfTwenty(answers, 200, 1);
    expect(await deviceCount(targetId)).toBe(1);
    expect(await deviceCount(tess.organisationId)).toBe(19);
  });

  it('an import past the limit adds nothing and says so; one that fits adds every valid row', async () => {
    const ivy = await api.signUp('Ivy');
    await seedDevices(ivy.organisationId, 1);
    await setLimit(ivy.organisationId, 3);
    const rows = [nextEui(), nextEui(), nextEui()].map((dev_eui) => ({
      dev_eui,
      app_eui: appEui,
      app_key: appKey,
    }));
    const tooMany = await api.call('/device/import', {
      token: ivy.token,
      body: { organisationId: ivy.organisationId, rows },
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.error).toMatchObject({
      message: limitMessage(3),
      details: { reason: 'limit_reached', limit: 3, count: 1, adding: 3 },
    });
    expect(await deviceCount(ivy.organisationId)).toBe(1);
    const fits = await api.call('/device/import', {
      token: ivy.token,
      body: { organisationId: ivy.organisationId, rows: rows.slice(0, 2) },
    });
    expect(fits.status).toBe(200);
    expect(fits.body).toEqual({ added: 2, refused: [] });
    expect(await deviceCount(ivy.organisationId)).toBe(3);
  });

  it('20 parallel one-row imports with one slot left add exactly one device', async () => {
    const ian = await api.signUp('Ian');
    await setLimit(ian.organisationId, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('/device/import', {
          token: ian.token,
          body: {
            organisationId: ian.organisationId,
            rows: [{ dev_eui: nextEui(), app_eui: appEui, app_key: appKey }],
          },
        }),
      ),
    );
    expectOneOfTwenty(answers, 200, 1);
    expect(await deviceCount(ian.organisationId)).toBe(1);
  });
});

describe('the CSV import checks each row like a single add (issue 12.4)', () => {
  it("refuses a 2-character name with the single add's message and stores nothing for that row", async () => {
    const nia = await api.signUp('Nia');
    const [short, named, unnamed] = [nextEui(), nextEui(), nextEui()];
    const res = await api.call('/device/import', {
      token: nia.token,
      body: {
        organisationId: nia.organisationId,
        rows: [
          { dev_eui: short, app_eui: appEui, app_key: appKey, name: 'ab' },
          { dev_eui: named, app_eui: appEui, app_key: appKey, name: 'Pallet 7' },
          { dev_eui: unnamed, app_eui: appEui, app_key: appKey, name: '' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      added: 2,
      refused: [{ row: 1, devEui: short, reasons: ['Device name must be at least 3 characters'] }],
    });
    const stored = await server.handle.db
      .selectFrom('devices')
      .select(['dev_eui', 'name'])
      .where('organisation_id', '=', nia.organisationId)
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { dev_eui: unnamed, name: `Device ${unnamed.slice(-4)}` },
      { dev_eui: named, name: 'Pallet 7' },
    ]);
    // The single add refuses the same name with the same words.
    const single = await api.call('/device', { token: nia.token, body: lora(nia.organisationId, 'ab') });
    expect(single.status).toBe(400);
    expect(single.body.error.message).toContain('Device name must be at least 3 characters');
  });
});

describe('a transfer leaves nothing behind in the old organisation (issue 11.9)', () => {
  it("takes the device out of the old organisation's actions, and their state", async () => {
    const olive = await api.signUp('Oona');
    const tracker = await api.call('/device/self-host', {
      token: olive.token,
      body: { organisationId: olive.organisationId, name: 'Reefer 9', type: 'temperature' },
    });
    const deviceId: string = tracker.body.device.id;
    const contact = await api.call('/contact', {
      token: olive.token,
      body: {
        organisationId: olive.organisationId,
        name: 'Night desk',
        email: 'night.desk@example.com',
        phone: '+14165550100',
        contactMethod: 'email',
      },
    });
    const action = await api.call('/action', {
      token: olive.token,
      body: {
        organisationId: olive.organisationId,
        name: 'Reefer too warm',
        actionType: 'alert',
        alertType: 'temperature',
        comparison: 'above',
        threshold: 5,
        message: '{{device}} is at {{value}}',
        contactIds: [contact.body.id],
        deviceIds: [deviceId],
        repeatMinutes: 30,
        repeatMode: 'close',
      },
    });
    expect([action.status, action.body.error?.message]).toEqual([201, undefined]);
    const actionId: string = action.body.id;
    await server.handle.db
      .insertInto('action_state')
      .values({ action_id: actionId, device_id: deviceId, met: true, alerted: true })
      .execute();
    const target = { id: await secondOrganisation(olive) };

    const moved = await api.call(`/device/${deviceId}/transfer`, {
      token: olive.token,
      body: { organisationId: target.id },
    });
    expect(moved.status).toBe(200);
    const after = await api.call(`/action/${actionId}`, { token: olive.token });
    expect(after.status).toBe(200);
    expect(after.body.deviceIds).toEqual([]);
    const state = await server.handle.pool.query('select 1 from action_state where device_id = $1', [
      deviceId,
    ]);
    expect(state.rowCount).toBe(0);
  });
});

describe('claim codes are rate limited (issue 11.9)', () => {
  const claim = (person: Person, organisationId: string, claimCode: string) =>
    fetch(`${server.url}/api/device/claim`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ organisationId, claimCode }),
    });

  it('answers 429 with Retry-After after 10 wrong codes, for the user and for the organisation', async () => {
    const { olive, max, otto, orgId } = await api.signUpCast();
    const good = `GOOD-${Date.now()}`;
    await server.handle.db
      .insertInto('device_inventory')
      .values({ claim_code: good, dev_eui: nextEui(), type: 'location' })
      .execute();
    for (let i = 0; i < 10; i++) {
      const wrong = await claim(olive, orgId, `WRONG-${i}`);
      expect(wrong.status).toBe(404);
    }
    const blocked = await claim(olive, orgId, good);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await blocked.json()) as Answer['body']).error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many wrong claim codes. Try again in 10 minutes.',
    });
    // The same organisation through another member is blocked too; the good code stays unclaimed.
    expect((await claim(max, orgId, good)).status).toBe(429);
    const stock = await server.handle.db
      .selectFrom('device_inventory')
      .select('claimed_at')
      .where('claim_code', '=', good)
      .executeTakeFirstOrThrow();
    expect(stock.claimed_at).toBeNull();
    // The user is blocked in another organisation as well; someone else elsewhere is not.
    const olivesOther = { id: await secondOrganisation(olive) };
    expect((await claim(olive, olivesOther.id, good)).status).toBe(429);
    const elsewhere = await claim(otto, otto.organisationId, good);
    expect(elsewhere.status).toBe(201);
  });
});

describe('history and exports cover at most 31 days a request (issue 11.9)', () => {
  let owner: Person;
  let deviceId: string;
  beforeAll(async () => {
    owner = await api.signUp('Hana');
    const res = await api.call('/device/self-host', {
      token: owner.token,
      body: { organisationId: owner.organisationId, name: 'Van 12' },
    });
    deviceId = res.body.device.id;
    const base = Date.parse('2026-10-01T08:00:00Z');
    const readings = Array.from({ length: 60 }, (_, i) => ({
      deviceId: res.body.token,
      time: new Date(base + i * 60_000).toISOString(),
      location: { lat: 45.5 + i * 0.001, lon: -73.56 },
      readings: { temperature: 4 },
    }));
    const ingest = await fetch(`${server.url}/api/ingest/http`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(readings),
    });
    expect(ingest.status).toBe(200);
  });

  it('answers 400 naming the maximum for a range over 31 days, and serves a 31-day range', async () => {
    const tooLong = 'from=2026-09-15T00:00:00Z&to=2026-10-16T00:00:01Z';
    const month = 'from=2026-09-15T00:00:00Z&to=2026-10-16T00:00:00Z';
    for (const path of ['readings', 'positions', 'frames', 'export.csv', 'export.gpx']) {
      const refused = await api.call(`/device/${deviceId}/${path}?${tooLong}`, { token: owner.token });
      expect([path, refused.status, refused.body.error?.message]).toEqual([
        path,
        400,
        'The range may be at most 31 days; choose a shorter one',
      ]);
    }
    const positions = await api.call(`/device/${deviceId}/positions?${month}`, { token: owner.token });
    expect(positions.status).toBe(200);
    expect(positions.body).toHaveLength(60);
  });

  it('answers 400 naming the row cap for an export with more rows, and exports one within it', async () => {
    const hour = 'from=2026-10-01T08:00:00Z&to=2026-10-01T09:00:00Z';
    for (const format of ['csv', 'gpx', 'geojson']) {
      const res = await fetch(`${server.url}/api/device/${deviceId}/export.${format}?${hour}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect([format, res.status]).toEqual([format, 400]);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(((await res.json()) as Answer['body']).error.message).toBe(
        'The export would have more than 50 rows; choose a shorter range',
      );
    }
    const half = 'from=2026-10-01T08:00:00Z&to=2026-10-01T08:30:00Z';
    const gpx = await fetch(`${server.url}/api/device/${deviceId}/export.gpx?${half}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(gpx.status).toBe(200);
    expect((await gpx.text()).match(/<trkpt /g)).toHaveLength(30);
  });
});

describe('the manual_add and self_host flags (spec 9, issue 12.3)', () => {
  let off: TestServer;
  let offApi: ReturnType<typeof testApi>;
  beforeAll(async () => {
    off = await startTestServer(); // both flags default to off
    offApi = testApi(off);
  });
  afterAll(() => off.close());

  it('refuses adds by keys and self-hosted adds with 403 while the flags are off, storing nothing', async () => {
    const paula = await offApi.signUp('Paula');
    const manual = await offApi.call('/device', { token: paula.token, body: lora(paula.organisationId) });
    expect(manual.status).toBe(403);
    expect(manual.body.error.message).toBe('Adding devices by their keys is turned off on this server');
    // Refused before the body is read: even a bad body is told the feature is off.
    expect((await offApi.call('/device', { token: paula.token, body: {} })).status).toBe(403);
    const selfHosted = await offApi.call('/device/self-host', {
      token: paula.token,
      body: { organisationId: paula.organisationId, name: 'Courier phone' },
    });
    expect(selfHosted.status).toBe(403);
    expect(selfHosted.body.error.message).toBe('Adding self-hosted devices is turned off on this server');
    const { rows } = await off.handle.pool.query('select 1 from devices');
    expect(rows).toHaveLength(0);
  });

  it('accepts both while the flags are on', async () => {
    const quinn = await api.signUp('Quinn');
    expect((await api.call('/device', { token: quinn.token, body: lora(quinn.organisationId) })).status).toBe(
      201,
    );
    const selfHosted = await api.call('/device/self-host', {
      token: quinn.token,
      body: { organisationId: quinn.organisationId, name: 'Courier phone' },
    });
    expect(selfHosted.status).toBe(201);
  });
});
