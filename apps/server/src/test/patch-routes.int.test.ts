import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from './api.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * A PATCH changes only the fields it carries: for every PATCH route with more than one field,
 * an object with non-default values is changed one field at a time, and everything else reads
 * back as it was (a schema default filling an absent field once reset a user's settings).
 */
let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
  api = testApi(server);
  owner = await api.signUp('Patricia');
  orgId = owner.organisationId;
});
afterAll(() => server.close());

const patch = (path: string, body: unknown) => api.call(path, { method: 'PATCH', token: owner.token, body });
const get = (path: string) => api.call(path, { token: owner.token });
const without = (object: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key) && key !== 'updatedAt'));

/** Changes each field alone and checks that the others keep their values. */
async function expectOnlyThatFieldChanges(
  read: () => Promise<Record<string, unknown>>,
  path: string,
  changes: Record<string, unknown>,
  /** Fields computed from a changed one (a circle's area from its radius). */
  derived: Record<string, string[]> = {},
) {
  for (const [field, value] of Object.entries(changes)) {
    const before = await read();
    const res = await patch(path, { [field]: value });
    expect(res.status, `PATCH ${path} {${field}} answered ${JSON.stringify(res.body)}`).toBe(200);
    const after = await read();
    expect(after[field], `${field} after PATCH ${path}`).toEqual(value);
    expect(
      without(after, [field, ...(derived[field] ?? [])]),
      `other fields after PATCH ${path} {${field}}`,
    ).toEqual(without(before, [field, ...(derived[field] ?? [])]));
  }
}

describe('a PATCH changes only the fields it carries', () => {
  it('user settings: choosing °F, then map matching, then still lines keeps the earlier choices, also after a reload', async () => {
    const settings = async () =>
      (await api.call('/user/', { token: owner.token, body: { email: owner.email, sub: owner.sub } })).body
        .data.settings;
    await expectOnlyThatFieldChanges(settings, '/user/settings', {
      temperatureUnit: 'F',
      mapMatching: true,
      animatedLines: false,
      language: 'fr',
      theme: 'dark',
    });
    expect(await settings()).toMatchObject({
      temperatureUnit: 'F',
      mapMatching: true,
      animatedLines: false,
      language: 'fr',
      theme: 'dark',
    });
  });

  it('organisation', async () => {
    const path = `/organisation/${orgId}`;
    await patch(path, { phone: '+14165550123', zoom: 11, center: { lat: 43.7, lon: -79.4 } });
    await expectOnlyThatFieldChanges(async () => (await get(path)).body, path, {
      name: 'Patricia Logistics',
      address: '1 Front St W, Toronto',
      zoom: 9,
    });
  });

  it('contact', async () => {
    const created = await api.call('/contact', {
      token: owner.token,
      body: {
        organisationId: orgId,
        name: 'Night shift',
        email: 'night@example.com',
        phone: '+14165550100',
        contactMethod: 'both',
      },
    });
    expect(created.status).toBe(201);
    const path = `/contact/${created.body.id}`;
    await expectOnlyThatFieldChanges(async () => (await get(path)).body, path, {
      name: 'Day shift',
      contactMethod: 'email',
      phone: '+14165550199',
    });
  });

  it('geofence and base', async () => {
    const fence = await api.call('/geofence', {
      token: owner.token,
      body: {
        organisationId: orgId,
        name: 'CN Tower',
        address: '290 Bremner Blvd, Toronto',
        postcode: 'M5V 3L9',
        type: 'circle',
        latitude: 43.6426,
        longitude: -79.3871,
        radius: 250,
      },
    });
    expect(fence.status).toBe(201);
    const fencePath = `/geofence/${fence.body.id}`;
    await expectOnlyThatFieldChanges(
      async () => (await get(fencePath)).body,
      fencePath,
      {
        name: 'CN Tower yard',
        radius: 400,
        postcode: 'M5V 2T6',
      },
      { radius: ['area'] },
    );
    const base = await api.call('/base', {
      token: owner.token,
      body: {
        organisationId: orgId,
        name: 'Etobicoke depot',
        address: '20 Fasken Dr',
        postcode: 'M9W 1K5',
        latitude: 43.7155,
        longitude: -79.5902,
      },
    });
    expect(base.status).toBe(201);
    const basePath = `/base/${base.body.id}`;
    await expectOnlyThatFieldChanges(async () => (await get(basePath)).body, basePath, {
      name: 'Rexdale depot',
      postcode: 'M9W 1K6',
    });
  });

  it('device and action', async () => {
    const device = await api.call('/device/self-host', {
      token: owner.token,
      body: { organisationId: orgId, name: 'Van 7', type: 'location' },
    });
    expect(device.status).toBe(201);
    const deviceId = device.body.device.id as string;
    const devicePath = `/device/${deviceId}`;
    await expectOnlyThatFieldChanges(async () => (await get(devicePath)).body, devicePath, {
      name: 'Van 8',
      type: 'temperature',
    });
    const contact = await api.call('/contact', {
      token: owner.token,
      body: {
        organisationId: orgId,
        name: 'Cold chain desk',
        email: 'cold@example.com',
        phone: '+14165550111',
        contactMethod: 'email',
      },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const action = await api.call('/action', {
      token: owner.token,
      body: {
        organisationId: orgId,
        name: 'Freezer too warm',
        actionType: 'alert',
        alertType: 'temperature',
        comparison: 'above',
        threshold: -10,
        message: '{{device}} is at {{value}}',
        contactIds: [contact.body.id],
        deviceIds: [deviceId],
        repeatMinutes: 30,
        repeatMode: 'close',
      },
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);
    const actionPath = `/action/${action.body.id}`;
    await expectOnlyThatFieldChanges(async () => (await get(actionPath)).body, actionPath, {
      name: 'Freezer far too warm',
      threshold: -5,
      repeatMinutes: 60,
    });
  });
});
