import { forwardEventSchema, webhookEventSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionEngine, startActionEngine } from '../modules/action/engine/engine.ts';
import { setUpOrganisation, startReceiver, updateOf, waitFor } from '../modules/action/test-helpers.ts';
import type { Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { verifyWebhook } from './http/signing.ts';

// Receivers on 127.0.0.1 (ALLOW_PRIVATE_WEBHOOKS=true); short backoff: 3 tries, 1-2 s then 2-4 s apart.
let server: TestServer;
let engine: ActionEngine;
let api: ReturnType<typeof testApi>;
let owner: Person;
let orgId: string;
let deviceId: string;
// The engine's clock: each door reading comes two minutes after the last, past the minute between alerts.
let clock = new Date();

beforeAll(async () => {
  server = await startTestServer({
    SELF_HOST: 'true', // setUpOrganisation adds a self-hosted device
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    DELIVERY_RETRY_DELAY_SECONDS: '1',
    DELIVERY_RETRY_LIMIT: '2',
  });
  engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
    now: () => clock,
    pollingIntervalSeconds: 0.5,
  });
  ({ api, owner, organisationId: orgId, deviceId } = await setUpOrganisation(server, 'Wes'));
});
afterAll(async () => {
  await engine.stop();
  await server.close();
});

async function addWebhook(name: string, url: string, extra: Record<string, unknown> = {}) {
  const res = await api.call('/action', {
    token: owner.token,
    body: {
      organisationId: orgId,
      name,
      actionType: 'webhook',
      alertType: 'door_open',
      webhookUrl: url,
      webhookMethod: 'POST',
      deviceIds: [deviceId],
      repeatMinutes: 1,
      repeatMode: 'close',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  engine.invalidate();
  return res.body as { id: string; webhookSecret: string };
}
const logsOf = async (id: string) =>
  (await api.call(`/action/${id}/logs`, { token: owner.token })).body.items;
const disable = (id: string) =>
  api.call(`/action/${id}/enabled`, { method: 'PATCH', token: owner.token, body: { enabled: false } });
const door = (open: number) => {
  clock = new Date(clock.getTime() + 2 * 60_000);
  return engine.handleUpdates([updateOf(orgId, deviceId, { door_open: open }, clock)]);
};

describe('webhooks', () => {
  it('are signed the Standard Webhooks way and carry the event', async () => {
    const receiver = await startReceiver();
    try {
      const action = await addWebhook('Door hook', receiver.url, { webhookMethod: 'PUT' });
      expect((await door(1)).fired).toBe(1);
      const [hook] = await waitFor(async () => receiver.received.length > 0 && receiver.received);
      expect(hook?.method).toBe('PUT');
      expect(hook?.headers['content-type']).toBe('application/json');
      expect(verifyWebhook(action.webhookSecret, hook?.headers ?? {}, hook?.body ?? '')).toBe(true);
      const event = webhookEventSchema.parse(JSON.parse(hook?.body ?? ''));
      expect(event).toMatchObject({
        type: 'action.fired',
        data: {
          action: { id: action.id, name: 'Door hook' },
          device: { id: deviceId, name: 'Wes freezer' },
          value: 1,
        },
      });
      const sent = await waitFor(async () =>
        (await logsOf(action.id)).find((l: { status: string }) => l.status === 'sent'),
      );
      expect(sent).toMatchObject({
        channel: 'webhook',
        destination: 'http',
        attempt: 1,
        recipient: receiver.url,
        error: null,
        latencyMs: expect.any(Number),
      });
      // The webhook-id is the delivery's id: the same on every try, so receivers can drop repeats.
      expect(hook?.headers['webhook-id']).toBe(sent.deliveryId);
      await door(0);
      await disable(action.id);
    } finally {
      await receiver.close();
    }
  });

  it('to a failing endpoint are retried with backoff, then marked failed', async () => {
    const receiver = await startReceiver(() => 500);
    try {
      const action = await addWebhook('Broken hook', receiver.url);
      expect((await door(1)).fired).toBe(1);
      const logs = await waitFor(async () => {
        const all = await logsOf(action.id);
        return all.some((l: { status: string }) => l.status === 'failed') && all;
      }, 25_000);
      const attempts = logs
        .filter((l: { event: string }) => l.event === 'delivery')
        .map((l: { status: string; attempt: number }) => [l.status, l.attempt])
        .reverse();
      expect(attempts).toEqual([
        ['queued', null],
        ['retried', 1],
        ['retried', 2],
        ['failed', 3],
      ]);
      expect(receiver.received).toHaveLength(3);
      // The status, as an error class, and the latency: never what the endpoint answered.
      const failed = logs.find((l: { status: string }) => l.status === 'failed');
      expect(failed).toMatchObject({ error: 'http_500', latencyMs: expect.any(Number) });
      expect(JSON.stringify(logs)).not.toContain('receiver says hello');
      await door(0);
      await disable(action.id);
    } finally {
      await receiver.close();
    }
  }, 40_000);
});

describe('a webhook secret rotation', () => {
  it('signs with both secrets during the window, then with the new one only', async () => {
    const receiver = await startReceiver();
    try {
      const action = await addWebhook('Rotating hook', receiver.url);
      const rotated = await api.call(`/action/${action.id}/rotate-secret`, {
        method: 'POST',
        token: owner.token,
      });
      expect(rotated.status).toBe(200);
      const fresh = rotated.body.webhookSecret as string;
      const delivered = async (count: number) => {
        await waitFor(async () => receiver.received.length >= count);
        const hook = receiver.received[count - 1];
        const verifies = (secret: string) => verifyWebhook(secret, hook?.headers ?? {}, hook?.body ?? '');
        return { old: verifies(action.webhookSecret), new: verifies(fresh), hook };
      };

      expect((await door(1)).fired).toBe(1);
      const during = await delivered(1);
      expect(during).toMatchObject({ old: true, new: true });
      expect(String(during.hook?.headers['webhook-signature']).split(' ')).toHaveLength(2);

      // The window (WEBHOOK_SECRET_ROTATION_HOURS, 24) is over.
      await server.handle.db
        .updateTable('actions')
        .set({ previous_secret_valid_until: new Date(Date.now() - 1000) })
        .where('id', '=', action.id)
        .execute();
      await door(0);
      expect((await door(1)).fired).toBe(1);
      const after = await delivered(2);
      expect(after).toMatchObject({ old: false, new: true });
      expect(String(after.hook?.headers['webhook-signature']).split(' ')).toHaveLength(1);
      const shown = (await api.call(`/action/${action.id}`, { token: owner.token })).body;
      expect(shown.previousSecretValidUntil).toBeNull();
      await door(0);
      await disable(action.id);
    } finally {
      await receiver.close();
    }
  });
});

describe('forwards', () => {
  it('send every uplink of their devices, once each, with the user headers', async () => {
    const receiver = await startReceiver();
    try {
      const res = await api.call('/action', {
        token: owner.token,
        body: {
          organisationId: orgId,
          name: 'Lake',
          actionType: 'forward',
          forwardUrl: receiver.url,
          forwardHeaders: '{"Authorization": "Bearer lake-token"}',
          deviceIds: [deviceId],
        },
      });
      engine.invalidate();
      const first = updateOf(orgId, deviceId, { temperature: 1 }, new Date('2026-01-16T10:00:00Z'));
      const second = { ...updateOf(orgId, deviceId, { temperature: 2 }, new Date('2026-01-16T10:01:00Z')) };
      second.position = { lat: 43.64, lon: -79.38, time: second.lastSeenAt };
      expect((await engine.handleUpdates([first, second])).forwarded).toBe(2);
      expect((await engine.handleUpdates([first])).forwarded).toBe(0); // the same uplink again
      await waitFor(async () => receiver.received.length >= 2);
      const bodies = receiver.received.map((r) => forwardEventSchema.parse(JSON.parse(r.body)));
      expect(receiver.received.map((r) => r.headers.authorization)).toEqual([
        'Bearer lake-token',
        'Bearer lake-token',
      ]);
      expect(bodies.map((b) => b.data.readings.temperature).sort()).toEqual([1, 2]);
      expect(bodies.find((b) => b.data.readings.temperature === 2)?.data).toMatchObject({
        device: { id: deviceId, name: 'Wes freezer' },
        receivedAt: '2026-01-16T10:01:00.000Z',
        position: { lat: 43.64, lon: -79.38 },
      });
      expect((await api.call(`/action/${res.body.id}`, { token: owner.token })).body.timesTriggered).toBe(2);
      await disable(res.body.id);
    } finally {
      await receiver.close();
    }
  });
});
