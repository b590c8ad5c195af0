import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/ports.ts';

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('stops in order on SIGTERM: the server, then its embedded PostgreSQL, exiting 0', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-main-'));
    await chmod(dir, 0o755); // as root, PostgreSQL runs as the user postgres
    const port = await freePort();
    const child = spawn(process.execPath, ['apps/server/src/main.ts', 'start'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(await freePort()),
        DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let ready = false;
    for (let i = 0; i < 240 && !ready && child.exitCode === null; i++) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready, output).toBe(true);
    // A clean start: no library warns of a deprecated use (Fastify's request-logging option, pg's
    // two queries at once on a connection both did, at every start).
    expect(output).not.toMatch(/DeprecationWarning|FSTDEP\d+/);
    const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).toContain('SIGTERM: shutting down');
    // PostgreSQL removes its pid file when it has shut down cleanly.
    expect(existsSync(pidFile), output).toBe(false);
  }, 90_000);
});
