import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionEngine, startActionEngine } from '../../modules/action/engine/engine.ts';
import { setUpOrganisation, startReceiver, updateOf, waitFor } from '../../modules/action/test-helpers.ts';
import { messageOf } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { createOutboundDispatcher } from './dispatcher.ts';
import { HttpFailure, sendHttp } from './send.ts';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const post = (dispatcher: ReturnType<typeof createOutboundDispatcher>, url: string) =>
  sendHttp(dispatcher, { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

/** How a send failed: the class the action log keeps, and our own account of a refusal. */
async function failure(attempt: Promise<unknown>) {
  const err = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpFailure);
  const { message, permanent, detail } = err as HttpFailure;
  return { errorClass: message, permanent, detail };
}

describe('the outbound dispatcher', () => {
  it('refuses loopback in every spelling, and a name resolving to it, before sending a byte', async () => {
    const guarded = createOutboundDispatcher({ allowPrivate: false });
    try {
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
        expect(await failure(post(guarded, `http://${host}:8080/hook`)), host).toEqual({
          errorClass: 'blocked_destination',
          permanent: true,
          detail: expect.stringMatching(/Refused to connect to .*loopback addresses are not allowed/),
        });
      }
      const metadata = await failure(post(guarded, 'http://169.254.169.254/latest/meta-data/'));
      expect(metadata.detail).toMatch(/metadata/);
      expect((await failure(post(guarded, 'http://10.0.0.1/'))).detail).toMatch(/private/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });

  it('refuses ports other than 80, 443, 8080 and 8443', async () => {
    const guarded = createOutboundDispatcher({ allowPrivate: false });
    try {
      const refused = await failure(post(guarded, `http://localhost:${receiver.port}/hook`));
      expect(refused).toMatchObject({ errorClass: 'blocked_destination', permanent: true });
      expect(refused.detail).toBe(
        `Refused to connect to localhost:${receiver.port}: only ports 80, 443, 8080 and 8443 are allowed`,
      );
      expect(receiver.received).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });

  it('reaches a local receiver when private addresses are allowed, and never follows redirects', async () => {
    const open = createOutboundDispatcher({ allowPrivate: true });
    const redirecting = await startReceiver(() => 302);
    try {
      expect(await post(open, `http://localhost:${receiver.port}/hook`)).toMatchObject({
        status: 200,
        latencyMs: expect.any(Number),
      });
      expect(receiver.received).toHaveLength(1);
      expect(await failure(post(open, redirecting.url))).toMatchObject({ errorClass: 'http_302' });
      // Nothing listens there any more: refused, worth retrying.
      const closed = await startReceiver();
      await closed.close();
      expect(await failure(post(open, closed.url))).toMatchObject({
        errorClass: 'connection_refused',
        permanent: false,
      });
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
    // ALLOW_PRIVATE_WEBHOOKS defaults to false; setUpOrganisation adds a self-hosted device
    server = await startTestServer({ SELF_HOST: 'true' });
    engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await engine.stop();
    await server.close();
  });

  it('is refused on save, and one saved before that is refused at send, logged as failed, without retries', async () => {
    const { api, owner, organisationId, deviceId } = await setUpOrganisation(server, 'Sam');
    const before = receiver.received.length;
    const body = {
      organisationId,
      name: 'Sneaky hook',
      actionType: 'webhook',
      alertType: 'button',
      webhookUrl: 'http://localhost:8080/hook',
      webhookMethod: 'POST',
      deviceIds: [deviceId],
      repeatMinutes: 1,
      repeatMode: 'close',
    };
    const refused = await api.call('/action', { token: owner.token, body });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(
      'webhookUrl: Webhook URL must not point to a loopback address (localhost is a reserved name)',
    );

    // A row from before the save-time check (or a name that changed its answer since).
    const res = await api.call('/action', {
      token: owner.token,
      body: { ...body, webhookUrl: 'https://hooks.example.com/in' },
    });
    expect(res.status).toBe(201);
    await server.handle.db
      .updateTable('actions')
      .set({ webhook_url: `http://localhost:${receiver.port}/hook` })
      .where('id', '=', res.body.id)
      .execute();
    engine.invalidate();
    expect((await engine.handleUpdates([updateOf(organisationId, deviceId, { button: 1 })])).fired).toBe(1);
    const failed = await waitFor(async () => {
      const logs = (await api.call(`/action/${res.body.id}/logs`, { token: owner.token })).body.items;
      return logs.find((l: { status: string }) => l.status === 'failed');
    });
    expect(failed).toMatchObject({
      attempt: 1,
      destination: 'http',
      channel: 'webhook',
      error: 'blocked_destination',
    });
    expect(receiver.received.length).toBe(before);
  });
});

// Issue 25 item 7: what the save check let through. A resolver without these names fails to look
// them up, and a failed lookup is let through on save; yet `localhost.` is the absolute form of
// `localhost` (RFC 1034 section 3.1), which RFC 6761 section 6.3 reserves for loopback, and
// `ip6-localhost`/`ip6-loopback` are ::1 in Debian's /etc/hosts.
describe('outbound URLs refused on save', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SELF_HOST: 'true' }); // ALLOW_PRIVATE_WEBHOOKS off (the default)
  });
  afterAll(() => server.close());

  it('refuses a webhook to names and spellings of this machine', async () => {
    const { api, owner, organisationId, deviceId } = await setUpOrganisation(server, 'Lou');
    const hook = (webhookUrl: string) =>
      api.call('/action', {
        token: owner.token,
        body: {
          organisationId,
          name: 'Local hook',
          actionType: 'webhook',
          alertType: 'button',
          webhookUrl,
          webhookMethod: 'POST',
          deviceIds: [deviceId],
          repeatMinutes: 1,
          repeatMode: 'close',
        },
      });
    for (const [url, kind] of [
      ['http://localhost./hook', 'loopback'],
      ['http://ip6-localhost/hook', 'loopback'],
      ['http://ip6-loopback/hook', 'loopback'],
      ['http://api.localhost./hook', 'loopback'],
      ['http://0.0.0.0/hook', 'unspecified'],
      ['http://[::]/hook', 'unspecified'],
      ['http://[::ffff:127.0.0.1]/hook', 'loopback'],
      ['http://[::ffff:169.254.169.254]/latest/meta-data/', 'cloud metadata'],
    ] as const) {
      const refused = await hook(url);
      expect(refused.status, url).toBe(400);
      expect(messageOf(refused), url).toMatch(
        new RegExp(`^webhookUrl: Webhook URL must not point to an? ${kind} address`),
      );
    }
    expect((await hook('https://hooks.example.com/in')).status).toBe(201);
  });

  it("refuses network servers' addresses as webhooks are refused, naming each field", async () => {
    const { api, owner, organisationId } = await setUpOrganisation(server, 'Nat');
    const save = (body: object) =>
      api.call(`/command/network-settings/${organisationId}`, { method: 'PUT', token: owner.token, body });
    const metadata = await save({ ttnClusterUrl: 'http://169.254.169.254', ttnApplicationId: 'app' });
    expect(metadata.status).toBe(400);
    expect(messageOf(metadata)).toBe('ttnClusterUrl: Cluster URL must not point to a cloud metadata address');
    const loopback = await save({ chirpstackMode: 'rest', chirpstackApiUrl: 'http://127.0.0.1:8080' });
    expect(messageOf(loopback)).toBe('chirpstackApiUrl: API URL must not point to a loopback address');
    const file = await save({ heliumDownlinkUrl: 'file:///etc/passwd' });
    expect(messageOf(file)).toBe('heliumDownlinkUrl: Downlink URL must be an http or https URL');
    const local = await save({ heliumDownlinkUrl: 'http://localhost./api/v1/down/x' });
    expect(messageOf(local)).toBe(
      'heliumDownlinkUrl: Downlink URL must not point to a loopback address (localhost. is a reserved name)',
    );
    const port = await save({ ttnClusterUrl: 'https://eu1.cloud.thethings.network:1885' });
    expect(messageOf(port)).toBe('ttnClusterUrl: Cluster URL must use port 80, 443, 8080 or 8443');
    // Nothing was stored by the refusals; public addresses are saved.
    const shown = await api.call(`/command/network-settings/${organisationId}`, { token: owner.token });
    expect(shown.body).toMatchObject({ ttnClusterUrl: '', chirpstackApiUrl: '', heliumDownlinkUrl: null });
    const saved = await save({
      ttnClusterUrl: 'https://eu1.cloud.thethings.network',
      ttnApplicationId: 'app',
      heliumDownlinkUrl: 'https://console.helium.com/api/v1/down/0b1e5f7e/XyZ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ttnClusterUrl: 'https://eu1.cloud.thethings.network' });
  });
});
