import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/server/src/test/ports.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second deployment, on the same PostgreSQL, with organisation_enabled on. */
    organisationsBaseUrl: string;
    /** The main deployment's database, for what only a deployment does (e.g. pre-loading devices). */
    databaseUrl: string;
    /** The run's one Chromium, which every test file connects to (see browser.ts). */
    browserEndpoint: string;
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

export type Server = { baseUrl: string; stop: () => Promise<void> };

/** Runs `main.ts start` (the real start command) on a free port until it answers /readyz. */
export async function startServer(dir: string, extraEnv: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    DEMO: 'false',
    // No map tiles or glyphs: the browser talks to this machine only.
    MAP_STYLE: 'none',
    MANUAL_ADD: 'true',
    SELF_HOST: 'true',
    ...extraEnv,
  };
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
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * Starts the product as `npm start` does (the real start command, with its
 * embedded PostgreSQL in a temporary folder, or a fresh database on
 * DATABASE_URL) on a free port, against the production web build. A second
 * deployment with organisation_enabled on shares that PostgreSQL, in a
 * database of its own.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST (as the server reads it) lets a build elsewhere be tested, e.g. one per worktree.
  const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`No web build in ${dist}: run \`npm run build\` first (npm test does).`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-e2e-'));
  await chmod(dir, 0o755);
  const suffix = randomBytes(4).toString('hex');
  const cleanups: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  };

  try {
    let adminUrl = process.env.DATABASE_URL;
    const mainEnv: Record<string, string> = {};
    let databaseUrl: string;
    if (adminUrl) {
      const name = `pinpoint_e2e_${suffix}`;
      databaseUrl = await createDatabase(adminUrl, name);
      mainEnv.DATABASE_URL = databaseUrl;
      const url = adminUrl;
      cleanups.push(() => dropDatabase(url, name));
    } else {
      const pgPort = await freePort();
      mainEnv.EMBEDDED_PG_PORT = String(pgPort);
      adminUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
      // The embedded PostgreSQL keeps the product's data in its default database.
      databaseUrl = adminUrl;
    }
    const main = await startServer(dir, mainEnv);
    cleanups.push(main.stop);

    const organisationsDir = path.join(dir, 'organisations');
    const name = `pinpoint_e2e_orgs_${suffix}`;
    const organisationsUrl = await createDatabase(adminUrl, name);
    const url = adminUrl;
    cleanups.push(() => dropDatabase(url, name));
    const organisations = await startServer(organisationsDir, {
      DATABASE_URL: organisationsUrl,
      ORGANISATION_ENABLED: 'true',
    });
    cleanups.push(organisations.stop);

    // One Chromium for the whole run: each file opens its own contexts in it (cookies and storage
    // apart), instead of starting a browser of its own, which cost seconds of the two cores a file.
    const browser = await chromium.launchServer({
      executablePath: chromiumPath(),
      args: [...chromiumFlags, '--disable-quic'],
    });
    cleanups.push(() => browser.close());
    project.provide('browserEndpoint', browser.wsEndpoint());
    project.provide('baseUrl', main.baseUrl);
    project.provide('organisationsBaseUrl', organisations.baseUrl);
    project.provide('databaseUrl', databaseUrl);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}
