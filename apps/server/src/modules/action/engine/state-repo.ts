import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ActionState } from './evaluate.ts';
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
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['action_id', 'device_id'])
        .doUpdateSet((eb) => ({
          met: eb.ref('excluded.met'),
          alerted: eb.ref('excluded.alerted'),
          last_alert_at: eb.ref('excluded.last_alert_at'),
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

/** The stored state of each (action, device) pair, keyed `${actionId} ${deviceId}`. */
export async function loadStates(db: Conn, actionIds: string[], deviceIds: string[]) {
  const states = new Map<string, ActionState>();
  if (!actionIds.length) return states;
  const rows = await db
    .selectFrom('action_state')
    .select(['action_id', 'device_id', 'met', 'alerted', 'last_alert_at'])
    .where('action_id', 'in', [...new Set(actionIds)])
    .where('device_id', 'in', [...new Set(deviceIds)])
    .execute();
  for (const r of rows)
    states.set(`${r.action_id} ${r.device_id}`, {
      met: r.met,
      alerted: r.alerted,
      lastAlertAt: r.last_alert_at,
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
