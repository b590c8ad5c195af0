import { MQTT_LEASE_KEY } from '../../apps/server/src/ingest/mqtt-lease.ts';
import type { SimulatedDevice } from '../../apps/server/src/simulator/fleet.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { checkLedger, waitForQuiet } from '../../bench/ingest/verify.ts';
import { deviceIdsByEui, OWNER_SUB, prepareButtonAlert, prepareButtonWebhook } from './alerts.ts';
import { publishUplinks, storedUplinks, tally } from './chirpstack-mqtt.ts';
import type { FaultContext } from './context.ts';
import { checkTrackers, startFailoverTrackers } from './failover-trackers.ts';
import { followLive, signInViewer } from './live-follower.ts';
import { startRestartableBroker } from './mosquitto.ts';
import { leaseHeld } from './outage-observer.ts';
import type { RestartablePostgres } from './postgres.ts';
import { createRole, type Role } from './roles.ts';
import { checkAlerts, heldJobs, waitForJobs } from './roles-alerts.ts';
import { createHttpLoad, prepareDepot, publishMqttLoad } from './roles-load.ts';
import { createSmtp } from './smtp.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

const LONG = Boolean(process.env.FAULTS_LONG);
/** Rounds of kills (each role once a round); FAULTS_LONG=1: three rounds. */
const ROUNDS = LONG ? 3 : 1;
/** Steady load before the first kill, after each restarted process is back, and after the last. */
const GAP_SECONDS = 6;
/** SOS buttons in the fleet: presses every PRESS_EVERY_MS while it runs, and one before each ingest kill. */
const BUTTONS = LONG ? 150 : 60;
const HTTP_RATE = 40; // TTN uplinks a second over both ingest processes
const MQTT_RATE = 10;
const TRACKERS = 6;
const RECORDS_PER_SECOND = 2; // a tracker's
const PRESS_EVERY_MS = 2000;
/** A service manager's pause before it starts a dead process again (systemd's RestartSec=1). */
const RESTART_AFTER_MS = 1000;
const CONTACT = 'night.shift@example.test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? 'never' : `${(ms / 1000).toFixed(1)} s`;

/**
 * Issue 28.1: api, two ingest and a worker process on one PostgreSQL under a steady mix of TTN
 * uplinks, ChirpStack MQTT uplinks, Teltonika trackers and SOS presses alerting by webhook and
 * e-mail, each role killed with SIGKILL in turn and restarted a second later.
 */
