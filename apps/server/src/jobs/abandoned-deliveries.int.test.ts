import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpOrganisation } from '../modules/action/test-helpers.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { ABANDONED_ERROR, finishAbandonedDeliveries } from './abandoned-deliveries.ts';

// Issue 28.1: a worker killed during a delivery's last try left it 'sending' for ever (pg-boss
// expires that try's job and, with no retry left, fails it; nothing finished the delivery). The
// action log must say it failed, and why, instead of showing it in flight for good.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true', ALLOW_PRIVATE_WEBHOOKS: 'true' });
});
afterAll(() => server?.close());

describe('a delivery its sender abandoned', () => {
  it('is finished as failed with the reason once no job of it is left; one still to be tried is not', async () => {
    const org = await setUpOrganisation(server, 'Abandoned');
    const action = await org.api.call('/action', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        name: 'To dispatch',
        actionType: 'webhook',
        alertType: 'button',
        message: '{{device}} pressed',
        webhookUrl: 'http://127.0.0.1:9/hook',
        webhookMethod: 'POST',
        deviceIds: [org.deviceId],
        repeatMinutes: 1,
        repeatMode: 'close',
      },
    });
    expect(action.status).toBe(201);
    const { db, pool } = server.handle;
    const delivery = async (leaseUntil: Date) => {
      const id = randomUUID();
      await db
        .insertInto('action_deliveries')
        .values({
          id,
          organisation_id: org.organisationId,
          action_id: action.body.id,
          channel: 'webhook',
          recipient: 'http://127.0.0.1:9/hook',
          status: 'sending',
          attempts: 6,
          lease_until: leaseUntil,
        })
        .execute();
      return id;
    };
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    // Its last try's worker died: the job failed with no retry left.
    const lost = await delivery(tenMinutesAgo);
    // Its worker died on an earlier try: pg-boss retries it (a job waits in 'retry').
    const retrying = await delivery(tenMinutesAgo);
    await pool.query(`insert into pgboss.job (name, data, state) values ('action-webhook', $1, 'retry')`, [
      { deliveryId: retrying, organisationId: org.organisationId, actionId: action.body.id, deviceId: null },
    ]);
    // A try under way now.
    const sending = await delivery(new Date(Date.now() + 30_000));

    expect(await finishAbandonedDeliveries(db, 60)).toEqual([lost]);
    expect(await finishAbandonedDeliveries(db, 60)).toEqual([]);
    const statuses = await db
      .selectFrom('action_deliveries')
      .select(['id', 'status'])
      .where('id', 'in', [lost, retrying, sending])
      .execute();
    expect(Object.fromEntries(statuses.map((d) => [d.id, d.status]))).toEqual({
      [lost]: 'failed',
      [retrying]: 'sending',
      [sending]: 'sending',
    });
    // The organisation sees why in the action's log.
    const logs = await org.api.call(`/action/${action.body.id}/logs`, { token: org.owner.token });
    expect(logs.status).toBe(200);
    expect(JSON.stringify(logs.body)).toContain(ABANDONED_ERROR);
  });
});
