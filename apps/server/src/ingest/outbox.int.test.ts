import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { connect, type DbHandle } from '../db/database.ts';
import { setUpOrganisation, updateOf, waitFor } from '../modules/action/test-helpers.ts';
import { updateGeofenceMemberships } from '../modules/geofence/membership.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { createAfterCommit } from './after-commit.ts';
import { newOutboxOwner, outboxOwnerKey } from './outbox.ts';
import { createIngestPipeline, type DeviceUpdate, hashDeviceToken } from './pipeline.ts';
import type { NormalisedMessage } from './uplink.ts';

// Issue 28.1: an ingest process killed between committing a group of uplinks and evaluating its
// actions left those uplinks' alerts undone. The group's live updates now wait in ingest_outbox
// under their process's owner lock until done; another process takes up a dead owner's rows.
// Two processes on one database: the test server, and a second app built on the same database.
let server: TestServer;
let second: { app: App; handle: DbHandle };

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true', DELIVERY_RETRY_DELAY_SECONDS: '0' });
  const handle = connect(server.databaseUrl, 3);
  const { databaseUrl, config } = server;
  const app = await buildApp({ config, db: handle.db, pool: handle.pool, databaseUrl });
  await app.ready();
  second = { app, handle };
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
  await server?.close();
});

/** An SOS button alert on a new organisation's device; answers how many times it has fired. */
async function buttonAlert(name: string) {
  const org = await setUpOrganisation(server, name);
  const action = await org.api.call('/action', {
    token: org.owner.token,
    body: {
      organisationId: org.organisationId,
      name: 'SOS',
      actionType: 'alert',
      alertType: 'button',
      message: '{{device}} pressed at {{time}}',
      contactIds: [org.contactId],
      deviceIds: [org.deviceId],
      repeatMinutes: 5,
      repeatMode: 'close',
    },
  });
  expect(action.status).toBe(201);
  const fired = async () => {
    const { rows } = await server.handle.pool.query<{ n: number }>(
      `select count(*)::int as n from action_logs where action_id = $1 and event = 'fired'`,
      [action.body.id],
    );
    return rows[0]?.n ?? 0;
  };
  return { ...org, fired };
}

/**
 * What a process killed right after its group committed leaves: the press stored (the device's
 * last_seen_at is its time) and its outbox row, `ageSeconds` old, under `owner`.
 */
async function leftBehind(org: { organisationId: string; deviceId: string }, owner: number, at: Date) {
  await server.handle.pool.query('update devices set last_seen_at = $2 where id = $1', [org.deviceId, at]);
  const update = updateOf(org.organisationId, org.deviceId, { button: 1 }, at);
  const { rows } = await server.handle.pool.query<{ id: string }>(
    `insert into ingest_outbox (owner, created_at, updates) values ($1, now() - interval '1 minute', $2)
     returning id`,
    [owner, [JSON.stringify(update)]],
  );
  return rows[0]?.id as string;
}

const rowExists = async (id: string) =>
  (await server.handle.pool.query('select 1 from ingest_outbox where id = $1', [id])).rowCount === 1;

/** Both processes look for rows to take up at once, then finish what they took. */
async function bothRecover() {
  const taken = await Promise.all([server.app.recoverOutbox(), second.app.recoverOutbox()]);
  await Promise.all([server.app.afterCommitSettled(), second.app.afterCommitSettled()]);
  return taken;
}

