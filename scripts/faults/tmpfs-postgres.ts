import { execFile } from 'node:child_process';
import { statfsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';

const run = promisify(execFile);

/** A tmpfs of `sizeMb` at `dir`, or an error that says why (mounting needs root, as in CI). */
async function mountTmpfs(dir: string, sizeMb: number) {
  await mkdir(dir, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'pinpoint-faults', dir]);
  } catch (err) {
    throw new Error(
      `the disk-full check mounts a ${sizeMb} MB tmpfs to fill, which needs root (CI runs as root): ` +
        `mount said: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`,
    );
  }
}

const freeBytes = (dir: string) => {
  const s = statfsSync(dir);
  return s.bavail * s.bsize;
};

/** A disk of its own: how much is free, and filler files that leave only `leaveBytes` (each call fills more). */
export type Disk = {
  dir: string;
  free: () => number;
  fill: (leaveBytes: number) => Promise<void>;
  release: () => Promise<void>;
};

function disk(dir: string): Disk {
  const fillers: string[] = [];
  return {
    dir,
    free: () => freeBytes(dir),
    async fill(leaveBytes) {
      const size = freeBytes(dir) - leaveBytes;
      if (size <= 0) return;
      const filler = path.join(dir, `filler-${fillers.length}`);
      fillers.push(filler);
      await run('fallocate', ['-l', String(size), filler]);
    },
    async release() {
      for (const filler of fillers.splice(0)) await rm(filler, { force: true });
    },
  };
}

/**
 * A PostgreSQL whose data folder is on a tmpfs of its own and whose WAL (pg_wal) is on another,
 * as PostgreSQL's documentation suggests for keeping a full data disk from stopping the server
 * (initdb --waldir; moved and linked here after initdb). Durable: a PANIC must lose no commit.
 */
export type TmpfsPostgres = {
  url: string;
  data: Disk;
  wal: Disk;
  /** Asks PostgreSQL to start a new WAL segment file (pg_switch_wal). */
  switchWal: () => Promise<void>;
  /** Whether PostgreSQL answers a query now. */
  answers: () => Promise<boolean>;
  remove: () => Promise<void>;
};

export async function startTmpfsPostgres(sizes: { dataMb: number; walMb: number }): Promise<TmpfsPostgres> {
  const base = await mkdtemp(path.join(tmpdir(), 'pinpoint-faults-disk-'));
  await chmod(base, 0o755); // as root, PostgreSQL runs as the user postgres, which must reach the folder
  const dataDir = path.join(base, 'data-disk');
  const walDir = path.join(base, 'wal-disk');
  const mounted: string[] = [];
  let db: EmbeddedDatabase | undefined;
  const remove = async () => {
    await db?.stop().catch(() => {});
    for (const dir of mounted.reverse()) await run('umount', ['-l', dir]).catch(() => {});
    await rm(base, { recursive: true, force: true });
  };
  try {
    await mountTmpfs(dataDir, sizes.dataMb);
    mounted.push(dataDir);
    await mountTmpfs(walDir, sizes.walMb);
    mounted.push(walDir);
    const pgData = path.join(dataDir, 'pg');
    const port = await freePort();
    db = await startEmbeddedPostgres(pgData, port);
    await db.stop();
    // pg_wal onto its own disk, as `initdb --waldir` would have put it.
    const movedWal = path.join(walDir, 'pg_wal');
    await cp(path.join(pgData, 'pg_wal'), movedWal, { recursive: true, preserveTimestamps: true });
    await rm(path.join(pgData, 'pg_wal'), { recursive: true });
    await symlink(movedWal, path.join(pgData, 'pg_wal'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      await run('chown', ['-R', `${Number(stdout)}:${Number(gid)}`, movedWal]);
      await chown(movedWal, Number(stdout), Number(gid));
    }
    // FAULT_SERVER_OUTPUT=1 shows PostgreSQL's own log lines too (why it stopped, what it refused).
    db = await startEmbeddedPostgres(
      pgData,
      port,
      process.env.FAULT_SERVER_OUTPUT ? (line) => process.stderr.write(`postgres: ${line}`) : {},
    );
    const url = db.url;
    const query = async (text: string) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query(text);
      } finally {
        await client.end().catch(() => {});
      }
    };
    return {
      url,
      data: disk(dataDir),
      wal: disk(walDir),
      switchWal: () => query('select pg_switch_wal()'),
      answers: () =>
        query('select 1').then(
          () => true,
          () => false,
        ),
      remove,
    };
  } catch (err) {
    await remove();
    throw err;
  }
}
