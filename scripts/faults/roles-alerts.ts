import type { DbHandle } from '../../apps/server/src/db/database.ts';
import type { SimulatedDevice } from '../../apps/server/src/simulator/fleet.ts';
import type { FaultContext } from './context.ts';
import type { createHttpLoad } from './roles-load.ts';
import type { createSmtp } from './smtp.ts';
import type { startWebhookReceiver } from './webhook-receiver.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');

/** The pg-boss jobs running now: with one worker process, the ones it holds. */
export async function heldJobs(handle: DbHandle): Promise<string[]> {
  const { rows } = await handle.pool.query<{ id: string }>(
    `select id from pgboss.job where state = 'active'`,
  );
  return rows.map((r) => r.id);
}

/**
 * Waits (up to `ms`) until the jobs `ids` are completed; answers how many are, when the last of
 * them was started again by a worker and when the last completed (ms since the epoch).
 */
export async function waitForJobs(handle: DbHandle, ids: string[], ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const { rows } = await handle.pool.query<{ state: string; started: number; completed: number | null }>(
      `select state, extract(epoch from started_on) * 1000 as started,
              extract(epoch from completed_on) * 1000 as completed
         from pgboss.job where id = any($1::uuid[])
       union all
       select state, extract(epoch from started_on) * 1000, extract(epoch from completed_on) * 1000
         from pgboss.archive where id = any($1::uuid[])`,
      [ids],
    );
    const done = rows.filter((r) => r.state === 'completed');
    if (done.length >= ids.length || Date.now() > until)
      return {
        done: done.length,
        pickedUpAt: Math.max(...done.map((r) => Number(r.started))),
        doneAt: Math.max(...done.map((r) => Number(r.completed))),
      };
    await sleep(250);
  }
}

type Alerting = {
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  smtp: ReturnType<typeof createSmtp>;
  pressed: SimulatedDevice[];
  buttonIds: Map<string, string>;
  contactEmail: string;
  /** Why a press may not have alerted: which process stored it, and how long before it was killed. */
  explain: (b: SimulatedDevice) => string;
  /** Whether it was stored and answered by an ingest process in the second before its kill -9. */
  atKill: (b: SimulatedDevice) => boolean;
  http: ReturnType<typeof createHttpLoad>;
};

/**
 * Every SOS press answered 2xx fired its two actions once (the action log) and reached the
 * webhook receiver and the mailbox: at least once each, and once by our idempotency keys (the
 * webhook's `webhook-id`, the e-mail's Message-ID) as a receiver that honours them keeps them.
 */
