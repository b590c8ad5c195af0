import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/database.ts';
import { defineJob } from './definition.ts';
import { createJobQueue } from './queue.ts';

/**
 * api, ingest and worker processes started together on a new database (the README's scale-out
 * deployment, a service manager starting them at once) each start the job queue, which installs
 * pg-boss's schema. Unserialised, one of four failed once with "duplicate key value violates unique
 * constraint pg_namespace_nspname_index ... (nspname)=(pgboss)" (scripts/faults/roles-killed.ts in
 * CI); that race depends on timing and did not show again in 20 tries of four processes here, so
 * this test holds what the fix must not break: starts at once all succeed, one schema results,
 * and the start's lock (a connection of its own) does not wait on a pool of one connection that
 * pg-boss needs (DATABASE_POOL_SIZE=1). Each "process" here has a pool of its own, as they would.
 */
const database = await createTestDatabase({ empty: true });
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database.drop();
});

const job = defineJob({
  name: 'queue-start-test',
  payload: z.object({}),
  retry: () => ({ limit: 0, delaySeconds: 1, backoff: false }),
  expireInSeconds: 60,
  handle: async () => {},
});

it('starts four at once on a database without its schema, each with a pool of one connection', async () => {
  const config = loadConfig({ DATABASE_URL: database.url });
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const queues = Array.from({ length: 4 }, () => {
    // DATABASE_POOL_SIZE=1: starting must not wait for a connection the start itself holds.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on('error', () => {}); // idle connections cut when the database is dropped
    pools.push(pool);
    return createJobQueue(pool, config, log as never, [job]);
  });
  const outcomes = await Promise.allSettled(queues.map((queue) => queue.start()));
  expect(
    outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
  ).toEqual([]);
  const check = new pg.Client({ connectionString: database.url });
  await check.connect();
  const { rows } = await check.query("select name from pgboss.queue where name = 'queue-start-test'");
  await check.end();
  expect(rows).toHaveLength(1);
  await Promise.all(queues.map((queue) => queue.stop()));
}, 60_000);

it('survives a completion the database refuses (a full disk): the job runs again after its expiry, nothing is left unhandled', async () => {
  // pg-boss 10's own workers complete a job without awaiting it: when PostgreSQL refused that
  // statement for want of space, the rejection went unhandled and ended the server's process
  // (scripts/faults/disk-full.ts, 11-28). 53100 is PostgreSQL's disk_full.
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  pool.on('error', () => {});
  pools.push(pool);
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (_: object, m: string) => warnings.push(m), error: () => {} };
  let runs = 0;
  const refused = defineJob({
    name: 'queue-complete-refused',
    payload: z.object({}),
    retry: () => ({ limit: 2, delaySeconds: 1, backoff: false }),
    expireInSeconds: 1,
    handle: async () => {
      runs += 1;
    },
  });
  const config = loadConfig({ DATABASE_URL: database.url, JOB_MAINTENANCE_SECONDS: '1' });
  const queue = createJobQueue(pool, config, log as never, [refused], { pollingIntervalSeconds: 0.5 });
  try {
    await queue.start();
    await pool.query(`
      create table refuse_completion (on_ boolean);
      insert into refuse_completion values (true);
      create function refuse_completion() returns trigger language plpgsql as $$
      begin
        if new.state = 'completed' and exists (select 1 from refuse_completion) then
          raise exception 'could not extend file: No space left on device' using errcode = '53100';
        end if;
        return new;
      end $$;
      create trigger refuse_completion before update on pgboss.job
        for each row execute function refuse_completion()`);
    await queue.insert({ executeSql: (text, values) => pool.query(text, values) }, [
      { definition: refused, id: '0b0c5a52-5c1e-4d7e-9a53-4a0f5f4b2c01', data: {} },
    ]);
    await queue.work(refused, {} as never, 1);
    const until = async (what: () => Promise<boolean> | boolean) => {
      for (let i = 0; i < 200 && !(await what()); i++) await new Promise((r) => setTimeout(r, 100));
    };
    await until(() => warnings.some((w) => w.includes('worker error')));
    expect(runs).toBe(1);
    expect(warnings).toContain('jobs: queue-complete-refused worker error');
    await pool.query('delete from refuse_completion');
    const state = async () =>
      (await pool.query("select state from pgboss.job where name = 'queue-complete-refused'")).rows[0]?.state;
    await until(async () => (await state()) === 'completed');
    expect(await state()).toBe('completed');
    expect(runs).toBe(2);
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
    await queue.stop();
  }
}, 60_000);
