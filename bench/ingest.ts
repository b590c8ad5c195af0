import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { compactMonth } from '../apps/server/src/modules/retention/compact.ts';
import { freePort } from '../apps/server/src/test/ports.ts';
import { afterCommitTotals, prepareActions, waitForAfterCommit } from './ingest/actions.ts';
import { type CpuSplit, measureCpu, postmasterOf } from './ingest/cpu.ts';
import { connect, openBenchDatabase, prepareOrganisation } from './ingest/database.ts';
import { createLedger, type LoadResult, runLoad } from './ingest/load.ts';
import { type ServerProcess, startBareFastify, startPinpoint } from './ingest/processes.ts';
import { monthsWithRows, storageLine, storageSnapshot, uplinksADeviceDay } from './ingest/storage.ts';
import { createUplinkSource } from './ingest/uplinks.ts';
import { checkLedger, waitForQuiet } from './ingest/verify.ts';

/**
 * `npm run bench:ingest [-- --connections 128 --seconds 20 --sweep 32,64,256 --devices 10000
 *   --in-process --cpu-prof <dir> --no-actions --statements]`
 *
 * Sustained TTN uplinks per second accepted and committed by the real server,
 * with p50/p99 answer latency, against a bare Fastify route as the ceiling;
 * then (unless --no-actions) the same main run again once the organisation has
 * geofences and alerts on every device, as the ratio of the two.
 * Reports only; it asserts no time limits.
 */
const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '128' },
    seconds: { type: 'string', default: '20' },
    sweep: { type: 'string', default: '32,64,256' },
    'sweep-seconds': { type: 'string', default: '6' },
    'warmup-seconds': { type: 'string', default: '3' },
    devices: { type: 'string', default: '10000' },
    'in-process': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'skip-bare': { type: 'boolean', default: false },
    actions: { type: 'boolean', default: true },
    // The embedded PostgreSQL with pg_stat_statements: the main run's statements, planning and executing apart.
    statements: { type: 'boolean', default: false },
    // After the main run, this many pairs of short slices, the bare route then the real server, each
    // `slice-seconds`: the CPU ratio of each pair, measured seconds apart (the VM's speed drifts).
    'ratio-slices': { type: 'string', default: '0' },
    'slice-seconds': { type: 'string', default: '3' },
  },
  allowNegative: true,
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const warmup = Number(args['warmup-seconds']);
const sweepSeconds = Number(args['sweep-seconds']);
const sweep = String(args.sweep)
  .split(',')
  .filter(Boolean)
  .map(Number)
  .filter((c) => c !== connections);
const devices = Number(args.devices);

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const row = (label: string, r: LoadResult) =>
  console.log(
    `${label.padEnd(22)} ${String(r.connections).padStart(5)} conns  ${Math.round(r.perSecond)
      .toString()
      .padStart(6)} /s  p50 ${ms(r.p50).padStart(5)} ms  p99 ${ms(r.p99).padStart(5)} ms  ` +
      `2xx ${r.ok}${r.failed ? `  non-2xx ${r.failed}` : ''}${r.errors ? `  errors ${r.errors}` : ''}`,
  );

const us = (seconds: number, n: number) => `${Math.round((seconds / n) * 1e6)} µs`;
function cpuLine(label: string, cpu: CpuSplit | undefined, n: number) {
  if (!cpu) return;
  console.log(
    `  cpu, ${label}: ${cpu.cores} cores ${Math.round(cpu.busy * 100)}% busy; per request: server ${us(cpu.server, n)}, ` +
      `load generator ${us(cpu.loadGenerator, n)}, ` +
      (cpu.postgres === undefined
        ? `PostgreSQL and the rest ${us(cpu.other, n)}`
        : `PostgreSQL ${us(cpu.postgres, n)}, other programs ${us(cpu.other, n)}`),
  );
  // Another program busy on the machine skews every figure here; say so rather than hide it.
  if (cpu.postgres !== undefined && cpu.other > 0.1 * (cpu.server + cpu.loadGenerator + cpu.postgres))
    console.log('  (other programs used the CPU meanwhile: figures are lower than this machine can do)');
}

