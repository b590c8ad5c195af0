import { lasting } from '@pinpoint/shared';
import type pg from 'pg';
import { z } from 'zod';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { DeviceUpdate } from '../../../ingest/pipeline.ts';
import { defineJob, type JobLog } from '../../../jobs/definition.ts';
import {
  createJobQueue,
  createMailer,
  createOutboundDispatcher,
  deliveryJobs,
  forwardJob,
  webhookJob,
} from '../../../jobs/index.ts';
import { batteryForecasts } from '../../device/battery-forecasts.ts';
import { escalateDue } from '../../incident/escalation.ts';
import { type IncidentSettings, resolveCleared } from '../../incident/firing.ts';
import { ackLinkKey } from '../../incident/links.ts';
import { createActionCache } from './cache.ts';
import {
  type ActionRule,
  type ActionState,
  type EvaluationContext,
  evaluate,
  type GeofenceTransition,
  initialState,
  stateChanged,
} from './evaluate.ts';
import { type Claim, fire, fireAll, forwardUplinks } from './fire.ts';
import {
  forecastCandidates,
  loadStates,
  offlineCandidates,
  type StateWrite,
  writeState,
  writeStates,
} from './state-repo.ts';

export type EngineOptions = {
  /** The clock (tests control it). */
  now?: () => Date;
  log?: JobLog;
  /** How often idle workers look for jobs; jobs queued by this process wake its workers at once. */
  pollingIntervalSeconds?: number;
  /** Workers of each delivery queue in this process. */
  concurrency?: number;
  /** Whether this process runs the delivery jobs and the offline check (`false`: it only queues them). */
  workers?: boolean;
  /** Told how each delivery try ended (metrics). */
  onDelivery?: (channel: string, outcome: string) => void;
};

export type HandleResult = { fired: number; forwarded: number; failed: boolean };

const quiet: JobLog = { info: () => {}, warn: () => {} };

/** A check run by a pg-boss schedule (once a minute unless told), never retried (the next run does it again). */
const scheduled = (name: string, run: () => Promise<unknown>, cron = '* * * * *') =>
  defineJob({
    name,
    payload: z.object({}).loose(),
    retry: () => ({ limit: 0, delaySeconds: 0, backoff: false }),
    expireInSeconds: 120,
    cron,
    handle: async () => {
      await run();
    },
  });

/**
 * The action engine: evaluates the actions assigned to devices as their
 * updates are committed, claims each firing in the database (so several
 * processes never alert twice), and queues the deliveries as jobs.
 */
