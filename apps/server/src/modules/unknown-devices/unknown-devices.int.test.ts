import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_DEVICES_PER_ORGANISATION } from '../../ingest/unknown-inbox.ts';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { reversedEui } from './checklist.ts';
import { pruneInbox } from './repo.ts';

// Issue 17: uplinks for Dev EUIs an organisation has not registered stay in its inbox
// (bounded, never another organisation's), become a device in one click; a new device's
// checklist says how far it got and why not further.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let olive: Person;
let vic: Person;
let otto: Person;
let orgA: string;
let keyA: string;
let keyB: string;

const eui = () => randomBytes(8).toString('hex').toUpperCase();

/** An uplink as The Things Stack posts it, sent with `key`. */
function ttnUplink(key: string, devEui: string, extra: Record<string, unknown> = {}) {
  return fetch(`${server.url}/api/ingest/ttn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      end_device_ids: {
        device_id: 'walk-in-cooler',
        application_ids: { application_id: 'gta' },
        dev_eui: devEui,
        join_eui: 'A840410000000101',
      },
      received_at: new Date().toISOString(),
      uplink_message: {
        f_port: 2,
        f_cnt: Math.floor(Math.random() * 60_000),
        frm_payload: 'y/YLDQN2AQrdf/8=',
        decoded_payload: { TempC_SHT: 4.29, Hum_SHT: 88.6, BatV: 3.062 },
        received_at: new Date().toISOString(),
        ...extra,
      },
    }),
  });
}

function ttnJoin(key: string, devEui: string) {
  return fetch(`${server.url}/api/ingest/ttn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      end_device_ids: { device_id: 'x', application_ids: { application_id: 'gta' }, dev_eui: devEui },
      received_at: new Date().toISOString(),
      join_accept: { session_key_id: 'AYxk', received_at: new Date().toISOString() },
    }),
  });
}

const inbox = async (by: Person, organisationId = orgA) =>
  (await api.call(`/organisation/${organisationId}/unknown-devices`, { token: by.token })).body;
const keyOf = async (by: Person, organisationId: string) =>
  (await api.call(`/organisation/${organisationId}/ingest-keys`, { token: by.token, body: { name: 'TTS' } }))
    .body.key as string;

beforeAll(async () => {
  server = await startTestServer({ MANUAL_ADD: 'true' });
  api = testApi(server);
  ({ olive, vic, otto, orgId: orgA } = await api.signUpCast());
  keyA = await keyOf(olive, orgA);
  keyB = await keyOf(otto, otto.organisationId);
});
afterAll(() => server.close());