export async function rolesKilled(ctx: FaultContext, postgres: RestartablePostgres) {
  const { check, elapsed } = ctx;
  const log = (line: string) => console.log(`      ${elapsed()}: ${line}`);
  const { database, handle, fleet, key, organisationId } = await ctx.freshOrganisation(postgres, 7 * BUTTONS);
  const buttons = fleet.filter((d) => d.kind === 'button');
  const buttonIds = await deviceIdsByEui(
    handle,
    buttons.map((b) => b.devEui),
  );
  const depot = await prepareDepot(handle, TRACKERS);
  // Receivers that take a second to answer, so a killed worker leaves tries whose answer it never heard.
  const receiver = await startWebhookReceiver({ holdMs: 1000 });
  const smtp = createSmtp(await freePort(), { holdMs: 1000 });
  await smtp.up();
  await prepareButtonAlert(handle, organisationId, [...buttonIds.values()], CONTACT);
  await prepareButtonWebhook(handle, organisationId, [...buttonIds.values()], receiver.url, OWNER_SUB);
  const broker = await startRestartableBroker();
  const roles: Role[] = [];
  let stopLive = () => {};
  let stopTrackers = async () => {};
  let loadUntil = Number.POSITIVE_INFINITY; // set once the last killed process is back
  const background: Array<Promise<unknown>> = [];
  try {
    const env = {
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      DELIVERY_RETRY_LIMIT: '12',
      DELIVERY_RETRY_DELAY_SECONDS: '1',
      // A killed worker's tries are taken up 20 s after they began (60 s by default), seen within 5 s.
      DELIVERY_LEASE_SECONDS: '20',
      JOB_MAINTENANCE_SECONDS: '5',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Pinpoint <alerts@pinpoint.test>',
      MQTT_URL: broker.url,
      MQTT_CLIENT_ID: 'pinpoint-faults-roles',
    };
    const trackerPorts = [await freePort(), await freePort()];
    const role = async (name: string, extra: Record<string, string>) => {
      const r = await createRole(name, database.url, { ...env, ...extra });
      roles.push(r);
      return r;
    };
    const worker = await role('worker', { ROLE: 'worker' });
    const api = await role('api', { ROLE: 'api' });
    const ingestA = await role('ingest A', { ROLE: 'ingest', TELTONIKA_PORT: String(trackerPorts[0]) });
    const ingestB = await role('ingest B', { ROLE: 'ingest', TELTONIKA_PORT: String(trackerPorts[1]) });
    // The worker first (pg-boss's queues), ingest A alone so it holds the MQTT lease, then B.
    // Ingest A alone first, so it holds the MQTT lease (processes deadlocking in pg-boss's queue
    // creation on a fresh database try again: jobs/queue.ts).
    await Promise.all([worker.start(), api.start(), ingestA.start()]);
    for (let i = 0; i < 100 && !(await leaseHeld(handle, MQTT_LEASE_KEY)); i++) await sleep(100);
    await ingestB.start();
    log('api, worker and ingest A (holding the MQTT lease) and B started');

    const token = await signInViewer(api.url, handle, organisationId);
    const live = followLive(api.url, organisationId, token);
    stopLive = live.close;
    // Subscribed: the broker keeps the session's messages from now on.
    for (let i = 0; ; i++) {
      const ids = await publishUplinks(broker.url, depot.sensor.devEui, 1);
      await sleep(250);
      if (tally(await storedUplinks(handle.pool, depot.sensor.deviceId), ids).stored) break;
      if (i > 120) throw new Error('ingest A did not subscribe to the broker within 30 s');
    }

    const over = () => Date.now() > loadUntil;
    const http = createHttpLoad(
      fleet,
      new Set(buttons.map((b) => b.index)),
      key,
      HTTP_RATE * 1200, // enough for 20 minutes, however slowly processes start on a busy machine
    );
    const ingestUrls: [string, string] = [ingestA.url, ingestB.url];
    const load = http.run(ingestUrls, HTTP_RATE, over);
    const mqttLoad = publishMqttLoad(broker.url, depot.sensor.devEui, MQTT_RATE, over);
    background.push(load, mqttLoad.done);
    // When each MQTT uplink was first seen stored, to time the lease's move to the other ingest process.
    const seen = new Map<string, number>();
    const watching = setInterval(() => {
      void storedUplinks(handle.pool, depot.sensor.deviceId)
        .then((stored) => {
          for (const key of stored.copies.keys()) if (!seen.has(key)) seen.set(key, Date.now());
        })
        .catch(() => {});
    }, 250);
    const trackers = startFailoverTrackers(depot.imeis, trackerPorts, RECORDS_PER_SECOND);
    stopTrackers = () => trackers.stop(0);
    let nextButton = 0;
    const takeButton = () => buttons[nextButton++] as SimulatedDevice;
    const pressed: SimulatedDevice[] = [];
    const lastMoment = new Set<SimulatedDevice>();
    const pressing = (async () => {
      for (let i = 0; !over() && nextButton < buttons.length - ROUNDS * 2; i++) {
        const button = takeButton();
        pressed.push(button);
        background.push(
          http
            .press(button, i % 2 ? [ingestB.url, ingestA.url] : ingestUrls)
            .catch((err: Error) => log(`a press failed: ${err.message}`)),
        );
        await sleep(PRESS_EVERY_MS);
      }
    })();
    background.push(pressing);

    // The kills: each role in turn, restarted RESTART_AFTER_MS after it died, the next GAP_SECONDS
    // after it is back (a process's start takes seconds, more on a busy machine).
    const kills: Array<{ role: string; at: number; back: number; held: string[] }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of [worker, api, ingestA, ingestB]) {
        await sleep(GAP_SECONDS * 1000);
        let held: string[] = [];
        let at: number;
        if (target === worker) {
          // Mid-delivery: a try under way at a receiver, its pg-boss job active in the worker.
          for (let w = 0; w < 50 && receiver.inFlight() + smtp.inFlight() === 0; w++) await sleep(100);
          held = await heldJobs(handle);
          at = await target.kill();
        } else if (target === api) {
          at = await target.kill();
        } else {
          // The worst moment: an SOS press it has just stored and answered, its alert not yet queued.
          const button = takeButton();
          pressed.push(button);
          lastMoment.add(button);
          let killed: Promise<number> | undefined;
          await http.press(button, [target.url, target === ingestA ? ingestB.url : ingestA.url], () => {
            killed ??= target.kill();
          });
          at = await (killed ?? target.kill());
        }
        log(`kill -9 ${target.name}${held.length ? ` holding ${held.length} pg-boss jobs` : ''}`);
        await sleep(RESTART_AFTER_MS);
        const back = await target.start();
        log(`${target.name} restarted (${s(back - at)} after the kill)`);
        kills.push({ role: target.name, at, back, held });
      }
    }
    await sleep(GAP_SECONDS * 1000);
    loadUntil = Date.now();
    await Promise.all([load, pressing, mqttLoad.done]);
    await sleep(2000);
    clearInterval(watching);
    await trackers.stop();
    log('load over; trackers sent what they held');

    // TTN: what was answered 2xx is stored once; then, resent as a network server would, everything.
    const sentHttp = http.counts();
    await waitForQuiet(handle.pool).catch(() => {});
    const first = await checkLedger(handle.pool, fleet.length, http.ledger, organisationId);
    check(
      first.lost === 0 && first.doubled === 0,
      `roles killed: every TTN uplink answered 2xx is stored once (${first.answered} answered 2xx, ${first.lost} missing, ${first.doubled} doubled; ${sentHttp.failed} of ${sentHttp.sent} sent went to a killed ingest process and got no answer)`,
    );
    const resent = await http.resend(ingestA.url);
    await waitForQuiet(handle.pool).catch(() => {});
    const after = await checkLedger(handle.pool, fleet.length, http.ledger, organisationId);
    const total = http.counts().sent + http.pressStored.size;
    check(
      after.stored - after.doubled === total && after.doubled === 0,
      `roles killed: after resending the ${resent} not answered, all ${total} TTN uplinks stored exactly once (${total - (after.stored - after.doubled)} missing, ${after.doubled} doubled)`,
    );

    // ChirpStack over MQTT: every uplink the broker took is stored once, across the lease's moves.
    const ids = mqttLoad.published.map((p) => p.id);
    let mqtt = tally(await storedUplinks(handle.pool, depot.sensor.deviceId), ids);
    for (let i = 0; i < 150 && mqtt.missing > 0; i++) {
      await sleep(200);
      mqtt = tally(await storedUplinks(handle.pool, depot.sensor.deviceId), ids);
    }
    // After each ingest kill (the lease holder's), the first uplink published since that was stored.
    const resumed = kills
      .filter((k) => k.role.startsWith('ingest'))
      .map((k) => {
        const since = mqttLoad.published
          .filter((p) => p.at > k.at)
          .map((p) => seen.get(`id:${p.id}`) ?? Infinity);
        return Math.min(...since) - k.at;
      });
    check(
      mqtt.missing === 0 && mqtt.doubled === 0,
      `roles killed: all ${ids.length} ChirpStack MQTT uplinks stored once while the lease moved between the ingest processes (${mqtt.missing} missing, ${mqtt.doubled} doubled); after each kill of the lease holder, uplinks were stored again ${resumed.map(s).join(', ')} later`,
    );

    // Trackers: every record stored once, those sent again after their ingest process died too.
    const t = await checkTrackers(handle.pool, trackers, depot.trackerIds);
    const moves = trackers.failovers;
    const slowest = Math.max(0, ...moves.map((f) => (f.ackedAt ?? Number.NaN) - f.droppedAt));
    check(
      t.acked === t.sent &&
        t.missing === 0 &&
        t.doubled === 0 &&
        t.unknown === 0 &&
        moves.every((f) => f.ackedAt),
      `roles killed: ${TRACKERS} Teltonika trackers' ${t.sent} records all acknowledged and stored once (${t.missing} missing, ${t.doubled} doubled); ${moves.length} times a tracker lost its ingest process with records unacknowledged and sent ${t.resent} records again to the other, acknowledged at most ${s(slowest)} after the drop`,
    );

    // The live feed of the signed-in dispatcher, on the api process killed and restarted.
    for (const kill of kills.filter((k) => k.role === 'api')) {
      const back = live.backAfter(kill.at);
      check(
        back.live !== undefined && back.update !== undefined,
        `roles killed: the live feed (the web app's own reconnect code) was live again ${s(back.live && back.live - kill.back)} after the api process was back (${s(back.live && back.live - kill.at)} after the kill), its next update ${s(back.update && back.update - kill.at)} after the kill`,
      );
    }

    // Alerts: every press answered 2xx alerted once by webhook and by e-mail; the jobs the killed worker held done.
    const killAfter = (b: SimulatedDevice) => {
      const route = http.pressRoute.get(b.index);
      const role = roles.find((r) => r.url === route?.url);
      const answered = http.pressStored.get(b.index) as number;
      return { route, role, answered, kill: kills.find((k) => k.role === role?.name && k.at >= answered) };
    };
    // Pressed to be killed on its answer, or answered by chance in the 2 s before its process's kill.
    const atKill = (b: SimulatedDevice) => {
      const { kill, answered } = killAfter(b);
      return lastMoment.has(b) || (kill !== undefined && kill.at - answered < 2000);
    };
    const explain = (b: SimulatedDevice) => {
      const { route, role, answered, kill } = killAfter(b);
      const tries = route?.unanswered ? ` (after ${route.unanswered} tries without an answer)` : '';
      return `stored by ${role?.name ?? '?'} ${kill ? `${s(kill.at - answered)} before it was killed` : 'which was not killed after'}${tries}`;
    };
    await checkAlerts(ctx, handle, organisationId, {
      explain,
      atKill,
      receiver,
      smtp,
      pressed,
      buttonIds,
      http,
      contactEmail: CONTACT,
    });
    for (const kill of kills.filter((k) => k.role === 'worker')) {
      const jobs = await waitForJobs(handle, kill.held, 120_000);
      check(
        kill.held.length > 0 && jobs.done === kill.held.length,
        `roles killed: the ${kill.held.length} pg-boss jobs the killed worker held were all started again by ${s(jobs.pickedUpAt - kill.at)} and done by ${s(jobs.doneAt - kill.at)} after the kill (${jobs.done} done; restarted ${s(kill.back - kill.at)} after it)`,
      );
    }
    check(
      roles.every((r) => r.alive()),
      `roles killed: every role runs again after its kill (${roles.map((r) => `${r.name} ×${r.pids.length}`).join(', ')})`,
    );
  } finally {
    // Whatever happened, the load ends before what it talks to goes.
    loadUntil = 0;
    await Promise.allSettled(background);
    stopLive();
    await stopTrackers();
    await Promise.all(roles.map((r) => r.stop()));
    await receiver.close();
    await smtp.down();
    await broker.remove();
  }
}