async function startInProcess(databaseUrl: string, port: number): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pinpoint-bench-data-'));
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    DEMO: 'false',
    DATA_DIR: dataDir,
    INGEST_ORG_RATE: '0', // as startPinpoint: the capacity for one organisation, not its fair share
  });
  const handle = connect(databaseUrl, config.DATABASE_POOL_SIZE);
  const app = await buildApp({ config, db: handle.db, pool: handle.pool, databaseUrl });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    child: undefined,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** pg_stat_statements emptied (and made, the first time) before a measured run. */
async function resetStatements(pool: pg.Pool) {
  try {
    await pool.query('create extension if not exists pg_stat_statements');
    await pool.query('select pg_stat_statements_reset()');
  } catch (err) {
    // A DATABASE_URL server that does not load it (shared_preload_libraries): say so, run on.
    console.log(
      `  statements: not counted (${(err as Error).message}); --statements needs the embedded PostgreSQL`,
    );
    args.statements = false;
  }
}

/** The run's costliest statements: calls, planning and executing time, each an uplink. */
async function printStatements(pool: pg.Pool, uplinks: number) {
  const { rows } = await pool.query<{
    calls: string;
    plan: number;
    exec: number;
    rows: string;
    query: string;
  }>(
    `select calls, total_plan_time as plan, total_exec_time as exec, rows, query
       from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
      order by total_plan_time + total_exec_time desc limit 8`,
  );
  // pg_stat_statements' totals are in milliseconds.
  const perUplink = (totalMs: number) => `${((totalMs * 1000) / Math.max(uplinks, 1)).toFixed(1)} µs`;
  for (const r of rows)
    console.log(
      `  statement: ${r.calls} calls, ${r.rows} rows, planning ${perUplink(r.plan)} and executing ${perUplink(r.exec)} an uplink ` +
        `(${(r.plan / Number(r.calls)).toFixed(2)} + ${(r.exec / Number(r.calls)).toFixed(2)} ms a call): ` +
        r.query.replace(/\s+/g, ' ').slice(0, 90),
    );
}