describe('the unknown-devices inbox', () => {
  it('keeps an unknown Dev EUI’s uplinks (still answered 404), counted, with the newest uplink', async () => {
    const devEui = eui();
    const first = await ttnUplink(keyA, devEui);
    expect(first.status).toBe(404);
    expect((await ttnUplink(keyA, devEui)).status).toBe(404);
    const { items, limit, days } = await inbox(olive);
    expect({ limit, days }).toEqual({ limit: UNKNOWN_DEVICES_PER_ORGANISATION, days: 7 });
    const row = items.find((i: { devEui: string }) => i.devEui === devEui);
    expect(row).toMatchObject({
      source: 'ttn',
      count: 2,
      suggestedName: 'walk-in-cooler',
      lastUplink: {
        kind: 'uplink',
        fPort: 2,
        payload: 'CBF60B0D0376010ADD7FFF',
        decoded: { TempC_SHT: 4.29, Hum_SHT: 88.6, BatV: 3.062 },
        networkName: 'walk-in-cooler',
        joinEui: 'A840410000000101',
      },
    });
  });

  it("never shows another organisation's uplinks, even for the same Dev EUI", async () => {
    const shared = eui();
    const onlyB = eui();
    await ttnUplink(keyA, shared);
    await ttnUplink(keyB, shared);
    await ttnUplink(keyB, shared);
    await ttnUplink(keyB, onlyB);
    const a = (await inbox(olive)).items;
    const b = (await inbox(otto, otto.organisationId)).items;
    expect(a.find((i: { devEui: string }) => i.devEui === shared).count).toBe(1);
    expect(b.find((i: { devEui: string }) => i.devEui === shared).count).toBe(2);
    expect(a.map((i: { devEui: string }) => i.devEui)).not.toContain(onlyB);
    // And an outsider cannot read it at all.
    expect((await api.call(`/organisation/${orgA}/unknown-devices`, { token: otto.token })).status).toBe(404);
  });

  it(`stays bounded: at most ${UNKNOWN_DEVICES_PER_ORGANISATION} Dev EUIs per organisation`, async () => {
    const batch = Array.from({ length: UNKNOWN_DEVICES_PER_ORGANISATION + 20 }, () => ({
      devEui: eui(),
      readings: { temperature: 5 },
    }));
    const res = await fetch(`${server.url}/api/ingest/http`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${keyB}` },
      body: JSON.stringify(batch),
    });
    expect(res.status).toBe(404);
    const rows = await server.handle.pool.query(
      'select count(*)::int as n from unknown_devices where organisation_id = $1',
      [otto.organisationId],
    );
    // Each of the pipeline's two lanes checks the cap on its own: together they may pass it,
    // never by more than a cap; the maintenance trims it back.
    expect(rows.rows[0].n).toBeGreaterThanOrEqual(UNKNOWN_DEVICES_PER_ORGANISATION);
    expect(rows.rows[0].n).toBeLessThanOrEqual(2 * UNKNOWN_DEVICES_PER_ORGANISATION);
    expect((await inbox(otto, otto.organisationId)).items).toHaveLength(UNKNOWN_DEVICES_PER_ORGANISATION);
    await pruneInbox(server.handle.pool);
    const trimmed = await server.handle.pool.query(
      'select count(*)::int as n from unknown_devices where organisation_id = $1',
      [otto.organisationId],
    );
    expect(trimmed.rows[0].n).toBe(UNKNOWN_DEVICES_PER_ORGANISATION);
    // More of the same flood adds nothing new.
    await fetch(`${server.url}/api/ingest/http`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${keyB}` },
      body: JSON.stringify(batch.map(() => ({ devEui: eui(), readings: { temperature: 5 } }))),
    });
    const after = await server.handle.pool.query(
      'select count(*)::int as n from unknown_devices where organisation_id = $1',
      [otto.organisationId],
    );
    expect(after.rows[0].n).toBe(UNKNOWN_DEVICES_PER_ORGANISATION);
    // Organisation A's inbox is untouched by B's flood.
    expect((await inbox(olive)).items.length).toBeLessThan(10);
  });

  it('turns a Dev EUI into a device in one click, named as at its network server', async () => {
    const devEui = eui();
    await ttnUplink(keyA, devEui);
    const added = await api.call(`/organisation/${orgA}/unknown-devices/${devEui}/add`, {
      token: olive.token,
      body: {},
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      devEui,
      appEui: 'A840410000000101',
      name: 'walk-in-cooler',
      type: 'temperature',
      forwarder: 'ttn',
      organisationId: orgA,
    });
    expect((await inbox(olive)).items.map((i: { devEui: string }) => i.devEui)).not.toContain(devEui);
    // Its next uplink is stored.
    expect((await ttnUplink(keyA, devEui)).status).toBe(200);
    // A viewer may not add; a Dev EUI not in the inbox is not found.
    const other = eui();
    await ttnUplink(keyA, other);
    expect(
      (await api.call(`/organisation/${orgA}/unknown-devices/${other}/add`, { token: vic.token, body: {} }))
        .status,
    ).toBe(403);
    const missing = await api.call(`/organisation/${orgA}/unknown-devices/${eui()}/add`, {
      token: olive.token,
      body: {},
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('This Dev EUI is not in the unknown-devices inbox');
  });

  it('dismisses a Dev EUI until it sends again', async () => {
    const devEui = eui();
    await ttnUplink(keyA, devEui);
    const dismissed = await api.call(`/organisation/${orgA}/unknown-devices/${devEui}`, {
      method: 'DELETE',
      token: olive.token,
    });
    expect(dismissed.status).toBe(204);
    expect((await inbox(olive)).items.map((i: { devEui: string }) => i.devEui)).not.toContain(devEui);
    await ttnUplink(keyA, devEui);
    expect((await inbox(olive)).items.map((i: { devEui: string }) => i.devEui)).toContain(devEui);
  });
});

