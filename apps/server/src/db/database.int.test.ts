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
