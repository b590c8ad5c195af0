import {
  type ActionLog,
  type DeviceUpdate,
  liveDeviceUpdateSchema,
  type OutboxMessage,
} from '@pinpoint/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../db/database.ts';
import { LIVE_CHANNEL } from '../../../ingest/pipeline.ts';
import type { Person, testApi } from '../../../test/api.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { updateGeofenceMembership } from '../../geofence/membership.ts';
import { setUpOrganisation, startReceiver, updateOf, waitFor } from '../test-helpers.ts';
import { type ActionEngine, startActionEngine } from './engine.ts';
import { initialState } from './evaluate.ts';
import { loadStates, writeState, writeStates } from './state-repo.ts';

// No SMTP or SMS configured: alerts go to the outbox. Webhooks reach receivers on 127.0.0.1.
let server: TestServer;
let engine: ActionEngine;
let clock = new Date('2026-01-15T15:00:00Z'); // 10:00 in Toronto
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
let api: ReturnType<typeof testApi>;
let owner: Person;
let orgId: string;
let deviceId: string;
let contactId: string;

beforeAll(async () => {
  // Short backoff: 3 tries, 1-2 s then 2-4 s apart.
  server = await startTestServer({
    SELF_HOST: 'true', // the fixtures add self-hosted devices
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    DELIVERY_RETRY_DELAY_SECONDS: '1',
    DELIVERY_RETRY_LIMIT: '2',
  });
  engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
    now: () => clock,
    pollingIntervalSeconds: 0.5,
  });
  ({ api, owner, organisationId: orgId, deviceId, contactId } = await setUpOrganisation(server, 'Fiona'));
});
afterAll(async () => {
  await engine.stop();
  await server.close();
});

