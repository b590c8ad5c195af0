import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { connect, type DbHandle } from './database.ts';

// The server's sessions run without JIT compilation (bench/README.md, "JIT": compiling cost
// 150-300 ms on each 100-device report query of PostgreSQL 15, which runs in about half a second).
describe("the server's database sessions", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connect(database.url, 3);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('set it up before their first query, never two queries at once on a connection', async () => {
    // pg 8 warns (once a process) of a query sent while the client runs another, and pg 9 refuses
    // it: the session's setting went beside the pool's first query on every new connection.
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    const fresh = connect(database.url, 2);
    try {
      await Promise.all([1, 2, 3, 4].map(() => fresh.pool.query('select 1')));
      const { rows } = await fresh.pool.query('show jit');
      expect(rows).toEqual([{ jit: 'off' }]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', listen);
      await fresh.close();
    }
  });

  it('compile no query, on every connection of the pool, whatever the server is set to', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => handle.pool.connect()));
    try {
      for (const client of clients) {
        expect((await client.query('show jit')).rows).toEqual([{ jit: 'off' }]);
        // A query costed far above jit_above_cost (100,000 by default) runs without compiling.
        const { rows } = await client.query(
          `explain (analyze, format json) select sum(a * b) from generate_series(1, 20000) a, generate_series(1, 100) b`,
        );
        expect(rows[0]['QUERY PLAN'][0].JIT).toBeUndefined();
      }
    } finally {
      for (const client of clients) client.release();
    }
    const { rows } = await sql<{ jit: string }>`show jit`.execute(handle.db);
    expect(rows).toEqual([{ jit: 'off' }]);
  });
});
