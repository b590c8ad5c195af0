import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { freePort } from '../../test/ports.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 16 with billing off (the default): the check is always ok, no Stripe route works, and an
// owner sets the device limit directly, up to DEVICE_LIMIT_MAX.

let server: TestServer;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  // BILLING_ENABLED without a Stripe key: billing stays off.
  server = await startTestServer({ BILLING_ENABLED: 'true', DEVICE_LIMIT_MAX: '100', SELF_HOST: 'true' });
  api = testApi(server);
});
afterAll(() => server.close());

const setLimit = (person: Person, limit: unknown, organisationId = person.organisationId) =>
  api.call(`/organisation/${organisationId}/billing/limit`, { token: person.token, body: { limit } });

async function deviceLimit(organisationId: string) {
  const { rows } = await server.handle.pool.query<{ device_limit: number }>(
    'select device_limit from organisations where id = $1',
    [organisationId],
  );
  return rows[0]?.device_limit;
}

async function seedDevices(organisationId: string, count: number) {
  await server.handle.db
    .insertInto('devices')
    .values(
      Array.from({ length: count }, (_, i) => ({ organisation_id: organisationId, name: `Seeded ${i}` })),
    )
    .execute();
}

describe('billing off', () => {
  it('serves billing_enabled off in /config.json without a Stripe key, and new organisations keep the default limit', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as { billing_enabled: boolean };
    expect(config.billing_enabled).toBe(false);
    const olive = await api.signUp('Olive');
    expect(await deviceLimit(olive.organisationId)).toBe(1000);
  });

  it('answers ok to the check whatever the devices, and 404 to Stripe routes', async () => {
    const sam = await api.signUp('Sam');
    await server.handle.db
      .updateTable('organisations')
      .set({ device_limit: 1 })
      .where('id', '=', sam.organisationId)
      .execute();
    await seedDevices(sam.organisationId, 1);
    for (const path of ['/billing/check', `/billing/check?organisationId=${sam.organisationId}`])
      expect((await api.call(path, { token: sam.token })).body).toEqual({ message: 'ok' });
    const checkout = await api.call(`/organisation/${sam.organisationId}/billing/checkout`, {
      token: sam.token,
      body: {},
    });
    expect(checkout.status).toBe(404);
    expect(checkout.body.error.message).toBe('Billing is turned off on this deployment');
    const portal = await api.call(`/organisation/${sam.organisationId}/billing/portal`, {
      token: sam.token,
      body: {},
    });
    expect(portal.status).toBe(404);
    const webhook = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
    const summary = await api.call(`/organisation/${sam.organisationId}/billing`, { token: sam.token });
    expect(summary.body).toEqual({
      enabled: false,
      message: 'ok',
      devices: { count: 1, limit: 1 },
      cardRegistered: false,
      plan: null,
      nextInvoice: null,
      openInvoice: null,
      maxSelfServiceLimit: 100,
    });
  });

  it('lets an owner set the limit: higher than the devices, up to DEVICE_LIMIT_MAX, and logs it', async () => {
    const { olive, max, vic, orgId } = await api.signUpCast();
    await seedDevices(orgId, 3);
    const tooLow = await setLimit(olive, 3);
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.error.message).toBe(
      'Limit must be higher than number of devices on account currently',
    );
    const tooHigh = await setLimit(olive, 101);
    expect(tooHigh.status).toBe(409);
    expect(tooHigh.body.error).toMatchObject({
      message: 'Limit increase error. Please contact support',
      details: { reason: 'limit_increase_error' },
    });
    for (const bad of [0, -5, 2.5, '10', null])
      expect((await setLimit(olive, bad)).status, JSON.stringify(bad)).toBe(400);
    expect(await deviceLimit(orgId)).toBe(1000);
    for (const person of [max, vic]) expect((await setLimit(person, 50, orgId)).status).toBe(403);

    const raised = await setLimit(olive, 4);
    expect(raised.body).toEqual({ message: 'limit_increase_success', limit: 4 });
    expect(await deviceLimit(orgId)).toBe(4);
    const logs = await api.call(`/organisation/${orgId}/logs`, { token: olive.token });
    expect(logs.body.items[0]).toMatchObject({
      action: 'update',
      objectType: 'organisation',
      details: { fields: ['deviceLimit'], deviceLimit: 4 },
    });
    // The new limit holds on the add paths: one more device, then limit_reached.
    const add = (name: string) =>
      api.call('/device/self-host', { token: olive.token, body: { organisationId: orgId, name } });
    expect((await add('Fourth')).status).toBe(201);
    expect((await add('Fifth')).body.error.details).toMatchObject({ reason: 'limit_reached', limit: 4 });
  });
});

describe('a Stripe key that is not one', () => {
  it('stops the start with a message that names the variable', async () => {
    const child = spawn(process.execPath, ['apps/server/src/main.ts', 'start'], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        BILLING_ENABLED: 'true',
        STRIPE_SECRET_KEY: 'pk_live_0123456789abcdef',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(
      'Invalid configuration: STRIPE_SECRET_KEY: is not a Stripe secret key: it starts with sk_test_, sk_live_, rk_test_ or rk_live_',
    );
  }, 30_000);
});
