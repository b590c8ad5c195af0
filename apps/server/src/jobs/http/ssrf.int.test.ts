import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionEngine, startActionEngine } from '../../modules/action/engine/engine.ts';
import { setUpOrganisation, startReceiver, updateOf, waitFor } from '../../modules/action/test-helpers.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { createOutboundDispatcher } from './dispatcher.ts';
import { PermanentError, sendHttp } from './send.ts';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const post = (dispatcher: ReturnType<typeof createOutboundDispatcher>, url: string) =>
  sendHttp(dispatcher, { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

describe('the outbound dispatcher', () => {
  it('refuses loopback in every spelling, and a name resolving to it, before sending a byte', async () => {
    const guarded = createOutboundDispatcher({ allowPrivate: false });
    try {
      const port = receiver.port;
      for (const host of [
        '127.0.0.1',
        '127.1',
        '2130706433',
        '0x7f000001',
        '0177.0.0.1',
        '[::ffff:127.0.0.1]',
        '[::1]',
        'localhost',
      ]) {
        const attempt = post(guarded, `http://${host}:${port}/hook`);
        await expect(attempt, host).rejects.toBeInstanceOf(PermanentError);
        await expect(attempt, host).rejects.toThrow(
          /Refused to connect to .*loopback addresses are not allowed/,
        );
      }
      await expect(post(guarded, 'http://169.254.169.254/latest/meta-data/')).rejects.toThrow(/metadata/);
      await expect(post(guarded, 'http://10.0.0.1/')).rejects.toThrow(/private/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });

  it('reaches a local receiver when private addresses are allowed, and never follows redirects', async () => {
    const open = createOutboundDispatcher({ allowPrivate: true });
    const redirecting = await startReceiver(() => 302);
    try {
      expect(await post(open, `http://localhost:${receiver.port}/hook`)).toBe(200);
      expect(receiver.received).toHaveLength(1);
      await expect(post(open, redirecting.url)).rejects.toThrow(/HTTP 302: redirect .* not followed/);
    } finally {
      await open.close();
      await redirecting.close();
    }
  });
});

describe('a webhook to a name resolving to a private address', () => {
  let server: TestServer;
  let engine: ActionEngine;
  beforeAll(async () => {
    server = await startTestServer(); // ALLOW_PRIVATE_WEBHOOKS defaults to false
    engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await engine.stop();
    await server.close();
  });

  it('is refused and logged as failed, without retries', async () => {
    const { api, owner, organisationId, deviceId } = await setUpOrganisation(server, 'Sam');
    const before = receiver.received.length;
    const res = await api.call('/action', {
      token: owner.token,
      body: {
        organisationId,
        name: 'Sneaky hook',
        actionType: 'webhook',
        alertType: 'button',
        webhookUrl: `http://localhost:${receiver.port}/hook`,
        webhookMethod: 'POST',
        deviceIds: [deviceId],
        repeatMinutes: 0,
        repeatMode: 'close',
      },
    });
    expect(res.status).toBe(201);
    expect((await engine.handleUpdates([updateOf(organisationId, deviceId, { button: 1 })])).fired).toBe(1);
    const failed = await waitFor(async () => {
      const logs = (await api.call(`/action/${res.body.id}/logs`, { token: owner.token })).body.items;
      return logs.find((l: { status: string }) => l.status === 'failed');
    });
    expect(failed).toMatchObject({ attempt: 1, destination: 'http', channel: 'webhook' });
    expect(failed.error).toMatch(/Refused to connect to localhost \((127\.0\.0\.1|::1)\): loopback/);
    expect(receiver.received.length).toBe(before);
  });
});
