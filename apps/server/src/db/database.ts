import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { watchClient } from '../lib/disk-full.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DbHandle = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// Timestamps stay Date objects; bigint counts come back as numbers (safe below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * How long a request waits for the database: for a connection (new or a free one of the pool)
 * and, on ingest, for its group's commit (pipeline.ts). A database that is down refuses at once;
 * one that accepts and never answers (frozen, cut off by the network) costs at most this, then
 * the request fails and is answered 503 with Retry-After (lib/database-unavailable.ts).
 */
export const DATABASE_WAIT_MS = 10_000;

export function connect(url: string, max = 10, waitMs = DATABASE_WAIT_MS): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: waitMs,
    // No JIT compilation: PostgreSQL compiles any query its planner costs above jit_above_cost,
    // and our readers of a week of 100 devices are costed so (a lateral function a device) while
    // they run in under a second: compiling cost 150-300 ms each on PostgreSQL 15 (bench/README.md,
    // "JIT"). Done before the pool hands the new client out: sent beside its first query, two
    // queries ran at once on one connection, which pg 8 warns of at every start and pg 9 refuses.
    // A server without the setting keeps its own.
    onConnect: async (client) => {
      await client.query('set jit = off').catch(() => {});
    },
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor one checked out (a transaction, a group of uplinks): its queries fail, and the pool drops it
  // when it comes back. Without a listener, pg throws the lost connection as an unhandled 'error'.
  // Each client's refusals for want of disk space are told to the app (lib/disk-full.ts).
  pool.on('connect', (client) => {
    client.on('error', () => {});
    watchClient(pool, client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}

/** True when the database answers a trivial query. */
export async function isReachable(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
