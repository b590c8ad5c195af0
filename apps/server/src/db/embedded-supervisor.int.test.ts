import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../test/ports.ts';
import { startEmbeddedPostgres } from './embedded.ts';

/**
 * The embedded PostgreSQL stopping by itself (after a PANIC its crash recovery could not
 * mend, a full WAL disk: issue 28.4) is started again by the launcher on the same data, so
 * `npm start` writes again without a restart. Here the postmaster is killed outright.
 */
const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

it('starts the postmaster again, on the same data, when it ends without being asked', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-supervised-'));
  made.push(dir);
  await chmod(dir, 0o755); // as root, PostgreSQL runs as the user postgres, which must reach the folder
  const dataDir = path.join(dir, 'data');
  const db = await startEmbeddedPostgres(dataDir, await freePort(), { durable: true });
  try {
    await query(db.url, 'create table kept (note text); insert into kept values ($$before$$)');
    // The first line of postmaster.pid is the postmaster's process id (PostgreSQL's storage layout).
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await expect(query(db.url, 'select 1')).rejects.toThrow();
    let rows: unknown[] | undefined;
    for (let i = 0; i < 120 && !rows; i++) {
      rows = await query(db.url, 'select note from kept').catch(() => undefined);
      if (!rows) await new Promise((r) => setTimeout(r, 250));
    }
    expect(rows).toEqual([{ note: 'before' }]);
    const again = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(again).not.toBe(pid);
  } finally {
    await db.stop();
  }
  // Stopped as asked: not started again.
  await new Promise((r) => setTimeout(r, 1500));
  await expect(query(db.url, 'select 1')).rejects.toThrow();
}, 120_000);
