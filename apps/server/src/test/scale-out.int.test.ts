import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type DbHandle } from '../db/database.ts';
import { hashDeviceToken } from '../ingest/pipeline.ts';
import { setUpOrganisation } from '../modules/action/test-helpers.ts';
import { createTestDatabase } from './database.ts';
import { type ServerProcess, startServerProcess } from './processes.ts';
import type { TestServer } from './server.ts';

// Issue 19: one database, an api process, two ingest processes and a worker, each a real
// `main.ts start --role …`. Uplinks sent to both ingest processes are stored once, alert once,
// and reach a browser's live socket on the api process once.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let api: ServerProcess;
let ingest: ServerProcess[];
let worker: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 3);
  const env = {
    DATABASE_URL: database.url,
    SELF_HOST: 'true',
    DELIVERY_RETRY_DELAY_SECONDS: '0',
    MQTT_URL: 'mqtt://127.0.0.1:1883',
  };
  // The api first: its start makes the built-in sign-in keys the others read.
  api = await startServerProcess('api', env);
  [worker, ...ingest] = await Promise.all([
    startServerProcess('worker', env),
    startServerProcess('ingest', env),
    startServerProcess('ingest', env),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([api, worker, ...(ingest ?? [])].filter(Boolean).map((p) => p.stop()));
  await handle?.close();
  await database?.drop();
}, 30_000);

type LiveMessage = {
  type: string;
  update?: { deviceId: string; lastSeenAt: string; lastAlertAt?: string };
};

describe('three roles on one PostgreSQL', () => {
  it('stores uplinks sent to both ingest processes once, alerts once, and updates the live socket once', async () => {
    const shared = { url: api.url, handle } as unknown as TestServer;
    const {
      api: calls,
      owner,
      organisationId,
      deviceId,
      contactId,
    } = await setUpOrganisation(shared, 'Fleet');
    const token = 'scale-out-phone-token';
    await handle.pool.query('update devices set token_hash = $1 where id = $2', [
      hashDeviceToken(token),
      deviceId,
    ]);
    const action = await calls.call('/action', {
      token: owner.token,
      body: {
        organisationId,
        name: 'Battery low',
        actionType: 'alert',
        alertType: 'battery',
        comparison: 'below',
        threshold: 30,
        message: '{{device}} battery low',
        contactIds: [contactId],
        deviceIds: [deviceId],
        repeatMinutes: 60,
        repeatMode: 'close',
      },
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);

    // A browser on the api process.
    const socket = new WebSocket(`${api.url.replace(/^http/, 'ws')}/api/live?token=${owner.token}`);
    const messages: LiveMessage[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as LiveMessage));
    await expect.poll(() => messages.some((m) => m.type === 'ready'), { timeout: 5000 }).toBe(true);
    socket.send(JSON.stringify({ type: 'subscribe', organisationId }));
    await expect.poll(() => messages.some((m) => m.type === 'subscribed'), { timeout: 5000 }).toBe(true);

    // Three fixes, each sent to both ingest processes at once (a network server's retry to another replica).
    const start = Math.floor(Date.now() / 1000) - 120;
    const fixes = [
      { lat: 43.65, batt: 80, at: start },
      { lat: 43.66, batt: 20, at: start + 30 },
      { lat: 43.67, batt: 18, at: start + 60 },
    ];
    for (const fix of fixes) {
      const query = `id=${token}&lat=${fix.lat}&lon=-79.38&timestamp=${fix.at}&batt=${fix.batt}`;
      const answers = await Promise.all(
        ingest.map((p) => fetch(`${p.url}/api/ingest/osmand?${query}`, { method: 'POST' })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }

    const count = async (sql: string) => (await handle.pool.query(sql, [deviceId])).rows[0].n as number;
    expect(await count('select count(*)::int as n from frames where device_id = $1')).toBe(3);
    expect(await count('select count(*)::int as n from positions where device_id = $1')).toBe(3);
    expect(
      await count(
        `select count(*)::int as n from pinpoint_readings($1, '-infinity', 'infinity') where field = 'battery_pct'`,
      ),
    ).toBe(3);
    // One alert: the battery went below 30 once (and stayed there), delivered by the worker (outbox: no SMTP).
    await expect
      .poll(
        () =>
          count(`select count(*)::int as n from action_deliveries ad join actions a on a.id = ad.action_id
                  where a.name = 'Battery low' and ad.status = 'sent'
                    and exists (select 1 from action_devices x where x.action_id = a.id and x.device_id = $1)`),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(
      await count(`select count(*)::int as n from action_logs where device_id = $1 and event = 'fired'`),
    ).toBe(1);

    // Each update (a 'device' message) reached the browser once, whichever ingest process stored it.
    await expect
      .poll(() => messages.filter((m) => m.type === 'device').length, { timeout: 5000 })
      .toBeGreaterThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 500));
    const updates = messages.filter((m) => m.type === 'device' && m.update?.deviceId === deviceId);
    // The uplinks' updates, in order, once each; and the alert's own (maps turn the device to alerting), once.
    expect(updates.filter((m) => !m.update?.lastAlertAt).map((m) => m.update?.lastSeenAt)).toEqual(
      fixes.map((f) => new Date(f.at * 1000).toISOString()),
    );
    expect(updates.filter((m) => m.update?.lastAlertAt)).toHaveLength(1);
    socket.close();

    // One ingest process holds the MQTT subscription; the other waits to take over.
    const subscribed = ingest.filter((p) => p.output().includes('mqtt lease: taken'));
    expect(subscribed).toHaveLength(1);
    expect(api.output() + worker.output()).not.toContain('mqtt lease');
    // Fail-over: when it stops, PostgreSQL frees the lock and the other takes the subscription.
    const [holder] = subscribed as [ServerProcess];
    const other = ingest.find((p) => p !== holder) as ServerProcess;
    expect(await holder.stop()).toBe(0);
    await expect.poll(() => other.output().includes('mqtt lease: taken'), { timeout: 12_000 }).toBe(true);
  }, 60_000);
});
