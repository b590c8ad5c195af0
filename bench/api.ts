/**
 * `npm run bench:api`: the device list API (GET /api/organisation/{id}/devices)
 * with 10,000 devices, against the real server (built-in provider, a real
 * token) on an embedded PostgreSQL. Reports latency percentiles from a fixed
 * number of requests, with GET /healthz measured the same way in the same run
 * as the baseline. Not a test: it never asserts a time.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { registerFleet } from '../apps/server/src/simulator/run.ts';
import { obtainTokens } from '../apps/server/src/test/oidc-flow.ts';
import { freePort } from '../apps/server/src/test/ports.ts';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 2;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET as sent on the wire: the answer's bytes as they came (not decompressed). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

async function measure(
  url: string,
  headers: Record<string, string>,
  count: number,
  { status = 200, before }: { status?: number; before?: () => Promise<unknown> } = {},
) {
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await before?.();
      const t0 = performance.now();
      const res = await get(url, headers);
      latencies.push(performance.now() - t0);
      if (res.status !== status) throw new Error(`${url} answered ${res.status}`);
      bytes = res.bytes;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: count / seconds,
    bytes,
  };
}

const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-bench-api-'));
await chmod(dir, 0o755);
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort());
try {
  const handle = connect(pg.url, 10);
  await migrate(handle.pool);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: pg.url,
    LOG_LEVEL: 'silent',
    DEMO: 'false',
  });
  const app = await buildApp({ config, db: handle.db, pool: handle.pool, databaseUrl: pg.url });
  await app.listen({ port, host: '127.0.0.1' });
  const base = config.publicUrl;

  const email = `bench-${Date.now()}@example.test`;
  const tokens = await obtainTokens(base, { email, password: 'benchmark-password' });
  const sub = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString(),
  ).sub;
  const auth = { authorization: `Bearer ${tokens.access_token}` };
  const user = (await (
    await fetch(`${base}/api/user/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ email, sub }),
    })
  ).json()) as { data: { organisations: Array<{ id: string }> } };
  const organisationId = user.data.organisations[0]?.id as string;
  await handle.db
    .updateTable('organisations')
    .set({ device_limit: DEVICES + 10 })
    .where('id', '=', organisationId)
    .execute();
  console.log(`registering ${DEVICES} devices…`);
  await registerFleet(handle.db, organisationId, DEVICES);
  // Give every device a latest state, as a live fleet has.
  await handle.pool.query(
    `update devices set lat = 43.65 + random() / 10, lon = -79.38 + random() / 10, location_at = now(), last_seen_at = now(),
            battery_mv = 2900, battery_pct = 86, temperature = 4 + random(), state = '{"temperature": 4.2, "battery_mv": 2900}'
      where organisation_id = $1`,
    [organisationId],
  );

  const listUrl = `${base}/api/organisation/${organisationId}/devices`;
  // As a script without compression asks for it, and as a browser does (Brotli).
  const plain = { ...auth, 'accept-encoding': 'identity' };
  const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
  await measure(listUrl, plain, 10); // warm-up
  const etag = (await fetch(listUrl, { headers: auth })).headers.get('etag') ?? '';
  // One device's row rewritten before each request (as an uplink does): the list is built again.
  const touch = () =>
    handle.pool.query(
      `update devices set battery_pct = battery_pct where id = (select id from devices where organisation_id = $1 limit 1)`,
      [organisationId],
    );
  const baseline = await measure(`${base}/healthz`, {}, REQUESTS);
  const changed = await measure(listUrl, plain, REQUESTS, { before: touch });
  const changedBr = await measure(listUrl, browser, REQUESTS, { before: touch });
  await touch();
  const list = await measure(listUrl, plain, REQUESTS);
  const compressed = await measure(listUrl, browser, REQUESTS);
  const current = (await fetch(listUrl, { headers: auth })).headers.get('etag') ?? etag;
  const revalidated = await measure(listUrl, { ...browser, 'if-none-match': current }, REQUESTS, {
    status: 304,
  });
  // The tag's query alone, straight on the pool (what every request pays before anything else).
  const tagTimes: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    await handle.pool.query(
      `select concat_ws(':', count(*), coalesce(sum(xmin::text::bigint), 0), coalesce(max(xmin::text::bigint), 0),
              count(*) filter (where share_expires_at <= now())) from devices where organisation_id = $1`,
      [organisationId],
    );
    tagTimes.push(performance.now() - t0);
  }
  tagTimes.sort((a, b) => a - b);

  // Issue 31 item 2: the table's first view as one page (sorted, searched and filtered by the
  // server) and the map's packed positions, against the whole list, in the same run. A live
  // fleet changes the tag with every uplink, so each is measured changed before each request
  // (built again), then revalidated (304).
  const pageUrl = (size: number) => `${listUrl}/page?page=1&pageSize=${size}`;
  const positionsUrl = `${listUrl}/positions`;
  await measure(pageUrl(10), browser, 10); // warm-up
  const page10 = await measure(pageUrl(10), browser, REQUESTS, { before: touch });
  const page100 = await measure(pageUrl(100), browser, REQUESTS, { before: touch });
  const lastUpdated = await measure(
    `${pageUrl(100)}&sort=lastUpdated&direction=desc&search=7`,
    browser,
    REQUESTS,
    { before: touch },
  );
  const page10Plain = await measure(pageUrl(10), plain, REQUESTS, { before: touch });
  const pageTag = (await fetch(pageUrl(10), { headers: auth })).headers.get('etag') ?? '';
  const pageRevalidated = await measure(pageUrl(10), { ...browser, 'if-none-match': pageTag }, REQUESTS, {
    status: 304,
  });
  await measure(positionsUrl, browser, 10); // warm-up
  const positionsChanged = await measure(positionsUrl, browser, REQUESTS, { before: touch });
  const positionsPlain = await measure(positionsUrl, plain, REQUESTS, { before: touch });
  const positionsTag = (await fetch(positionsUrl, { headers: auth })).headers.get('etag') ?? '';
  const positionsRevalidated = await measure(
    positionsUrl,
    { ...browser, 'if-none-match': positionsTag },
    REQUESTS,
    { status: 304 },
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : mb(bytes));
  const line = (label: string, m: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `${label} (${DEVICES} devices, ${size(m.bytes)}): p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.rps.toFixed(1)} req/s (${(m.p95 / baseline.p95).toFixed(0)}x the baseline's p95)`,
    );
  console.log(
    `baseline GET /healthz: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms, ${baseline.rps.toFixed(0)} req/s`,
  );
  line('device list, changed before each request, uncompressed', changed);
  line('device list, changed before each request, Brotli', changedBr);
  line('device list, unchanged (kept), uncompressed', list);
  line('device list, unchanged (kept), Brotli', compressed);
  line('device list, If-None-Match -> 304', revalidated);
  console.log(
    `list tag query alone: p50 ${percentile(tagTimes, 50).toFixed(2)} ms, p95 ${percentile(tagTimes, 95).toFixed(2)} ms`,
  );
  line('first page (10 rows), changed before each request, Brotli', page10);
  line('first page (10 rows), changed before each request, uncompressed', page10Plain);
  line('first page (100 rows), changed before each request, Brotli', page100);
  line("100 rows by last heard, searched for '7', changed before each request, Brotli", lastUpdated);
  line('first page (10 rows), If-None-Match -> 304', pageRevalidated);
  line('map positions (packed), changed before each request, Brotli', positionsChanged);
  line('map positions (packed), changed before each request, uncompressed', positionsPlain);
  line('map positions (packed), If-None-Match -> 304', positionsRevalidated);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `first view (issue 31): the table's first page ${kb(page10.bytes)} p95 ${page10.p95.toFixed(1)} ms ` +
      `(100 rows: ${kb(page100.bytes)} p95 ${page100.p95.toFixed(1)} ms) against the whole list ${kb(changedBr.bytes)} p95 ${changedBr.p95.toFixed(0)} ms, ` +
      `both changed before each request, Brotli; budget 150 KB and p95 50 ms. The map's positions after it: ${kb(positionsChanged.bytes)} ` +
      `(${kb(positionsPlain.bytes)} uncompressed) p95 ${positionsChanged.p95.toFixed(0)} ms`,
  );
  console.log(
    `device list: p95 ${changed.p95.toFixed(0)} ms built, ${list.p95.toFixed(0)} ms kept, ${revalidated.p95.toFixed(1)} ms revalidated (304) at ${DEVICES} devices; ` +
      `${mb(compressed.bytes)} with Brotli (${((compressed.bytes / list.bytes) * 100).toFixed(0)}% of ${mb(list.bytes)})`,
  );
  agent.destroy();
  await app.close();
  await handle.close();
} finally {
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
