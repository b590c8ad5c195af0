import type { AlertType } from '@pinpoint/shared';
import type pg from 'pg';
import { type ChangeListener, listenForChanges } from '../../../db/change-listener.ts';
import type { Db } from '../../../db/database.ts';
import type { JobLog } from '../../../jobs/definition.ts';
import type { ActionRule } from './evaluate.ts';

/** Fired by triggers on actions and action_devices (migration 0006) at every change. */
export const ACTIONS_CHANGED_CHANNEL = 'pinpoint_actions_changed';

const TTL_MS = 60_000;
const MAX_ENTRIES = 200_000;

/** The columns an ActionRule is read from; also used by the offline check. */
export const ruleColumns = [
  'a.id',
  'a.organisation_id',
  'a.name',
  'a.action_type',
  'a.alert_type',
  'a.comparison',
  'a.threshold',
  'a.geofence_id',
  'a.repeat_minutes',
  'a.repeat_mode',
  'a.window_start',
  'a.window_end',
  'a.clear_threshold',
  'a.clear_minutes',
] as const;

type RuleRow = {
  id: string;
  organisation_id: string;
  name: string;
  action_type: ActionRule['actionType'];
  alert_type: string | null;
  comparison: ActionRule['comparison'];
  threshold: number | null;
  geofence_id: string | null;
  repeat_minutes: number;
  repeat_mode: ActionRule['repeatMode'];
  window_start: string | null;
  window_end: string | null;
  clear_threshold: number | null;
  clear_minutes: number;
};

export const toRule = (row: RuleRow): ActionRule => ({
  id: row.id,
  organisationId: row.organisation_id,
  name: row.name,
  actionType: row.action_type,
  alertType: row.alert_type as AlertType | null,
  comparison: row.comparison,
  threshold: row.threshold,
  geofenceId: row.geofence_id,
  repeatMinutes: row.repeat_minutes,
  repeatMode: row.repeat_mode,
  windowStart: row.window_start,
  windowEnd: row.window_end,
  clearThreshold: row.clear_threshold,
  clearMinutes: row.clear_minutes,
});

/**
 * The enabled actions assigned to each device, kept in memory so an uplink of a
 * device costs no query once its entry is loaded (devices with no actions are
 * remembered too). Any change anywhere empties the cache: every process
 * LISTENs on ACTIONS_CHANGED_CHANNEL; entries also expire after a minute in
 * case a notification was lost with a connection.
 */
export function createActionCache(db: Db, pool: pg.Pool, log: JobLog, now: () => number = Date.now) {
  const entries = new Map<string, { rules: ActionRule[]; loadedAt: number }>();
  let generation = 0;
  let listener: ChangeListener | undefined;
  let closed = false;

  function invalidate() {
    generation++;
    entries.clear();
  }

  /** The rules of those devices from the database; remembered unless a change came in meanwhile. */
  async function load(deviceIds: string[]): Promise<Map<string, ActionRule[]>> {
    const started = generation;
    const rows = await db
      .selectFrom('action_devices as ad')
      .innerJoin('actions as a', 'a.id', 'ad.action_id')
      // A device moved to another organisation leaves the old organisation's actions behind.
      .innerJoin('devices as d', (join) =>
        join.onRef('d.id', '=', 'ad.device_id').onRef('d.organisation_id', '=', 'a.organisation_id'),
      )
      .where('ad.device_id', 'in', deviceIds)
      .where('a.enabled', '=', true)
      // A paused destination (issue 28.5) is skipped like a disabled action until it is resumed.
      .where('a.paused_at', 'is', null)
      .select(['ad.device_id', ...ruleColumns])
      .execute();
    const loaded = new Map<string, ActionRule[]>(deviceIds.map((id) => [id, []]));
    for (const row of rows) loaded.get(row.device_id)?.push(toRule(row));
    if (generation === started) {
      if (entries.size + deviceIds.length > MAX_ENTRIES) entries.clear();
      const loadedAt = now();
      for (const [id, rules] of loaded) entries.set(id, { rules, loadedAt });
    }
    return loaded;
  }

  async function listen() {
    if (closed || listener) return;
    listener = await listenForChanges(
      pool,
      ACTIONS_CHANGED_CHANNEL,
      { onChange: invalidate, onLost: invalidate },
      log,
    );
    if (closed) await listener.close();
  }

  return {
    /** The rules of each device, loading those not in memory in one query. */
    async forDevices(deviceIds: string[]): Promise<Map<string, ActionRule[]>> {
      const fresh = now() - TTL_MS;
      const result = new Map<string, ActionRule[]>();
      const missing: string[] = [];
      for (const id of new Set(deviceIds)) {
        const entry = entries.get(id);
        if (entry && entry.loadedAt >= fresh) result.set(id, entry.rules);
        else missing.push(id);
      }
      if (missing.length) for (const [id, rules] of await load(missing)) result.set(id, rules);
      return result;
    },
    invalidate,
    listen,
    async close() {
      closed = true;
      await listener?.close();
      listener = undefined;
    },
  };
}

export type ActionCache = ReturnType<typeof createActionCache>;
