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
  const handle = connect(database.url, 5);
  // The port is free when asked, but another worker's socket can take it before the app listens:
  // then again on another (EADDRINUSE once in a CI run).
  const start = async () => {
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      // Tests replay documented messages dated years ago; the retention pass a server runs after it
      // starts would delete them from the default partition under a slow test's feet (a CI run lost
      // a 2020 position between its write and its read). Retention's own tests set these.
      RETENTION_FRAMES_DAYS: '0',
      RETENTION_HISTORY_DAYS: '0',
      ...env,
    });
    const app = await buildApp({
      config,
      db: handle.db,
      pool: handle.pool,
      databaseUrl: database.url,
      ...(options.logStream
        ? { logger: { level: options.logLevel ?? 'info', stream: options.logStream } }
        : {}),
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (err) {
      await app.close();
      throw err;
    }
    return { app, config };
  };
  const inUse = (err: unknown) => (err as { code?: string }).code === 'EADDRINUSE';
  const { app, config } = await start().catch((err) => (inUse(err) ? start() : Promise.reject(err)));
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
