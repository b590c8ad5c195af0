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
