import type pg from 'pg';
import type { Ledger } from './load.ts';
import { sequenceOf } from './uplinks.ts';

export type LedgerCheck = {
  /** Requests answered 2xx. */
  answered: number;
  /** Frames in the database. */
  stored: number;
  /** Answered 2xx but not stored: must be 0. */
  lost: number;
  /** Stored more than once: must be 0. */
  doubled: number;
  /** Stored, but the answer never arrived (in flight when the load stopped or the server died). */
  storedUnanswered: number;
  /** Stored although the answer was an error (4xx/5xx): must be 0. */
  storedWithError: number;
};

/**
 * Waits until no other connection to this database is running a statement. A
 * server that died (or was stopped) mid-group leaves its last statement
 * running in PostgreSQL, which still commits it; the check must see that.
 */
export async function waitForQuiet(pool: pg.Pool, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { rows } = await pool.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('The database stayed busy after the server stopped');
}

/**
 * Compares the frames in the database with what the server answered, request by request: every
 * frame's, or `organisationId`'s only when other devices (not sent by the ledger) store too.
 */
export async function checkLedger(
  pool: pg.Pool,
  fleetSize: number,
  ledger: Ledger,
  organisationId?: string,
): Promise<LedgerCheck> {
  const times = new Uint8Array(ledger.next);
  let stored = 0;
  let foreign = 0;
  const { rows } = await pool.query({
    text: `select ('x' || right(d.dev_eui, 8))::bit(32)::int, f.f_cnt
             from frames f join devices d on d.id = f.device_id
            where $1::uuid is null or d.organisation_id = $1`,
    values: [organisationId ?? null],
    rowMode: 'array',
  });
  for (const [index, fCnt] of rows as Array<[number, number]>) {
    stored += 1;
    const seq = sequenceOf(fleetSize, index, fCnt);
    if (seq < 0 || seq >= ledger.next) foreign += 1;
    else times[seq] = Math.min(255, (times[seq] as number) + 1);
  }
  if (foreign) throw new Error(`${foreign} stored frames match no request sent`);
  const check: LedgerCheck = {
    answered: 0,
    stored,
    lost: 0,
    doubled: 0,
    storedUnanswered: 0,
    storedWithError: 0,
  };
  for (let seq = 0; seq < ledger.next; seq++) {
    const status = ledger.statuses[seq] as number;
    const n = times[seq] as number;
    if (status === 2) check.answered += 1;
    if (status === 2 && n === 0) check.lost += 1;
    if (n > 1) check.doubled += n - 1;
    if (n > 0 && status === 1) check.storedUnanswered += 1;
    if (n > 0 && status > 2) check.storedWithError += 1;
  }
  return check;
}