export async function checkAlerts(ctx: FaultContext, handle: DbHandle, organisationId: string, a: Alerting) {
  const { receiver, smtp, http } = a;
  const stored = a.pressed.filter((b) => http.pressStored.has(b.index));
  const deviceOf = (b: SimulatedDevice) => a.buttonIds.get(b.devEui) as string;
  const ids = (deviceId: string) =>
    new Set(receiver.received.filter((r) => r.deviceId === deviceId).map((r) => r.id));
  const emails = () =>
    handle.db
      .selectFrom('action_deliveries')
      .select(['id', 'status'])
      .where('organisation_id', '=', organisationId)
      .where('channel', '=', 'email')
      .execute();
  const firedDevices = async () =>
    new Set(
      (
        await handle.db
          .selectFrom('action_logs')
          .select('device_id')
          .where('organisation_id', '=', organisationId)
          .where('event', '=', 'fired')
          .execute()
      ).map((r) => r.device_id),
    );
  // Until every press that fired is delivered and either all fired or none more has for 10 s (a
  // press that never fires should not hold the check for long); at most a minute: the killed
  // worker's tries were due long before (DELIVERY_LEASE_SECONDS after the kill).
  const until = Date.now() + 60_000;
  let firedCount = -1;
  let firedChangedAt = Date.now();
  for (;;) {
    const fired = await firedDevices();
    if (fired.size !== firedCount) [firedCount, firedChangedAt] = [fired.size, Date.now()];
    const firing = stored.filter((b) => fired.has(deviceOf(b)));
    const mails = await emails();
    const delivered =
      firing.every((b) => ids(deviceOf(b)).size > 0) &&
      mails.length >= firing.length &&
      mails.every((m) => m.status === 'sent');
    const settled = firing.length === stored.length || Date.now() - firedChangedAt > 10_000;
    if ((delivered && settled) || Date.now() > until) break;
    await sleep(500);
  }
  await sleep(3000); // time for a second alert or a second try, if one were coming

  const { rows: fired } = await handle.pool.query<{ device_id: string; n: number }>(
    `select device_id, count(*)::int as n from action_logs
      where organisation_id = $1 and event = 'fired' group by device_id`,
    [organisationId],
  );
  const firedOf = (b: SimulatedDevice) => fired.find((r) => r.device_id === deviceOf(b))?.n ?? 0;
  for (const b of stored.filter((b) => firedOf(b) < 2))
    console.log(`      never alerted: ${b.devEui}, ${a.explain(b)}`);
  const repeatedTries = receiver.received.length - new Set(receiver.received.map((r) => r.id)).size;
  const latencies = stored.flatMap((b) => {
    const arrived = receiver.received.find((r) => r.deviceId === deviceOf(b))?.at;
    return arrived === undefined ? [] : [arrived - (http.pressStored.get(b.index) as number)];
  });
  // Each fires its two actions (the log) once, and reaches the receiver under one webhook-id.
  const tally = (presses: SimulatedDevice[]) => ({
    once: presses.filter((b) => firedOf(b) === 2 && ids(deviceOf(b)).size === 1).length,
    never: presses.filter((b) => firedOf(b) < 2).length,
    twice: presses.filter((b) => firedOf(b) > 2 || ids(deviceOf(b)).size > 1).length,
  });
  const steady = tally(stored.filter((b) => !a.atKill(b)));
  const steadyCount = stored.length - stored.filter(a.atKill).length;
  ctx.check(
    steady.once === steadyCount,
    `roles killed: each of the ${steadyCount} SOS presses answered 2xx (but those stored in the second before their process's kill, below) fired its alert once and reached the webhook receiver as one alert (${steady.once} once, ${steady.never} never, ${steady.twice} twice; ${repeatedTries} tries repeated under the same webhook-id, which the receiver keeps once), at most ${s(Math.max(...latencies))} after the press was stored`,
  );
  const lastMoment = stored.filter(a.atKill);
  const last = tally(lastMoment);
  // Their process was killed before (or while) it evaluated their actions: the other ingest process
  // takes their outbox row up once the dead process's lock is free (ingest/outbox.ts).
  const lastLatencies = lastMoment.flatMap((b) => {
    const arrived = receiver.received.find((r) => r.deviceId === deviceOf(b))?.at;
    return arrived === undefined ? [] : [arrived - (http.pressStored.get(b.index) as number)];
  });
  ctx.check(
    lastMoment.length > 0 && last.once === lastMoment.length,
    `roles killed: the ${lastMoment.length} SOS presses stored and answered by an ingest process in the second before its kill -9 alerted once, taken up from the ingest outbox by the other (${last.once} once, ${last.never} never, ${last.twice} twice; at the receiver ${lastLatencies.map(s).join(', ')} after the press was stored)`,
  );

  const mails = await emails();
  // The alerts' mails (the dispatcher's sign-up also mails, to verify their address).
  const alertMails = smtp.mails.filter((m) => m.to.includes(a.contactEmail));
  const copies = new Map<string, number>();
  for (const m of alertMails) if (m.messageId) copies.set(m.messageId, (copies.get(m.messageId) ?? 0) + 1);
  const received = (id: string) => copies.get(`${id}@pinpoint`) ?? 0;
  const delivered = mails.filter((m) => m.status === 'sent' && received(m.id) >= 1).length;
  const repeated = mails.reduce((sum, m) => sum + Math.max(0, received(m.id) - 1), 0);
  const strangers = alertMails.filter(
    (m) => !m.messageId || !mails.some((d) => `${d.id}@pinpoint` === m.messageId),
  );
  const alerted = stored.filter((b) => firedOf(b) >= 2).length;
  ctx.check(
    mails.length === alerted && delivered === alerted && strangers.length === 0,
    `roles killed: every alert's e-mail was delivered (${delivered} of ${mails.length} e-mail deliveries for ${alerted} presses that alerted; ${repeated} sent again under the same Message-ID after a try whose answer was lost, ${strangers.length} unknown)`,
  );
}
