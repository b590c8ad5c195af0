import { connect } from '../../apps/server/src/db/database.ts';
import { openBenchDatabase } from '../../bench/ingest/database.ts';
import { createLedger } from '../../bench/ingest/load.ts';
import { type Sender, sendUplinks } from '../../bench/ingest/send.ts';
import { createUplinkSource } from '../../bench/ingest/uplinks.ts';
import { checkLedger, waitForQuiet } from '../../bench/ingest/verify.ts';
import type { FaultContext } from './context.ts';
import { checkFiles, getRun, type Owner, prepareOwner, readAsUser } from './disk-full-user.ts';
import { amcheck, halfStored } from './store-integrity.ts';
import { startTmpfsPostgres, type TmpfsPostgres } from './tmpfs-postgres.ts';

/**
 * Issue 28.4, the database's disk full, with PostgreSQL's data on a tmpfs of its own and its
 * WAL on another (tmpfs-postgres.ts), a filler file taking all but a few kilobytes:
 *
 * A. The data disk full (the WAL's has room): PostgreSQL refuses what needs a new page (53100).
 *    Ingest answers 503 with Retry-After and stores nothing of a refused uplink, reads answer
 *    200, a report run queued meanwhile says `disk_full` and keeps no partial file, /metrics
 *    and the log say so; the filler removed, the same processes write again by themselves.
 * B. Both full, as on one disk: the WAL cannot grow, PostgreSQL PANICs and its recovery cannot
 *    write either, so it stops. Everything answers 503; the filler removed, the embedded
 *    launcher starts it again and Pinpoint writes again, not restarted.
 *
 * After each: nothing answered 2xx lost, none stored twice after a resend, nothing half
 * stored, and PostgreSQL's amcheck finds no corrupt index or table.
 */
const RATE = 100; // uplinks a second
const LEAVE_BYTES = 64 * 1024;
/** Left free while the report run is asked for: its row and job (a few pages) fit. */
const RUN_ROOM_BYTES = 4 * 1024 * 1024;
const FULL_SECONDS = 5;
/** The load goes on this long after space returns: PostgreSQL's own restart after a full WAL takes 2-5 s. */
const AFTER_SECONDS = 15;
/** The data disk stays full until the report run has met it, at most this long. */
const FULL_MAX_SECONDS = 30;
const METRICS_TOKEN = 'disk-full-metrics-token';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

export function diskFullFaults(ctx: FaultContext) {
  return [['disk full', () => diskFull(ctx)] as const];
}

type Episode = {
  statuses: Map<number, number>;
  withoutRetryAfter: number;
  reads: number[];
  releasedAt?: number;
  firstOkAfterMs?: number;
  failedAfterOk: number;
};

async function diskFull(ctx: FaultContext) {
  let disks: TmpfsPostgres | undefined;
  try {
    disks = await startTmpfsPostgres({ dataMb: 160, walMb: 512 });
    ctx.onCleanup((disks as TmpfsPostgres).remove);
  } catch (err) {
    ctx.check(false, `disk full: ${(err as Error).message}`);
    return;
  }
  try {
    await phases(ctx, disks);
  } finally {
    await disks.remove();
  }
}

