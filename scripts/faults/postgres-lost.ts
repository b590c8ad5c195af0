import { MQTT_LEASE_KEY } from '../../apps/server/src/ingest/mqtt-lease.ts';
import { ttnWebhookBody } from '../../apps/server/src/simulator/fleet.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { createLedger } from '../../bench/ingest/load.ts';
import { type Sender, type SendOptions, sendUplinks } from '../../bench/ingest/send.ts';
import { createUplinkSource } from '../../bench/ingest/uplinks.ts';
import { checkLedger, waitForQuiet } from '../../bench/ingest/verify.ts';
import { deviceIdsByEui, prepareButtonWebhook } from './alerts.ts';
import type { FaultContext } from './context.ts';
import { type LostObservations, observeOutage } from './outage-observer.ts';
import type { RestartablePostgres } from './postgres.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

/** DATABASE_WAIT_SECONDS of the servers under test: no request may wait longer for the database. */
const WAIT_SECONDS = 5;
const RATE = 100; // uplinks a second, steady, before, during and after the outage
const BEFORE_SECONDS = 4;
const AFTER_SECONDS = 10;
const PRESSES = 6; // SOS buttons pressed: one before the outage, three during, two after
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));

/**
 * The outages to prove: 15 s in CI; FAULTS_LONG=1 for 30 s and 5 minutes (results in
 * bench/README.md); FAULT_PG_LOST_SECONDS=a,b for others.
 */
export function postgresLostFaults(ctx: FaultContext) {
  const given = process.env.FAULT_PG_LOST_SECONDS?.split(',').map(Number);
  const seconds = given ?? (process.env.FAULTS_LONG ? [30, 300] : [15]);
  if (seconds.some((s) => !Number.isFinite(s) || s <= 0))
    throw new Error('FAULT_PG_LOST_SECONDS must be seconds above 0, separated by commas');
  return seconds.map(
    (s) =>
      [`postgres lost ${s} s`, (postgres: RestartablePostgres) => postgresLost(ctx, postgres, s)] as const,
  );
}

/**
 * PostgreSQL stopped for `downSeconds` under a steady load of uplinks and SOS presses, with
 * api, ingest and worker in processes of their own: what the senders were answered, what
 * was stored, how the processes came back and what the alert receiver got.
 */
