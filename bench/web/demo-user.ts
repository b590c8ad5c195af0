/**
 * What bench:web, bench:web-trace and the golden screenshots start from: the real server serving a
 * web build with demo mode on (built-in provider, embedded PostgreSQL or a fresh database on
 * DATABASE_URL) in a fresh folder, and a new user signed up through its pages, whose demo
 * organisation's device list is then on screen.
 */
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../../e2e/global-setup.ts';

/** The server for `dist`, in a new folder named from `prefix` (the caller removes `dir`). */
export async function startDemoServer(dist: string, prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755); // as root, the embedded PostgreSQL runs as the user postgres
  const server = await startServer(dir, {
    WEB_DIST: dist,
    DEMO: 'true',
    MANUAL_ADD: 'false',
    SELF_HOST: 'false',
    LOG_LEVEL: 'error',
  });
  return { dir, server };
}

/** Signs a new user up on `page`; resolves once their device list shows its first device. */
export async function signUpDemoUser(page: Page, baseUrl: string, name: string) {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/interaction\//, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(`${slug}-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill(`${slug} long password`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
}