async function phases(ctx: FaultContext, disks: TmpfsPostgres) {
  console.log(`      ${ctx.elapsed()}: PostgreSQL on its tmpfs disks`);
  const database = await openBenchDatabase(disks.url);
  console.log(`      ${ctx.elapsed()}: database migrated`);
  const handle = connect(database.url, 2);
  try {
    await handle.pool.query('create extension if not exists amcheck');
    const server = await ctx.startServer(database.url, {
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      DATABASE_WAIT_SECONDS: '5',
      DELIVERY_RETRY_LIMIT: '12',
      DELIVERY_RETRY_DELAY_SECONDS: '1',
    });
    const pid = server.child?.pid;
    const log: string[] = [];
    server.child?.stdout?.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n')));
    console.log(`      ${ctx.elapsed()}: server started`);
    const owner = await prepareOwner(server.url, handle, 60);
    const source = createUplinkSource(owner.fleet);
    const ledger = createLedger(200_000);
    const bodies: string[] = [];
    const sender: Sender = { url: server.url, key: owner.key, ledger, bodies };
    let seq = 0;
    const take = (n: number) => {
      const seqs = Array.from({ length: n }, () => seq++);
      for (const s of seqs) bodies[s] = source.body(s);
      return seqs;
    };
    await sendUplinks(sender, take(120), { concurrency: 16 });
    const before = await halfStored(handle.pool, owner.organisationId);
    console.log(
      `      ${ctx.elapsed()}: baseline stored; data disk ${mb(disks.data.free())} free, WAL disk ${mb(disks.wal.free())} free; half-stored before the faults: ${JSON.stringify(before)}`,
    );

    /** A steady load from now until AFTER_SECONDS after `released` resolves, and reads each second. */
    const underLoad = (name: string, full: () => Promise<void>, released: Promise<number>) => {
      const e: Episode = { statuses: new Map(), withoutRetryAfter: 0, reads: [], failedAfterOk: 0 };
      let until = Number.POSITIVE_INFINITY;
      void released.then((at) => {
        e.releasedAt = at;
        until = at + AFTER_SECONDS * 1000;
      });
      const seqs = take(RATE * (FULL_SECONDS + AFTER_SECONDS + 40));
      const load = sendUplinks(sender, seqs, {
        concurrency: 32,
        perSecond: RATE,
        stop: () => Date.now() > until,
        onAnswer(_seq, status, answer) {
          e.statuses.set(status, (e.statuses.get(status) ?? 0) + 1);
          const ok = status >= 200 && status < 300;
          if (!ok && !(Number(answer.headers.get('retry-after')) > 0)) e.withoutRetryAfter += 1;
          const sentAt = Date.now() - answer.ms;
          if (e.releasedAt === undefined || sentAt < e.releasedAt) return;
          if (ok && e.firstOkAfterMs === undefined) e.firstOkAfterMs = Date.now() - e.releasedAt;
          else if (!ok && e.firstOkAfterMs !== undefined && sentAt > e.releasedAt + e.firstOkAfterMs + 1000)
            e.failedAfterOk += 1;
        },
      });
      const filled = (async () => {
        await sleep(1000);
        console.log(`      ${ctx.elapsed()}: ${name}`);
        await full();
        return Date.now();
      })();
      const reads = (async () => {
        await filled;
        while (e.releasedAt === undefined) {
          e.reads.push(...(await readAsUser(owner)));
          await sleep(1000);
        }
      })();
      return { filled, episode: Promise.all([load, reads]).then(() => e) };
    };
    const histogram = (e: Episode) =>
      [...e.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${n}×${status}`)
        .join(', ');

    // A. The data disk full; the WAL's has room. The report run is asked for as the disk fills: with
    // RUN_ROOM_BYTES left (room for its row and job), then the rest is filled at once. (Asked for
    // before filling, a small run ended before it mattered; asked for once full, it raced the uplink
    // load for the last free pages and lost some runs: 503 for 30 s.)
    const runStates = new Set<string>();
    let metricsWhileFull = '';
    let releaseA: (at: number) => void = () => {};
    const releasedA = new Promise<number>((r) => {
      releaseA = r;
    });
    let runId = '';
    const a = underLoad(
      'filling the data disk (the WAL disk keeps room), a report run asked for as it fills',
      async () => {
        await disks.data.fill(RUN_ROOM_BYTES);
        const asked = await owner.call('POST', `/report/${owner.reportId}/run`, { send: true });
        if (asked.status !== 202) {
          await disks.data.release();
          releaseA(Date.now()); // ends the load
          throw new Error(`Run now answered ${asked.status} with ${RUN_ROOM_BYTES / 1024} kB free`);
        }
        runId = asked.json().runId as string;
        await disks.data.fill(LEAVE_BYTES);
      },
      releasedA,
    );
    const fullAt = await a.filled;
    while (
      Date.now() < fullAt + FULL_SECONDS * 1000 ||
      (![...runStates].some((state) => state.includes('disk_full')) &&
        Date.now() < fullAt + FULL_MAX_SECONDS * 1000)
    ) {
      const r = await getRun(owner, runId);
      if (r) runStates.add(`${r.status}${r.error ? ` (${r.error})` : ''}`);
      await sleep(500);
    }
    metricsWhileFull = await scrape(server.url);
    await disks.data.release();
    releaseA(Date.now());
    console.log(`      ${ctx.elapsed()}: data disk space freed`);
    const episodeA = await a.episode;
    const runDone = await waitForRun(owner, runId, runStates);
    console.log(`      ${ctx.elapsed()}: run ended`);
    await verify(ctx, 'disk full (data)', handle, owner, sender, episodeA, histogram(episodeA));
    const disk = (s: string) => metricValue(metricsWhileFull, s);
    ctx.check(
      episodeA.reads.length > 0 && episodeA.reads.every((s) => s === 200),
      `disk full (data): reads while it was full: ${episodeA.reads.length} (device, its history, the device list), all 200: ${[...new Set(episodeA.reads)].join(', ')}`,
    );
    const refusedLines = log.filter((l) => l.includes('database disk full: PostgreSQL refuses'));
    ctx.check(
      disk('pinpoint_database_disk_full') === 1 &&
        (disk('pinpoint_database_disk_full_errors_total') ?? 0) > 0 &&
        refusedLines.length === 1,
      `disk full (data): /metrics said pinpoint_database_disk_full ${disk('pinpoint_database_disk_full')} and ${disk('pinpoint_database_disk_full_errors_total')} statements refused; the log said it ${refusedLines.length} time(s): ${refusedLines[0]?.slice(0, 160) ?? 'never'}`,
    );
    const problems = runDone ? await checkFiles(owner, runId, runDone) : ['the run did not end'];
    ctx.check(
      [...runStates].some((s) => s.includes('disk_full')) &&
        runDone?.status === 'done' &&
        runDone.files.length === 3 &&
        problems.length === 0,
      `disk full (data): the report run queued as the disk filled went ${[...runStates].join(' -> ')}${runDone ? '' : ' and never ended'} after ${runDone?.attempts ?? '?'} tries, its ${runDone?.files.length ?? 0} files whole${problems.length ? `; ${problems.join('; ')}` : ''}`,
    );

    // B. Both disks full, as on one disk: the WAL cannot grow.
    let releaseB: (at: number) => void = () => {};
    const releasedB = new Promise<number>((r) => {
      releaseB = r;
    });
    let downAt: number | undefined;
    const b = underLoad(
      'filling the data and WAL disks (one disk full)',
      async () => {
        await disks.data.fill(LEAVE_BYTES);
        await disks.wal.fill(LEAVE_BYTES);
        // The next WAL write must start a segment file (a busy database gets there by itself).
        await disks.switchWal().catch(() => {});
      },
      releasedB,
    );
    const bFullAt = await b.filled;
    while (Date.now() < bFullAt + FULL_SECONDS * 1000) {
      if (downAt === undefined && !(await disks.answers())) downAt = Date.now();
      await sleep(250);
    }
    await Promise.all([disks.data.release(), disks.wal.release()]);
    const releasedAt = Date.now();
    releaseB(releasedAt);
    console.log(
      `      ${ctx.elapsed()}: space freed on both disks; PostgreSQL ${downAt ? `had stopped ${fmt(downAt - bFullAt)} after they filled` : 'kept running'}`,
    );
    const episodeB = await b.episode;
    ctx.check(
      episodeB.reads.every((s) => s === 200 || s === 503),
      `disk full (data and WAL): reads while PostgreSQL was stopped answered ${[...new Set(episodeB.reads)].join(', ')} (503 with Retry-After as for a lost database), never a 500 or a hang`,
    );
    await verify(ctx, 'disk full (data and WAL)', handle, owner, sender, episodeB, histogram(episodeB));
    const check = await amcheck(handle.pool);
    ctx.check(
      check.problems.length === 0,
      `disk full: after both, PostgreSQL's amcheck finds nothing corrupt in ${check.checked} indexes and tables${check.problems.length ? `: ${check.problems.slice(0, 3).join('; ')}` : ''}`,
    );
    ctx.check(
      server.child?.pid === pid && server.child?.exitCode === null,
      `disk full: the same Pinpoint process throughout (not restarted); PostgreSQL ${downAt ? 'stopped when its WAL could not grow and was started again by the embedded launcher' : 'did not stop'}`,
    );
  } finally {
    await handle.close();
    await database.close();
  }
}

