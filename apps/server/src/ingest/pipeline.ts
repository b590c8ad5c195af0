import { hash } from 'node:crypto';
import type { DeviceUpdate } from '@pinpoint/shared';
import type pg from 'pg';
import { DATABASE_WAIT_MS } from '../db/database.ts';
import { withinDatabaseWait } from '../lib/database-unavailable.ts';
import { AppError } from '../lib/errors.ts';
import { createBatcher } from './batcher.ts';
import {
  type BatteryRange,
  currentReadings,
  type InterpretedReading,
  interpret,
  type KnownDevice,
  type ReplacedTime,
} from './interpret.ts';
import { networkIdsOf } from './network-device.ts';
import {
  type DeviceRow,
  findDevices,
  findRecentDuplicates,
  learnFieldIds,
  type StateUpdate,
  type StoredItem,
  textKeysWhileIndexBuilds,
  writeGroup,
} from './store.ts';
import type { TrackerProtocol } from './trackers/codec.ts';
import { summariseUplink, type UnknownUplink } from './unknown-inbox.ts';
import { checkStorable, implausibleTime, type NormalisedMessage } from './uplink.ts';

export type IngestSource =
  | 'ttn'
  | 'chirpstack'
  | 'helium'
  | 'osmand'
  | 'owntracks'
  | 'http'
  | 'mqtt'
  // cellular trackers (issue 26), by protocol
  | TrackerProtocol;

export type IngestRequest = {
  message: NormalisedMessage;
  source: IngestSource;
  /** The organisation of the ingest key that sent it: only its devices match. Undefined for device-token senders. */
  organisationId?: string;
  /**
   * The message went through `check` already (a request's messages are all checked before any is
   * submitted): not checked again. Trackers and others that submit directly leave it unset.
   */
  checked?: boolean;
};

export type IngestOutcome =
  | { status: 'stored'; deviceId: string }
  | { status: 'duplicate'; deviceId: string }
  | { status: 'unknown_device'; identity: string };

/** A request as queued: with our receive time where the sender's time could not be right. */
type Queued = IngestRequest & { replaced?: ReplacedTime };
/** What a group answers each request: its outcome, or the error that failed it alone. */
type Result = IngestOutcome | { status: 'failed'; error: unknown };

/** A device's change, published to live subscribers after the commit (the shared live contract). */
export type { DeviceUpdate };

export const LIVE_CHANNEL = 'pinpoint_live';

/** Network servers send their codec's decoded object; every other sender is the device itself. */
const networkServers: ReadonlySet<IngestSource> = new Set(['ttn', 'chirpstack', 'helium', 'mqtt']);
const senderOf = (source: IngestSource) => (networkServers.has(source) ? 'n' : 'd');
const DUPLICATE_WINDOW_MINUTES = 10;

export const hashDeviceToken = (token: string) => hash('sha256', token, 'hex');

function identityOf(message: NormalisedMessage): {
  devEui?: string;
  tokenHash?: string;
  imei?: string;
  label: string;
} {
  if ('imei' in message && message.imei) return { imei: message.imei, label: `imei:${message.imei}` };
  if (message.devEui) return { devEui: message.devEui.toUpperCase(), label: message.devEui.toUpperCase() };
  if ('deviceId' in message && message.deviceId) {
    return { tokenHash: hashDeviceToken(message.deviceId), label: `token:${message.deviceId.slice(0, 4)}…` };
  }
  return { label: 'none' };
}

/**
 * Everything a group changes on one device, newest values winning. Late items
 * (measured before the device's latest state) change nothing but the join epoch.
 */
