import { parseArgs } from 'node:util';
import { connect, openBenchDatabase, prepareOrganisation } from './ingest/database.ts';
import { killDurability } from './ingest/kill.ts';
import { createUplinkSource } from './ingest/uplinks.ts';

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
 * The check itself is bench/ingest/kill.ts, which `npm run test:faults` runs too.
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
// Somewhere in the middle half of the load, unless given.
const killAt = Number(args['kill-at'] ?? Math.round(total * (0.25 + Math.random() * 0.5)));

const started = Date.now();
const database = await openBenchDatabase();
const handle = connect(database.url, 2);
let failed = false;
try {
  const { fleet, key } = await prepareOrganisation(handle, Number(args.devices));
  const source = createUplinkSource(fleet);
  const outcome = await killDurability({
    databaseUrl: database.url,
    pool: handle.pool,
    fleetSize: fleet.length,
    key,
    bodies: Array.from({ length: total }, (_, seq) => source.body(seq)),
    concurrency: Number(args.concurrency),
    killAt,
  });
  const { first, after } = outcome;
  console.log(
    `SIGKILL sent when ${killAt} of ${total} uplinks had been answered; ` +
      `committed but never answered: ${first.storedUnanswered} (the sender retries those)`,
  );
  console.log(
    `after a restart and a retry of the ${outcome.retried} not answered: ${after.answered} of ${total} answered 2xx, ` +
      `${after.stored} frames, ${after.doubled} doubled, ${outcome.missing} missing ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
  );
  console.log(
    `kill -9: ${first.answered} answered 2xx, ${first.answered - first.lost} stored, ${first.lost} lost`,
  );
  failed = !outcome.ok;
} finally {
  await handle.close();
  await database.close();
}
// Explicitly, with the outcome's code: open handles (a pool, a timer) would otherwise keep it running.
process.exit(failed ? 1 : 0);
