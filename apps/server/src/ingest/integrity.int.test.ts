import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// Issue 11, items 4 and 6, through the real ingest routes with organisation ingest keys:
// one organisation's pathological uplink never fails another's, and a device's current
// state only moves forward in time.

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../shared/fixtures/uplinks/${name}`, import.meta.url), 'utf8');

type Org = {
  api: ReturnType<typeof testApi>;
  owner: Person;
  organisationId: string;
  contactId: string;
  key: string;
};

let server: TestServer;
let a: Org;
let b: Org;

/** An organisation as its owner makes it in the web app: an ingest key and a contact for alerts. */
async function organisation(name: string): Promise<Org> {
  const api = testApi(server);
  const owner = await api.signUp(name);
  const { organisationId, token } = owner;
  const contact = await api.call('/contact', {
    token,
    body: {
      organisationId,
      name: `${name} on call`,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+14165550100',
      contactMethod: 'email',
    },
  });
  expect(contact.status).toBe(201);
  const created = await api.call(`/organisation/${organisationId}/ingest-keys`, {
    token,
    body: { name: 'Gateway' },
  });
  expect(created.status).toBe(201);
  return { api, owner, organisationId, contactId: contact.body.id, key: created.body.key as string };
}

/** A LoRaWAN device of `org` with its own Dev EUI; answers its id. */
async function addDevice(org: Org, devEui: string, type = 'temperature'): Promise<string> {
  const row = await server.handle.db
    .insertInto('devices')
    .values({
      organisation_id: org.organisationId,
      name: `${type} ${devEui.slice(-4)}`,
      dev_eui: devEui,
      type,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const post = (org: Org, path: string, body: unknown) =>
  fetch(`${server.url}/api/ingest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${org.key}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** One uplink of our plain HTTP API, measured at `time`. */
