import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig, serverRoles } from './config.ts';
import { connect } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { simulateCommand } from './simulator/run.ts';
import { startupLog } from './startup-log.ts';

/** The database URL: DATABASE_URL, else an embedded PostgreSQL under DATA_DIR. */
async function openDatabase(config: ServerConfig, log: StartupLog) {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const dir = path.join(config.DATA_DIR, 'postgres');
  log.database(dir, config.EMBEDDED_PG_PORT, !existsSync(path.join(dir, 'PG_VERSION')));
  const database = await startEmbeddedPostgres(dir, config.EMBEDDED_PG_PORT);
  log.databaseReady();
  return database;
}

type StartupLog = ReturnType<typeof startupLog>;

async function start(config: ServerConfig) {
  if (config.ROLE !== 'all' && !config.DATABASE_URL)
    throw new ConfigError(
      `--role ${config.ROLE} runs one part of Pinpoint next to other processes: it needs DATABASE_URL, the PostgreSQL they share.`,
    );
  const log = startupLog();
  const database = await openDatabase(config, log);
  const handle = connect(database.url, config.DATABASE_POOL_SIZE, config.DATABASE_WAIT_SECONDS * 1000);
  log.migrated(await migrate(handle.pool, { onProgress: log.migration }));
  log.server();
  const app = await buildApp({ config, db: handle.db, pool: handle.pool, databaseUrl: database.url });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => {});
    await handle.close().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(0);
  };
  // This process stops things in order itself: the server, its pool, then the embedded PostgreSQL
  // (a listener of another library ending the process early would cut the pipeline's last flush).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  log.running(`${config.publicUrl}${config.ROLE === 'all' ? '' : ` (role ${config.ROLE})`}`);
}

async function migrateOnly(config: ServerConfig) {
  const log = startupLog();
  const database = await openDatabase(config, log);
  const handle = connect(database.url, 2);
  const applied = await migrate(handle.pool, { onProgress: log.migration });
  if (applied.length) log.migrated(applied);
  else console.log('The database is up to date.');
  await handle.close();
  await database.stop();
}

const commands: Record<string, (config: ServerConfig) => Promise<void>> = {
  start,
  migrate: migrateOnly,
  simulate: (config) => simulateCommand(config, process.argv.slice(3)),
};

/** `--role X` or `--role=X` after `start` (ROLE in the environment otherwise); undefined when absent. */
function roleArgument(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--role') return args[i + 1] ?? '';
    if (arg.startsWith('--role=')) return arg.slice('--role='.length);
  }
  return undefined;
}

async function main() {
  const name = process.argv[2] ?? 'start';
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}`);
    process.exit(2);
  }
  const env = { ...process.env };
  if (name === 'start') {
    const role = roleArgument(process.argv.slice(3)) ?? (env.ROLE || undefined);
    if (role !== undefined && !(serverRoles as readonly string[]).includes(role)) {
      console.error(
        `Unknown role "${role}". Use --role ${serverRoles.join('|')} (or ROLE); all is the default.`,
      );
      process.exit(2);
    }
    if (role !== undefined) env.ROLE = role;
  }
  await command(loadConfig(env));
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
