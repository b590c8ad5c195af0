import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../../db/database.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { setUpOrganisation, startReceiver, updateOf } from '../test-helpers.ts';
import { type ActionEngine, startActionEngine } from './engine.ts';

// Issue 28.1: two ingest processes firing the same actions for different devices at the same
// moment (an SOS alert and its webhook, assigned to a fleet of buttons). Each firing's inserts
// (logs, deliveries) take a key-share lock on its actions' rows through their foreign keys, and
// the counters' update then locked those rows FOR UPDATE, which waits for key-share locks: two
// firings deadlocked, PostgreSQL ended one, and its alerts were lost (found by the roles-killed
// fault check, scripts/faults/roles-killed.ts).
let server: TestServer;
let second: DbHandle;
let engines: ActionEngine[] = [];
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true', ALLOW_PRIVATE_WEBHOOKS: 'true' });
  receiver = await startReceiver(() => 204);
  second = connect(server.databaseUrl, 4);
  engines = [
    await startActionEngine(server.handle.db, server.handle.pool, server.config, { workers: false }),
    await startActionEngine(second.db, second.pool, server.config, { workers: false }),
  ];
});
afterAll(async () => {
  for (const engine of engines) await engine.stop();
  await second?.close();
  await receiver?.close();
  await server?.close();
});

describe('two engines firing the same actions for different devices at once', () => {
  it('both fire, every time', async () => {
    const org = await setUpOrganisation(server, 'Fleet');
    const devices = [org.deviceId];
    for (let i = 1; i < 24; i++) {
      const res = await org.api.call('/device/self-host', {
        token: org.owner.token,
        body: { organisationId: org.organisationId, name: `Van ${i}`, type: 'temperature' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      devices.push(res.body.device.id as string);
    }
    const common = {
      organisationId: org.organisationId,
      alertType: 'temperature',
      comparison: 'above',
      threshold: -10,
      message: '{{device}} at {{value}}',
      deviceIds: devices,
      repeatMinutes: 60,
      repeatMode: 'close',
    };
    for (const body of [
      { ...common, name: 'Too warm', actionType: 'alert', contactIds: [org.contactId] },
      {
        ...common,
        name: 'Too warm, to dispatch',
        actionType: 'webhook',
        webhookUrl: receiver.url,
        webhookMethod: 'POST',
      },
    ]) {
      const res = await org.api.call('/action', { token: org.owner.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    for (const engine of engines) engine.invalidate();

    const at = new Date();
    for (let i = 0; i < devices.length; i += 2) {
      const results = await Promise.all(
        engines.map((engine, e) =>
          engine.handleUpdates([
            updateOf(org.organisationId, devices[i + e] as string, { temperature: 3 }, at),
          ]),
        ),
      );
      expect(results).toMatchObject([
        { fired: 2, failed: false },
        { fired: 2, failed: false },
      ]);
    }
    const { rows } = await server.handle.pool.query<{ n: number }>(
      `select count(*)::int as n from action_logs where organisation_id = $1 and event = 'fired'`,
      [org.organisationId],
    );
    expect(rows[0]?.n).toBe(devices.length * 2);
  });
});
