import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';

/** An embedded PostgreSQL of the fault test's own, which it can stop and start again on the same port. */
export type RestartablePostgres = {
  /** The admin URL (database `postgres`). */
  url: string;
  /** Fast shutdown (SIGINT: running transactions are rolled back, clients cut), like `pg_ctl stop -m fast`. */
  stop: () => Promise<void>;
  /** Starts it again on the same data folder and port. */
  start: () => Promise<void>;
  /** Stops it for good and removes its folder. */
  remove: () => Promise<void>;
};

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-faults-pg-'));
  await chmod(dir, 0o755); // as root, PostgreSQL runs as the user postgres, which must reach the folder
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let running: EmbeddedDatabase | undefined = await startEmbeddedPostgres(dataDir, port);
  const url = running.url;
  return {
    url,
    async stop() {
      const db = running;
      running = undefined;
      await db?.stop();
    },
    async start() {
      if (!running) running = await startEmbeddedPostgres(dataDir, port);
    },
    async remove() {
      const db = running;
      running = undefined;
      await db?.stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
