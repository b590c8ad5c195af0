import { createHash } from 'node:crypto';
import type { DeviceUpdate } from '@pinpoint/shared';
import type pg from 'pg';
import { createBatcher } from './batcher.ts';
import { type BatteryRange, interpret, type KnownDevice } from './interpret.ts';
import {
  type DeviceRow,
  findDevices,
  findRecentDuplicates,
  type StateUpdate,
  type StoredItem,
  writeGroup,
} from './store.ts';
import type { NormalisedMessage } from './uplink.ts';

export type IngestSource = 'ttn' | 'chirpstack' | 'helium' | 'osmand' | 'owntracks' | 'http' | 'mqtt';

export type IngestRequest = {
  message: NormalisedMessage;
  source: IngestSource;
  /** The organisation of the ingest key that sent it: only its devices match. Undefined for device-token senders. */
  organisationId?: string;
};

export type IngestOutcome =
  | { status: 'stored'; deviceId: string }
  | { status: 'duplicate'; deviceId: string }
  | { status: 'unknown_device'; identity: string };

/** A device's change, published to live subscribers after the commit (the shared live contract). */
export type { DeviceUpdate };

export const LIVE_CHANNEL = 'pinpoint_live';
const DUPLICATE_WINDOW_MINUTES = 10;

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

function identityOf(message: NormalisedMessage): { devEui?: string; tokenHash?: string; label: string } {
  if (message.devEui) return { devEui: message.devEui.toUpperCase(), label: message.devEui.toUpperCase() };
  if ('deviceId' in message && message.deviceId) {
    return { tokenHash: hashDeviceToken(message.deviceId), label: `token:${message.deviceId.slice(0, 4)}…` };
  }
  return { label: 'none' };
}

/** Everything a group changes on one device, newest values winning. */
function mergeStateUpdates(stored: StoredItem[]): StateUpdate[] {
  const byDevice = new Map<string, StateUpdate>();
  for (const { device, result } of stored) {
    const time = result.frame.receivedAt;
    const u = byDevice.get(device.id) ?? {
      deviceId: device.id,
      seenAt: time,
      rejoin: false,
      batteryMv: null,
      batteryPct: null,
      temperature: null,
      lat: null,
      lon: null,
      state: {},
    };
    if (time > u.seenAt) u.seenAt = time;
    u.rejoin ||= result.rejoin;
    for (const r of result.readings) {
      u.state[r.field] = r.value;
      if (r.field === 'battery_mv') u.batteryMv = r.value;
      if (r.field === 'battery_pct') u.batteryPct = r.value;
      if (r.field === 'temperature') u.temperature = r.value;
    }
    if (result.position) {
      u.lat = result.position.lat;
      u.lon = result.position.lon;
    }
    byDevice.set(device.id, u);
  }
  return [...byDevice.values()];
}

function liveUpdates(stored: StoredItem[]): DeviceUpdate[] {
  return stored
    .filter((s) => s.result.frame.kind !== 'join')
    .map(({ device, result }) => ({
      organisationId: device.organisationId,
      deviceId: device.id,
      lastSeenAt: result.frame.receivedAt.toISOString(),
      readings: Object.fromEntries(result.readings.map((r) => [r.field, r.value])),
      ...(result.position
        ? {
            position: {
              lat: result.position.lat,
              lon: result.position.lon,
              speed: result.position.speed,
              heading: result.position.heading,
              accuracy: result.position.accuracy,
              time: result.position.time.toISOString(),
            },
          }
        : {}),
    }));
}

export type PipelineOptions = {
  battery: BatteryRange;
  windowMs?: number;
  /** Groups in the database at once (see below); 2 unless given. */
  lanes?: number;
  /** Called after each group commits, off the request path (geofences, actions). */
  onCommitted?: (updates: DeviceUpdate[]) => void;
};

/**
 * The ingest pipeline (DESIGN 5): identify, drop duplicates, decode, store
 * frames, readings, positions and the latest state, all in one statement (so
 * one transaction) a group, then tell live subscribers through NOTIFY (sent by
 * PostgreSQL at commit). `submit` resolves only after the commit, so an
 * answered uplink is never lost.
 */
export function createIngestPipeline(pool: pg.Pool, options: PipelineOptions) {
  async function run(requests: IngestRequest[]): Promise<IngestOutcome[]> {
    const client = await pool.connect();
    try {
      const identities = requests.map((r) => identityOf(r.message));
      const devices = await findDevices(
        client,
        identities.flatMap((i) => (i.devEui ? [i.devEui] : [])),
        identities.flatMap((i) => (i.tokenHash ? [i.tokenHash] : [])),
      );
      const byEui = new Map(devices.filter((d) => d.devEui).map((d) => [d.devEui as string, d]));
      const byToken = new Map(devices.filter((d) => d.tokenHash).map((d) => [d.tokenHash as string, d]));
      const epochs = new Map(devices.map((d) => [d.id, d.fcntEpoch]));

      const matched = requests.map((request, i): DeviceRow | undefined => {
        const id = identities[i] as ReturnType<typeof identityOf>;
        const device = id.devEui
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
        const result = interpret(request.message, known, options.battery);
        if (result.rejoin) epochs.set(device.id, known.fcntEpoch + 1);
        const item: StoredItem = { device: known, result, source: request.source };
        return item;
      });

      const candidates = interpreted.filter((x) => x !== undefined);
      const already = await findRecentDuplicates(
        client,
        candidates.map((c) => ({
          deviceId: c.device.id,
          dedupKey: c.result.frame.dedupKey,
          receivedAt: c.result.frame.receivedAt,
        })),
        DUPLICATE_WINDOW_MINUTES,
      );
      const outcomes: IngestOutcome[] = [];
      const stored: StoredItem[] = [];
      interpreted.forEach((item, i) => {
        if (!item) {
          outcomes.push({ status: 'unknown_device', identity: (identities[i] as { label: string }).label });
          return;
        }
        const key = `${item.device.id} ${item.result.frame.dedupKey}`;
        if (already.has(key)) {
          outcomes.push({ status: 'duplicate', deviceId: item.device.id });
          return;
        }
        already.add(key);
        stored.push(item);
        outcomes.push({ status: 'stored', deviceId: item.device.id });
      });

      const committed = liveUpdates(stored);
      await writeGroup(client, {
        stored,
        states: mergeStateUpdates(stored),
        unknown: outcomes.flatMap((o, i) =>
          o.status === 'unknown_device'
            ? [{ source: (requests[i] as IngestRequest).source, identity: o.identity }]
            : [],
        ),
        notify: { channel: LIVE_CHANNEL, payloads: committed.map((u) => JSON.stringify(u)) },
      });
      if (committed.length) options.onCommitted?.(committed);
      return outcomes;
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
  return {
    submit: (request: IngestRequest) => laneOf(request).submit(request),
    flush: async () => {
      await Promise.all(lanes.map((lane) => lane.flush()));
    },
  };
}

export type IngestPipeline = ReturnType<typeof createIngestPipeline>;
