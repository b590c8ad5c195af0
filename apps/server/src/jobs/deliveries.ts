import type { DeliveryChannel } from '@pinpoint/shared';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { defineJob, deliveryRetry, type JobContext } from './definition.ts';
import { announcePause, type Paused, pausePolicy, recordHttpTry } from './destination-pause.ts';
import { outboundScope } from './http/address.ts';
import { HttpFailure, PermanentError } from './http/send.ts';

export type Destination = 'smtp' | 'sms' | 'outbox' | 'http';

/** What every delivery job carries: the delivery id keys its effect, so a second run changes nothing. */
export const deliveryPayload = z.object({
  deliveryId: z.uuid(),
  organisationId: z.uuid(),
  actionId: z.uuid(),
  deviceId: z.uuid().nullable(),
  /** Times this delivery waited for its organisation's HTTP deliveries in flight to drop below the bound. */
  deferrals: z.number().int().min(0).optional(),
});

type Claimed = { id: string; attempts: number; recipient: string; channel: DeliveryChannel };
/** Under another sender's lease for this many seconds more: a try under way, or a dead worker's. */
type Held = { heldForSeconds: number };

/**
 * Takes a delivery for this try, for `leaseSeconds` (DELIVERY_LEASE_SECONDS; a sender that
 * crashed mid-send leaves it to a later try once they pass): only one queued or retrying (or
 * abandoned) delivery is taken, by one sender; a sent or failed one is never taken again.
 */
async function claimDelivery(
  db: Kysely<Database>,
  id: string,
  leaseSeconds: number,
): Promise<Claimed | Held | undefined> {
  const claimed = await db
    .updateTable('action_deliveries')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      lease_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['queued', 'retrying']),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .returning(['id', 'attempts', 'recipient', 'channel'])
    .executeTakeFirst();
  if (claimed) return claimed;
  // A dead worker's job is retried once its expiry (the same length) passed, which can come a
  // moment before the lease it took a moment later: that try must come back, not end the delivery.
  const held = await db
    .selectFrom('action_deliveries')
    .select(sql<number>`extract(epoch from lease_until - now())`.as('left'))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('lease_until', '>=', sql<Date>`now()`)
    .executeTakeFirst();
  return held ? { heldForSeconds: Math.max(1, Math.ceil(Number(held.left))) } : undefined;
}

/**
 * Takes an HTTP delivery unless its organisation already has `limit` HTTP
 * deliveries in flight (across every process: the count and the claim hold the
 * organisation's advisory lock), so one organisation's hanging receiver cannot
 * hold every sender. 'busy': try later, nothing changed.
 */
