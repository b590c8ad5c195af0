import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, dropDatabase, type Server, startServer } from './global-setup.ts';

/**
 * A Pinpoint server of the test file's own, with `env` over the e2e defaults, in a fresh database
 * on the e2e PostgreSQL: started before the file's tests, stopped and dropped after them. Call it
 * at the top of the file; it returns the server's address, for use inside the tests.
 */
export function useOwnServer(label: string, env: Record<string, string>): () => string {
  let server: Server | undefined;
  let cleanUp: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), `pinpoint-${label}-`));
    const adminUrl = inject('databaseUrl');
    const name = `pinpoint_e2e_${label.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
    const databaseUrl = await createDatabase(adminUrl, name);
    cleanUp = async () => {
      await server?.stop();
      await dropDatabase(adminUrl, name);
      await rm(dir, { recursive: true, force: true });
    };
    server = await startServer(dir, { DATABASE_URL: databaseUrl, ...env });
  });
  afterAll(() => cleanUp());
  return () => {
    if (!server) throw new Error('The server starts in beforeAll: use it inside a test');
    return server.baseUrl;
  };
}
