import { type App, buildApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { connect, type DbHandle } from '../db/database.ts';
import { createTestDatabase } from './database.ts';
import { freePort } from './ports.ts';

export type TestServer = {
  url: string;
  databaseUrl: string;
  app: App;
  config: ServerConfig;
  handle: DbHandle;
  close: () => Promise<void>;
};

/**
 * The real server, listening on a free loopback port, with a database of its own.
 * With `logStream`, the server's log (pino JSON lines, info and up) is written there.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logStream?: { write: (line: string) => void }; logLevel?: string } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    DEMO: 'false',
    ...env,
  });
  const handle = connect(database.url, 5);
  const app = await buildApp({
    config,
    db: handle.db,
    pool: handle.pool,
    databaseUrl: database.url,
    ...(options.logStream
      ? { logger: { level: options.logLevel ?? 'info', stream: options.logStream } }
      : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: config.publicUrl,
    databaseUrl: database.url,
    app,
    config,
    handle,
    async close() {
      await app.close();
      await handle.close();
      await database.drop();
    },
  };
}
