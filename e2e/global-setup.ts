import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/server/src/test/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function waitForReady(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready:\n${output()}`);
}

/**
 * Starts the product as `npm start` does (the real start command, with its
 * embedded PostgreSQL in a temporary folder, or a fresh database on
 * DATABASE_URL) on a free port, against the production web build.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.resolve('apps/web/dist/index.html'))) {
    throw new Error('No web build: run `npm run build` first (npm test does).');
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-e2e-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(dir, 'data'),
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    DEMO: 'false',
  };
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `pinpoint_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  let log = '';
  const child = spawn(process.execPath, ['apps/server/src/main.ts', 'start'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForReady(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  };
}
