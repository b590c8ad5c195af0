/**
 * Golden screenshots of the signed-in device list (issue 31 item 1), light and dark, at a phone
 * (390x844) and a desktop (1280x800) size, for web builds side by side:
 *   npx node bench/web/screens.ts before=/tmp/dist-before [after=apps/web/dist]
 * One server (the `after` build's, or the only one given; demo mode), one signed-up user; each
 * build's files are served to the page by Playwright's routing, so every build shows the same
 * organisation. The API answers of the first build's load are recorded and replayed to the
 * others, live updates (the WebSocket) are cut and the clock is fixed, so the builds draw the
 * same data. Saves
 * bench/screens/<label>-<size>-<theme>.png, counts the elements MUI's styling runtime (emotion)
 * styled, and with two builds prints how many pixels differ.
 * Not a test: nothing is asserted.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../e2e/chromium.ts';
import { signUpDemoUser, startDemoServer } from './demo-user.ts';

// pngjs (no type declarations installed): the part of it used here.
type PNG = { width: number; height: number; data: Uint8Array };
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: {
    new (size: { width: number; height: number }): PNG;
    sync: { read: (file: Buffer) => PNG; write: (png: PNG) => Buffer };
  };
};
const at = (png: PNG, index: number) => png.data[index] ?? 0;

const builds = process.argv.slice(2).map((arg) => {
  const [label, dir] = arg.split('=') as [string, string];
  return { label, dist: path.resolve(dir) };
});
if (builds.length === 0 || builds.some((b) => !existsSync(path.join(b.dist, 'index.html')))) {
  console.error('usage: npx node bench/web/screens.ts before=<web build> [after=<web build>]');
  process.exit(1);
}
const out = path.resolve('bench/screens');
mkdirSync(out, { recursive: true });

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

const { server } = await startDemoServer(builds[builds.length - 1]?.dist ?? '', 'pinpoint-screens-');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
try {
  // Sign up once; the stored session is reused for every screenshot.
  const first = await browser.newContext();
  const signUp = await first.newPage();
  await signUpDemoUser(signUp, server.baseUrl, 'Screens');
  const storage = await signUp.evaluate(() => JSON.stringify({ ...localStorage }));
  const state = await first.storageState();
  await first.close();
  // One clock for every build: "5 minutes ago" reads the same in each screenshot.
  const fixedTime = Date.now();

  const sizes = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ];
  for (const size of sizes) {
    for (const theme of ['light', 'dark'] as const) {
      const recorded = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
      const shots: string[] = [];
      for (const [index, build] of builds.entries()) {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          storageState: state,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.addInitScript(
          ([saved, mode]) => {
            for (const [key, value] of Object.entries(JSON.parse(saved) as Record<string, string>))
              localStorage.setItem(key, value);
            localStorage.setItem('theme', mode);
          },
          [storage, theme] as const,
        );
        await page.clock.setFixedTime(fixedTime);
        await page.routeWebSocket(/.*/, () => {
          // Cut: no live updates, so both builds draw the same rows.
        });
        await route(page, build.dist, index === 0 ? 'record' : 'replay', recorded);
        await page.goto(`${server.baseUrl}/device`);
        await page
          .getByRole('table', { name: 'Devices' })
          .getByRole('row')
          .nth(1)
          .waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        // What the styling runtime did for this page: elements with an emotion class, in the list's
        // table and in all, and the style rules it inserted.
        const styled = await page.evaluate(() => {
          const table = document.querySelector('table');
          const rules = [...document.querySelectorAll('style[data-emotion]')].reduce(
            (n, style) => n + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
            0,
          );
          return {
            table: table?.querySelectorAll('[class*="css-"]').length ?? 0,
            page: document.querySelectorAll('[class*="css-"]').length,
            rules,
          };
        });
        console.log(
          `${build.label} ${size.name} ${theme}: ${styled.table} elements styled at runtime in the table, ${styled.page} in the page, ${styled.rules} emotion rules`,
        );
        const file = path.join(out, `${build.label}-${size.name}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
        shots.push(file);
        await context.close();
      }
      const [base, ...others] = shots;
      for (const other of others)
        if (base) console.log(`${path.basename(base)} vs ${path.basename(other)}: ${compare(base, other)}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

/** The build's own files for the page's documents and assets; the API recorded or replayed. */
async function route(
  page: Page,
  dist: string,
  mode: 'record' | 'replay',
  recorded: Map<string, { status: number; headers: Record<string, string>; body: Buffer }>,
) {
  await page.route(
    (url) => url.origin === server.baseUrl,
    async (r) => {
      const request = r.request();
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        const key = `${request.method()} ${url.pathname}${url.search}`;
        const saved = recorded.get(key);
        if (mode === 'replay' && saved) return r.fulfill(saved);
        const response = await r.fetch();
        const body = await response.body();
        if (mode === 'record')
          recorded.set(key, { status: response.status(), headers: response.headers(), body });
        return r.fulfill({ response, body });
      }
      const file = path.join(dist, decodeURIComponent(url.pathname));
      if (url.pathname !== '/' && existsSync(file) && !file.endsWith('/')) {
        const type = types[path.extname(file)] ?? 'application/octet-stream';
        return r.fulfill({ status: 200, contentType: type, body: readFileSync(file) });
      }
      if (request.resourceType() === 'document')
        return r.fulfill({
          status: 200,
          contentType: 'text/html',
          body: readFileSync(path.join(dist, 'index.html')),
        });
      return r.continue();
    },
  );
}

/** Pixels that differ (any channel by more than 8 of 255), and the sizes if they differ. */
function compare(a: string, b: string): string {
  const one = PNG.sync.read(readFileSync(a));
  const two = PNG.sync.read(readFileSync(b));
  const width = Math.min(one.width, two.width);
  const height = Math.min(one.height, two.height);
  let differ = 0;
  const diff = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * one.width + x) * 4;
      const j = (y * two.width + x) * 4;
      const k = (y * width + x) * 4;
      let changed = false;
      for (let c = 0; c < 3; c++) if (Math.abs(at(one, i + c) - at(two, j + c)) > 8) changed = true;
      if (changed) differ++;
      const grey = at(one, i) * 0.3 + at(one, i + 1) * 0.59 + at(one, i + 2) * 0.11;
      diff.data[k] = changed ? 255 : grey * 0.3 + 178;
      diff.data[k + 1] = changed ? 0 : grey * 0.3 + 178;
      diff.data[k + 2] = changed ? 0 : grey * 0.3 + 178;
      diff.data[k + 3] = 255;
    }
  writeFileSync(b.replace(/\.png$/, '.diff.png'), PNG.sync.write(diff));
  const total = Math.max(one.width, two.width) * Math.max(one.height, two.height);
  const sizeNote =
    one.width === two.width && one.height === two.height
      ? `${one.width}x${one.height}`
      : `sizes differ: ${one.width}x${one.height} vs ${two.width}x${two.height}`;
  return `${differ} of ${total} pixels differ (${((differ / total) * 100).toFixed(2)}%), ${sizeNote}`;
}
