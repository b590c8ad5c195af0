import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';

const migrationsDir = new URL('./migrations/', import.meta.url);
// Any number: the advisory lock that keeps two processes from migrating at once.
const LOCK_KEY = 7_310_412;

/** One migration about to be applied: the `index`th (from 1) of the `total` this call applies. */
export type MigrationProgress = { version: string; index: number; total: number };

/**
 * Applies the versioned SQL files of ./migrations in name order, each once and
 * each in its own transaction. Returns the versions applied by this call.
 * `upTo` (a version, e.g. '0022_shared_limits') stops after it: tests of a migration build the
 * database as it was before it. `onProgress` hears of each migration before it runs, so a first
 * start can say what it is doing.
 */
export async function migrate(
  pool: pg.Pool,
  options: { upTo?: string; onProgress?: (progress: MigrationProgress) => void } = {},
): Promise<string[]> {
  const files = (await readdir(migrationsDir))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .filter((f) => options.upTo === undefined || f.replace(/\.sql$/, '') <= options.upTo);
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await client.query('select version from schema_migrations')).rows.map((r) => r.version),
    );
    const todo = files.filter((file) => !done.has(file.replace(/\.sql$/, '')));
    for (const [i, file] of todo.entries()) {
      const version = file.replace(/\.sql$/, '');
      options.onProgress?.({ version, index: i + 1, total: todo.length });
      const sql = await readFile(new URL(file, migrationsDir), 'utf8');
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('insert into schema_migrations (version) values ($1)', [version]);
        await client.query('commit');
        applied.push(version);
      } catch (err) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    client.release();
  }
  return applied;
}
