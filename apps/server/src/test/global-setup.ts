import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import { freePort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

/**
 * One PostgreSQL for the run: DATABASE_URL when set, else an embedded one in a
 * temporary folder. A migrated template database is made once; each test file
 * copies it into a database of its own.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  let dir: string | undefined;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-test-pg-'));
    await chmod(dir, 0o755); // as root, PostgreSQL runs as the user postgres, which must reach the folder
    // A throw-away database: no fsync (the tests' writes need not survive a crash of the machine).
    const embedded = await startEmbeddedPostgres(path.join(dir, 'data'), await freePort(), {
      durable: false,
    });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const template = `pinpoint_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const pool = new pg.Pool({ connectionString: templateUrl.toString(), max: 1 });
  await migrate(pool);
  await pool.end();
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);
  console.log(`server tests: PostgreSQL ${process.env.DATABASE_URL ? 'from DATABASE_URL' : 'embedded'}`);

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
    await admin.end();
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