export function mergeStateUpdates(stored: StoredItem[]): StateUpdate[] {
  const byDevice = new Map<string, StateUpdate>();
  for (const { device, result, late, before, fixBefore, network } of stored) {
    let u = byDevice.get(device.id);
    if (!u) {
      u = {
        deviceId: device.id,
        seenAt: null,
        locationAt: null,
        rejoin: false,
        batteryMv: null,
        batteryPct: null,
        temperature: null,
        lat: null,
        lon: null,
        state: {},
        events: null,
        network: null,
      };
      byDevice.set(device.id, u);
    }
    u.rejoin ||= result.rejoin;
    // The item's own object when it is the device's first with ids (never changed in place).
    if (network) u.network = u.network ? { ...u.network, ...network } : network;
    // A momentary reading (a tracker's alarm, a press-only button's press) is its uplink's event,
    // not a state to keep: only each field's latest occurrence, shown as the device's last event.
    // A late item's count too (a tracker's buffered alarm sent after its live position): the
    // newest occurrence wins here and in the update (store.ts), whatever order they came in.
    for (const r of result.readings) if (r.momentary) keepLatestEvent(u, r, result.frame.receivedAt);
    if (late) continue;
    // Not late: at or after every earlier current item of the device, so later ones win.
    u.seenAt = result.frame.receivedAt;
    for (const r of currentReadings(result, before ?? null)) {
      if (r.momentary) continue;
      u.state[r.field] = r.value;
      if (r.field === 'battery_mv') u.batteryMv = r.value;
      if (r.field === 'battery_pct') u.batteryPct = r.value;
      if (r.field === 'temperature') u.temperature = r.value;
    }
    // A fix taken before the device's current one (or the group's newer one) is history only.
    const fix = result.position;
    if (fix && !stale(fix, fixBefore) && !stale(fix, u.locationAt)) {
      u.lat = fix.lat;
      u.lon = fix.lon;
      u.locationAt = fix.time;
    }
  }
  return [...byDevice.values()].filter((u) => u.seenAt !== null || u.rejoin || u.network || u.events);
}

/** Keeps a momentary reading as the device's last event of its field unless one newer is kept. */
function keepLatestEvent(u: StateUpdate, r: InterpretedReading, receivedAt: Date) {
  const at = (r.time ?? receivedAt).toISOString();
  const kept = u.events?.[r.field];
  // ISO 8601 times in UTC, all of one length here: they compare as text.
  if (kept && kept.at > at) return;
  u.events ??= {};
  u.events[r.field] = { value: r.value, at };
}

/** Whether a fix was taken before the device's current position (at `current`). */
const stale = (fix: { time: Date }, current: Date | null | undefined) => !!current && fix.time < current;

/** What subscribers and the actions engine see as the devices' current state: never a late item. */
const isLive = (s: StoredItem) => s.result.frame.kind !== 'join' && !s.late;

function liveUpdate({ device, result, before, fixBefore }: StoredItem): DeviceUpdate {
  const current = currentReadings(result, before ?? null);
  const events = current.filter((r) => r.momentary);
  return {
    organisationId: device.organisationId,
    deviceId: device.id,
    lastSeenAt: result.frame.receivedAt.toISOString(),
    readings: Object.fromEntries(current.filter((r) => !r.momentary).map((r) => [r.field, r.value])),
    // Momentary readings apart: the actions engine meets them, the device's state does not keep them.
    ...(events.length ? { events: Object.fromEntries(events.map((r) => [r.field, r.value])) } : {}),
    ...(result.position && !stale(result.position, fixBefore)
      ? {
          position: {
            lat: result.position.lat,
            lon: result.position.lon,
            speed: result.position.speed,
            heading: result.position.heading,
            accuracy: result.position.accuracy,
            time: result.position.time.toISOString(),
            ...(result.position.source === 'network' ? { source: 'network' as const } : {}),
          },
        }
      : {}),
  };
}

