import { existsSync } from 'node:fs';

/**
 * The system Chromium and the flags every run of it uses (end-to-end tests and the browser
 * benchmarks alike): headless, no sandbox (root in CI), no GPU, and nothing that reaches the
 * network by itself (updates, sync, first-run pages).
 */
const candidates = [
  process.env.CHROMIUM_PATH,
  process.env.CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The system Chromium; never a downloaded one. */
export function chromiumPath(): string {
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found)
    throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return found;
}

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
