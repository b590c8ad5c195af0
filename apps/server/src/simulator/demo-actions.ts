import type { AlertType } from '@pinpoint/shared';
import type { Db } from '../db/database.ts';
import type { StoredItem } from '../ingest/store.ts';
import type { ActionRule } from '../modules/action/engine/evaluate.ts';
import { alertText } from '../modules/action/engine/message.ts';
import type { SimulatedKind } from './fleet.ts';

/** The demo lives in Toronto: its alerts say Toronto's time. */
const DEMO_TIME_ZONE = 'America/Toronto';

type DemoAction = {
  kind: SimulatedKind;
  name: string;
  alertType: AlertType;
  comparison: 'above' | null;
  threshold: number | null;
  field: string;
};

/**
 * The demo's alerts, each on one device, chosen to fire now and then: a freezer warmer than
 * -13.5 °C (a door left open during a defrost) and the front desk's SOS button.
 */
const demoActions: DemoAction[] = [
  {
    kind: 'freezer',
    name: 'Freezer too warm (demo)',
    alertType: 'temperature',
    comparison: 'above',
    threshold: -13.5,
    field: 'temperature',
  },
  {
    kind: 'button',
    name: 'SOS button pressed (demo)',
    alertType: 'button',
    comparison: null,
    threshold: null,
    field: 'button',
  },
];

type Firing = { at: Date; value: number };

/**
 * When an action would have fired over the history, as the engine decides it: a threshold once
 * each time it is crossed (repeat mode 'close'), an event on each uplink that carries it.
 * Answers the firings and whether the condition holds at the end.
 */
function firingsOf(action: DemoAction, items: StoredItem[]): { firings: Firing[]; met: boolean } {
  const firings: Firing[] = [];
  let met = false;
  for (const { result } of items) {
    const reading = result.readings.find((r) => r.field === action.field);
    if (!reading) continue;
    const now =
      action.comparison === 'above' && action.threshold !== null
        ? reading.value > action.threshold
        : reading.value !== 0;
    const fires = action.comparison ? now && !met : now;
    if (fires) firings.push({ at: result.frame.receivedAt, value: reading.value });
    met = now;
  }
  return { firings, met };
}

/**
 * Gives a demo organisation its alert actions and what they fired over the back-filled history:
 * log lines at their own times, the actions' counters, each device's last alert, and the state
 * the engine continues from, so the next live uplink alerts only on a new crossing.
 */
export async function seedDemoActions(
  db: Db,
  organisationId: string,
  devices: Array<{ id: string; name: string; kind: SimulatedKind }>,
  items: StoredItem[],
): Promise<void> {
  for (const action of demoActions) {
    const device = devices.find((d) => d.kind === action.kind);
    if (!device) continue;
    const own = items.filter((item) => item.device.id === device.id);
    const { firings, met } = firingsOf(action, own);
    const last = firings.at(-1);
    const row = await db
      .insertInto('actions')
      .values({
        organisation_id: organisationId,
        name: action.name,
        action_type: 'alert',
        alert_type: action.alertType,
        comparison: action.comparison,
        threshold: action.threshold,
        repeat_mode: 'close',
        times_triggered: firings.length,
        last_triggered_at: last?.at ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('action_devices').values({ action_id: row.id, device_id: device.id }).execute();
    if (!last) continue;
    const rule: ActionRule = {
      id: row.id,
      organisationId,
      name: action.name,
      actionType: 'alert',
      alertType: action.alertType,
      comparison: action.comparison,
      threshold: action.threshold,
      geofenceId: null,
      repeatMinutes: 0,
      repeatMode: 'close',
      windowStart: null,
      windowEnd: null,
      clearThreshold: null,
      clearMinutes: 0,
    };
    const info = { id: device.id, name: device.name, lat: null, lon: null };
    await db
      .insertInto('action_logs')
      .values(
        firings.map((f) => ({
          organisation_id: organisationId,
          action_id: row.id,
          event: 'fired' as const,
          device_id: device.id,
          value: f.value,
          message: alertText(
            { rule, device: info, value: f.value, firedAt: f.at, update: null },
            DEMO_TIME_ZONE,
            '',
          ),
          created_at: f.at,
        })),
      )
      .execute();
    await db
      .insertInto('action_state')
      .values({
        action_id: row.id,
        device_id: device.id,
        met,
        alerted: met,
        last_alert_at: last.at,
      })
      .execute();
    await db
      .updateTable('devices')
      .set({ last_alert_at: last.at })
      .where('id', '=', device.id)
      .where('organisation_id', '=', organisationId)
      .execute();
  }
}