export type PipelineOptions = {
  battery: BatteryRange;
  windowMs?: number;
  /** Groups in the database at once (see below); 2 unless given. */
  lanes?: number;
  /**
   * Called after each group commits, off the request path (geofences, actions), with the
   * group's outbox row when it was written with one (`outboxOwner`).
   */
  onCommitted?: (updates: DeviceUpdate[], outboxId?: string) => void;
  /**
   * This process's outbox owner (ingest/outbox.ts): each group keeps its live updates in a row
   * of its own until `onCommitted`'s work deletes it, so a process killed before that work is
   * done leaves it for another. Without it, nothing is kept.
   */
  outboxOwner?: number;
  /** How far a sender's time may be ahead of ours before ours replaces it; 5 minutes unless given. */
  futureToleranceMs?: number;
  /** How long a request waits for its group before it fails as database-unavailable; the pool's connection timeout unless given. */
  waitMs?: number;
  /** Told of each group written (metrics): its uplinks, its time in the database, its stored undecodable frames. */
  onGroup?: (group: { size: number; seconds: number; decodeErrors: number }) => void;
};

/**
 * Whether a failed group write may be the data's fault, so worth retrying
 * without some of its items: not when the connection or the server failed.
 */
function isolatable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return !(typeof code === 'string' && (/^(08|53|57|58|XX)/.test(code) || code.startsWith('E')));
}

/** The error one item failed with, alone: a value the database refused is the sender's 400. */
function refusal(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^(22|54)/.test(code)) {
    return new AppError(400, 'bad_request', `The uplink could not be stored: ${(err as Error).message}`);
  }
  return err;
}

/** One request's share of a group write: the frame it stores, or the unknown device it counts. */
type Unit = {
  index: number;
  item?: StoredItem;
  unknown?: { source: string; identity: string } & Partial<UnknownUplink>;
};

/**
 * The ingest pipeline (DESIGN 5): identify, drop duplicates, decode, store
 * frames, readings, positions and the latest state, all in one statement (so
 * one transaction) a group, then tell live subscribers through NOTIFY (sent by
 * PostgreSQL at commit). `submit` resolves only after the commit, so an
 * answered uplink is never lost.
 */
