/**
 * `npm run soak -- --minutes 60 --rate 500`: a day in an hour (issue 28.7). The deployment the
 * README recommends at scale, api, ingest and worker in processes of their own on one
 * PostgreSQL (embedded, durable, in a temporary folder), takes `--rate` TTN uplinks a second
 * from the simulator's demo fleet (`--devices`, 1000) for `--minutes`, while `--viewers` (3)
 * people keep the fleet's dashboard open (a live WebSocket each, its data fetched every 30 s)
 * and a report is run every 2 minutes (PDF and CSV, mailed to the outbox).
 *
 * Every `--sample-seconds` (15) it reads each process's memory (RSS and PSS from /proc, Node's
 * heap from its /metrics), open file descriptors and sockets, CPU, and PostgreSQL's
 * connections; each minute it prints the load's p50/p99 and those samples. At the end: each
 * process's memory slope after the warm-up (`--warmup` minutes, a fifth of the run up to 10),
 * file descriptors, sockets and connections at the warm-up's end and at the end, and the p99 of
 * the first and last `--window` minutes (a third of the run up to 10). Each minute also says what
 * PostgreSQL did (soak/database.ts: blocks hit and read, buffers the backends evicted,
 * checkpoints, autovacuum, the dashboard fetches' time), and the end compares the statements of
 * the first and the last window (pg_stat_statements, preloaded in the soak's own PostgreSQL). Not in CI; not a test:
 * it asserts nothing (results in bench/README.md).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { connect } from '../apps/server/src/db/database.ts';
import { createKey } from '../apps/server/src/modules/ingest-keys/service.ts';
import { registerFleet } from '../apps/server/src/simulator/run.ts';
import { freePort } from '../apps/server/src/test/ports.ts';
import { signUpOwner } from './dashboard/setup.ts';
import { postmasterOf } from './ingest/cpu.ts';
import { openBenchDatabase } from './ingest/database.ts';
import { type ServerProcess, startPinpoint } from './ingest/processes.ts';
import { createUplinkSource } from './ingest/uplinks.ts';
import { type DatabaseLook, databaseMinuteLine, lookAtDatabase, statementsTable } from './soak/database.ts';
import { driveUplinks, type LoadMinute } from './soak/load.ts';
import {
  postgresConnections,
  postgresProcesses,
  sampleGroup,
  sampleProcess,
  scrapeHeap,
} from './soak/sample.ts';
import { type Sample, summarise } from './soak/summary.ts';
import { createSession, openViewers, runReports } from './soak/viewers.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    rate: { type: 'string', default: '500' },
    devices: { type: 'string', default: '1000' },
    viewers: { type: 'string', default: '3' },
    warmup: { type: 'string' },
    window: { type: 'string' },
    'sample-seconds': { type: 'string', default: '15' },
  },
});
const number = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a number above 0`);
  return n;
};
const minutes = number('minutes', args.minutes);
const rate = number('rate', args.rate);
const devices = Math.round(number('devices', args.devices));
const viewerCount = Math.round(number('viewers', args.viewers));
const warmup = args.warmup ? number('warmup', args.warmup) : Math.min(10, minutes / 5);
const window = args.window ? number('window', args.window) : Math.min(10, minutes / 3);
const sampleSeconds = number('sample-seconds', args['sample-seconds']);
const METRICS_TOKEN = 'soak-metrics-token';

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(
  `soak: load average ${load()} on ${os.availableParallelism()} cores; ${minutes} min at ${rate} uplinks/s from ${devices} devices, ${viewerCount} dashboards open, a report every 2 min; warm-up ${warmup.toFixed(1)} min, windows of ${Math.max(1, Math.round(window))} min; memory as RSS/heap (PostgreSQL: PSS of all its processes)`,
);
// pg_stat_statements for the statements' table at the end (the soak's own database only).
const database = await openBenchDatabase('', ['shared_preload_libraries=pg_stat_statements']);
const handle = connect(database.url, 2);
await handle.pool.query('create extension if not exists pg_stat_statements');
const servers: Record<string, ServerProcess> = {};
const env = { METRICS_TOKEN, DEMO: 'false' };
const stopAll = async () => {
  for (const server of Object.values(servers)) await server.stop().catch(() => {});
  await handle.close().catch(() => {});
  await database.close();
};
process.once('SIGINT', () => void stopAll().finally(() => process.exit(1)));
try {
  // The worker first: pg-boss's queues made by several processes at once can deadlock at start.
  servers.worker = await startPinpoint(database.url, await freePort(), { env: { ...env, ROLE: 'worker' } });
  servers.api = await startPinpoint(database.url, await freePort(), { env: { ...env, ROLE: 'api' } });
  servers.ingest = await startPinpoint(database.url, await freePort(), { env: { ...env, ROLE: 'ingest' } });
  const api = servers.api.url;
  const email = `soak-${Date.now()}@example.test`;
  const owner = await signUpOwner(api, email);
  const session = createSession(api, email, owner.token);
  await handle.db
    .updateTable('organisations')
    .set({ device_limit: devices + 10 })
    .where('id', '=', owner.organisationId)
    .execute();
  const fleet = await registerFleet(handle.db, owner.organisationId, devices);
  const { key } = await createKey(handle.db, '', owner.organisationId, 'Soak');
  const { dashboardId, reportId } = await createDashboardAndReport(api, session.auth(), owner, handle);
  const { rows } = await handle.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = postmasterOf(rows[0]?.pid ?? 0);
  if (!postmaster) throw new Error('the soak measures a PostgreSQL on this machine: none found');

  const samples: Sample[] = [];
  const started = Date.now();
  const take = async () => {
    const at = (Date.now() - started) / 60_000;
    const sample: Sample = { minute: at, processes: {}, connections: 0 };
    for (const [role, server] of Object.entries(servers)) {
      const s = server.child?.pid ? sampleProcess(server.child.pid) : undefined;
      const heap = await scrapeHeap(server.url, METRICS_TOKEN);
      if (s) sample.processes[role] = { ...s, heap: heap?.used, heapTotal: heap?.total, young: heap?.young };
    }
    sample.processes.postgres = { ...sampleGroup(postgresProcesses(postmaster)), heap: undefined };
    const own = process.memoryUsage();
    const self = sampleProcess(process.pid);
    if (self) sample.processes.driver = { ...self, heap: own.heapUsed, heapTotal: own.heapTotal };
    sample.connections = (await postgresConnections(handle.pool)).total;
    samples.push(sample);
  };
  await take();
  const viewers = openViewers({
    apiUrl: api,
    session,
    organisationId: owner.organisationId,
    dashboardId,
    count: viewerCount,
    pollSeconds: 30,
  });
  const reports = runReports({ apiUrl: api, session, reportId, everySeconds: 120 });
  const sampler = setInterval(() => void take(), sampleSeconds * 1000);
  // What the database did, a minute at a time, beside the load's minutes.
  const looks: DatabaseLook[] = [await lookAtDatabase(handle.pool, 0)];
  let pollsSeen = 0;
  const lookAgain = async () => {
    const look = await lookAtDatabase(handle.pool, (Date.now() - started) / 60_000);
    const before = looks[looks.length - 1];
    looks.push(look);
    const polls = viewers.counts.pollMs.slice(pollsSeen);
    pollsSeen = viewers.counts.pollMs.length;
    if (before) console.log(databaseMinuteLine(before, look, polls));
  };
  const looker = setInterval(() => void lookAgain().catch(() => {}), 60_000);
  const loadMinutes: LoadMinute[] = [];
  const driven = await driveUplinks({
    url: servers.ingest.url,
    key,
    source: createUplinkSource(fleet),
    rate,
    seconds: minutes * 60,
    inFlight: 64,
    onMinute(minute, index) {
      loadMinutes[index] = minute;
      const last = samples[samples.length - 1];
      console.log(minuteLine(index, minute, last));
      // Keep the latencies only of the windows compared at the end.
      const keep = index < Math.round(window) || index >= minutes - Math.round(window) - 1;
      if (!keep) minute.latencies = new Float64Array(0);
    },
  });
  clearInterval(sampler);
  clearInterval(looker);
  await lookAgain();
  viewers.close();
  reports.stop();
  session.stop();
  await take();
  const { rows: stored } = await handle.pool.query<{ n: number }>('select count(*)::int as n from frames');
  const nearest = (minute: number) =>
    looks.reduce((best, look) =>
      Math.abs(look.minute - minute) < Math.abs(best.minute - minute) ? look : best,
    );
  console.log(
    statementsTable(nearest(warmup), nearest(warmup + window), nearest(minutes - window), nearest(minutes)),
  );
  console.log(
    summarise({ samples, loadMinutes, warmup, window, minutes, rate, behind: driven.behind }) +
      `\nload average at the end ${load()}; stored ${stored[0]?.n} frames for ${loadMinutes.reduce((s, m) => s + m.ok, 0)} uplinks answered 2xx; ` +
      `viewers got ${viewers.counts.messages} live messages (${viewers.counts.reconnects} reconnects), ` +
      `${viewers.counts.polls} dashboard fetches (${viewers.counts.pollFailures} failed; ${(viewers.counts.firstBytes / 1024).toFixed(0)} KB at the first, ${(viewers.counts.lastBytes / 1024).toFixed(0)} KB at the last); reports: ` +
      `${reports.counts.asked} run, ${reports.counts.skipped} skipped while one ran, ${reports.counts.failedToAsk} refused; runs ${JSON.stringify(await reports.outcomes())}`,
  );
} finally {
  await stopAll();
}
process.exit(0);

function minuteLine(index: number, m: LoadMinute, s: Sample | undefined) {
  const lat = m.latencies.subarray(0, m.count).slice().sort();
  const p = (q: number) => lat[Math.min(lat.length - 1, Math.ceil(q * lat.length) - 1)] ?? 0;
  const procs = Object.entries(s?.processes ?? {})
    .map(([role, x]) => {
      // PostgreSQL's processes share their buffers: PSS counts each page once among them.
      const memory = role === 'postgres' ? x.pss : x.rss;
      return `${role} ${(memory / 1048576).toFixed(0)}${x.heap ? `/${(x.heap / 1048576).toFixed(0)}` : ''} MB ${x.fds} fd`;
    })
    .join(', ');
  return `minute ${index + 1}: ${m.ok}/${m.sent} 2xx, p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms | ${procs} | pg ${s?.connections ?? '?'} conns`;
}

async function createDashboardAndReport(
  api: string,
  auth: Record<string, string>,
  owner: { organisationId: string; userId: string },
  db: ReturnType<typeof connect>,
) {
  const ids = (
    await db.db
      .selectFrom('devices')
      .select('id')
      .where('organisation_id', '=', owner.organisationId)
      .limit(40)
      .execute()
  ).map((d) => d.id);
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api}/api${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const widgets = [
    { id: 'map', type: 'map', title: 'Fleet', devices: ids.slice(0, 20) },
    { id: 'temps', type: 'series', title: 'Temperature', fields: ['temperature'], devices: ids.slice(0, 10) },
    { id: 'table', type: 'device-table', title: 'Devices', devices: ids },
    { id: 'battery', type: 'battery-list', title: 'Batteries', devices: ids },
    { id: 'health', type: 'uplink-health', title: 'Uplinks', devices: ids },
  ];
  const dashboard = await post('/dashboard', {
    organisationId: owner.organisationId,
    name: 'Soak fleet',
    widgets,
    range: { kind: 'last', amount: 1, unit: 'day' },
  });
  const report = await post('/report', {
    organisationId: owner.organisationId,
    name: 'Soak daily',
    widgets: widgets.filter((w) => w.type !== 'map'),
    period: 'day',
    schedule: { frequency: 'daily', time: '07:00' },
    recipients: [{ kind: 'member', id: owner.userId }],
    formats: ['pdf', 'csv'],
  });
  return { dashboardId: dashboard.id, reportId: report.id };
}