describe('the first-uplink checklist', () => {
  const checklist = async (id: string) =>
    (await api.call(`/device/${id}/checklist`, { token: vic.token })).body as {
      steps: Array<{
        step: string;
        state: string;
        cause: { code: string; values: Record<string, string> } | null;
      }>;
      complete: boolean;
    };
  const states = (c: Awaited<ReturnType<typeof checklist>>) =>
    Object.fromEntries(c.steps.map((s) => [s.step, s.state]));
  const addTracker = async (by: Person, organisationId: string, devEui: string) =>
    (
      await api.call('/device', {
        token: by.token,
        body: {
          organisationId,
          name: 'Van tracker',
          devEui,
          appEui: 'A840410000000101',
          appKey: '0123456789ABCDEF0123456789ABCDEF',
          type: 'location',
        },
      })
    ).body.id as string;

  it('ticks registered -> joined -> first uplink -> decoded -> location fix as the device comes alive', async () => {
    const devEui = eui();
    const id = await addTracker(olive, orgA, devEui);
    let c = await checklist(id);
    expect(states(c)).toEqual({
      registered: 'done',
      joined: 'open',
      firstUplink: 'open',
      decoded: 'open',
      location: 'open',
    });
    // Olive's key has sent nothing since the device was added.
    expect(c.steps[1]?.cause?.code).toBe('key_unused');

    expect((await ttnJoin(keyA, devEui)).status).toBe(200);
    c = await checklist(id);
    expect(states(c)).toMatchObject({ joined: 'done', firstUplink: 'open' });

    const res = await ttnUplink(keyA, devEui, { decoded_payload: { latitude: 43.64, longitude: -79.38 } });
    expect(res.status).toBe(200);
    c = await checklist(id);
    expect(states(c)).toEqual({
      registered: 'done',
      joined: 'done',
      firstUplink: 'done',
      decoded: 'done',
      location: 'done',
    });
    expect(c.complete).toBe(true);
  });

  it('says when the organisation has no ingest key, or the network server sends the Dev EUI byte-reversed', async () => {
    const person = await api.signUp('Nia');
    const devEui = eui();
    const id = await addTracker(person, person.organisationId, devEui);
    const own = async () => (await api.call(`/device/${id}/checklist`, { token: person.token })).body;
    expect((await own()).steps[1].cause.code).toBe('no_ingest_key');
    const key = await keyOf(person, person.organisationId);
    await ttnUplink(key, reversedEui(devEui));
    expect((await own()).steps[1].cause).toEqual({
      code: 'dev_eui_reversed',
      values: { devEui: reversedEui(devEui) },
    });
  });

  it('skips what does not apply: a sensor without GPS has no fix to wait for', async () => {
    const devEui = eui();
    const added = await api.call('/device', {
      token: olive.token,
      body: {
        organisationId: orgA,
        name: 'Fridge',
        devEui,
        appEui: 'A840410000000101',
        appKey: '0123456789ABCDEF0123456789ABCDEF',
        type: 'temperature',
      },
    });
    await ttnUplink(keyA, devEui);
    const c = await checklist(added.body.id);
    expect(states(c)).toEqual({
      registered: 'done',
      joined: 'done',
      firstUplink: 'done',
      decoded: 'done',
      location: 'skipped',
    });
    expect(c.complete).toBe(true);
    // Another organisation's member gets the device's 404.
    expect((await api.call(`/device/${added.body.id}/checklist`, { token: otto.token })).status).toBe(404);
  });
});