export function createIngestPipeline(pool: pg.Pool, options: PipelineOptions) {
  const textKeys = textKeysWhileIndexBuilds();
  /** Reading fields' ids by name, learnt as uplinks name them (store.ts learnFieldIds). */
  const fieldIds = new Map<string, number>();
  /**
   * Writes the units in one statement. If it fails for their data, the halves
   * are written apart, down to the one unit at fault: a bad item fails its own
   * request only, never its neighbours' (often other organisations').
   */
  async function write(
    client: pg.PoolClient,
    units: Unit[],
    results: Result[],
    withText: boolean,
  ): Promise<void> {
    const stored = units.flatMap((u) => (u.item ? [u.item] : []));
    const live = stored.filter(isLive);
    const committed = live.map(liveUpdate);
    const keyOf = (s: StoredItem) => `${s.device.id} ${s.result.frame.dedupKey}`;
    let inserted: Set<string>;
    let outboxId: string | null;
    try {
      ({ inserted, outboxId } = await writeGroup(client, {
        stored,
        states: mergeStateUpdates(stored),
        unknown: units.flatMap((u) => (u.unknown ? [u.unknown] : [])),
        textKeys: withText,
        fieldIds,
        notify: {
          channel: LIVE_CHANNEL,
          payloads: committed.map((u) => JSON.stringify(u)),
          keys: live.map((s) => ({ deviceId: s.device.id, dedup: s.result.frame.dedup })),
        },
        ...(options.outboxOwner === undefined ? {} : { outbox: { owner: options.outboxOwner } }),
      }));
    } catch (err) {
      if (units.length > 1 && isolatable(err)) {
        const half = Math.ceil(units.length / 2);
        await write(client, units.slice(0, half), results, withText);
        await write(client, units.slice(half), results, withText);
        return;
      }
      const error = units.length === 1 ? refusal(err) : err;
      for (const u of units) results[u.index] = { status: 'failed', error };
      return;
    }
    // Stored meanwhile by another process (the unique dedup key, migration 0021): a duplicate here.
    for (const u of units)
      if (u.item && !inserted.has(keyOf(u.item)))
        results[u.index] = { status: 'duplicate', deviceId: u.item.device.id };
    const fresh = committed.filter((_, i) => inserted.has(keyOf(live[i] as StoredItem)));
    if (fresh.length) options.onCommitted?.(fresh, outboxId ?? undefined);
  }

  async function run(requests: Queued[]): Promise<Result[]> {
    const startedAt = performance.now();
    const client = await pool.connect();
    try {
      const identities = requests.map((r) => identityOf(r.message));
      const devices = await findDevices(
        client,
        identities.flatMap((i) => (i.devEui ? [i.devEui] : [])),
        identities.flatMap((i) => (i.tokenHash ? [i.tokenHash] : [])),
        identities.flatMap((i) => (i.imei ? [i.imei] : [])),
      );
      const byEui = new Map(devices.filter((d) => d.devEui).map((d) => [d.devEui as string, d]));
      const byToken = new Map(devices.filter((d) => d.tokenHash).map((d) => [d.tokenHash as string, d]));
      const byImei = new Map(devices.filter((d) => d.imei).map((d) => [d.imei as string, d]));
      const epochs = new Map(devices.map((d) => [d.id, d.fcntEpoch]));
      // The time of each device's latest state, moved on by the group's own items in arrival order.
      const latest = new Map(devices.map((d) => [d.id, d.lastSeenAt]));
      // And of each device's current position, moved on by the group's fixes taken after it.
      const latestFix = new Map(devices.map((d) => [d.id, d.locationAt]));

      const matched = requests.map((request, i): DeviceRow | undefined => {
        const id = identities[i] as ReturnType<typeof identityOf>;
        const device = id.imei
          ? byImei.get(id.imei)
          : id.devEui
            ? byEui.get(id.devEui)
            : id.tokenHash
              ? byToken.get(id.tokenHash)
              : undefined;
        // A key of one organisation never reaches another organisation's device.
        return device && (!request.organisationId || request.organisationId === device.organisationId)
          ? device
          : undefined;
      });

      // Interpret in order: a join inside the group moves later uplinks of that device to the new epoch.
      const interpreted = requests.map((request, i) => {
        const device = matched[i];
        if (!device) return undefined;
        const known: KnownDevice = { ...device, fcntEpoch: epochs.get(device.id) ?? device.fcntEpoch };
        const result = interpret(
          request.message,
          known,
          options.battery,
          request.replaced,
          senderOf(request.source),
        );
        if (result.rejoin) epochs.set(device.id, known.fcntEpoch + 1);
        const item: StoredItem = {
          device: known,
          result,
          source: request.source,
          network: networkIdsOf(request.message.network),
        };
        return item;
      });

      const candidates = interpreted.filter((x) => x !== undefined);
      const already = await findRecentDuplicates(
        client,
        candidates.map((c) => ({
          deviceId: c.device.id,
          dedupKey: c.result.frame.dedupKey,
          dedup: c.result.frame.dedup,
          receivedAt: c.result.frame.receivedAt,
        })),
        DUPLICATE_WINDOW_MINUTES,
      );
      const results: Result[] = [];
      const units: Unit[] = [];
      interpreted.forEach((item, i) => {
        if (!item) {
          const { label: identity, devEui } = identities[i] as ReturnType<typeof identityOf>;
          const { source, organisationId, message } = requests[i] as Queued;
          results.push({ status: 'unknown_device', identity });
          // Sent with an organisation's key: kept in that organisation's inbox too (issue 17).
          const inbox =
            organisationId && devEui ? { organisationId, devEui, summary: summariseUplink(message) } : {};
          units.push({ index: i, unknown: { source, identity, ...inbox } });
          return;
        }
        const key = `${item.device.id} ${item.result.frame.dedupKey}`;
        if (already.has(key)) {
          results.push({ status: 'duplicate', deviceId: item.device.id });
          return;
        }
        already.add(key);
        // Late: measured before the device's latest state. Kept for history, flagged, and
        // changing no current state (readings, position, last seen, live updates, alerts).
        const time = item.result.frame.receivedAt;
        const before = latest.get(item.device.id);
        item.before = before ?? null;
        if (before && time < before) {
          item.late = true;
          item.result.frame.timeFlag ??= 'late';
        } else {
          latest.set(item.device.id, time);
          const fix = item.result.position;
          item.fixBefore = latestFix.get(item.device.id) ?? null;
          if (fix && !stale(fix, item.fixBefore)) latestFix.set(item.device.id, fix.time);
        }
        units.push({ index: i, item });
        results.push({ status: 'stored', deviceId: item.device.id });
      });

      // A name PostgreSQL refuses must fail its own uplink only: the group statement then looks the
      // ids up itself, and a failing write is halved down to the item at fault.
      await learnFieldIds(
        client,
        units.flatMap((u) => u.item?.result.readings.map((r) => r.field) ?? []),
        fieldIds,
      ).catch(() => undefined);
      await write(client, units, results, units.some((u) => u.item) && (await textKeys(client)));
      options.onGroup?.({
        size: requests.length,
        seconds: (performance.now() - startedAt) / 1000,
        decodeErrors: units.filter(
          (u) => u.item?.result.frame.decodeError && results[u.index]?.status === 'stored',
        ).length,
      });
      return results;
    } finally {
      client.release();
    }
  }

  // Two groups can be in the database at once, one a lane, so the database works on one while
  // this process parses the next requests: on two cores that is a third more uplinks a second
  // (bench/README.md). An identity (Dev EUI or token) always maps to the same lane, so a device's
  // uplinks still commit in arrival order and its duplicates meet in the same group or a later one.
  // (A device given both a Dev EUI and a token is reached through two lanes, as it would be
  // through two server processes.)
  const lanes = Array.from({ length: options.lanes ?? 2 }, () =>
    createBatcher(run, { windowMs: options.windowMs ?? 2, maxItems: 500 }),
  );
  const laneOf = (request: IngestRequest) => {
    const { label } = identityOf(request.message);
    let h = 0;
    for (let i = 0; i < label.length; i++) h = (h * 31 + label.charCodeAt(i)) | 0;
    return lanes[Math.abs(h) % lanes.length] as (typeof lanes)[number];
  };
  const futureToleranceMs = options.futureToleranceMs ?? 5 * 60_000;
  // A database that takes connections but never answers would hold a group, and every request
  // queued behind it in its lane, for as long as it stays so: each request stops waiting here.
  const waitMs = options.waitMs ?? (pool.options?.connectionTimeoutMillis || DATABASE_WAIT_MS);
  return {
    /**
     * Checks every message of a request before any is submitted (IngestParseError
     * for one the database could not store), so a request is stored whole or not at all.
     */
    check(messages: NormalisedMessage[]): NormalisedMessage[] {
      for (const message of messages) checkStorable(message);
      return messages;
    },
    /**
     * Resolves after the message's group commits. Rejects for this message
     * alone when it cannot be stored. A time ahead of ours by more than the
     * tolerance, or at a clock's epoch, or a GPS rollover back, is replaced by
     * our receive time and the frame flagged.
     */
    submit(request: IngestRequest): Promise<IngestOutcome> {
      try {
        if (!request.checked) checkStorable(request.message);
      } catch (err) {
        return Promise.reject(err);
      }
      const now = new Date();
      const flag = implausibleTime(request.message.receivedAt, now, futureToleranceMs);
      const queued: Queued = flag ? { ...request, replaced: { receivedAt: now, flag } } : request;
      const outcome = laneOf(request)
        .submit(queued)
        .then((result) => {
          if (result.status === 'failed') throw result.error;
          return result;
        });
      return withinDatabaseWait(outcome, waitMs);
    },
    flush: async () => {
      await Promise.all(lanes.map((lane) => lane.flush()));
    },
  };
}

export type IngestPipeline = ReturnType<typeof createIngestPipeline>;