describe('the ingest outbox', () => {
  it('keeps a committed group’s live updates in one row of its process until handed on; a duplicate keeps none', async () => {
    const org = await setUpOrganisation(server, 'Coldstore');
    const devEui = 'A84041000181D0E2';
    const { pool } = server.handle;
    await pool.query(`update devices set dev_eui = $2, model_id = 'dragino/lht65' where id = $1`, [
      org.deviceId,
      devEui,
    ]);
    const handed: Array<{ updates: DeviceUpdate[]; outboxId?: string }> = [];
    const owner = newOutboxOwner();
    const pipeline = createIngestPipeline(pool, {
      battery: { minMv: 2300, maxMv: 3000 },
      outboxOwner: owner,
      onCommitted: (updates, outboxId) => handed.push({ updates, outboxId }),
    });
    // An LHT65 uplink (Dragino's example payload: 3.062 V, 28.29 °C).
    const payload = Uint8Array.from(Buffer.from('CBF60B0D0376010ADD7FFF', 'hex'));
    const message = { kind: 'uplink', devEui, receivedAt: new Date(), fCnt: 7, fPort: 2, payload };
    const submit = () => pipeline.submit({ message: message as NormalisedMessage, source: 'chirpstack' });
    expect((await submit()).status).toBe('stored');
    expect((await submit()).status).toBe('duplicate');
    expect(handed).toHaveLength(1);
    const { rows } = await pool.query<{ owner: number; updates: string[] }>(
      'delete from ingest_outbox where id = $1 returning owner, updates',
      [handed[0]?.outboxId],
    );
    expect(rows[0]?.owner).toBe(owner);
    expect(rows[0]?.updates.map((u) => JSON.parse(u))).toEqual(handed[0]?.updates);
    expect(handed[0]?.updates[0]?.readings.temperature).toBeCloseTo(28.29);
  });

  it('deletes a group’s row once its actions are evaluated', async () => {
    const org = await setUpOrganisation(server, 'Yard');
    const token = 'yard-outbox-token';
    await server.handle.pool.query('update devices set token_hash = $2 where id = $1', [
      org.deviceId,
      hashDeviceToken(token),
    ]);
    const res = await fetch(`${server.url}/api/ingest/osmand?id=${token}&lat=43.6427&lon=-79.387`);
    expect(res.status).toBe(200);
    await server.app.afterCommitSettled();
    const { rows } = await server.handle.pool.query(
      `select 1 from ingest_outbox, unnest(updates) u where u::jsonb ->> 'deviceId' = $1`,
      [org.deviceId],
    );
    expect(rows).toHaveLength(0);
  });

  it('deletes the rows of groups done meanwhile together, unasked, within about a second', async () => {
    const { pool, db } = server.handle;
    // Each delete statement on the outbox, counted (whatever rows it deletes).
    await pool.query(`
      create table outbox_deletes (at timestamptz default clock_timestamp());
      create function count_outbox_delete() returns trigger language plpgsql as
        $$ begin insert into outbox_deletes default values; return null; end $$;
      create trigger count_outbox_delete after delete on ingest_outbox
        for each statement execute function count_outbox_delete();`);
    try {
      // Three groups committed one after another, each with its row (nothing to evaluate in them).
      const owner = newOutboxOwner();
      const { rows } = await pool.query<{ id: string }>(
        `insert into ingest_outbox (owner, updates) select $1, '{}' from generate_series(1, 3) returning id`,
        [owner],
      );
      const ids = rows.map((r) => r.id);
      const afterCommit = createAfterCommit(db, pool, () => undefined, updateGeofenceMemberships, {
        warn: () => {},
      });
      for (const id of ids) afterCommit.onCommitted([], id);
      // Not asked (no settled()): the rows go by themselves, by one statement.
      await waitFor(
        async () =>
          (await pool.query('select 1 from ingest_outbox where id = any($1::bigint[])', [ids])).rowCount ===
          0,
      );
      const deletes = await pool.query<{ n: number }>('select count(*)::int as n from outbox_deletes');
      expect(deletes.rows[0]?.n).toBe(1);
    } finally {
      await pool.query('drop trigger count_outbox_delete on ingest_outbox');
    }
  });

  it('takes up a dead process’s press: alerted once, by one of the processes', async () => {
    const org = await buttonAlert('Dispatch');
    const id = await leftBehind(org, newOutboxOwner(), new Date());
    const taken = await bothRecover();
    // Each process's own loop looks too (every few seconds): whichever took it, it alerted once.
    await waitFor(async () => (await org.fired()) === 1 && !(await rowExists(id)));
    expect(taken.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    await bothRecover();
    expect(await org.fired()).toBe(1);
  });

  it('leaves a living process’s rows alone, and takes them up once it is gone', async () => {
    const org = await buttonAlert('Depot');
    const owner = newOutboxOwner();
    // The owner: alive while this connection holds its lock.
    const holder = new pg.Client({ connectionString: server.databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [outboxOwnerKey(owner)]);
    const id = await leftBehind(org, owner, new Date());
    expect(await bothRecover()).toEqual([0, 0]);
    expect(await rowExists(id)).toBe(true);
    expect(await org.fired()).toBe(0);

    await holder.end(); // killed: PostgreSQL frees its lock
    await bothRecover();
    await waitFor(async () => (await org.fired()) === 1 && !(await rowExists(id)));
  });

  it('skips a press a newer uplink of the device has superseded', async () => {
    const org = await buttonAlert('Harbour');
    const pressedAt = new Date(Date.now() - 60_000);
    const id = await leftBehind(org, newOutboxOwner(), pressedAt);
    // A later uplink (not a press) stored and evaluated by another process meanwhile.
    await server.handle.pool.query('update devices set last_seen_at = now() where id = $1', [org.deviceId]);
    await bothRecover();
    await waitFor(async () => !(await rowExists(id)));
    await Promise.all([server.app.afterCommitSettled(), second.app.afterCommitSettled()]);
    expect(await org.fired()).toBe(0);
  });
});
