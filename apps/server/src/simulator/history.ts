import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import { parseTtn } from '../ingest/formats/ttn.ts';
import { type BatteryRange, interpret, type KnownDevice } from '../ingest/interpret.ts';
import { mergeStateUpdates } from '../ingest/pipeline.ts';
import { type StoredItem, writeGroup } from '../ingest/store.ts';
import type { NormalisedMessage } from '../ingest/uplink.ts';
import { type SimulatedDevice, type SimulatedKind, ttnWebhookBody, type Uplink, uplinkAt } from './fleet.ts';

/** How far back a new demo organisation's history goes. */
export const HISTORY_DAYS = 7;

/**
 * How each kind reports in the back-fill, as such devices do by default: sensors every 20
 * minutes (the LHT65's default), trackers every 6 (not a divisor of the vans' 40-minute round, so
 * each round's fixes fall on other points of the street), and event sensors (door, leak, button)
 * when their state changes (looked for every `step` seconds, shorter than the shortest event)
 * plus an hourly heartbeat. Far fewer rows than the live 5 s keep a sign-up's back-fill short.
 */
const plans: Record<SimulatedKind, { step: number; heartbeat: number; watch?: string }> = {
  tracker: { step: 360, heartbeat: 360 },
  fridge: { step: 1200, heartbeat: 1200 },
  freezer: { step: 1200, heartbeat: 1200 },
  co2: { step: 1200, heartbeat: 1200 },
  // A door stays open a minute or more, a button is held 30 s, a leak lasts 10 minutes.
  door: { step: 60, heartbeat: 3600, watch: 'door_open' },
  leak: { step: 300, heartbeat: 3600, watch: 'leak' },
  button: { step: 30, heartbeat: 3600, watch: 'button' },
};

/** The uplinks `device` sent in [from, to) (Unix seconds), oldest first: what the live simulator would have sent. */
export function historyOf(device: SimulatedDevice, from: number, to: number) {
  const plan = plans[device.kind];
  const sent: Array<{ t: number; uplink: Uplink }> = [];
  let last: { t: number; state: unknown } | undefined;
  for (let t = Math.ceil(from / plan.step) * plan.step; t < to; t += plan.step) {
    const uplink = uplinkAt(device, t);
    const state = plan.watch ? uplink.decoded?.[plan.watch] : undefined;
    if (last && t - last.t < plan.heartbeat && state === last.state) continue;
    sent.push({ t, uplink });
    last = { t, state };
  }
  return sent;
}

/**
 * A tracker's fix in the back-fill carries its status (battery, motion) once an hour only, as
 * trackers that report their status apart from their position do: the battery moves by a fraction
 * of a millivolt a day, the speed says whether it moves, and two readings a fix would be half the
 * back-fill's rows.
 */
function slimmed(kind: SimulatedKind, uplink: Uplink, t: number): Uplink {
  if (kind !== 'tracker' || t % 3600 < plans.tracker.step || !uplink.decoded) return uplink;
  const { battery: _battery, motion: _motion, ...decoded } = uplink.decoded;
  return { ...uplink, decoded };
}

/** How many of ttnWebhookBody's radio patterns (RSSI and SNR by frame counter) the history uses. */
const RADIO_CYCLE = 10;

export type HistoryDevice = { simulated: SimulatedDevice; known: KnownDevice };

/**
 * Turns each device's history into the rows ingest would have stored, through the real The Things
 * Stack parser and interpreter, so the back-fill reads exactly like the live uplinks that follow.
 * Each frame carries its own id (`demo-history:…`): never a duplicate of a live uplink.
 */
export function historyItems(
  devices: HistoryDevice[],
  now: Date,
  battery: BatteryRange,
  days = HISTORY_DAYS,
): StoredItem[] {
  const to = Math.floor(now.getTime() / 1000);
  const from = to - days * 86_400;
  const items: StoredItem[] = [];
  for (const { simulated, known } of devices) {
    // The parser's answer differs from frame to frame only by time, counter, payload and radio:
    // parse a few radio patterns once each, not every frame.
    const parsed = new Map<number, NormalisedMessage | undefined>();
    historyOf(simulated, from, to).forEach(({ t, uplink: sent }, fCnt) => {
      const uplink = slimmed(simulated.kind, sent, t);
      const at = new Date(t * 1000);
      const radio = fCnt % RADIO_CYCLE;
      if (!parsed.has(radio))
        parsed.set(radio, parseTtn(ttnWebhookBody(simulated, uplink, fCnt, at), at)[0] as NormalisedMessage);
      const template = parsed.get(radio);
      if (template?.kind !== 'uplink') return;
      const message: NormalisedMessage = {
        ...template,
        receivedAt: at,
        fCnt,
        fPort: uplink.fPort,
        payload: uplink.payload && new Uint8Array(uplink.payload),
        decoded: uplink.decoded,
        dedupKey: `demo-history:${t}`,
      };
      items.push({ device: known, result: interpret(message, known, battery), source: 'ttn' });
    });
  }
  return items;
}

/**
 * Writes the history in one set-based statement (ingest's own group write: frames, readings,
 * positions by unnest, then the devices' state from their newest item). The rows land in their
 * month's partition, or the default partition for a month the retention job has not made yet.
 */
export async function writeHistory(db: Db, items: StoredItem[]): Promise<void> {
  if (!items.length) return;
  // writeGroup speaks to a pg client (a named statement: the text and its parameters); Kysely runs
  // the same text and parameters, unnamed (once a sign-up).
  const client = {
    query: ({ text, values }: { text: string; values: unknown[] }) =>
      db.executeQuery(CompiledQuery.raw(text, values)),
  } as unknown as pg.PoolClient;
  await writeGroup(client, {
    stored: items,
    states: mergeStateUpdates(items),
    unknown: [],
    notify: { channel: 'pinpoint_demo_history', payloads: [], keys: [] },
  });
}