async function addAction(body: Record<string, unknown>): Promise<string> {
  const res = await api.call('/action', {
    token: owner.token,
    body: {
      organisationId: orgId,
      name: 'Freezer too warm',
      actionType: 'alert',
      alertType: 'temperature',
      comparison: 'above',
      threshold: -10,
      message: '{{device}} at {{value}}, {{time}}',
      contactIds: [contactId],
      deviceIds: [deviceId],
      repeatMinutes: 15,
      repeatMode: 'close',
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  engine.invalidate();
  return res.body.id;
}

/** Feeds one temperature reading at the clock's time and answers whether it fired. */
async function feed(temperature: number) {
  const result = await engine.handleUpdates([updateOf(orgId, deviceId, { temperature }, clock)]);
  expect(result.failed).toBe(false);
  return result.fired === 1;
}

const logsOf = async (id: string): Promise<ActionLog[]> =>
  (await api.call(`/action/${id}/logs?pageSize=200`, { token: owner.token })).body.items;
const outbox = async (): Promise<OutboxMessage[]> =>
  (await api.call(`/organisation/${orgId}/outbox?pageSize=200`, { token: owner.token })).body.items;
const disable = (id: string) =>
  api.call(`/action/${id}/enabled`, { method: 'PATCH', token: owner.token, body: { enabled: false } });

describe('a temperature alert', () => {
  it('fires once on crossing and stays quiet in close mode until the condition clears', async () => {
    const id = await addAction({ repeatMode: 'close', repeatMinutes: 1 });
    const fired: boolean[] = [];
    for (const [minutes, t] of [
      [0, -18],
      [1, -5],
      [5, -4],
      [60, -3],
      [1, -15],
      [1, -2],
    ] as const) {
      advance(minutes);
      fired.push(await feed(t));
    }
    expect(fired).toEqual([false, true, false, false, false, true]);
    const action = (await api.call(`/action/${id}`, { token: owner.token })).body;
    expect(action).toMatchObject({ timesTriggered: 2, lastTriggeredAt: clock.toISOString() });
    const logs = await logsOf(id);
    expect(logs.filter((l) => l.event === 'fired').map((l) => l.value)).toEqual([-2, -5]);
    expect(logs.find((l) => l.event === 'fired')?.message).toBe('Fiona freezer at -2 °C, 2026-01-15 11:08');
    await disable(id);
  });

  it('repeats in open mode while the condition holds, at most every N minutes', async () => {
    const id = await addAction({ repeatMode: 'open', repeatMinutes: 15 });
    const fired: boolean[] = [];
    for (const minutes of [0, 5, 9, 1, 14, 1]) {
      advance(minutes);
      fired.push(await feed(0));
    }
    expect(fired).toEqual([true, false, false, true, false, true]);
    await disable(id);
  });

  it('respects the out-of-hours window in the deployment time zone', async () => {
    clock = new Date('2026-01-16T21:30:00Z'); // 16:30 in Toronto
    const id = await addAction({
      repeatMode: 'close',
      repeatMinutes: 1,
      windowStart: '22:00',
      windowEnd: '06:00',
    });
    expect(await feed(5)).toBe(false);
    advance(6 * 60); // 22:30
    expect(await feed(5)).toBe(true);
    await disable(id);
  });

  it('keeps the alert in the outbox when no SMTP is configured, and the log says so', async () => {
    const messages = await waitFor(async () => {
      const all = await outbox();
      return all.length === 6 && all; // one e-mail for each of the six firings above
    });
    expect(messages[0]).toMatchObject({
      channel: 'email',
      recipient: 'fiona.night@example.com',
      subject: 'Freezer too warm: Fiona freezer',
      body: expect.stringContaining('Fiona freezer at 5 °C'),
    });
    const [action] = (await api.call(`/action/${orgId}`, { token: owner.token })).body;
    const deliveries = await waitFor(async () => {
      const logs = (await logsOf(action.id)).filter((l) => l.event === 'delivery');
      return logs.some((l) => l.status === 'sent') && logs;
    });
    expect(deliveries.map((l) => [l.status, l.channel, l.destination])).toEqual(
      expect.arrayContaining([
        ['sent', 'email', 'outbox'],
        ['queued', 'email', null],
      ]),
    );
  });
});

describe('a batch with many firings', () => {
  it('claims them together: each device alerted once, even one warm twice in the batch', async () => {
    const others: string[] = [];
    for (const name of ['Freezer B', 'Freezer C']) {
      const res = await api.call('/device/self-host', {
        token: owner.token,
        body: { organisationId: orgId, name, type: 'temperature' },
      });
      others.push(res.body.device.id);
    }
    const id = await addAction({
      name: 'Every freezer',
      repeatMode: 'open',
      repeatMinutes: 1,
      deviceIds: [deviceId, ...others],
    });
    const before = (await outbox()).length;
    advance(60);
    const warm = (device: string, temperature: number) => updateOf(orgId, device, { temperature }, clock);
    const result = await engine.handleUpdates([
      warm(deviceId, 1),
      warm(others[0] as string, 2),
      warm(deviceId, 3),
      warm(others[1] as string, 4),
      warm(others[0] as string, -20),
    ]);
    // The first freezer's second warm reading comes within the minute between alerts: no second alert.
    expect(result).toMatchObject({ fired: 3, failed: false });
    const fired = (await logsOf(id)).filter((l) => l.event === 'fired');
    expect(fired.map((l) => [l.deviceId, l.value]).sort()).toEqual(
      [
        [deviceId, 1],
        [others[0], 2],
        [others[1], 4],
      ].sort(),
    );
    const listed = (await api.call(`/action/${id}`, { token: owner.token })).body;
    expect(listed).toMatchObject({ timesTriggered: 3, lastTriggeredAt: clock.toISOString() });
    await waitFor(async () => (await outbox()).length - before === 3);
    // The cold reading cleared the second freezer: the next warm one alerts again, alone.
    advance(1);
    expect(await engine.handleUpdates([warm(others[0] as string, 5)])).toMatchObject({ fired: 1 });
    await disable(id);
  });
});

describe('two engines on one database', () => {
  it('deliver one alert for the same update', async () => {
    const receiver = await startReceiver();
    const second = connect(server.databaseUrl, 3);
    const other = await startActionEngine(second.db, second.pool, server.config, { now: () => clock });
    try {
      const id = await addAction({
        name: 'Freezer hook',
        actionType: 'webhook',
        webhookUrl: receiver.url,
        webhookMethod: 'POST',
        repeatMinutes: 10,
      });
      other.invalidate();
      advance(60);
      const update = updateOf(orgId, deviceId, { temperature: 3 }, clock);
      const results = await Promise.all([engine.handleUpdates([update]), other.handleUpdates([update])]);
      expect(results.map((r) => r.fired).sort()).toEqual([0, 1]);
      await waitFor(async () => receiver.received.length > 0);
      await new Promise((r) => setTimeout(r, 1500));
      expect(receiver.received).toHaveLength(1);
      expect((await logsOf(id)).filter((l) => l.event === 'fired')).toHaveLength(1);
      await disable(id);
    } finally {
      await other.stop();
      await second.close();
      await receiver.close();
    }
  });
});

describe('offline alerts', () => {
  it('fire when a device has been silent for N minutes, once, and re-arm when it speaks', async () => {
    const id = await addAction({
      name: 'Silent',
      alertType: 'offline',
      threshold: 30,
      comparison: null,
      repeatMinutes: 1,
    });
    await server.handle.db
      .updateTable('devices')
      .set({ last_seen_at: clock })
      .where('id', '=', deviceId)
      .execute();
    advance(29);
    expect(await engine.checkOffline()).toBe(0);
    advance(2);
    expect(await engine.checkOffline()).toBe(1);
    advance(5);
    expect(await engine.checkOffline()).toBe(0);
    await feed(-20);
    await server.handle.db
      .updateTable('devices')
      .set({ last_seen_at: clock })
      .where('id', '=', deviceId)
      .execute();
    advance(31);
    expect(await engine.checkOffline()).toBe(1);
    expect((await logsOf(id)).filter((l) => l.event === 'fired').map((l) => l.value)).toEqual([31, 31]);
  });
});

describe('keeping in step with the database', () => {
  it('sees a new action through LISTEN/NOTIFY, without being told', async () => {
    advance(60);
    await feed(-20); // the device's actions are now cached
    const res = await api.call('/action', {
      token: owner.token,
      body: {
        organisationId: orgId,
        name: 'Unannounced',
        actionType: 'alert',
        alertType: 'temperature',
        comparison: 'below',
        threshold: -30,
        message: 'Too cold',
        contactIds: [contactId],
        deviceIds: [deviceId],
        repeatMinutes: 1,
        repeatMode: 'open',
      },
    });
    expect(res.status).toBe(201);
    await waitFor(async () => feed(-40));
    await disable(res.body.id);
  });
});

describe('a fired alert on the live channel', () => {
  it("tells live subscribers the device's last alert, at commit", async () => {
    await addAction({ name: 'Live freezer', repeatMode: 'close', repeatMinutes: 1 });
    const listener = new pg.Client({ connectionString: server.databaseUrl });
    await listener.connect();
    const updates: DeviceUpdate[] = [];
    listener.on('notification', (message) => updates.push(JSON.parse(message.payload ?? '{}')));
    await listener.query(`listen ${LIVE_CHANNEL}`);
    try {
      advance(1);
      await feed(-30);
      advance(1);
      expect(await feed(5)).toBe(true);
      await waitFor(async () => updates.some((u) => u.lastAlertAt));
      const alert = updates.find((u) => u.lastAlertAt);
      expect(alert).toMatchObject({ organisationId: orgId, deviceId, readings: {} });
      expect(alert?.lastAlertAt).toBe(clock.toISOString());
      expect(liveDeviceUpdateSchema.safeParse(alert).success).toBe(true);
    } finally {
      await listener.end();
    }
  });
});

describe('states changed without firing', () => {
  it('are written for a whole batch at once, each only if no other process changed it meanwhile', async () => {
    const [a, b] = [await addAction({ name: 'Batch A' }), await addAction({ name: 'Batch B' })];
    const { db } = server.handle;
    const met = { met: true, alerted: false, lastAlertAt: null, clearSince: null };
    // Another process alerted on B after this one read it.
    const alerted = { met: true, alerted: true, lastAlertAt: new Date(clock), clearSince: null };
    expect(await writeState(db, { actionId: b, deviceId }, initialState, alerted, clock)).toBe(true);

    const written = await writeStates(
      db,
      [
        { actionId: a, deviceId, expected: initialState, next: met },
        { actionId: b, deviceId, expected: initialState, next: met },
      ],
      clock,
    );
    expect([...written]).toEqual([`${a} ${deviceId}`]);
    const states = await loadStates(db, [a, b], [deviceId]);
    expect(states.get(`${a} ${deviceId}`)).toEqual(met);
    expect(states.get(`${b} ${deviceId}`)).toEqual(alerted);

    // From the state it read, the next write goes through.
    const cleared = { met: false, alerted: false, lastAlertAt: alerted.lastAlertAt, clearSince: null };
    expect([
      ...(await writeStates(db, [{ actionId: b, deviceId, expected: alerted, next: cleared }], clock)),
    ]).toEqual([`${b} ${deviceId}`]);
    expect((await loadStates(db, [b], [deviceId])).get(`${b} ${deviceId}`)).toEqual(cleared);
  });
});

describe('geofence alerts', () => {
  it('fire when a tracker leaves a circle and a polygon, from the crossings ingest computes', async () => {
    const fence = async (body: Record<string, unknown>) => {
      const res = await api.call('/geofence', {
        token: owner.token,
        body: { organisationId: orgId, address: '1 Front St W', postcode: 'M5J 1E6', ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    const yard = await fence({
      name: 'Yard',
      type: 'circle',
      latitude: 43.6453,
      longitude: -79.3806,
      radius: 200,
    });
    const depot = await fence({
      name: 'Depot',
      type: 'polygon',
      polygon: [
        { lat: 43.7, lon: -79.42 },
        { lat: 43.7, lon: -79.4 },
        { lat: 43.68, lon: -79.4 },
        { lat: 43.68, lon: -79.42 },
      ],
    });
    const exit = { alertType: 'geofence_exit', repeatMinutes: 1, message: '{{device}} left: {{location}}' };
    const leftYard = await addAction({ ...exit, name: 'Left the yard', geofenceId: yard });
    const leftDepot = await addAction({ ...exit, name: 'Left the depot', geofenceId: depot });
    // What the ingest pipeline does for a position: membership first, then the engine with its crossings.
    const moveTo = async (lat: number, lon: number) => {
      advance(1);
      const transitions = await updateGeofenceMembership(
        server.handle.db,
        orgId,
        deviceId,
        { lat, lon },
        clock,
      );
      const update = {
        ...updateOf(orgId, deviceId, {}, clock),
        position: { lat, lon, time: clock.toISOString() },
      };
      return (await engine.handleUpdates([update], transitions)).fired;
    };
    expect(await moveTo(43.6453, -79.3806)).toBe(0); // into the yard
    expect(await moveTo(43.6454, -79.3807)).toBe(0);
    expect(await moveTo(43.6453, -79.3906)).toBe(1); // 800 m west: out of the yard
    expect(await moveTo(43.69, -79.41)).toBe(0); // into the depot
    expect(await moveTo(43.72, -79.41)).toBe(1); // north, out of the depot
    expect(await moveTo(43.73, -79.41)).toBe(0);
    const link = (lat: string, lon: string) =>
      `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
    const expected: Array<[string, string]> = [
      [leftYard, link('43.645300', '-79.390600')],
      [leftDepot, link('43.720000', '-79.410000')],
    ];
    for (const [id, where] of expected) {
      const fired = (await logsOf(id)).filter((l) => l.event === 'fired');
      expect(fired.map((l) => l.message)).toEqual([`Fiona freezer left: ${where}`]);
      await disable(id);
    }
  });
});

describe('an action stored with no time between alerts (before the minimum existed)', () => {
  it('still waits a minute between two alerts on a device', async () => {
    const id = await addAction({ name: 'Old row', repeatMode: 'open', repeatMinutes: 1 });
    // What an older version let through: 0 minutes, which alerted on every uplink.
    await server.handle.db.updateTable('actions').set({ repeat_minutes: 0 }).where('id', '=', id).execute();
    engine.invalidate();
    advance(60);
    const alerts = async () => (await logsOf(id)).filter((l) => l.event === 'fired').length;
    const counts: number[] = [];
    for (const seconds of [0, 20, 20, 25]) {
      advance(seconds / 60);
      await feed(9); // other actions of the freezer may fire too: count this one's alerts
      counts.push(await alerts());
    }
    expect(counts).toEqual([1, 1, 1, 2]);
    await disable(id);
  });
});
