import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpOrganisation } from '../modules/action/test-helpers.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { hashDeviceToken } from './pipeline.ts';

// The whole path a user relies on: a position arrives through real ingest, the
// tracker leaves a geofence, the exit alert fires, and the message waits in the
// outbox (no SMTP configured).
let server: TestServer;
beforeAll(async () => {
  // SELF_HOST: setUpOrganisation adds a self-hosted device.
  server = await startTestServer({ DELIVERY_RETRY_DELAY_SECONDS: '0', SELF_HOST: 'true' });
});
afterAll(() => server.close());

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('after an uplink commits', () => {
  it('keeps geofence membership current and fires the exit alert into the outbox', async () => {
    const { api, owner, organisationId, deviceId, contactId } = await setUpOrganisation(server, 'Yard');
    // The device's own token, as the Traccar Client app would send it.
    const token = 'yard-van-token';
    await server.handle.db
      .updateTable('devices')
      .set({ token_hash: hashDeviceToken(token) })
      .where('id', '=', deviceId)
      .execute();
    const fence = await api.call('/geofence', {
      token: owner.token,
      body: {
        organisationId,
        name: 'Yard',
        address: '1 Yonge St',
        postcode: 'M5E 1E5',
        type: 'circle',
        latitude: 43.6426,
        longitude: -79.3871,
        radius: 200,
        alertType: 'exit',
      },
    });
    expect(fence.status).toBe(201);
    const action = await api.call('/action', {
      token: owner.token,
      body: {
        organisationId,
        name: 'Van left the yard',
        actionType: 'alert',
        alertType: 'geofence_exit',
        geofenceId: fence.body.id,
        message: '{{device}} left the yard at {{time}}',
        contactIds: [contactId],
        deviceIds: [deviceId],
        repeatMinutes: 5,
        repeatMode: 'close',
      },
    });
    expect(action.status).toBe(201);

    const report = (lat: number, lon: number) =>
      fetch(`${server.url}/api/ingest/osmand?id=${token}&lat=${lat}&lon=${lon}`);
    expect((await report(43.6427, -79.387)).status).toBe(200); // inside
    const inside = await until(
      () => api.call(`/geofence/${fence.body.id}`, { token: owner.token }),
      (r) => r.body.devicesInside === 1,
    );
    expect(inside.body.devicesInside).toBe(1);

    expect((await report(43.6532, -79.3832)).status).toBe(200); // about 1.3 km away: outside
    const outbox = await until(
      () => api.call(`/organisation/${organisationId}/outbox`, { token: owner.token }),
      (r) => (r.body.items ?? []).length > 0,
    );
    expect(JSON.stringify(outbox.body.items[0])).toContain('left the yard');
    const logs = await api.call(`/action/${action.body.id}/logs`, { token: owner.token });
    expect(logs.status).toBe(200);
    expect(JSON.stringify(logs.body)).toContain('outbox');
  });
});
