import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionEngine, startActionEngine } from '../modules/action/engine/engine.ts';
import { setUpOrganisation, startReceiver, updateOf, waitFor } from '../modules/action/test-helpers.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// Issue 28.5: receivers that fail for ever or hang. Small thresholds so the tests take seconds:
// one try a delivery, a pause after 3 failed tries in a row (over any period), at most 2 HTTP
// deliveries in flight per organisation, of 4 slots per process and queue.
let server: TestServer;
let engine: ActionEngine;
let tick = Date.parse('2026-03-02T08:00:00Z');
/** Every uplink a distinct time: a forward sends each uplink once. */
const nextTime = () => {
  tick += 1000;
  return new Date(tick);
};

beforeAll(async () => {
  server = await startTestServer({
    SELF_HOST: 'true',
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    DELIVERY_RETRY_LIMIT: '0',
    DELIVERY_PAUSE_AFTER_FAILURES: '3',
    DELIVERY_PAUSE_AFTER_MINUTES: '0',
    DELIVERY_ORG_IN_FLIGHT: '2',
    DELIVERY_HTTP_WORKERS: '4',
  });
  engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await engine?.stop();
  await server?.close();
});

async function addForward(org: Awaited<ReturnType<typeof setUpOrganisation>>, name: string, url: string) {
  const res = await org.api.call('/action', {
    token: org.owner.token,
    body: {
      organisationId: org.organisationId,
      name,
      actionType: 'forward',
      forwardUrl: url,
      deviceIds: [org.deviceId],
    },
  });
  expect(res.status).toBe(201);
  engine.invalidate();
  return res.body.id as string;
}

const uplinks = (org: Awaited<ReturnType<typeof setUpOrganisation>>, count: number) =>
  engine.handleUpdates(
    Array.from({ length: count }, (_, i) =>
      updateOf(org.organisationId, org.deviceId, { temperature: i }, nextTime()),
    ),
  );

describe('a receiver that answers 500 for ever', () => {
  it('is paused after the failures in a row, the admins told once, nothing sent until resumed', async () => {
    let status = 500;
    const receiver = await startReceiver(() => status);
    try {
      const org = await setUpOrganisation(server, 'Paula');
      const actionId = await addForward(org, 'ERP feed', receiver.url);
      const get = async () => (await org.api.call(`/action/${actionId}`, { token: org.owner.token })).body;
      expect((await uplinks(org, 3)).forwarded).toBe(3);

      const paused = await waitFor(async () => {
        const action = await get();
        return action.pausedAt && action;
      });
      expect(paused).toMatchObject({ deliveryFailures: 3, failingSince: expect.any(String) });
      expect(receiver.received).toHaveLength(3);
      // The list shows it too.
      const list = (await org.api.call(`/action/${org.organisationId}`, { token: org.owner.token })).body;
      expect(list.find((a: { id: string }) => a.id === actionId)?.pausedAt).toBe(paused.pausedAt);
      const logs = (await org.api.call(`/action/${actionId}/logs`, { token: org.owner.token })).body.items;
      expect(logs.filter((l: { error: string }) => l.error === 'http_500')).toHaveLength(3);

      // The engine skips it once every process has heard of the pause (the actions trigger's NOTIFY).
      await waitFor(async () => (await uplinks(org, 1)).forwarded === 0);
      await new Promise((r) => setTimeout(r, 1000));
      expect(receiver.received).toHaveLength(3);

      // One notice to the admins (no SMTP server here: in the outbox), naming the failures.
      const outbox = await org.api.call(`/organisation/${org.organisationId}/outbox`, {
        token: org.owner.token,
      });
      const notices = outbox.body.items.filter((m: { subject: string }) => /is paused/.test(m.subject));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ recipient: org.owner.email, channel: 'email', actionId });
      expect(notices[0].subject).toMatch(/^Pinpoint: .+'s forward "ERP feed" is paused$/);
      expect(notices[0].body).toContain('failed 3 times in a row');
      expect(notices[0].body).toContain('last error: http_500');
      expect(notices[0].body).toContain(`127.0.0.1:${receiver.port}`);
      expect(notices[0].body).not.toContain('/hook');

      // Resumed with one click: the streak starts afresh and uplinks are sent again.
      status = 200;
      const resumed = await org.api.call(`/action/${actionId}/resume`, {
        method: 'POST',
        token: org.owner.token,
      });
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({ pausedAt: null, deliveryFailures: 0, failingSince: null });
      await waitFor(async () => (await uplinks(org, 1)).forwarded === 1);
      await waitFor(async () => receiver.received.length === 4);
      const sent = await waitFor(async () =>
        (await org.api.call(`/action/${actionId}/logs`, { token: org.owner.token })).body.items.find(
          (l: { status: string }) => l.status === 'sent',
        ),
      );
      expect(sent).toMatchObject({ channel: 'forward', error: null });
    } finally {
      await receiver.close();
    }
  }, 30_000);
});

/** A receiver that takes connections and never answers; it counts requests held at once. */
async function startHangingReceiver() {
  let open = 0;
  let most = 0;
  let total = 0;
  const held = new Set<http.ServerResponse>();
  const hanging = http.createServer((req, res) => {
    total++;
    open++;
    most = Math.max(most, open);
    held.add(res);
    req.resume();
    res.on('close', () => {
      open--;
      held.delete(res);
    });
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const { port } = hanging.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/in`,
    stats: () => ({ open, most, total }),
    close: () =>
      new Promise<void>((resolve) => {
        hanging.close(() => resolve());
        hanging.closeAllConnections();
      }),
  };
}

describe("one organisation's hanging receiver", () => {
  it("holds at most its bound of deliveries, and another organisation's arrive promptly", async () => {
    const hanging = await startHangingReceiver();
    const healthy = await startReceiver();
    try {
      const a = await setUpOrganisation(server, 'Hana');
      const b = await setUpOrganisation(server, 'Bea');
      await addForward(a, 'Dead end', hanging.url);
      await addForward(b, 'Live feed', healthy.url);
      // More of A's deliveries than both processes' slots together (2 engines × 4): unbounded, A
      // would hold every slot for the 10 s timeout and B would wait.
      expect((await uplinks(a, 12)).forwarded).toBe(12);
      await waitFor(async () => hanging.stats().open >= 2);

      const started = Date.now();
      expect((await uplinks(b, 3)).forwarded).toBe(3);
      await waitFor(async () => healthy.received.length >= 3, 8000);
      const took = Date.now() - started;
      expect(took).toBeLessThan(3000);
      // Across both processes, A never had more than its bound in flight.
      expect(hanging.stats().most).toBe(2);
    } finally {
      await hanging.close();
      await healthy.close();
    }
  }, 30_000);
});