const uplink = (devEui: string, time: Date | string, extra: Record<string, unknown> = {}) => ({
  devEui,
  time: typeof time === 'string' ? time : time.toISOString(),
  ...extra,
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const device = (org: Org, id: string): Promise<Answer> =>
  org.api.call(`/device/${id}`, { token: org.owner.token });

const history = (org: Org, id: string, what: 'frames' | 'positions' | 'readings') => {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 3_600_000).toISOString();
  return org.api.call(`/device/${id}/${what}?from=${from}&to=${to}`, { token: org.owner.token });
};

/** A TTN uplink of `devEui` whose decoded payload is `decoded`. */
function ttnUplink(devEui: string, decoded: unknown): string {
  const body = JSON.parse(fixture('ttn-uplink-lht65-decoded.json'));
  body.end_device_ids.dev_eui = devEui;
  body.uplink_message.decoded_payload = decoded;
  return JSON.stringify(body);
}

beforeAll(async () => {
  server = await startTestServer();
  [a, b] = [await organisation('Ada'), await organisation('Bea')];
});
afterAll(() => server.close());

describe("one organisation's pathological uplink", () => {
  it("is refused with 400 while another organisation's uplinks sent at the same time are all stored", async () => {
    const mallory = await addDevice(a, 'AA00000000000001');
    const honest = await Promise.all([2, 3, 4].map((n) => addDevice(b, `BB0000000000000${n}`)));
    // 10,000 levels: written out, JSON.stringify would overflow the test's own stack.
    const deep = ttnUplink('AA00000000000001', { x: 1 }).replace(
      '"x":1',
      `"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    );

    const sends = honest.flatMap((_, d) =>
      Array.from({ length: 40 }, (_, n) =>
        post(
          b,
          'http',
          uplink(`BB0000000000000${d + 2}`, minutesAgo(50 - n), { readings: { temperature: n } }),
        ),
      ),
    );
    const pathological = post(a, 'ttn', deep);
    const [bad, ...good] = await Promise.all([pathological, ...sends]);

    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'The decoded payload nests deeper than 32 levels',
    );
    expect(good.map((r) => r.status)).toEqual(good.map(() => 200));
    for (const id of honest) {
      expect((await history(b, id, 'frames')).body).toHaveLength(40);
      expect((await device(b, id)).body.temperature).toBe(39);
    }
    expect((await history(a, mallory, 'frames')).body).toHaveLength(0);
  });

  it('is refused with 400 for a string PostgreSQL cannot store: U+0000, a lone surrogate', async () => {
    await addDevice(a, 'AA00000000000002');
    const nul = await post(a, 'ttn', ttnUplink('AA00000000000002', { note: 'a\u0000b' }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({
      error: { message: 'decoded.note: contains U+0000 (a NUL character), which cannot be stored' },
    });
    // Written by hand: JSON.stringify would escape it the same way, as \ud800.
    const lone = ttnUplink('AA00000000000002', { note: 'x' }).replace('"note":"x"', '"note":"\\ud800"');
    const surrogate = await post(a, 'ttn', lone);
    expect(surrogate.status).toBe(400);
    expect(((await surrogate.json()) as { error: { message: string } }).error.message).toContain(
      'lone UTF-16 surrogate',
    );
    const key = ttnUplink('AA00000000000002', { x: 1 }).replace('"x":1', '"\\u0000":1');
    expect((await post(a, 'ttn', key)).status).toBe(400);
  });

  it('is refused with 400 when its decoded payload is larger than 64 kB', async () => {
    await addDevice(a, 'AA00000000000003');
    const res = await post(a, 'ttn', ttnUplink('AA00000000000003', { blob: 'x'.repeat(70_000) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The decoded payload is larger than 64 kB',
    );
  });
});

describe('time and order', () => {
  it('keeps a late uplink in history without changing the current temperature or position', async () => {
    const id = await addDevice(b, 'BB00000000000010', 'tracker');
    const now = minutesAgo(1);
    const current = { readings: { temperature: 4 }, location: { lat: 43.65, lon: -79.38 } };
    expect((await post(b, 'http', uplink('BB00000000000010', now, current))).status).toBe(200);
    const late = { readings: { temperature: 30 }, location: { lat: 45.5, lon: -73.56 } };
    expect((await post(b, 'http', uplink('BB00000000000010', minutesAgo(30), late))).status).toBe(200);

    const state = (await device(b, id)).body;
    expect(state.temperature).toBe(4);
    expect(state.location).toMatchObject({ lat: 43.65, lon: -79.38 });
    expect(Date.parse(state.lastSeenAt)).toBe(now.getTime());

    const frames = (await history(b, id, 'frames')).body as Array<{ timeFlag: string | null }>;
    expect(frames.map((f) => f.timeFlag)).toEqual([null, 'late']);
    const positions = (await history(b, id, 'positions')).body as Array<{ lat: number }>;
    expect(positions.map((p) => p.lat)).toEqual([45.5, 43.65]);
    const readings = (await history(b, id, 'readings')).body as Array<{
      field: string;
      points: Array<{ max: number }>;
    }>;
    expect(readings.find((r) => r.field === 'temperature')?.points.map((p) => p.max)).toEqual([30, 4]);
  });

  it('flags an uplink two days in the future, stores it at the receive time, and keeps last seen in the present', async () => {
    const id = await addDevice(b, 'BB00000000000011');
    const future = new Date(Date.now() + 2 * 86_400_000);
    const before = Date.now();
    const res = await post(b, 'http', uplink('BB00000000000011', future, { readings: { temperature: 7 } }));
    expect(res.status).toBe(200);
    const after = Date.now();

    const [frame] = (await history(b, id, 'frames')).body;
    expect(frame).toMatchObject({ timeFlag: 'future', deviceTime: future.toISOString() });
    const received = Date.parse(frame.receivedAt);
    expect(received).toBeGreaterThanOrEqual(before);
    expect(received).toBeLessThanOrEqual(after);
    const state = (await device(b, id)).body;
    expect(Date.parse(state.lastSeenAt)).toBeLessThanOrEqual(after);
    expect(state.temperature).toBe(7);

    // And the next uplink on time is current, not late behind a time in the future.
    const next = await post(
      b,
      'http',
      uplink('BB00000000000011', new Date(), { readings: { temperature: 8 } }),
    );
    expect(next.status).toBe(200);
    expect((await device(b, id)).body.temperature).toBe(8);
  });

  it('flags times at 1970, at the GPS epoch 1980-01-06 and 1024 weeks back, using the receive time', async () => {
    const id = await addDevice(b, 'BB00000000000012');
    const rollover = new Date(Date.now() - 1024 * 7 * 86_400_000 + 60_000);
    const sent = ['1970-01-01T00:00:00Z', '1980-01-06T00:00:00Z', rollover.toISOString()];
    for (const [n, time] of sent.entries()) {
      const res = await post(b, 'http', uplink('BB00000000000012', time, { readings: { temperature: n } }));
      expect(res.status).toBe(200);
    }
    const frames = (await history(b, id, 'frames')).body as Array<{
      timeFlag: string;
      deviceTime: string;
      receivedAt: string;
    }>;
    expect(frames.map((f) => [f.timeFlag, f.deviceTime]).reverse()).toEqual([
      ['epoch', '1970-01-01T00:00:00.000Z'],
      ['epoch', '1980-01-06T00:00:00.000Z'],
      ['rollover', rollover.toISOString()],
    ]);
    for (const f of frames) expect(Date.now() - Date.parse(f.receivedAt)).toBeLessThan(60_000);
    expect((await device(b, id)).body.temperature).toBe(2);
  });

  it('fires no alert for a late uplink that crosses the threshold, and fires for a current one', async () => {
    const id = await addDevice(b, 'BB00000000000013');
    const action = await b.api.call('/action', {
      token: b.owner.token,
      body: {
        organisationId: b.organisationId,
        name: 'Fridge too warm',
        actionType: 'alert',
        alertType: 'temperature',
        comparison: 'above',
        threshold: 10,
        message: '{{device}} at {{value}}',
        contactIds: [b.contactId],
        deviceIds: [id],
        repeatMinutes: 1,
        repeatMode: 'close',
      },
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);
    const fired = async () => {
      await server.app.afterCommitSettled();
      const logs = await b.api.call(`/action/${action.body.id}/logs`, { token: b.owner.token });
      return (logs.body.items as Array<{ event: string }>).filter((l) => l.event === 'fired').length;
    };

    const cold = uplink('BB00000000000013', minutesAgo(1), { readings: { temperature: 4 } });
    expect((await post(b, 'http', cold)).status).toBe(200);
    const lateWarm = uplink('BB00000000000013', minutesAgo(20), { readings: { temperature: 25 } });
    expect((await post(b, 'http', lateWarm)).status).toBe(200);
    expect(await fired()).toBe(0);
    expect((await device(b, id)).body.temperature).toBe(4);

    const warm = uplink('BB00000000000013', new Date(), { readings: { temperature: 25 } });
    expect((await post(b, 'http', warm)).status).toBe(200);
    expect(await fired()).toBe(1);
  });
});
