import type pg from 'pg';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { createLedger } from './load.ts';
import { startPinpoint } from './processes.ts';
import { sendUplinks } from './send.ts';
import { checkLedger, type LedgerCheck, waitForQuiet } from './verify.ts';

export type KillOutcome = {
  total: number;
  killAt: number;
  /** The database against the answers right after the kill. */
  first: LedgerCheck;
  /** How many were resent to the restarted server (all not answered 2xx). */
  retried: number;
  /** The database after the restart and the resend. */
  after: LedgerCheck;
  /** Uplinks not stored at all after the resend. */
  missing: number;
  /** No answered uplink lost, none stored twice or for an error, all stored once in the end. */
  ok: boolean;
};

/**
 * The kill -9 check (DESIGN 5): starts the real server, sends the uplinks
 * `bodies` with `concurrency` in flight, SIGKILLs the server once `killAt` have
 * been answered 2xx, and checks every answered uplink in the database. Then it
 * restarts the server, resends what was not answered 2xx (as The Things Stack
 * retries), and checks each uplink is stored exactly once.
 */
export async function killDurability(options: {
  databaseUrl: string;
  pool: pg.Pool;
  fleetSize: number;
  key: string;
  bodies: string[];
  concurrency: number;
  killAt: number;
  env?: Record<string, string>;
}): Promise<KillOutcome> {
  const { bodies, key, pool, fleetSize, concurrency, killAt } = options;
  const total = bodies.length;
  const all = bodies.map((_, seq) => seq);

  // 1. Load, and kill -9 the server once `killAt` uplinks have been answered 2xx.
  const server = await startPinpoint(options.databaseUrl, await freePort(), { env: options.env });
  const ledger = createLedger(total);
  let answered = 0;
  let killed = false;
  const exited = new Promise((resolve) => server.child?.once('exit', resolve));
  try {
    await sendUplinks({ url: server.url, key, ledger, bodies }, all, {
      concurrency,
      stop: () => killed,
      onAnswer(_seq, status) {
        if (status < 200 || status >= 300) return;
        answered += 1;
        if (answered >= killAt && !killed) {
          killed = true;
          server.child?.kill('SIGKILL');
        }
      },
    });
    if (!killed) server.child?.kill('SIGKILL'); // fewer answered than killAt: kill it at the end
    await exited;
  } finally {
    await server.stop(); // removes its data folder; the process is gone already
  }
  // The killed server's last statement may still be running in PostgreSQL, which commits it.
  await waitForQuiet(pool);
  const first = await checkLedger(pool, fleetSize, ledger);

  // 2. Restart and resend everything not answered 2xx, as The Things Stack retries.
  const restarted = await startPinpoint(options.databaseUrl, await freePort(), { env: options.env });
  const retry = all.filter((seq) => ledger.statuses[seq] !== 2);
  try {
    await sendUplinks({ url: restarted.url, key, ledger, bodies }, retry, { concurrency });
  } finally {
    await restarted.stop();
  }
  await waitForQuiet(pool);
  const after = await checkLedger(pool, fleetSize, ledger);
  const missing = total - (after.stored - after.doubled);
  const ok =
    first.lost === 0 &&
    first.doubled === 0 &&
    first.storedWithError === 0 &&
    after.lost === 0 &&
    after.doubled === 0 &&
    missing === 0 &&
    after.answered === total;
  return { total, killAt, first, retried: retry.length, after, missing, ok };
}
