import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type DbHandle } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createKey } from '../../apps/server/src/modules/ingest-keys/service.ts';
import { registerFleet } from '../../apps/server/src/simulator/run.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';

export type BenchDatabase = {
  /** A fresh, migrated database of this run. */
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
};

/**
 * A fresh database for one benchmark run: a new database in `serverUrl`'s
 * server (DATABASE_URL by default) when set, else an embedded PostgreSQL in a
 * temporary folder (started with `embeddedSettings`). Both are removed again by `close`.
 */
export async function openBenchDatabase(
  serverUrl: string | undefined = process.env.DATABASE_URL,
  embeddedSettings: string[] = [],
): Promise<BenchDatabase> {
  let adminUrl = serverUrl;
  let stop = async () => {};
  let dir: string | undefined;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-bench-pg-'));
    await chmod(dir, 0o755); // as root, PostgreSQL runs as the user postgres, which must reach the folder
    const embedded = await startEmbeddedPostgres(path.join(dir, 'data'), await freePort(), {
      settings: embeddedSettings,
    });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const name = `pinpoint_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  // A restart of PostgreSQL (the fault test does one) must not end this process; `close` then skips the drop.
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await migrate(pool);
  await pool.end();
  return {
    url: url.toString(),
    embedded: !serverUrl,
    async close() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
      await stop().catch(() => {});
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An organisation with `count` simulated devices and an ingest key for them. */
export async function prepareOrganisation(handle: DbHandle, count: number) {
  const { id: organisationId } = await handle.db
    .insertInto('organisations')
    .values({ name: 'Benchmark', device_limit: count })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fleet = await registerFleet(handle.db, organisationId, count);
  const { key } = await createKey(handle.db, '', organisationId, 'Benchmark');
  return { organisationId, fleet, key };
}

export { connect };
