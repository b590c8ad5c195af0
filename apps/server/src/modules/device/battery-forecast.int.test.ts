import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 30 item 4: the forecast of a device from the battery readings it sent (through ingest,
// back-filled over two weeks), on a real PostgreSQL.
let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
  api = testApi(server);
  owner = await api.signUp('Bea');
});
afterAll(() => server.close());

const day = 86_400_000;

describe("a device's battery forecast", () => {
  it('reads its trend from the readings, and says nothing of a device without them', async () => {
    const made = await api.call('/device/self-host', {
      token: owner.token,
      body: { organisationId: owner.organisationId, name: 'Cold room probe', type: 'temperature' },
    });
    const { device, token } = made.body as { device: { id: string }; token: string };
    const noon = Math.floor(Date.now() / day) * day + day / 2 - 15 * day;
    // 15 days falling 10 mV a day from 2900 mV, a cold reading each night (which the trend ignores).
    for (let i = 0; i < 15; i++)
      for (const [at, mv] of [
        [noon + i * day, 2900 - 10 * i],
        [noon + i * day + 14 * 3_600_000, 2900 - 10 * i - 150],
      ] as const) {
        const sent = await fetch(`${server.url}/api/ingest/http`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            deviceId: token,
            time: new Date(at).toISOString(),
            readings: { battery_mv: mv },
          }),
        });
        expect(sent.status, await sent.text()).toBe(200);
      }
    const res = await api.call(`/device/${device.id}/battery-forecast`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.unit).toBe('mv');
    // 2760 mV at the last noon, 10 mV a day, 2300 mV empty: 46 days then, a little less now.
    expect(res.body.forecast.daysLeft).toBeGreaterThanOrEqual(44);
    expect(res.body.forecast.daysLeft).toBeLessThanOrEqual(46);
    expect(res.body.forecast.slopePerDay).toBeCloseTo(-10, 6);

    const quiet = await api.call('/device/self-host', {
      token: owner.token,
      body: { organisationId: owner.organisationId, name: 'New probe', type: 'temperature' },
    });
    const none = await api.call(`/device/${quiet.body.device.id}/battery-forecast`, { token: owner.token });
    expect(none.body).toEqual({ unit: null, forecast: null });
  });
});