async function postgresLost(ctx: FaultContext, postgres: RestartablePostgres, downSeconds: number) {
  const name = `postgres lost ${downSeconds} s`;
  const { database, handle, fleet, key, organisationId } = await ctx.freshOrganisation(postgres, 210);
  const buttons = fleet
    .map((device, index) => ({ device, index }))
    .filter(({ device }) => device.kind === 'button')
    .slice(0, PRESSES);
  if (buttons.length < PRESSES) throw new Error('the fleet has too few buttons');
  const buttonIds = await deviceIdsByEui(
    handle,
    buttons.map((b) => b.device.devEui),
  );
  const receiver = await startWebhookReceiver();
  await prepareButtonWebhook(handle, organisationId, [...buttonIds.values()], receiver.url);

  const env = {
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    DELIVERY_RETRY_LIMIT: '12',
    DELIVERY_RETRY_DELAY_SECONDS: '1',
    DATABASE_WAIT_SECONDS: String(WAIT_SECONDS),
    // Nothing listens there: the lease (an advisory lock) is taken whether or not the broker answers.
    MQTT_URL: `mqtt://127.0.0.1:${await freePort()}`,
  };
  // The worker first: pg-boss's queues made by several processes at once on a fresh database can
  // deadlock (40P01) and end one of them at start; the others find them made.
  const worker = await ctx.startServer(database.url, { ...env, ROLE: 'worker' });
  const [api, ingest] = await Promise.all(
    ['api', 'ingest'].map((role) => ctx.startServer(database.url, { ...env, ROLE: role })),
  );
  if (!api || !ingest) throw new Error('a server did not start');
  const processes = { api, ingest, worker };
  const pids = Object.values(processes).map((p) => p.child?.pid);

  // The load: every device but the alert buttons, steadily; each button sends one uplink, its press.
  const source = createUplinkSource(fleet);
  // Enough for the whole run however long stopping and starting PostgreSQL take; the load ends
  // AFTER_SECONDS after it is back.
  const total = Math.round(RATE * (BEFORE_SECONDS + downSeconds + AFTER_SECONDS + 60));
  const pressSeq = new Set(buttons.map((b) => b.index)); // frame counter 1 of each button
  const bodies = Array.from({ length: total }, (_, seq) =>
    pressSeq.has(seq % fleet.length) ? '' : source.body(seq),
  );
  const loadSeqs = bodies.flatMap((body, seq) => (body ? [seq] : []));
  const ledger = createLedger(total);
  const sender: Sender = { url: ingest.url, key, ledger, bodies };

  const observed: LostObservations = observeOutage({
    postgres,
    handle,
    apiUrl: api.url,
    downSeconds,
    beforeSeconds: BEFORE_SECONDS,
    log: (line) => console.log(`      ${ctx.elapsed()}: ${line}`),
    leaseKey: MQTT_LEASE_KEY,
  });
  const onAnswer: SendOptions['onAnswer'] = (_seq, status, answer) => observed.answer(status, answer);
  let loadUntil = Number.POSITIVE_INFINITY;
  void observed.back.then((at) => {
    loadUntil = at + AFTER_SECONDS * 1000;
  });
  observed.done.catch(() => {
    loadUntil = 0; // the outage itself failed: no load left running into the next fault
  });
  const load = sendUplinks(sender, loadSeqs, {
    concurrency: 32,
    perSecond: RATE,
    onAnswer,
    stop: () => Date.now() > loadUntil,
  });
  /** When each press was answered 2xx (stored), by its request number. */
  const pressStored = new Map<number, number>();
  const onPressAnswer: SendOptions['onAnswer'] = (seq, status, answer) => {
    onAnswer?.(seq, status, answer);
    if (status >= 200 && status < 300 && pressSeq.has(seq)) pressStored.set(seq, Date.now());
  };
  const press = async (i: number) => {
    const button = buttons[i] as (typeof buttons)[number];
    bodies[button.index] = JSON.stringify(
      ttnWebhookBody(button.device, { fPort: 2, decoded: { button: true, BatV: 3 } }, 1, new Date()),
    );
    await sendUplinks(sender, [button.index], { concurrency: 1, onAnswer: onPressAnswer });
  };
  const presses = (async () => {
    await sleep(1000);
    await press(0);
    const stoppedAt = await observed.stopped;
    for (const [i, part] of [0.2, 0.5, 0.8].entries()) {
      await sleepUntil(stoppedAt + part * downSeconds * 1000);
      await press(i + 1);
    }
    const backAt = await observed.back;
    await sleepUntil(backAt + 1000);
    await press(4);
    await sleepUntil(backAt + 5000);
    await press(5);
  })();
  await Promise.all([load, presses, observed.done]);

  const o = observed.result();
  const slowest = (o.slowestMs / 1000).toFixed(1);
  ctx.check(
    o.failures > 0 &&
      o.failures === o.unavailable &&
      o.withoutRetryAfter === 0 &&
      o.slowestMs <= (WAIT_SECONDS + 1) * 1000,
    `${name}: the ${o.failures} uplinks refused during the outage were answered 503 with Retry-After (${o.histogram}); the slowest answer took ${slowest} s (bound ${WAIT_SECONDS} s), none hung`,
  );
  const unanswered = bodies.filter((_, seq) => ledger.statuses[seq] === 1).length;
  ctx.check(
    unanswered === 0 && o.api.down > 0 && o.api.downOk === o.api.down && o.api.recoveredMs !== undefined,
    `${name}: ${unanswered} requests without an answer; the api process answered ${o.api.downOk} of ${o.api.down} requests during the outage 503 with Retry-After, and answered from the database again ${fmt(o.api.recoveredMs)} after it returned`,
  );

  await waitForQuiet(handle.pool);
  const first = await checkLedger(handle.pool, fleet.length, ledger);
  ctx.check(
    first.lost === 0 && first.doubled === 0,
    `${name}: every uplink answered 2xx is stored once (${first.answered} answered 2xx, ${first.lost} missing, ${first.doubled} doubled, ${first.storedWithError} committed just before the cut though answered 503)`,
  );
  const alive = Object.values(processes).every(
    (p, i) => p.child?.exitCode === null && p.child.signalCode === null && p.child.pid === pids[i],
  );
  ctx.check(
    alive && o.ingestRecoveredMs !== undefined && o.lateFailures === 0 && o.lateAnswers > 0,
    `${name}: api, ingest and worker kept running, not restarted; new uplinks stored ${fmt(o.ingestRecoveredMs)} after PostgreSQL returned, and ${o.lateAnswers - o.lateFailures} of ${o.lateAnswers} sent from 2 s after it 2xx`,
  );
  ctx.check(
    o.listeners.before > 0 &&
      o.listeners.backMs !== undefined &&
      o.lease.before &&
      o.lease.backMs !== undefined,
    `${name}: the ${o.listeners.before} LISTEN connections (live feed, action and geofence changes) were back ${fmt(o.listeners.backMs)} after PostgreSQL returned; the MQTT lease was ${o.lease.before ? 'held before and ' : 'not held before, '}re-taken ${fmt(o.lease.backMs)} after`,
  );

  // As a network server that retries would, resend what was not answered 2xx (the presses of the outage too).
  const attempted = bodies.flatMap((body, seq) => (body && ledger.statuses[seq] !== 0 ? [seq] : []));
  const retry = attempted.filter((seq) => ledger.statuses[seq] !== 2);
  await sendUplinks(sender, retry, { concurrency: 32, onAnswer: onPressAnswer });
  await waitForQuiet(handle.pool);
  const after = await checkLedger(handle.pool, fleet.length, ledger);
  const sent = attempted.length;
  const missing = sent - (after.stored - after.doubled);
  ctx.check(
    after.answered === sent && missing === 0 && after.doubled === 0,
    `${name}: after resending the ${retry.length} not answered 2xx, all ${sent} stored exactly once (${missing} missing, ${after.doubled} doubled)`,
  );

  // Every press alerts once: one delivery id per button at the receiver, none for anything else.
  const pressed = new Set(buttonIds.values());
  const until = Date.now() + 30_000;
  const ids = (deviceId: string) =>
    new Set(receiver.received.filter((r) => r.deviceId === deviceId).map((r) => r.id));
  while (Date.now() < until && [...pressed].some((id) => ids(id).size === 0)) await sleep(250);
  await sleep(2000); // time for a second alert or a second try, if one were coming
  const delivered = [...pressed].filter((id) => ids(id).size === 1).length;
  const twice = [...pressed].filter((id) => ids(id).size > 1).length;
  const strangers = receiver.received.filter((r) => !r.deviceId || !pressed.has(r.deviceId)).length;
  const repeats = receiver.received.length - new Set(receiver.received.map((r) => r.id)).size;
  // From a press's 2xx to its webhook: the action engine (ingest) and pg-boss (worker) at work after the outage.
  const latencies = buttons.flatMap(({ device, index }) => {
    const arrived = receiver.received.find((r) => r.deviceId === buttonIds.get(device.devEui))?.at;
    const stored = pressStored.get(index);
    return arrived !== undefined && stored !== undefined ? [Math.max(0, arrived - stored)] : [];
  });
  await receiver.close();
  ctx.check(
    delivered === PRESSES && twice === 0 && strangers === 0 && repeats === 0,
    `${name}: each of the ${PRESSES} SOS presses (3 during the outage, resent after) reached the webhook receiver once (${delivered} once, ${twice} as two alerts, ${repeats} repeated tries, ${strangers} unknown), at most ${fmt(Math.max(...latencies))} after its uplink was stored`,
  );
}

const fmt = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);