/** After an episode: answers, recovery, the ledger, nothing half stored, amcheck; then a resend. */
async function verify(
  ctx: FaultContext,
  name: string,
  handle: ReturnType<typeof connect>,
  owner: Owner,
  sender: Sender,
  e: Episode,
  histogram: string,
) {
  const refused = [...e.statuses.entries()].filter(([s]) => s < 200 || s >= 300);
  const refusedCount = refused.reduce((sum, [, n]) => sum + n, 0);
  ctx.check(
    refusedCount > 0 && refused.every(([s]) => s === 503) && e.withoutRetryAfter === 0,
    `${name}: the ${refusedCount} uplinks refused were answered 503 with Retry-After (${histogram})`,
  );
  ctx.check(
    e.firstOkAfterMs !== undefined && e.failedAfterOk === 0,
    `${name}: uplinks stored again ${fmt(e.firstOkAfterMs)} after space was freed, without a restart of Pinpoint, and every later one 2xx (${e.failedAfterOk} refused)`,
  );
  await waitForQuiet(handle.pool);
  const first = await checkLedger(handle.pool, owner.fleet.length, sender.ledger);
  const half = await halfStored(handle.pool, owner.organisationId);
  ctx.check(
    first.lost === 0 &&
      first.doubled === 0 &&
      half.framesWithoutReadings === 0 &&
      half.readingsWithoutFrame === 0 &&
      half.positionsWithoutFrame === 0,
    `${name}: every uplink answered 2xx is stored once (${first.answered} answered, ${first.lost} missing, ${first.doubled} doubled, ${first.storedWithError} stored though refused), none half stored (${JSON.stringify(half)})`,
  );
  // As a network server that retries would: what was not answered 2xx, again.
  const sent = sender.bodies.flatMap((_, seq) => (sender.ledger.statuses[seq] ? [seq] : []));
  const retry = sent.filter((seq) => sender.ledger.statuses[seq] !== 2);
  await sendUplinks(sender, retry, { concurrency: 16 });
  await waitForQuiet(handle.pool);
  const after = await checkLedger(handle.pool, owner.fleet.length, sender.ledger);
  const missing = sent.length - (after.stored - after.doubled);
  ctx.check(
    after.answered === sent.length && missing === 0 && after.doubled === 0,
    `${name}: after resending the ${retry.length} refused, all ${sent.length} sent so far stored exactly once (${missing} missing, ${after.doubled} doubled)`,
  );
}

async function waitForRun(owner: Owner, runId: string, states: Set<string>) {
  const until = Date.now() + 40_000;
  while (Date.now() < until) {
    const r = await getRun(owner, runId);
    if (r) states.add(`${r.status}${r.error ? ` (${r.error})` : ''}`);
    if (r && ['done', 'partial', 'failed'].includes(r.status)) return r;
    await sleep(500);
  }
  return undefined;
}

async function scrape(url: string) {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return res.ok ? res.text() : '';
}

/** A metric's value in Prometheus' text format (its first series), or undefined. */
function metricValue(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  return line ? Number(line.split(' ').pop()) : undefined;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
