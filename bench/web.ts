/**
 * `npm run bench:web`: the first screen on a phone (issue 18, budget 1). Builds nothing: it serves
 * the web build in WEB_DIST (default apps/web/dist) from the real server (`main.ts start`, its
 * built-in OpenID provider, demo mode on, an embedded PostgreSQL or a fresh database on
 * DATABASE_URL), signs a new user up in the system Chromium and, on the signed-in device list of
 * their demo organisation:
 *   1. lists every JavaScript file the page loaded, with its gzip size, split into what came
 *      before the device list was shown (the budget: 200 KB) and what came after (the map);
 *   2. profiles one warm load (CPU slowed 4x) and sums the main thread's self time by package and
 *      by function through the build's source maps (build with `--sourcemap hidden` to get them);
 *   3. runs Lighthouse (mobile preset: simulated throttling, warm cache, storage kept so the user
 *      stays signed in) and prints the performance score, TBT, TTI, LCP and unused JavaScript. The
 *      CPU slowdown follows the host's speed (`cpuSlowdownFor`, Lighthouse's throttling guide): each
 *      run is gathered, then audited with the multiplier of the benchmarkIndex it measured, so that
 *      a run stands for the same phone on a fast or a slow host.
 * Not a test: it never asserts a time. BENCH_LIGHTHOUSE_RUNS (default 3) runs, median shown.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/server/src/test/ports.ts';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.ts';
import { signUpDemoUser, startDemoServer } from './web/demo-user.ts';
import { createSourceLookup, profileLoad } from './web/profile.ts';
import { cpuSlowdownFor } from './web/throttling.ts';

const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No web build in ${dist}: run \`npm run build\` (or set WEB_DIST) first.`);
  process.exit(1);
}

const kb = (bytes: number) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
const gzipped = new Map<string, number>();
/** A built file's gzip size (level 9, as precompression does), by its URL path. */
function gzipSize(urlPath: string): number {
  let size = gzipped.get(urlPath);
  if (size === undefined) {
    const file = path.join(dist, decodeURIComponent(urlPath));
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
    gzipped.set(urlPath, size);
  }
  return size;
}