export function createActionEngine(db: Db, pool: pg.Pool, config: ServerConfig, options: EngineOptions = {}) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? quiet;
  const cache = createActionCache(db, pool, log);
  const offlineJob = scheduled('action-offline-check', () => checkOffline());
  // Incidents not acknowledged move to their next escalation step (issue 30).
  const escalationJob = scheduled('incident-escalation', () => checkEscalations());
  // Battery forecasts move by the day: a quarter of an hour is soon enough (issue 30 item 4).
  const forecastJob = scheduled('action-battery-forecast-check', () => checkForecasts(), '*/15 * * * *');
  const scheduledJobs = [offlineJob, escalationJob, forecastJob];
  const queue = createJobQueue(pool, config, log, [...deliveryJobs, ...scheduledJobs], {
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  const http = createOutboundDispatcher({ allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS, log });
  const mailer = createMailer(config.SMTP_URL);
  const key = (actionId: string, deviceId: string) => `${actionId} ${deviceId}`;
  /** What firing needs to word and sign incident messages. */
  const incidentSettings = async (): Promise<IncidentSettings> => ({
    timeZone: config.TZ,
    publicUrl: config.publicUrl,
    linkHours: config.INCIDENT_LINK_HOURS,
    key: await ackLinkKey(db),
  });

  /**
   * Settles one evaluation against the database: a firing is claimed and queued,
   * a changed state is written; if another process got there first, its state
   * is adopted. Answers the state now stored.
   */
  async function settle(
    rule: ActionRule,
    deviceId: string,
    stored: ActionState,
    next: ActionState,
    fired: { value: number | null; update: DeviceUpdate | null } | null,
    at: Date,
  ): Promise<{ stored: ActionState; claimed: boolean; queues: string[] }> {
    if (fired) {
      const claim = { rule, deviceId, expected: stored, next, ...fired };
      const queues = await fire(db, queue, claim, at, await incidentSettings());
      if (queues) return { stored: next, claimed: true, queues };
    } else if (
      !stateChanged(stored, next) ||
      (await writeState(db, { actionId: rule.id, deviceId }, stored, next, at))
    ) {
      return { stored: next, claimed: false, queues: [] };
    }
    const fresh = (await loadStates(db, [rule.id], [deviceId])).get(key(rule.id, deviceId)) ?? initialState;
    return { stored: fresh, claimed: false, queues: [] };
  }

  async function evaluateBatch(updates: DeviceUpdate[], transitions: readonly GeofenceTransition[]) {
    const result: HandleResult = { fired: 0, forwarded: 0, failed: false };
    if (!updates.length) return result;
    const at = now();
    const rulesByDevice = await cache.forDevices(updates.map((u) => u.deviceId));
    const forwards: Array<{ rule: ActionRule; update: DeviceUpdate }> = [];
    const pairs = new Map<string, { rule: ActionRule; deviceId: string; updates: DeviceUpdate[] }>();
    for (const update of updates) {
      for (const rule of rulesByDevice.get(update.deviceId) ?? []) {
        if (rule.organisationId !== update.organisationId) continue;
        if (rule.actionType === 'forward') forwards.push({ rule, update });
        else {
          const pair = pairs.get(key(rule.id, update.deviceId)) ?? {
            rule,
            deviceId: update.deviceId,
            updates: [],
          };
          pair.updates.push(update);
          pairs.set(key(rule.id, update.deviceId), pair);
        }
      }
    }
    const woken: string[] = [];
    if (pairs.size) {
      const pairList = [...pairs.values()];
      const states = await loadStates(
        db,
        pairList.map((p) => p.rule.id),
        pairList.map((p) => p.deviceId),
      );
      const context: EvaluationContext = { timeZone: config.TZ, transitions };
      const settings = await incidentSettings();
      // In memory first: each pair's updates in order, its firings as claims, each expecting
      // the state the one before it leaves.
      const walks = pairList.map(({ rule, deviceId, updates: own }) => {
        const loaded = states.get(key(rule.id, deviceId)) ?? initialState;
        let current = loaded;
        let expected = loaded;
        const claims: Claim[] = [];
        for (const update of own) {
          const evaluation = evaluate(rule, current, update, at, context);
          if (evaluation.fire) {
            claims.push({
              rule,
              deviceId,
              expected,
              next: evaluation.nextState,
              value: evaluation.value,
              update,
            });
            expected = evaluation.nextState;
          }
          current = evaluation.nextState;
        }
        return { rule, deviceId, claims, last: expected, current, lost: false };
      });
      // Then the claims, round by round (the first firing of every pair, then the second of
      // those with two, ...), each round one transaction. A pair another process claimed first
      // stops there: that process's state stands.
      for (let round = 0; walks.some((w) => !w.lost && w.claims.length > round); round++) {
        const inRound = walks.filter((w) => !w.lost && w.claims.length > round);
        const fired = await fireAll(
          db,
          queue,
          inRound.map((w) => w.claims[round] as Claim),
          at,
          settings,
        );
        result.fired += fired.won.size;
        woken.push(...fired.queues);
        for (const walk of inRound) if (!fired.won.has(key(walk.rule.id, walk.deviceId))) walk.lost = true;
      }
      const stateWrites: StateWrite[] = walks
        .filter((w) => !w.lost && stateChanged(w.last, w.current))
        .map((w) => ({ actionId: w.rule.id, deviceId: w.deviceId, expected: w.last, next: w.current }));
      // The states changed without firing, in one statement; a pair another process changed meanwhile keeps its state.
      const written = await writeStates(db, stateWrites, at);
      // A condition that cleared (past its hysteresis) resolves its incident (issue 30).
      const cleared = walks.filter(
        (w) =>
          written.has(key(w.rule.id, w.deviceId)) &&
          w.last.met &&
          !w.current.met &&
          w.rule.alertType !== null &&
          lasting(w.rule.alertType),
      );
      await resolveCleared(
        db,
        cleared.map((w) => ({ actionId: w.rule.id, deviceId: w.deviceId })),
        at,
      );
    }
    const forwarded = await forwardUplinks(db, queue, forwards, at);
    result.forwarded = forwarded.length;
    woken.push(...forwarded);
    queue.wake(woken);
    return result;
  }

  type Candidate = Awaited<ReturnType<typeof offlineCandidates>>[number];

  /**
   * A periodic check's pairs (no update), each evaluated and settled; a pair whose condition
   * cleared resolves its incident. Answers how many fired.
   */
  async function runScheduled(
    candidates: Candidate[],
    at: Date,
    contextOf: (c: Candidate) => Omit<EvaluationContext, 'timeZone'>,
  ): Promise<number> {
    let fired = 0;
    const woken: string[] = [];
    const cleared: Array<{ actionId: string; deviceId: string }> = [];
    for (const candidate of candidates) {
      const { rule, deviceId, stored } = candidate;
      const evaluation = evaluate(rule, stored, null, at, { timeZone: config.TZ, ...contextOf(candidate) });
      const settled = await settle(
        rule,
        deviceId,
        stored,
        evaluation.nextState,
        evaluation.fire ? { value: evaluation.value, update: null } : null,
        at,
      );
      if (settled.claimed) fired++;
      woken.push(...settled.queues);
      if (stored.met && !settled.stored.met) cleared.push({ actionId: rule.id, deviceId });
    }
    await resolveCleared(db, cleared, at);
    queue.wake(woken);
    return fired;
  }

  /** Offline alerts: devices silent for longer than their actions' N minutes (run every minute). */
  async function checkOffline(): Promise<number> {
    const at = now();
    return runScheduled(await offlineCandidates(db, at), at, (c) => ({ lastSeenAt: c.lastSeenAt }));
  }

  /**
   * Battery forecast alerts (issue 30 item 4): each assigned device's forecast (the kept ones, an
   * organisation at a time) against the action's N days; a forecast gone (a new battery) or back
   * past the clear threshold resolves the incident.
   */
  async function checkForecasts(): Promise<number> {
    const at = now();
    const candidates = await forecastCandidates(db);
    const byOrganisation = new Map<string, Set<string>>();
    for (const c of candidates)
      byOrganisation.set(
        c.rule.organisationId,
        (byOrganisation.get(c.rule.organisationId) ?? new Set()).add(c.deviceId),
      );
    const forecasts = new Map<string, number>();
    for (const [organisationId, ids] of byOrganisation)
      for (const [id, f] of await batteryForecasts(db, organisationId, at, { deviceIds: [...ids] }))
        forecasts.set(id, f.daysLeft);
    return runScheduled(candidates, at, (c) => ({ forecastDaysLeft: forecasts.get(c.deviceId) ?? null }));
  }

  /** Escalation steps that are due (run every minute; tests call it on their own clock). */
  async function checkEscalations(): Promise<number> {
    const queues = await escalateDue(db, queue, incidentSettings, now());
    queue.wake(queues);
    return queues.length;
  }

  // One batch at a time, so the updates of a device are evaluated in the order they were committed.
  let tail: Promise<unknown> = Promise.resolve();

  return {
    /**
     * Evaluates the actions of committed device updates (and the geofence
     * crossings computed for them) and queues what fires. Never rejects: a
     * failure is logged, and reported in the answer.
     */
    handleUpdates(
      updates: DeviceUpdate[],
      transitions: readonly GeofenceTransition[] = [],
    ): Promise<HandleResult> {
      const run = tail.then(() =>
        evaluateBatch(updates, transitions).catch((err) => {
          log.warn({ err }, 'actions: evaluating updates failed');
          return { fired: 0, forwarded: 0, failed: true };
        }),
      );
      tail = run;
      return run;
    },
    checkOffline,
    checkEscalations,
    checkForecasts,
    /** The job queue, for services that send messages outside a firing (an acknowledgement's notice). */
    queue,
    /** Forgets the cached actions (LISTEN does this on every change; tests may call it directly). */
    invalidate: cache.invalidate,
    /** Starts pg-boss, this process's delivery workers, the offline check every minute, and the change listener. */
    async start() {
      await queue.start();
      if (options.workers !== false) {
        const context = { db, config, log, http, mailer, onDelivery: options.onDelivery };
        for (const definition of deliveryJobs) {
          // HTTP deliveries: many at once on one poller, each organisation bounded (DELIVERY_ORG_IN_FLIGHT),
          // so one organisation's hanging receiver leaves the other slots to everyone else.
          if (definition === webhookJob || definition === forwardJob)
            await queue.workSlots(definition, context, config.DELIVERY_HTTP_WORKERS);
          else await queue.work(definition, context, options.concurrency ?? 2);
        }
        for (const job of scheduledJobs) await queue.work(job, context, 1);
      }
      await cache.listen();
    },
    async stop() {
      await tail.catch(() => {});
      await cache.close();
      await queue.stop();
      await http.close();
      mailer?.close();
    },
  };
}

export type ActionEngine = ReturnType<typeof createActionEngine>;

/** The engine, running: the lead calls this once at start and `stop()` at close. */
export async function startActionEngine(
  db: Db,
  pool: pg.Pool,
  config: ServerConfig,
  options: EngineOptions = {},
): Promise<ActionEngine> {
  const engine = createActionEngine(db, pool, config, options);
  await engine.start();
  return engine;
}