const started = Date.now();
const database = await openBenchDatabase(
  process.env.DATABASE_URL,
  args.statements
    ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on']
    : [],
);
const handle = connect(database.url, 2);
let failed = false;
try {
  const { fleet, key, organisationId } = await prepareOrganisation(handle, devices);
  const postmaster = postmasterOf((await handle.pool.query('select pg_backend_pid() as pid')).rows[0].pid);
  const source = createUplinkSource(fleet);
  console.log(
    `ingest benchmark: ${devices} registered devices, PostgreSQL ${database.embedded ? 'embedded' : 'from DATABASE_URL'}, ` +
      `server ${args['in-process'] ? 'in this process' : 'in its own process'}, Node ${process.version}, ` +
      `set up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const emptyStorage = await storageSnapshot(handle.pool);
  let bare: LoadResult | undefined;
  let bareServerCpu: number | undefined;
  if (!args['skip-bare']) {
    const server = await startBareFastify(await freePort());
    try {
      const scratch = createLedger(4_000_000);
      const load = { url: server.url, path: '/api/ingest/ttn', key, source, ledger: scratch };
      await runLoad({ ...load, connections, seconds: Math.min(warmup, 2) });
      const cpu = measureCpu(server.child?.pid, postmaster);
      bare = await runLoad({ ...load, connections, seconds: Math.min(seconds, 10) });
      row('bare fastify (ceiling)', bare);
      const split = cpu.stop();
      cpuLine('bare fastify', split, bare.ok);
      if (split) bareServerCpu = split.server / Math.max(bare.ok, 1);
    } finally {
      await server.stop();
    }
  }

  const ledger = createLedger();
  /**
   * The issue-29 ratio measured in alternating slices while both servers are up: the bare route's
   * server CPU a request, then the real server's and PostgreSQL's an uplink, `slices` times. Each
   * pair's ratio is printed, and their median: the two measured seconds apart rather than minutes,
   * on a VM whose speed moves by the minute (a first run was no steadier: bench/README.md).
   */
  async function ratioSlices(load: Load, server: ServerProcess): Promise<number[]> {
    const slices = Number(args['ratio-slices']);
    const sliceSeconds = Number(args['slice-seconds']);
    if (!slices || args['skip-bare']) return [];
    const bareServer = await startBareFastify(await freePort());
    const ratios: number[] = [];
    try {
      const bareLoad = { ...load, url: bareServer.url, ledger: createLedger(4_000_000) };
      await runLoad({ ...bareLoad, connections, seconds: 1 });
      for (let i = 0; i < slices; i++) {
        const bareCpu = measureCpu(bareServer.child?.pid, postmaster);
        const b = await runLoad({ ...bareLoad, connections, seconds: sliceSeconds });
        const bareSplit = bareCpu.stop();
        const mainCpu = measureCpu(server.child?.pid, postmaster);
        const m = await runLoad({ ...load, connections, seconds: sliceSeconds });
        const mainSplit = mainCpu.stop();
        if (!bareSplit || mainSplit?.postgres === undefined) continue;
        const bareUs = bareSplit.server / Math.max(b.ok, 1);
        const mainUs = (mainSplit.server + mainSplit.postgres) / Math.max(m.ok, 1);
        ratios.push(mainUs / bareUs);
        console.log(
          `  ratio slice ${i + 1}: bare route ${Math.round(bareUs * 1e6)} µs a request, server and PostgreSQL ` +
            `${Math.round(mainUs * 1e6)} µs an uplink (server ${us(mainSplit.server, m.ok)}, PostgreSQL ${us(mainSplit.postgres, m.ok)}): ${(mainUs / bareUs).toFixed(1)}`,
        );
      }
    } finally {
      await bareServer.stop();
    }
    return ratios;
  }

  /** Starts the real server, runs the load (`before` first, then the main run), stops it. */
  async function mainRun(label: string, before: (load: Load) => Promise<void>, slices = false) {
    const port = await freePort();
    const server = args['in-process']
      ? await startInProcess(database.url, port)
      : await startPinpoint(database.url, port, {
          nodeArgs: args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', args['cpu-prof']] : [],
        });
    const load = { url: server.url, path: '/api/ingest/ttn', key, source, ledger };
    try {
      await before(load);
      if (args.statements) await resetStatements(handle.pool);
      const cpu = measureCpu(server.child?.pid, postmaster);
      const result = await runLoad({ ...load, connections, seconds });
      row(label, result);
      const split = cpu.stop();
      cpuLine(label, split, result.ok);
      if (args.statements) await printStatements(handle.pool, result.ok);
      const ratios = slices ? await ratioSlices(load, server) : [];
      // The geofences and actions run after each commit, off the request path: how far behind were they?
      const behind = await waitForAfterCommit(handle.pool);
      return { result, split, behind, ratios };
    } finally {
      await server.stop();
    }
  }
  type Load = { url: string; path: string; key: string; source: typeof source; ledger: typeof ledger };

  const {
    result: main,
    split: mainCpu,
    ratios,
  } = await mainRun(
    'ttn uplinks (main run)',
    async (load) => {
      if (warmup > 0) row('warm-up', await runLoad({ ...load, connections, seconds: warmup }));
      for (const c of sweep)
        row('ttn uplinks', await runLoad({ ...load, connections: c, seconds: sweepSeconds }));
    },
    true,
  );

  let withActions: Awaited<ReturnType<typeof mainRun>> | undefined;
  if (args.actions) {
    const before = await afterCommitTotals(handle.pool);
    const made = await prepareActions(handle, organisationId, fleet);
    console.log(
      `with actions: ${made.geofences} geofences, ${made.actions} alert actions on ${made.assignments} devices`,
    );
    withActions = await mainRun('main run, with actions', async (load) => {
      // The first uplinks after the alerts were made fire them for every device already past a
      // threshold (about a tenth of the fleet): a burst, let it drain before measuring the steady state.
      row('warm-up, with actions', await runLoad({ ...load, connections, seconds: Math.max(warmup, 3) }));
      const burst = await waitForAfterCommit(handle.pool);
      const fired = (await afterCommitTotals(handle.pool)).fired - before.fired;
      console.log(
        `  first contact: ${fired} alerts fired; evaluated ${burst.evaluated.toFixed(1)} s and delivered ` +
          `${Math.max(burst.evaluated, burst.delivered).toFixed(1)} s after the warm-up stopped`,
      );
    });
    const after = await afterCommitTotals(handle.pool);
    console.log(
      `  after commit, in all: ${after.fired - before.fired} alerts fired, ${after.crossings} device-geofence memberships; main run ` +
        `evaluations done ${withActions.behind.evaluated.toFixed(1)} s and deliveries ` +
        `${Math.max(withActions.behind.evaluated, withActions.behind.delivered).toFixed(1)} s after the load stopped`,
    );
  }

  // Uplinks in flight when the load stopped may still be committing.
  await waitForQuiet(handle.pool);
  const check = await checkLedger(handle.pool, fleet.length, ledger);
  console.log(
    `database: ${check.stored} frames for ${check.answered} uplinks answered 2xx ` +
      `(+${check.storedUnanswered} in flight when the load generator stopped, stored without an answer); ` +
      `${check.lost} lost, ${check.doubled} doubled, ${check.storedWithError} stored after an error answer`,
  );
  const consistent =
    check.lost === 0 &&
    check.doubled === 0 &&
    check.storedWithError === 0 &&
    check.stored === check.answered + check.storedUnanswered;
  if (!consistent) {
    console.log('database and answers DISAGREE: see the line above');
    failed = true;
  }
  // Disk per stored uplink (the README's capacity table), from the empty organisation to now.
  console.log(storageLine('storage', emptyStorage, await storageSnapshot(handle.pool), check.stored));
  // The same uplinks once their month is closed: what the retention pass would compact (issue 29).
  for (const table of ['frames', 'readings', 'positions'] as const)
    for (const month of await monthsWithRows(handle.pool, table))
      await compactMonth(handle.pool, table, month);
  console.log(
    storageLine('storage compacted', emptyStorage, await storageSnapshot(handle.pool), check.stored) +
      ` (${await uplinksADeviceDay(handle.pool, check.stored)} uplinks a device-day: a day row's own cost is spread over few)`,
  );
  console.log(`whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const ratio = bare ? (main.perSecond / bare.perSecond).toFixed(2) : 'n/a';
  console.log(
    `ingest: ${Math.round(main.perSecond)} uplinks/s, p50 ${ms(main.p50)} ms, p99 ${ms(main.p99)} ms, ${ratio} of bare fastify`,
  );
  // The CPU budget of issue 29: server and PostgreSQL an uplink over the bare route's server CPU a
  // request, both from this run, since the machine's speed changes by the hour.
  if (mainCpu?.postgres !== undefined && bareServerCpu) {
    const perUplink = (mainCpu.server + mainCpu.postgres) / Math.max(main.ok, 1);
    console.log(
      `cpu: server and PostgreSQL ${Math.round(perUplink * 1e6)} µs an uplink in the main run, ` +
        `${(perUplink / bareServerCpu).toFixed(1)} times the bare route's server CPU a request (${Math.round(bareServerCpu * 1e6)} µs)`,
    );
  }
  if (ratios.length) {
    const sorted = [...ratios].sort((a, b) => a - b);
    const mid = sorted.length / 2;
    const median =
      sorted.length % 2
        ? (sorted[Math.floor(mid)] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
    console.log(
      `cpu ratio in ${ratios.length} alternating slices: ${ratios.map((r) => r.toFixed(1)).join(', ')}; median ${median.toFixed(1)} (budget 5.8)`,
    );
  }
  if (withActions) {
    const a = withActions.result;
    console.log(
      `ingest with actions: ${Math.round(a.perSecond)} uplinks/s, p50 ${ms(a.p50)} ms, p99 ${ms(a.p99)} ms, ` +
        `${(a.perSecond / main.perSecond).toFixed(2)} of the run without`,
    );
  }
} finally {
  await handle.close();
  await database.close();
}
// Explicitly, with the outcome's code: open handles (a pool, a timer) would otherwise keep it running.
process.exit(failed ? 1 : 0);
