import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ruleColumns, toRule } from './cache.ts';
import { type ActionState, initialState } from './evaluate.ts';
import type { DeviceInfo } from './message.ts';

/** The SQL of action state: read in one query a batch, written only by compare-and-set. */

type Conn = Kysely<Database> | Transaction<Database>;

/**
 * Writes an action's state on a device only if the row still holds what this
 * process read (`expected`): the compare-and-set that makes a firing happen in
 * one process only. A missing row counts as the initial state.
 */
export async function writeState(
  db: Conn,
  key: { actionId: string; deviceId: string },
  expected: ActionState,
  next: ActionState,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('action_state')
    .values({
      action_id: key.actionId,
      device_id: key.deviceId,
      met: next.met,
      alerted: next.alerted,
      last_alert_at: next.lastAlertAt,
      clear_since: next.clearSince,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['action_id', 'device_id'])
        .doUpdateSet((eb) => ({
          met: eb.ref('excluded.met'),
          alerted: eb.ref('excluded.alerted'),
          last_alert_at: eb.ref('excluded.last_alert_at'),
          clear_since: eb.ref('excluded.clear_since'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('action_state.alerted', '=', expected.alerted)
        .where(
          sql<boolean>`action_state.last_alert_at is not distinct from ${expected.lastAlertAt}::timestamptz`,
        ),
    )
    .returning('action_id')
    .executeTakeFirst();
  return row !== undefined;
}

export type StateWrite = {
  actionId: string;
  deviceId: string;
  expected: ActionState;
  next: ActionState;
};

/**
 * writeState for many pairs in one statement (the states a batch of uplinks
 * changed without firing). Each pair is written only if its row still holds
 * what was read; answers the keys (`${actionId} ${deviceId}`) written. A pair
 * not written was changed meanwhile by another process, whose state stands.
 */
export async function writeStates(db: Conn, writes: readonly StateWrite[], now: Date): Promise<Set<string>> {
  if (!writes.length) return new Set();
  const column = <T>(pick: (w: StateWrite) => T) => writes.map(pick);
  const { rows } = await sql<{ action_id: string; device_id: string }>`
    with input as (
      select * from unnest(
        ${column((w) => w.actionId)}::uuid[],
        ${column((w) => w.deviceId)}::uuid[],
        ${column((w) => w.next.met)}::boolean[],
        ${column((w) => w.next.alerted)}::boolean[],
        ${column((w) => w.next.lastAlertAt?.toISOString() ?? null)}::timestamptz[],
        ${column((w) => w.expected.alerted)}::boolean[],
        ${column((w) => w.expected.lastAlertAt?.toISOString() ?? null)}::timestamptz[],
        ${column((w) => w.next.clearSince?.toISOString() ?? null)}::timestamptz[]
      ) as i (action_id, device_id, met, alerted, last_alert_at, expected_alerted, expected_last_alert_at,
              clear_since)
    ),
    updated as (
      update action_state s
      set met = i.met, alerted = i.alerted, last_alert_at = i.last_alert_at, clear_since = i.clear_since,
        updated_at = ${now}::timestamptz
      from input i
      where s.action_id = i.action_id and s.device_id = i.device_id
        and s.alerted = i.expected_alerted
        and s.last_alert_at is not distinct from i.expected_last_alert_at
      returning s.action_id, s.device_id
    ),
    inserted as (
      -- A missing row counts as the initial state.
      insert into action_state (action_id, device_id, met, alerted, last_alert_at, clear_since, updated_at)
      select i.action_id, i.device_id, i.met, i.alerted, i.last_alert_at, i.clear_since, ${now}::timestamptz
      from input i
      where not i.expected_alerted and i.expected_last_alert_at is null
        and not exists (
          select 1 from action_state s where s.action_id = i.action_id and s.device_id = i.device_id
        )
      on conflict (action_id, device_id) do nothing
      returning action_id, device_id
    )
    select action_id, device_id from updated
    union all
    select action_id, device_id from inserted`.execute(db);
  return new Set(rows.map((r) => `${r.action_id} ${r.device_id}`));
}

/** The stored state of each (action, device) pair, keyed `${actionId} ${deviceId}`. */
export async function loadStates(db: Conn, actionIds: string[], deviceIds: string[]) {
  const states = new Map<string, ActionState>();
  if (!actionIds.length) return states;
  const rows = await db
    .selectFrom('action_state')
    .select(['action_id', 'device_id', 'met', 'alerted', 'last_alert_at', 'clear_since'])
    .where('action_id', 'in', [...new Set(actionIds)])
    .where('device_id', 'in', [...new Set(deviceIds)])
    .execute();
  for (const r of rows)
    states.set(`${r.action_id} ${r.device_id}`, {
      met: r.met,
      alerted: r.alerted,
      lastAlertAt: r.last_alert_at,
      clearSince: r.clear_since,
    });
  return states;
}

/** Names and last places of devices, for messages. */
export async function deviceInfo(db: Conn, ids: string[]): Promise<Map<string, DeviceInfo>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'name', 'lat', 'lon'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The pairs a periodic check evaluates: enabled, unpaused alerts and webhooks of `alertType` with
 * their devices (those the extra condition keeps), with the stored state of each.
 */
async function scheduledCandidates(
  db: Conn,
  alertType: 'offline' | 'battery_forecast',
  extra: RawBuilder<boolean> | null,
) {
  let query = db
    .selectFrom('actions as a')
    .innerJoin('action_devices as ad', 'ad.action_id', 'a.id')
    .innerJoin('devices as d', (join) =>
      join.onRef('d.id', '=', 'ad.device_id').onRef('d.organisation_id', '=', 'a.organisation_id'),
    )
    .leftJoin('action_state as s', (join) =>
      join.onRef('s.action_id', '=', 'a.id').onRef('s.device_id', '=', 'ad.device_id'),
    )
    .where('a.enabled', '=', true)
    .where('a.paused_at', 'is', null)
    .where('a.alert_type', '=', alertType)
    .where('a.action_type', 'in', ['alert', 'webhook']);
  if (extra) query = query.where(extra);
  const rows = await query
    .select([
      ...ruleColumns,
      'ad.device_id',
      'd.last_seen_at',
      's.met',
      's.alerted',
      's.last_alert_at',
      's.clear_since',
    ])
    .execute();
  return rows.map((row) => ({
    rule: toRule(row),
    deviceId: row.device_id,
    lastSeenAt: row.last_seen_at,
    stored:
      row.met === null
        ? initialState
        : ({
            met: row.met,
            alerted: !!row.alerted,
            lastAlertAt: row.last_alert_at,
            clearSince: row.clear_since,
          } satisfies ActionState),
  }));
}

/**
 * The offline check's pairs (run every minute): enabled, unpaused offline alerts and webhooks
 * whose devices have been silent their N minutes, with the stored state of each.
 */
export const offlineCandidates = (db: Conn, at: Date) =>
  scheduledCandidates(
    db,
    'offline',
    sql<boolean>`d.last_seen_at <= ${at}::timestamptz - a.threshold * interval '1 minute'`,
  );

/** The battery forecast check's pairs (issue 30 item 4): every device of such an alert or webhook. */
export const forecastCandidates = (db: Conn) => scheduledCandidates(db, 'battery_forecast', null);
