/**
 * `npm run bench:dashboard`: the dashboard data call (GET /api/dashboard/{id}/data) of the
 * issue's speed target, twelve widgets over fifty devices and seven days, against the real
 * server in its own process on a fresh PostgreSQL. autocannon drives it and, in the same run
 * and the same way, the organisation's device list (GET /api/organisation/{id}/devices, the
 * baseline), and reports p50, p95, p99 and requests a second with the ratios. It then loads
 * the dashboard as one request per widget would (twelve preview calls, six at a time as a
 * browser over HTTP/1.1 does) for comparison, and the public link (cached). Not a test: it
 * never asserts a time. Options (environment): BENCH_DEVICES (50), BENCH_DAYS (7),
 * BENCH_EVERY_MINUTES (5), BENCH_SECONDS (10), BENCH_CONNECTIONS (4).
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { measureBrowser } from './dashboard/browser.ts';
import { startDashboardBench } from './dashboard/setup.ts';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 50);
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const EVERY_MINUTES = Number(process.env.BENCH_EVERY_MINUTES ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

// autocannon ships no types; this is the part of its API used here (see its README).
type Instance = NodeJS.EventEmitter & { stop: () => void };
type Result = { duration: number; errors: number; non2xx: number; '2xx': number };
type Autocannon = (
  options: {
    url: string;
    connections: number;
    pipelining: number;
    duration: number;
    timeout: number;
    headers: Record<string, string>;
  },
  done: (err: Error | null, result: Result) => void,
) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

type Figures = { p50: number; p95: number; p99: number; rps: number; ok: number; failed: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function figures(latencies: number[], seconds: number, failed: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: latencies.length / seconds,
    ok: latencies.length,
    failed,
  };
}

/** `seconds` of GETs of `url` on `CONNECTIONS` keep-alive connections, one request in flight on each. */
function drive(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 30, headers },
      (err, result) => (err ? reject(err) : resolve(figures(latencies, result.duration, failed))),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else failed += 1;
    });
  });
}

/** Wall time of `rounds` runs of `load`, one after the other. */
async function timed(rounds: number, load: () => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await load();
    latencies.push(performance.now() - t0);
  }
  return figures(latencies, (performance.now() - started) / 1000, 0);
}

/** The bytes of an answer as they come over the wire (fetch would decompress them). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The machine's load: figures taken while other programs ran are worth less, and say so. */
const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';

const ms = (v: number) => `${v.toFixed(1)} ms`;
const line = (label: string, f: Figures, baseline?: Figures) =>
  console.log(
    `${label.padEnd(44)} p50 ${ms(f.p50).padStart(9)}  p95 ${ms(f.p95).padStart(9)}  p99 ${ms(f.p99).padStart(9)}  ` +
      `${f.rps.toFixed(1).padStart(7)} req/s${f.failed ? `  (${f.failed} failed)` : ''}` +
      (baseline
        ? `  p95 ${(f.p95 / baseline.p95).toFixed(1)}x, req/s ${(f.rps / baseline.rps).toFixed(2)}x the baseline`
        : ''),
  );

console.log(
  `seeding ${DEVICES} devices, ${DAYS} days, a reading set, position and frame every ${EVERY_MINUTES} min…`,
);
const seedStart = performance.now();
const bench = await startDashboardBench({ devices: DEVICES, days: DAYS, everyMinutes: EVERY_MINUTES });
try {
  console.log(
    `seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s: ${bench.rows.readings} readings, ` +
      `${bench.rows.positions} positions, ${bench.rows.frames} frames`,
  );
  const api = `${bench.url}/api`;
  const auth = { authorization: `Bearer ${bench.token}`, 'accept-encoding': 'gzip, deflate, br' };
  const dataUrl = `${api}/dashboard/${bench.dashboardId}/data?width=1200&timeZone=America/Toronto`;
  const listUrl = `${api}/organisation/${bench.organisationId}/devices`;

  const once = await fetch(dataUrl, { headers: { authorization: auth.authorization } });
  const answer = (await once.json()) as { widgets: Record<string, { status: string }> };
  const statuses = Object.entries(answer.widgets).map(([id, r]) => `${id} ${r.status}`);
  if (!Object.values(answer.widgets).every((r) => r.status === 'ok'))
    throw new Error(`not every widget answered: ${statuses.join(', ')}`);
  const plainBytes = JSON.stringify(answer).length;
  const brBytes = await wireBytes(dataUrl, auth);
  console.log(
    `data call: ${Object.keys(answer.widgets).length} widgets all ok, ${(plainBytes / 1024).toFixed(0)} kB JSON ` +
      `(${(brBytes / 1024).toFixed(0)} kB as the browser gets it, Brotli)`,
  );

  await drive(listUrl, auth, 2); // warm-up
  await drive(dataUrl, auth, 2);
  const baseline = await drive(listUrl, auth);
  const data = await drive(dataUrl, auth);

  // The same dashboard as one request per widget: twelve previews, six at a time (a browser's HTTP/1.1 limit).
  const board = (await (await fetch(`${api}/dashboard/${bench.dashboardId}`, { headers: auth })).json()) as {
    widgets: unknown[];
  };
  const preview = (widget: unknown) =>
    fetch(`${api}/widget-data/preview`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        organisationId: bench.organisationId,
        widgets: [widget],
        range: { kind: 'last', amount: 7, unit: 'day' },
        width: 1200,
        timeZone: 'America/Toronto',
      }),
    }).then(async (res) => {
      if (res.status !== 200) throw new Error(`preview answered ${res.status}`);
      await res.arrayBuffer();
    });
  const perWidget = await timed(8, async () => {
    const queue = [...board.widgets];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let w = queue.shift(); w; w = queue.shift()) await preview(w);
      }),
    );
  });
  const batched = await timed(8, async () => {
    await (await fetch(dataUrl, { headers: auth })).arrayBuffer();
  });

  // The public link, as many viewers of a wall screen see it: its data is cached a few seconds.
  const shareUrl = `${api}/share/dashboard/${bench.shareToken}?width=1200`;
  const shared = await timed(30, async () => {
    const res = await fetch(shareUrl, { headers: { 'accept-encoding': 'br' } });
    if (res.status !== 200) throw new Error(`share answered ${res.status}`);
    await res.arrayBuffer();
  });

  console.log('');
  console.log(
    `load average now ${load()} on ${os.cpus().length} cores (above the core count, other programs shared the machine)`,
  );
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s each:`);
  line(`baseline: device list (${DEVICES} devices)`, baseline);
  line('dashboard data (12 widgets, one call)', data, baseline);
  console.log('');
  console.log('one dashboard load at a time (8 loads):');
  line('12 widgets in one data call', batched);
  line('12 widget calls, 6 at a time (per widget)', perWidget);
  console.log(
    `  one call is ${(perWidget.p50 / batched.p50).toFixed(1)}x faster at p50 than a call per widget`,
  );
  line('public link, 30 loads in a row (cached 5 s)', shared);

  const browser = await measureBrowser(bench);
  console.log('');
  if (browser) for (const f of browser) console.log(`browser: ${f.label}: ${f.value}`);
  else
    console.log('browser: time to all widgets drawn — not measured yet (hook: bench/dashboard/browser.ts)');
} finally {
  await bench.close();
}
