import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { listenForChanges } from './change-listener.ts';
import { connect, type DbHandle } from './database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
const log = { warn: () => {} };

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  handle = connect(database.url, 2);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

/** This database's backends that are listening (their last statement a LISTEN). */
const listeners = async () =>
  (
    await handle.pool.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    )
  ).rows.map((r) => r.pid);

const notify = (channel: string, payload: string) =>
  handle.pool.query('select pg_notify($1, $2)', [channel, payload]);

function recorder() {
  const changes: string[] = [];
  let lost = 0;
  return {
    changes,
    lost: () => lost,
    handlers: { onChange: (p: string) => changes.push(p), onLost: () => void lost++ },
  };
}

describe('listening for changes', () => {
  it('listens on every channel of a process over one connection, each handler told of its own channel', async () => {
    const devices = recorder();
    const geofences = recorder();
    // One by the pool, one by the URL: the same database.
    const a = await listenForChanges(handle.pool, 'test_devices', devices.handlers, log);
    const b = await listenForChanges(database.url, 'test_geofences', geofences.handlers, log);
    expect(await listeners()).toHaveLength(1);
    expect([devices.lost(), geofences.lost()]).toEqual([1, 1]);

    await notify('test_devices', 'd1');
    await notify('test_geofences', 'g1');
    await expect.poll(() => [...devices.changes, ...geofences.changes]).toEqual(['d1', 'g1']);

    // One closed: the other still hears its channel, and the first no longer.
    await a.close();
    await notify('test_devices', 'd2');
    await notify('test_geofences', 'g2');
    await expect.poll(() => geofences.changes).toEqual(['g1', 'g2']);
    expect(devices.changes).toEqual(['d1']);

    await b.close();
    await expect.poll(listeners).toEqual([]);
  });

  it('after the connection is lost, tells every channel so and listens on all of them again', async () => {
    const live = recorder();
    const actions = recorder();
    const a = await listenForChanges(handle.pool, 'test_live', live.handlers, log);
    const b = await listenForChanges(handle.pool, 'test_actions', actions.handlers, log);
    const [pid] = await listeners();
    await handle.pool.query('select pg_terminate_backend($1)', [pid]);
    // Lost (1) and listening again (1), after the first start (1).
    await expect.poll(() => [live.lost(), actions.lost()], { timeout: 5000 }).toEqual([3, 3]);
    expect(await listeners()).toHaveLength(1);
    await notify('test_live', 'l1');
    await notify('test_actions', 'a1');
    await expect.poll(() => [...live.changes, ...actions.changes]).toEqual(['l1', 'a1']);
    await a.close();
    await b.close();
    await expect.poll(listeners).toEqual([]);
  });

  it('listens once when a channel is added while the lost connection waits to reconnect', async () => {
    const first = recorder();
    const second = recorder();
    const a = await listenForChanges(handle.pool, 'test_first', first.handlers, log);
    const [pid] = await listeners();
    await handle.pool.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => first.lost()).toBe(2);
    // Before the retry (half a second later): this channel connects at once, the retry must not again.
    const b = await listenForChanges(handle.pool, 'test_second', second.handlers, log);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await listeners()).toHaveLength(1);
    await notify('test_first', 'f1');
    await notify('test_second', 's1');
    await expect.poll(() => [...first.changes, ...second.changes]).toEqual(['f1', 's1']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.changes).toEqual(['f1']);
    await a.close();
    await b.close();
    await expect.poll(listeners).toEqual([]);
  });

  it('keeps a failing handler from stopping the others', async () => {
    const heard: string[] = [];
    const warnings: string[] = [];
    const a = await listenForChanges(
      handle.pool,
      'test_shared',
      {
        onChange: () => {
          throw new Error('handler bug');
        },
        onLost: () => {},
      },
      { warn: (_: object, m: string) => void warnings.push(m) },
    );
    const b = await listenForChanges(
      handle.pool,
      'test_shared',
      { onChange: (p) => void heard.push(p), onLost: () => {} },
      log,
    );
    await notify('test_shared', 'x');
    await expect.poll(() => heard).toEqual(['x']);
    expect(warnings).toEqual(['test_shared: a change handler failed']);
    await a.close();
    await b.close();
  });
});