async function claimWithinBound(
  db: Db,
  id: string,
  organisationId: string,
  limit: number,
  leaseSeconds: number,
): Promise<Claimed | Held | 'busy' | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`deliveries in flight ${organisationId}`}, 0))`.execute(
      trx,
    );
    const { count } = await trx
      .selectFrom('action_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organisation_id', '=', organisationId)
      .where('status', '=', 'sending')
      .where('channel', 'in', ['webhook', 'forward'])
      .where('lease_until', '>', sql<Date>`now()`)
      .where('id', '!=', id)
      .executeTakeFirstOrThrow();
    if (Number(count) < limit) return claimDelivery(trx, id, leaseSeconds);
    const pending = await trx
      .selectFrom('action_deliveries')
      .select('id')
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'retrying', 'sending'])
      .executeTakeFirst();
    return pending ? 'busy' : undefined;
  });
}

/** Seconds a delivery waits for a free place, doubling with each wait up to a minute, jittered. */
const deferSeconds = (deferrals: number) => Math.min(60, 2 ** deferrals) * (1 + Math.random() / 2);

type Outcome = {
  /** 'refused': never sent, a quota was reached (the delivery is finished, as failed). */
  status: 'sent' | 'retried' | 'failed' | 'refused';
  destination: Destination | null;
  error: string | null;
  latencyMs?: number | null;
};

/**
 * Records how a try ended, on the delivery and in the action log, in one
 * transaction; for an HTTP try (`http`) also on the destination's failure streak,
 * answering the pause this try caused, if any.
 */
async function finishDelivery(
  context: Pick<JobContext, 'db' | 'config'>,
  payload: z.output<typeof deliveryPayload>,
  delivery: Claimed,
  outcome: Outcome,
  http = false,
): Promise<Paused | null> {
  return context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('action_deliveries')
      .set({
        status:
          outcome.status === 'retried'
            ? 'retrying'
            : outcome.status === 'refused'
              ? 'failed'
              : outcome.status,
        lease_until: null,
        finished_at: outcome.status === 'retried' ? null : new Date(),
      })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .insertInto('action_logs')
      .values({
        organisation_id: payload.organisationId,
        action_id: payload.actionId,
        event: 'delivery',
        device_id: payload.deviceId,
        delivery_id: delivery.id,
        channel: delivery.channel,
        recipient: delivery.recipient,
        destination: outcome.destination,
        status: outcome.status,
        attempt: delivery.attempts,
        error: outcome.error?.slice(0, 1000) ?? null,
        latency_ms: outcome.latencyMs ?? null,
      })
      .execute();
    if (!http) return null;
    const tried =
      outcome.status === 'sent' ? { ok: true as const } : { ok: false as const, error: outcome.error ?? '' };
    return recordHttpTry(trx, payload, tried, pausePolicy(context.config), new Date());
  });
}

/** Not sent because the organisation's quota for the channel is spent: logged as 'refused', never retried. */
export class QuotaReachedError extends Error {}

/**
 * An error that knows where the message was headed (the log shows it either
 * way). Its message is what the action log keeps: our own words or an error
 * class, never what a remote server answered.
 */
export class DeliveryError extends Error {
  readonly destination: Destination;
  readonly permanent: boolean;
  readonly refused: boolean;
  readonly latencyMs: number | null;
  /** An HTTP try that reached for the receiver (counted towards pausing it), not our own refusal. */
  readonly http: boolean;
  constructor(destination: Destination, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.destination = destination;
    this.refused = cause instanceof QuotaReachedError;
    this.permanent =
      cause instanceof PermanentError || this.refused || (cause instanceof HttpFailure && cause.permanent);
    this.latencyMs = cause instanceof HttpFailure ? cause.latencyMs : null;
    this.http = cause instanceof HttpFailure;
  }
}

/** Where a message went, and for HTTP how long the answer took. */
export type Sent = { destination: Destination; latencyMs?: number };

/**
 * A delivery job on one channel: `send` does the one effect and says where the
 * message went. Claiming first makes the handler idempotent; a failure is
 * logged as 'retried' while tries remain (and thrown, so pg-boss backs off and
 * retries), then as 'failed'. Permanent failures are not retried. An `outbound`
 * job (webhooks, forwards) waits while its organisation has DELIVERY_ORG_IN_FLIGHT
 * HTTP deliveries in flight, and counts each try towards pausing the destination.
 */
export function defineDeliveryJob<S extends typeof deliveryPayload>(spec: {
  name: string;
  payload: S;
  outbound?: boolean;
  send: (payload: z.output<S>, context: JobContext, attempt: number) => Promise<Destination | Sent>;
}) {
  return defineJob({
    name: spec.name,
    payload: spec.payload,
    retry: deliveryRetry,
    // A try's job expires when its lease on the delivery ends: a worker that died is then replaced.
    expireInSeconds: 60,
    expireIn: (config) => config.DELIVERY_LEASE_SECONDS,
    async handle(payload, context) {
      const bounded = spec.outbound && context.defer;
      const lease = context.config.DELIVERY_LEASE_SECONDS;
      const delivery = bounded
        ? await claimWithinBound(
            context.db,
            payload.deliveryId,
            payload.organisationId,
            context.config.DELIVERY_ORG_IN_FLIGHT,
            lease,
          )
        : await claimDelivery(context.db, payload.deliveryId, lease);
      if (delivery === 'busy') {
        // This job ends; a copy runs later, its tries unspent (the queue keeps count).
        const deferrals = (payload.deferrals ?? 0) + 1;
        await context.defer?.({ ...payload, deferrals }, deferSeconds(deferrals - 1));
        return;
      }
      // Already sent, failed for good, or gone with its action.
      if (!delivery) return;
      if ('heldForSeconds' in delivery) {
        // Another sender's lease: look again when it ends (sent by then, or its sender is gone).
        if (context.defer) return context.defer(payload, delivery.heldForSeconds);
        throw new Error('held by another sender until its lease ends');
      }
      let sent: Sent;
      try {
        // The organisation is named in the security log if the destination is refused (outbound_blocked).
        const answer = await outboundScope.run({ organisationId: payload.organisationId }, () =>
          spec.send(payload, context, delivery.attempts),
        );
        sent = typeof answer === 'string' ? { destination: answer } : answer;
      } catch (err) {
        const failure = err instanceof DeliveryError ? err : new DeliveryError('http', err);
        const retry = !failure.permanent && context.retriesLeft;
        const status = failure.refused ? 'refused' : retry ? 'retried' : 'failed';
        context.onDelivery?.(spec.name, status);
        const paused = await finishDelivery(
          context,
          payload,
          delivery,
          { status, destination: failure.destination, error: failure.message, latencyMs: failure.latencyMs },
          spec.outbound && failure.http,
        );
        if (paused) await announcePause(context, paused);
        // Thrown, pg-boss retries (or, on the last try, marks the job failed too).
        if (!failure.permanent) throw failure;
        return;
      }
      context.onDelivery?.(spec.name, 'sent');
      await finishDelivery(
        context,
        payload,
        delivery,
        { status: 'sent', destination: sent.destination, error: null, latencyMs: sent.latencyMs ?? null },
        spec.outbound,
      );
    },
  });
}

/** Keeps a message in the organisation's outbox (no provider configured); once per delivery. */
export async function keepInOutbox(
  db: Db,
  message: {
    deliveryId: string;
    organisationId: string;
    actionId: string;
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
  },
): Promise<'outbox'> {
  await db
    .insertInto('outbox')
    .values({
      delivery_id: message.deliveryId,
      organisation_id: message.organisationId,
      action_id: message.actionId,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
    })
    .onConflict((oc) => oc.column('delivery_id').doNothing())
    .execute();
  return 'outbox';
}
