/**
 * `npm run bench:web-trace`: one signed-in load of the device list on a phone-sized window, traced
 * (issue 31). Where `bench:web` scores the load with Lighthouse, this says what the main thread did:
 * React's commits (when, and with React's profiling build, `WEB_DIST` of `vite build` with
 * `react-dom/client` aliased to `react-dom/profiling`, which components rendered in each), the
 * page's requests with their start and end, every main-thread task over 15 ms with what filled it,
 * and the tasks' time by kind. Serves the web build in WEB_DIST (default apps/web/dist) from the
 * real server with demo mode on, signs a new user up, then loads `/device` TRACE_RUNS (2) times with
 * the CPU slowed TRACE_CPU_RATE (4) times. Not a test: it never asserts a time.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.ts';
import { signUpDemoUser, startDemoServer } from './web/demo-user.ts';

const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const runs = Number(process.env.TRACE_RUNS ?? 2);
const rate = Number(process.env.TRACE_CPU_RATE ?? 4);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
};
type Loaded = { commits: number[]; detail: string[]; list: number; requests: string[] };

/** The page's own record: each React commit (with the components that rendered, where React tells) and the list's first row. */
function recordCommits() {
  type Fiber = {
    flags: number;
    type: unknown;
    selfBaseDuration?: number;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  const state = { commits: [] as number[], detail: [] as string[] };
  (window as unknown as { __trace: typeof state }).__trace = state;
  const nameOf = (type: unknown) =>
    typeof type === 'function'
      ? (type as { displayName?: string; name?: string }).displayName || type.name
      : '';
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const at = Math.round(performance.now());
      state.commits.push(at);
      // Components that did work in this commit (PerformedWork, flag 1), by their own render time
      // (selfBaseDuration: React's profiling build only).
      const times = new Map<string, number>();
      const walk = (first: Fiber | null) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const name = nameOf(fiber.type);
          if (fiber.flags & 1 && name)
            times.set(name, (times.get(name) ?? 0) + (fiber.selfBaseDuration ?? 0));
          walk(fiber.child);
        }
      };
      walk(root.current.child);
      const top = [...times].sort((a, b) => b[1] - a[1]).slice(0, 6);
      const total = [...times.values()].reduce((a, b) => a + b, 0);
      // A production build has no render times (and minified names): the commit's time says enough.
      if (total === 0) return;
      state.detail.push(
        `${at} ms: ${total.toFixed(1)} ms rendering (${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')})`,
      );
    },
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector('table[aria-label="Devices"] tbody tr a[href^="/device/"]')) {
      performance.mark('list-shown');
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

const ms = (us: number) => Math.round(us / 1000);

const { dir, server } = await startDemoServer(dist, 'pinpoint-web-trace-');
const context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
  executablePath: chromiumPath(),
  headless: true,
  args: [...chromiumFlags],
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signUpDemoUser(page, server.baseUrl, 'Web Trace');
  await page.addInitScript(recordCommits);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  console.log(`web trace: ${dist}, 412 x 823, CPU slowed ${rate}x, ${runs} loads of /device`);
  for (let run = 1; run <= runs; run += 1) {
    const events: TraceEvent[] = [];
    const collect = (e: { value: object[] }) => {
      events.push(...(e.value as TraceEvent[]));
    };
    cdp.on('Tracing.dataCollected', collect);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${server.baseUrl}/device`);
    await page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    const loaded: Loaded = await page.evaluate(() => {
      const trace = (window as unknown as { __trace: { commits: number[]; detail: string[] } }).__trace;
      return {
        ...trace,
        list: Math.round(performance.getEntriesByName('list-shown')[0]?.startTime ?? Number.NaN),
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => {
            const url = new URL(entry.name);
            const timing = entry as PerformanceResourceTiming;
            return `${Math.round(timing.startTime)}-${Math.round(timing.responseEnd)} ms  ${url.pathname}${url.search}`;
          })
          .filter((line) => !/\.(js|css|woff2)$/.test(line)),
      };
    });

    // The renderer's main thread: the thread with the most top-level task time.
    const spans = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
    const byThread = new Map<string, number>();
    for (const e of spans.filter((x) => x.name === 'RunTask'))
      byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
    const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
    const mine = spans.filter((e) => `${e.pid}:${e.tid}` === main);
    const tasks = mine.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
    const origin = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
    console.log(
      `load ${run}: list shown at ${loaded.list} ms; ${loaded.commits.length} React commits at ${loaded.commits.join(', ')} ms`,
    );
    for (const line of loaded.detail) console.log(`  commit ${line}`);
    console.log('  requests (scripts, styles and fonts left out):');
    for (const line of loaded.requests) console.log(`    ${line}`);
    const kinds = new Map<string, number>();
    console.log('  tasks over 15 ms (start, length, the script they ran, what filled them):');
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
      // Direct children: not inside another child.
      const direct = inside.filter(
        (e) =>
          !inside.some(
            (o) =>
              o !== e &&
              o.ts <= e.ts &&
              o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
              (o.dur ?? 0) > (e.dur ?? 0),
          ),
      );
      let covered = 0;
      for (const e of direct) {
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
        covered += e.dur ?? 0;
      }
      kinds.set(
        '(the task itself)',
        (kinds.get('(the task itself)') ?? 0) + Math.max(0, (task.dur ?? 0) - covered),
      );
      if ((task.dur ?? 0) < 15_000) continue;
      const script =
        inside.find((e) => e.args?.data?.url)?.args?.data?.url?.replace(server.baseUrl, '') ?? '';
      const parts = [...new Set(direct.map((e) => e.name))]
        .map(
          (name) =>
            [name, direct.filter((e) => e.name === name).reduce((a, e) => a + (e.dur ?? 0), 0)] as const,
        )
        .filter(([, d]) => d >= 2000)
        .map(([name, d]) => `${name} ${ms(d)}`);
      console.log(`    ${ms(task.ts - origin)} ms +${ms(task.dur ?? 0)} ms  ${script}  ${parts.join(', ')}`);
    }
    const total = tasks.reduce((a, t) => a + (t.dur ?? 0), 0);
    console.log(
      `  ${tasks.length} tasks, ${ms(total)} ms; by kind: ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, d]) => `${name} ${ms(d)}`)
        .join(', ')}`,
    );
  }
} finally {
  await context.close();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
