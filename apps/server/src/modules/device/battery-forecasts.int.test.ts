import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { writeBatterySeries } from './test/battery.ts';

// Issue 30 item 4: the device list's battery forecasts, every device of the organisation in one
// call, kept for an hour; on a real PostgreSQL.
let server: TestServer;
let api: ReturnType<typeof testApi>;
beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
  api = testApi(server);
});
afterAll(() => server.close());

async function addDevice(token: string, organisationId: string, name: string) {
  const made = await api.call('/device/self-host', {
    token,
    body: { organisationId, name, type: 'temperature' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.device.id as string;
}

describe("an organisation's battery forecasts", () => {
  it('answers each draining device’s days left, leaves the others out, and is kept an hour', async () => {
    const owner = await api.signUp('Flora');
    const org = owner.organisationId;
    const now = new Date();
    const [fast, slow, steady, quiet] = [
      await addDevice(owner.token, org, 'Loading dock'),
      await addDevice(owner.token, org, 'Walk-in cooler'),
      await addDevice(owner.token, org, 'Office'),
      await addDevice(owner.token, org, 'Spare'),
    ];
    const db = server.handle.db;
    // 20 mV a day down to 2500 mV at the last noon: about 10 days left.
    await writeBatterySeries(
      db,
      { organisationId: org, deviceId: fast },
      {
        end: now,
        days: 20,
        level: (i) => 2880 - 20 * i,
      },
    );
    // 1 % a day down to 60 %: about 60 days left.
    await writeBatterySeries(
      db,
      { organisationId: org, deviceId: slow },
      {
        end: now,
        days: 20,
        field: 'battery_pct',
        level: (i) => 79 - i,
      },
    );
    // Not draining: nothing to say.
    await writeBatterySeries(
      db,
      { organisationId: org, deviceId: steady },
      {
        end: now,
        days: 20,
        level: () => 2950,
      },
    );

    const res = await api.call(`/organisation/${org}/battery-forecasts`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const forecasts = res.body.forecasts;
    expect(Object.keys(forecasts).sort()).toEqual([fast, slow].sort());
    expect(forecasts[fast]).toMatchObject({ unit: 'mv', confidence: 'medium' });
    expect(forecasts[fast].daysLeft).toBeGreaterThanOrEqual(9);
    expect(forecasts[fast].daysLeft).toBeLessThanOrEqual(10);
    expect(forecasts[fast].slopePerDay).toBeCloseTo(-20, 6);
    expect(forecasts[slow]).toMatchObject({ unit: 'pct' });
    expect(forecasts[slow].daysLeft).toBeGreaterThanOrEqual(59);
    expect(forecasts[slow].daysLeft).toBeLessThanOrEqual(60);
    expect(forecasts[quiet]).toBeUndefined();

    // Kept: a battery swapped a minute later shows in the list within the hour (the device page
    // computes afresh at once).
    await writeBatterySeries(
      db,
      { organisationId: org, deviceId: fast },
      {
        end: now,
        days: 1,
        level: () => 3000,
      },
    );
    const again = await api.call(`/organisation/${org}/battery-forecasts`, { token: owner.token });
    expect(again.body.forecasts[fast].daysLeft).toBe(forecasts[fast].daysLeft);
    const page = await api.call(`/device/${fast}/battery-forecast`, { token: owner.token });
    expect(page.body.forecast).toBeNull();
    const after = await api.call(`/organisation/${org}/battery-forecasts`, { token: owner.token });
    expect(after.body.forecasts[fast]).toBeUndefined();
  });

  it('is the organisation’s own: another organisation’s member gets 404', async () => {
    const [owner, stranger] = await api.signUpEach(['Gus', 'Hana'] as const);
    const device = await addDevice(owner.token, owner.organisationId, 'Gus cooler');
    await writeBatterySeries(
      server.handle.db,
      { organisationId: owner.organisationId, deviceId: device },
      {
        end: new Date(),
        days: 10,
        level: (i) => 2900 - 10 * i,
      },
    );
    const res = await api.call(`/organisation/${owner.organisationId}/battery-forecasts`, {
      token: stranger.token,
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(device);
    const own = await api.call(`/organisation/${stranger.organisationId}/battery-forecasts`, {
      token: stranger.token,
    });
    expect(own.body).toEqual({ forecasts: {} });
  });
});