const { dir, server } = await startDemoServer(dist, 'pinpoint-bench-web-');
const port = await freePort();
const context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
  executablePath: chromiumPath(),
  headless: true,
  args: [...chromiumFlags, `--remote-debugging-port=${port}`],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signUpDemoUser(page, server.baseUrl, 'Bench Web');

  // A fresh load of the signed-in list (cache bypassed): which scripts the page asked for before
  // the list's first row was in the document. Both times are the page's own clock: the moment a
  // mutation observer sees the row (before any idle callback can start more work) and each script's
  // request start in the resource timings, so what the page fetches right after the list (the
  // map, once idle) is not counted before it however quickly it follows.
  await page.addInitScript(() => {
    const mark = () => {
      if (document.querySelector('table[aria-label="Devices"] tbody tr a[href^="/device/"]')) {
        performance.mark('pinpoint-list-shown');
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => {
      if (mark()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${server.baseUrl}/device`);
  await page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const timings = await page.evaluate(() => ({
    listShownAt: performance.getEntriesByName('pinpoint-list-shown')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, at: e.startTime })),
  }));
  if (Number.isNaN(timings.listShownAt)) throw new Error('The list was shown, but the page never marked it');
  const local = timings.scripts.filter((l) => l.url.startsWith(server.baseUrl));
  const rows = local.map((l) => {
    const p = new URL(l.url).pathname;
    return { path: p, gzip: gzipSize(p), before: l.at <= timings.listShownAt };
  });
  const sum = (list: typeof rows) => list.reduce((n, r) => n + r.gzip, 0);
  const before = rows.filter((r) => r.before);
  const after = rows.filter((r) => !r.before);
  console.log(`web build: ${dist}`);
  console.log(`JavaScript loaded before the device list was shown (${before.length} files):`);
  for (const r of [...before].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(r.gzip).padStart(9)}  ${r.path}`);
  console.log(`JavaScript loaded after it (map and the rest, ${after.length} files):`);
  for (const r of [...after].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(r.gzip).padStart(9)}  ${r.path}`);
  console.log(
    `first screen JavaScript: ${kb(sum(before))} gzip before the list (budget 200 KB), ${kb(sum(after))} after, ${kb(sum(rows))} in all (${rows.length} files)`,
  );

  // Where the main thread's time goes in one warm load, by package and function (source maps).
  const lookup = createSourceLookup(dist, server.baseUrl);
  const profile = await profileLoad(cdp, lookup, async () => {
    await page.goto(`${server.baseUrl}/device`);
    await page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1).waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
  });
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `CPU profile of one warm load (CPU slowed 4x), ${ms(profile.totalMs)} busy on the main thread; by package:`,
  );
  for (const [owner, n] of profile.byPackage) console.log(`  ${ms(n).padStart(8)}  ${owner}`);
  console.log('  by function (self time):');
  for (const [name, n] of profile.byFunction) console.log(`  ${ms(n).padStart(8)}  ${name}`);

  // Lighthouse on the same signed-in list, mobile preset (its default), storage kept.
  type Audit = {
    numericValue?: number;
    scoreDisplayMode?: string;
    details?: {
      overallSavingsBytes?: number;
      items?: {
        wastedBytes?: number;
        url?: string;
        total?: number;
        scripting?: number;
        group?: string;
        duration?: number;
      }[];
    };
  };
  let where = '';
  // n/a when Lighthouse could not tell (no coverage of the page's scripts), not 0.
  const unusedBytes = (a: Audit | undefined) =>
    a?.details?.overallSavingsBytes ??
    (a?.details?.items?.length ? a.details.items.reduce((n, i) => n + (i.wastedBytes ?? 0), 0) : Number.NaN);
  const results: { score: number; tbt: number; tti: number; lcp: number; unused: number }[] = [];
  // Each run's CPU slowdown from the host speed that same run measured: Lighthouse gathers the page
  // unthrottled (simulated throttling applies the slowdown afterwards, to the trace), so the run is
  // gathered first, its benchmarkIndex read from the artifacts, the multiplier written into their
  // settings, and the artifacts audited with it.
  for (let i = 0; i < RUNS; i += 1) {
    const gathered = path.join(dir, `lighthouse-${i}`);
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      disableStorageReset: true,
    };
    await lighthouse(`${server.baseUrl}/device`, {
      ...flags,
      gatherMode: gathered,
      throttling: throttling.mobileSlow4G,
    });
    const artifactsFile = path.join(gathered, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const index = artifacts.BenchmarkIndex;
    const multiplier = cpuSlowdownFor(index);
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const run = await lighthouse(`${server.baseUrl}/device`, {
      ...flags,
      auditMode: gathered,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const audit = (id: string) => lhr.audits[id] as Audit | undefined;
    results.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
      tti: audit('interactive')?.numericValue ?? Number.NaN,
      lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
      unused: unusedBytes(audit('unused-javascript')),
    });
    // Where the main thread's time went (the last run): by script, and by kind of work.
    const bootup = (audit('bootup-time')?.details?.items ?? [])
      .slice(0, 6)
      .map((i) => `${(i.url ?? '').replace(server.baseUrl, '')} ${(i.scripting ?? 0).toFixed(0)} ms`);
    const work = (audit('mainthread-work-breakdown')?.details?.items ?? [])
      .slice(0, 5)
      .map((i) => `${i.group} ${(i.duration ?? 0).toFixed(0)} ms`);
    // The long tasks (over 50 ms at the simulated speed) and what Lighthouse attributes them to.
    const longTasks = (audit('long-tasks')?.details?.items ?? []) as {
      url?: string;
      startTime?: number;
      duration?: number;
    }[];
    const tasks = longTasks
      .slice(0, 12)
      .map(
        (t) =>
          `  ${(t.startTime ?? 0).toFixed(0).padStart(6)} ms +${(t.duration ?? 0).toFixed(0).padStart(5)} ms  ${(t.url ?? '').replace(server.baseUrl, '')}`,
      );
    where = `long tasks (last run, ${longTasks.length}; start, length, script):\n${tasks.join('\n')}\n`;
    where += `main thread (last run, simulated ${multiplier.toFixed(2)}x slower CPU): ${work.join(', ')}\nscript execution: ${bootup.join(', ')}`;
    const last = results.at(-1);
    if (lhr.finalDisplayedUrl && !new URL(lhr.finalDisplayedUrl).pathname.startsWith('/device'))
      console.warn(`Lighthouse ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    console.log(
      `lighthouse run ${i + 1} (benchmarkIndex ${index.toFixed(0)}, so CPU slowdown ${multiplier.toFixed(2)}x): performance ${last?.score}, TBT ${last?.tbt.toFixed(0)} ms, TTI ${((last?.tti ?? 0) / 1000).toFixed(1)} s, LCP ${((last?.lcp ?? 0) / 1000).toFixed(1)} s, unused JS ${kb(last?.unused ?? 0)}`,
    );
  }
  const median = <K extends keyof (typeof results)[number]>(key: K) => {
    const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  console.log(where);
  console.log(
    `lighthouse mobile (median of ${RUNS}): performance ${median('score')} (budget >= 90), TBT ${median('tbt').toFixed(0)} ms (budget < 200), TTI ${(median('tti') / 1000).toFixed(1)} s, LCP ${(median('lcp') / 1000).toFixed(1)} s, unused JS ${kb(median('unused'))}`,
  );
} finally {
  await context.close();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
