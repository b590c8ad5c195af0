import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpOrganisation, startReceiver } from '../modules/action/test-helpers.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import type { JobContext } from './definition.ts';
import { createOutboundDispatcher } from './http/dispatcher.ts';
import { webhookJob } from './webhook.ts';

// Issue 28.1: a worker killed mid-try leaves its delivery 'sending' under a lease of
// DELIVERY_LEASE_SECONDS, and its pg-boss job expires after as long; the retry can come a moment
// before the lease (taken a moment after the job started) ends. That try must come back later,
// not end the job with the delivery never sent.
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true', ALLOW_PRIVATE_WEBHOOKS: 'true' });
  receiver = await startReceiver(() => 204);
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

describe('a delivery under another sender’s lease', () => {
  it('is tried again when the lease ends, then sent once', async () => {
    const org = await setUpOrganisation(server, 'Lease');
    const action = await org.api.call('/action', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        name: 'To dispatch',
        actionType: 'webhook',
        alertType: 'button',
        message: '{{device}} pressed',
        webhookUrl: receiver.url,
        webhookMethod: 'POST',
        deviceIds: [org.deviceId],
        repeatMinutes: 1,
        repeatMode: 'close',
      },
    });
    expect(action.status).toBe(201);
    const { db } = server.handle;
    // A dead worker's claim: 'sending', its lease 30 s from now.
    const id = randomUUID();
    await db
      .insertInto('action_deliveries')
      .values({
        id,
        organisation_id: org.organisationId,
        action_id: action.body.id,
        channel: 'webhook',
        recipient: receiver.url,
        status: 'sending',
        attempts: 1,
        lease_until: new Date(Date.now() + 30_000),
      })
      .execute();
    const payload = {
      deliveryId: id,
      organisationId: org.organisationId,
      actionId: action.body.id as string,
      deviceId: org.deviceId,
      event: { type: 'action.fired', data: {} },
    };
    const deferred: number[] = [];
    const context: JobContext = {
      db,
      config: server.config,
      log: { info: () => {}, warn: () => {} },
      http: createOutboundDispatcher({ allowPrivate: true }),
      mailer: undefined,
      attempt: 2,
      retriesLeft: true,
    };

    // With a slot worker's defer: a copy comes back when the lease ends; without, the job fails (retried).
    await webhookJob.handle(payload, {
      ...context,
      defer: async (_data, seconds) => void deferred.push(seconds),
    });
    expect(deferred).toHaveLength(1);
    expect(deferred[0]).toBeGreaterThanOrEqual(29);
    expect(deferred[0]).toBeLessThanOrEqual(31);
    await expect(webhookJob.handle(payload, context)).rejects.toThrow(/lease/);
    expect(receiver.received).toHaveLength(0);

    // The lease over (the sender is gone): the next try takes it and sends it, once.
    await db
      .updateTable('action_deliveries')
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await webhookJob.handle(payload, context);
    await webhookJob.handle(payload, context);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['webhook-id']).toBe(id);
    const row = await db
      .selectFrom('action_deliveries')
      .select(['status', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });
});
