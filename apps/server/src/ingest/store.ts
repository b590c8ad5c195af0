import { hash } from 'node:crypto';
import type pg from 'pg';
import type { Interpretation, KnownDevice } from './interpret.ts';
import type { NetworkIds } from './network-device.ts';
import { radioColumns } from './radio.ts';
import { inboxRows, keepUnknownSql, type UnknownUplink } from './unknown-inbox.ts';

/**
 * The SQL that runs for every group of uplinks (CONVENTIONS 15), with unnest
 * over arrays: two reads (devices, recent duplicates) and one write statement
 * for the whole group. Measured by bench/ingest.
 */

export type DeviceRow = KnownDevice & {
  devEui: string | null;
  tokenHash: string | null;
  imei: string | null;
  /** The time of the device's latest state: an uplink measured before it is late. */
  lastSeenAt: Date | null;
  /** The time of the device's current position: a fix taken before it does not replace it. */
  locationAt: Date | null;
};

export async function findDevices(
  client: pg.PoolClient,
  devEuis: string[],
  tokenHashes: string[],
  imeis: string[] = [],
): Promise<DeviceRow[]> {
  if (!devEuis.length && !tokenHashes.length && !imeis.length) return [];
  const { rows } = await client.query({
    name: 'ingest-devices',
    text: `select id, organisation_id, model_id, decoding, fcnt_epoch, dev_eui, token_hash, imei, last_seen_at, location_at
       from devices
      where dev_eui = any($1::text[]) or token_hash = any($2::text[]) or imei = any($3::text[])`,
    values: [devEuis, tokenHashes, imeis],
  });
  return rows.map((r) => ({
    id: r.id,
    organisationId: r.organisation_id,
    modelId: r.model_id,
    decoding: r.decoding,
    fcntEpoch: r.fcnt_epoch,
    devEui: r.dev_eui,
    tokenHash: r.token_hash,
    imei: r.imei,
    lastSeenAt: r.last_seen_at,
    locationAt: r.location_at,
  }));
}

/**
 * The (device, key) pairs already stored within the duplicate window of the
 * new uplink's own time (a retried webhook repeats the original time). A frame
 * keeps its key hashed (`dedup`, migration 0045) or, stored before, as text
 * (`dedup_key`): either matches, so a retry across the upgrade is a duplicate.
 */
export async function findRecentDuplicates(
  client: pg.PoolClient,
  pairs: Array<{ deviceId: string; dedupKey: string; dedup: string; receivedAt: Date }>,
  windowMinutes: number,
): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  // Each form by the unique (device, time, hash) index alone: the hash is in its entries, and a text
  // key is looked up only in the frames whose hash is null (none once the window holds no frame
  // stored before the migration). One condition `dedup = … or dedup_key = …` is no index condition:
  // PostgreSQL hashed the whole partition for it (bench/README.md, "The frame's dedup key in 8 bytes").
  const within = `f.device_id = k.device_id
        and f.received_at between k.received_at - make_interval(mins => $5) and k.received_at + make_interval(mins => $5)`;
  const { rows } = await client.query({
    // Named, so each connection parses and plans it once (the plan does not depend on the keys:
    // every condition is on the unnested rows, partitions pruned as it runs). Unnamed, planning
    // took 0.6 ms a group, more than running it (bench:ingest --statements).
    name: 'ingest-recent-duplicates',
    text: `select k.device_id, k.dedup_key
       from unnest($1::uuid[], $2::text[], $3::bigint[], $4::timestamptz[]) as k(device_id, dedup_key, dedup, received_at)
      where exists (select 1 from frames f where ${within} and f.dedup = k.dedup)
         or exists (select 1 from frames f where ${within} and f.dedup is null and f.dedup_key = k.dedup_key)`,
    values: [
      pairs.map((p) => p.deviceId),
      pairs.map((p) => p.dedupKey),
      pairs.map((p) => p.dedup),
      pairs.map((p) => p.receivedAt),
      windowMinutes,
    ],
  });
  return new Set(rows.map((r) => `${r.device_id} ${r.dedup_key}`));
}

/**
 * Whether frames must keep their text key as well as the hash: while migration 0045's unique
 * index on the hash is not yet on every partition (the retention pass builds it where a partition
 * held rows), the old index on the text is what keeps an uplink two processes store at once a
 * single frame. Asked at most once a `everyMs`, never again once the index is there.
 */
export function textKeysWhileIndexBuilds(everyMs = 60_000) {
  let ready = false;
  let askedAt = Number.NEGATIVE_INFINITY;
  return async (client: pg.PoolClient): Promise<boolean> => {
    if (ready) return false;
    if (performance.now() - askedAt < everyMs) return true;
    const { rows } = await client.query<{ ready: boolean | null }>(
      `select indisvalid as ready from pg_index where indexrelid = to_regclass('frames_device_time_dedup_key')`,
    );
    ready = rows[0]?.ready === true;
    askedAt = performance.now();
    return !ready;
  };
}

export type StoredItem = {
  device: KnownDevice;
  result: Interpretation;
  source: string;
  /** Measured before the device's latest state: stored in history, changes no current state. */
  late?: boolean;
  /** The device's latest state time before this item: readings dated before it are history only. */
  before?: Date | null;
  /** The time of the device's current position before this item: a fix taken before it is history only. */
  fixBefore?: Date | null;
  /** The network server's ids for the device the message named, kept for downlinks. */
  network?: NetworkIds | undefined;
};

export type StateUpdate = {
  deviceId: string;
  /** The newest time of the group's current (not late) items; null when all were late. */
  seenAt: Date | null;
  /** The time of `lat`/`lon`. */
  locationAt: Date | null;
  rejoin: boolean;
  batteryMv: number | null;
  batteryPct: number | null;
  temperature: number | null;
  lat: number | null;
  lon: number | null;
  state: Record<string, number>;
  /** The group's momentary readings (events, never state), by field: the newest value and its time. */
  events: Record<string, { value: number; at: string }> | null;
  /** The network server's ids the group's uplinks named, newest winning; null for none. */
  network: NetworkIds | null;
};

export type GroupWrite = {
  stored: StoredItem[];
  /** One row a device: its newest values over the group's current (not late) items. */
  states: StateUpdate[];
  /** With the key's organisation and a Dev EUI, also kept in that organisation's inbox (unknown-inbox.ts). */
  unknown: Array<{ source: string; identity: string } & Partial<UnknownUplink>>;
  /**
   * Sent with pg_notify on `channel`, delivered by PostgreSQL at commit; each payload with the
   * frame it tells of (`keys`, same order), sent only if that frame was inserted.
   */
  notify: { channel: string; payloads: string[]; keys: FrameKey[] };
  /** Keep each frame's text key beside its hash (textKeysWhileIndexBuilds): only while migrating. */
  textKeys?: boolean;
  /** Reading fields' ids by name (learnFieldIds); without them, or missing one, PostgreSQL looks them up. */
  fieldIds?: ReadonlyMap<string, number>;
  /**
   * With an owner, the same payloads of the frames inserted are kept in one ingest_outbox row
   * (migration 0035, ingest/outbox.ts) until the owner has evaluated their geofences and actions.
   */
  outbox?: { owner: number };
};

/** What a group's write answers: the frames inserted ('device-id dedup-key'), and its outbox row. */
export type GroupWritten = { inserted: Set<string>; outboxId: string | null };

/** A frame's identity under the unique dedup key (migration 0045): its device and hashed dedup key. */
export type FrameKey = { deviceId: string; dedup: string };

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** The parameters of one statement: `unnest(...)` gets one typed array parameter a column. */
function parameters() {
  const values: unknown[] = [];
  return {
    values,
    unnest(columns: Array<[unknown[], string]>) {
      const list = columns.map(([column, type]) => {
        values.push(column);
        return `$${values.length}::${type}[]`;
      });
      return `unnest(${list.join(', ')})`;
    },
    one(value: unknown, type: string) {
      values.push(value);
      return `$${values.length}::${type}`;
    },
  };
}
type Parameters = ReturnType<typeof parameters>;

/** A reading measured at its frame's own time: kept in the frame's row (migration 0048). */
const atFrameTime = (reading: Interpretation['readings'][number], frame: Interpretation['frame']) =>
  !reading.time || reading.time.getTime() === frame.receivedAt.getTime();

/**
 * Readings' field names as ids of `reading_fields`, in one call a statement (pinpoint_reading_field_ids
 * adds names it does not know yet), and each value's field id and source as one integer (migration
 * 0044): id * 256 + the source's code. `names` is every name the statement's readings use; `r` the
 * alias of a row with `name` (its 1-based place in `names`) and `source`.
 */
function fieldKeys(p: Parameters, names: string[], r: string) {
  // The ids as an uncorrelated subquery: an init plan, run once a statement. (In a joined subquery
  // PostgreSQL ran the function again for every reading.)
  const ids = `(select pinpoint_reading_field_ids(${p.one(names, 'text[]')}))`;
  return `${ids}[${r}.name] * 256 + coalesce(ascii(${r}.source::text), 0)`;
}

/** The readings of a group with their item's index, each field's 1-based place in `names`. */
function flatReadings(
  items: StoredItem[],
  keep: (reading: Interpretation['readings'][number], item: StoredItem) => boolean,
) {
  const readings = items.flatMap((i, n) =>
    i.result.readings.filter((r) => keep(r, i)).map((r) => ({ n, reading: r })),
  );
  const names = [...new Set(readings.map((r) => r.reading.field))];
  const place = new Map(names.map((name, i) => [name, i + 1]));
  return { readings, names, place };
}

/**
 * The frames, each with its readings at its own time as `keys` and `vals` (migration 0048): one row
 * an uplink. A history record's readings at their own times are rows of `readings_uplinks`.
 *
 * With every field's id known (`fieldIds`, the pipeline's copy of `reading_fields`), each frame's
 * keys and values are computed here and sent as two arrays for the whole group, each frame taking
 * its slice; else PostgreSQL computes them, grouping and ordering every frame's values (two ordered
 * aggregates a frame: bench/README.md, "A frame's keys computed once").
 */
function insertFrames(
  p: Parameters,
  items: StoredItem[],
  hashes: string[],
  textKeys: boolean,
  fieldIds?: ReadonlyMap<string, number>,
) {
  const f = items.map((i) => i.result.frame);
  const radio = f.map((x) => radioColumns(x.radio));
  const own = flatReadings(items, (r, i) => atFrameTime(r, i.result.frame));
  const known = fieldIds && own.names.every((name) => fieldIds.has(name));
  // Each frame's values as a slice [first, first + count) of the group's arrays.
  const first: number[] = [];
  const count: number[] = [];
  const keys: number[] = [];
  const vals: number[] = [];
  if (known)
    for (const item of items) {
      first.push(keys.length + 1);
      for (const r of item.result.readings) {
        if (!atFrameTime(r, item.result.frame)) continue;
        keys.push((fieldIds.get(r.field) as number) * 256 + r.source.charCodeAt(0));
        vals.push(r.value);
      }
      count.push(keys.length + 1 - (first.at(-1) as number));
    }
  const slice = (all: string) => `case when x.count > 0 then (${all})[x.first:x.first + x.count - 1] end`;
  const values =
    known || !own.readings.length
      ? ''
      : `left join (
        select v.n, array_agg(${fieldKeys(p, own.names, 'v')} order by v.o) as keys, array_agg(v.value order by v.o) as vals
          from ${p.unnest([
            [own.readings.map((r) => r.n + 1), 'int'],
            [own.readings.map((r) => own.place.get(r.reading.field)), 'int'],
            [own.readings.map((r) => r.reading.value), 'float8'],
            [own.readings.map((r) => r.reading.source), '"char"'],
          ])} with ordinality as v(n, name, value, source, o)
         group by v.n) v on v.n = x.n`;
  const ownValues = known
    ? `${slice(p.one(keys, 'int[]'))}, ${slice(p.one(vals, 'float8[]'))}`
    : own.readings.length
      ? 'v.keys, v.vals'
      : 'null::integer[], null::float8[]';
  // No organisation (migration 0046): a frame is its device's organisation's.
  const columns = `device_id, received_at, kind, f_cnt, f_port, payload, decoded,
                   decode_error, radio, dedup, dedup_key, source, time_flag, device_time, decoder, decode_warning,
                   gateway_id, rssi, snr, sf, bw_khz, gateways`;
  return `insert into frames (${columns}, keys, vals)
    select ${columns
      .split(',')
      .map((c) => `x.${c.trim()}`)
      .join(', ')}, ${ownValues}
      from ${p.unnest([
        [items.map((i) => i.device.id), 'uuid'],
        [f.map((x) => x.receivedAt), 'timestamptz'],
        [f.map((x) => x.kind), 'text'],
        [f.map((x) => x.fCnt), 'bigint'],
        [f.map((x) => x.fPort), 'int'],
        [f.map((x) => x.payload), 'bytea'],
        [f.map((x) => json(x.decoded)), 'jsonb'],
        [f.map((x) => x.decodeError), 'text'],
        [radio.map((x) => json(x.radio)), 'jsonb'],
        [hashes, 'bigint'],
        [f.map((x) => (textKeys ? x.dedupKey : null)), 'text'],
        [items.map((i) => i.source), 'text'],
        [f.map((x) => x.timeFlag), 'text'],
        [f.map((x) => x.deviceTime), 'timestamptz'],
        [f.map((x) => x.decoder), 'text'],
        [f.map((x) => x.decodeWarning), 'text'],
        [radio.map((x) => x.gatewayId), 'text'],
        [radio.map((x) => x.rssi), 'real'],
        [radio.map((x) => x.snr), 'real'],
        [radio.map((x) => x.sf), 'smallint'],
        [radio.map((x) => x.bwKhz), 'real'],
        [radio.map((x) => x.gateways), 'smallint'],
        [first, 'int'],
        [count, 'int'],
      ])} with ordinality as x(${columns}, first, count, n)
      ${values}
    -- Another process stored this uplink already (migration 0021): not again, nor what hangs off it.
    -- No columns named: the unique index on the hash (migration 0045) or, in a partition that has not
    -- got it yet, the one on the text key (0038), whichever the partition has.
    on conflict do nothing
    returning device_id, dedup, kind`;
}

/**
 * The ids of `names` in `reading_fields`, added to `known` (the pipeline's copy: a name's id never
 * changes, and names are few). Asks PostgreSQL, which adds the names it does not have yet, only
 * for names `known` lacks.
 */
export async function learnFieldIds(
  client: pg.PoolClient,
  names: Iterable<string>,
  known: Map<string, number>,
) {
  const missing = [...new Set(names)].filter((name) => !known.has(name));
  if (!missing.length) return;
  const { rows } = await client.query<{ ids: number[] }>({
    name: 'ingest-field-ids',
    text: 'select pinpoint_reading_field_ids($1::text[]) as ids',
    values: [missing],
  });
  for (const [i, id] of (rows[0]?.ids ?? []).entries()) known.set(missing[i] as string, id);
}

/**
 * A history record's readings at each of its own times as one row a time (migration 0039); the
 * readings at the frame's time are in the frame's row (insertFrames).
 */
function insertReadings(p: Parameters, items: StoredItem[], hashes: string[]) {
  const other = flatReadings(items, (r, i) => !atFrameTime(r, i.result.frame));
  if (!other.readings.length) return 'select 1 where false';
  const readings = other.readings.map(({ n, reading }) => ({
    device: items[n]?.device.id,
    time: reading.time,
    key: hashes[n],
    name: other.place.get(reading.field),
    value: reading.value,
    source: reading.source,
  }));
  return `insert into readings_uplinks (device_id, time, keys, vals)
    select r.device_id, r.time,
           array_agg(${fieldKeys(p, other.names, 'r')} order by r.o),
           array_agg(r.value order by r.o)
      from ${p.unnest([
        [readings.map((r) => r.device), 'uuid'],
        [readings.map((r) => r.time), 'timestamptz'],
        [readings.map((r) => r.name), 'int'],
        [readings.map((r) => r.value), 'float8'],
        [readings.map((r) => r.source), '"char"'],
        [readings.map((r) => r.key), 'bigint'],
      ])} with ordinality as r(device_id, time, name, value, source, dedup, o)
      join frames_ f using (device_id, dedup)
     group by r.device_id, r.time, r.dedup`;
}

function insertPositions(p: Parameters, items: StoredItem[], hashes: string[]) {
  const positions = items.flatMap((i, n) =>
    i.result.position ? [{ device: i.device, p: i.result.position, key: hashes[n] }] : [],
  );
  return `insert into positions (device_id, time, lat, lon, alt, accuracy, speed, heading, source)
    select x.device_id, x.time, x.lat, x.lon, x.alt, x.accuracy, x.speed, x.heading, x.source
      from ${p.unnest([
        [positions.map((x) => x.device.id), 'uuid'],
        [positions.map((x) => x.p.time), 'timestamptz'],
        [positions.map((x) => x.p.lat), 'float8'],
        [positions.map((x) => x.p.lon), 'float8'],
        [positions.map((x) => x.p.alt ?? null), 'float8'],
        [positions.map((x) => x.p.accuracy ?? null), 'float8'],
        [positions.map((x) => x.p.speed ?? null), 'float8'],
        [positions.map((x) => x.p.heading ?? null), 'float8'],
        [positions.map((x) => x.p.source), 'text'],
        [positions.map((x) => x.key), 'bigint'],
      ])} as x(device_id, time, lat, lon, alt, accuracy, speed, heading, source, dedup)
      join frames_ f using (device_id, dedup)`;
}

/**
 * The latest state, merged into each device's row. State only moves forward in
 * time: the pipeline leaves late uplinks out of `updates`, and `current` below
 * keeps a group measured before the row's last_seen_at (another lane committed
 * a newer one meanwhile) from overwriting it. A condition in the one update,
 * not another round trip.
 */
function updateDevices(p: Parameters, updates: StateUpdate[]) {
  const ids = updates.map((u) => u.deviceId);
  const rows = p.unnest([
    [ids, 'uuid'],
    [updates.map((u) => u.seenAt), 'timestamptz'],
    [updates.map((u) => u.locationAt), 'timestamptz'],
    [updates.map((u) => u.rejoin), 'bool'],
    [updates.map((u) => u.batteryMv), 'float8'],
    [updates.map((u) => u.batteryPct), 'float8'],
    [updates.map((u) => u.temperature), 'float8'],
    [updates.map((u) => u.lat), 'float8'],
    [updates.map((u) => u.lon), 'float8'],
    [updates.map((u) => JSON.stringify(u.state)), 'jsonb'],
    [updates.map((u) => json(u.network)), 'jsonb'],
    [updates.map((u) => json(u.events)), 'jsonb'],
  ]);
  const current = '(u.seen_at >= d.last_seen_at or d.last_seen_at is null)';
  // A fix taken before the device's current position (its own time, a backlog's) is history only.
  const placed = `(u.lat is not null and ${current} and (d.location_at is null or u.location_at >= d.location_at))`;
  return `update devices d set
        last_seen_at = greatest(d.last_seen_at, u.seen_at),
        fcnt_epoch = d.fcnt_epoch + case when u.rejoin and exists (
          select 1 from frames_ f where f.device_id = u.id and f.kind = 'join') then 1 else 0 end,
        battery_mv = case when ${current} then coalesce(u.battery_mv, d.battery_mv) else d.battery_mv end,
        battery_pct = case when ${current} then coalesce(u.battery_pct, d.battery_pct) else d.battery_pct end,
        temperature = case when ${current} then coalesce(u.temperature, d.temperature) else d.temperature end,
        lat = case when ${placed} then u.lat else d.lat end,
        lon = case when ${placed} then u.lon else d.lon end,
        location_at = case when ${placed} then u.location_at else d.location_at end,
        state = case when ${current} then d.state || u.state else d.state end,
        -- Each momentary reading's latest occurrence (migration 0064): shown on the device page as its
        -- last event, never as its state. Field by field the newer wins, so a buffered alarm that
        -- arrives after a newer one of its kind does not replace it.
        last_events = case when u.events is null then d.last_events else (
          select jsonb_object_agg(coalesce(n.key, o.key),
                   case when o.value is null
                          or (n.value is not null and (n.value->>'at')::timestamptz >= (o.value->>'at')::timestamptz)
                        then n.value else o.value end)
            from jsonb_each(coalesce(d.last_events, '{}')) o full join jsonb_each(u.events) n on n.key = o.key)
          end,
        -- The network server's ids a downlink needs (commands, issue 15): in the same row version the
        -- state writes anyway, so a device's first uplink (or a restart's) costs no statement of its own.
        network = case when u.network is null or d.network @> u.network then d.network else d.network || u.network end,
        -- The last 16 gaps between hearings, newest first (migration 0037: the usual interval).
        uplink_gaps = case when u.seen_at > d.last_seen_at
          then (array_prepend(ceil(extract(epoch from u.seen_at - d.last_seen_at))::int, d.uplink_gaps))[1:16]
          else d.uplink_gaps end,
        updated_at = now()
      from ${rows} as u(id, seen_at, location_at, rejoin, battery_mv, battery_pct, temperature, lat, lon, state, network, events)
      -- The second condition lets the planner find the rows by primary key; on the join alone it
      -- hashes the whole devices table for every group (EXPLAIN: a seq scan of every device).
      where d.id = u.id and d.id = any(${p.one(ids, 'uuid[]')})
        -- Only devices with a frame inserted now: a duplicate another process stored changes nothing.
        and exists (select 1 from frames_ f where f.device_id = u.id)`;
}

/** Uplinks for unknown devices, counted per sender and identity. */
function countUnknown(p: Parameters, unknown: GroupWrite['unknown']) {
  const counts = new Map<string, { source: string; identity: string; n: number }>();
  for (const u of unknown) {
    const key = `${u.source} ${u.identity}`;
    const seen = counts.get(key);
    if (seen) seen.n += 1;
    else counts.set(key, { ...u, n: 1 });
  }
  const rows = [...counts.values()];
  return `insert into ingest_unknown (source, identity, count)
    select * from ${p.unnest([
      [rows.map((u) => u.source), 'text'],
      [rows.map((u) => u.identity), 'text'],
      [rows.map((u) => u.n), 'bigint'],
    ])}
    on conflict (source, identity) do update set count = ingest_unknown.count + excluded.count, last_seen_at = now()`;
}

/**
 * Everything a group stores, in one statement: frames, readings, positions,
 * the devices' latest state, the unknown-device counts, the live
 * notifications and the outbox row of the work that follows the commit. One
 * statement is atomic on its own and commits in one round trip, where a
 * statement per table inside begin/commit took eight, each waiting its turn on
 * a busy event loop. Data-modifying WITH parts always run to completion, and
 * parts with no rows do nothing. Answers the frames inserted ('device-id
 * dedup-key'): one another process stored already is skipped, and so are its
 * readings, position, state change, notification and outbox entry.
 */
export async function writeGroup(client: pg.PoolClient, group: GroupWrite): Promise<GroupWritten> {
  if (!group.stored.length && !group.unknown.length) return { inserted: new Set(), outboxId: null };
  const p = parameters();
  const inbox = inboxRows(group.unknown);
  const owner = p.one(group.outbox?.owner ?? null, 'int');
  // Each frame's key as hashed when it was interpreted (migration 0045), and the text it came from,
  // to answer in text.
  const hashes = group.stored.map((i) => i.result.frame.dedup);
  const keyOf = new Map(group.stored.map((i, n) => [`${i.device.id} ${hashes[n]}`, i.result.frame.dedupKey]));
  const text = `with
      frames_ as (${insertFrames(p, group.stored, hashes, group.textKeys ?? false, group.fieldIds)}),
      readings_ as (${insertReadings(p, group.stored, hashes)}),
      positions_ as (${insertPositions(p, group.stored, hashes)}),
      devices_ as (${updateDevices(p, group.states)}),
      unknown_ as (${countUnknown(p, group.unknown)}),
      inbox_ as (${keepUnknownSql((columns) => p.unnest(columns), inbox)}),
      live_ as (
        select n.payload, n.i
          from unnest(${p.one(group.notify.payloads, 'text[]')}, ${p.one(
            group.notify.keys.map((k) => k.deviceId),
            'uuid[]',
          )}, ${p.one(
            group.notify.keys.map((k) => k.dedup),
            'bigint[]',
          )}) with ordinality as n(payload, device_id, dedup, i)
          join frames_ f using (device_id, dedup)),
      notify_ as (
        select count(pg_notify(${p.one(group.notify.channel, 'text')}, payload)) as sent from live_),
      -- One row a group, not one an uplink: the hot path pays one small insert (bench/README.md).
      outbox_ as (
        insert into ingest_outbox (owner, updates)
          select ${owner}, array_agg(payload order by i) from live_ having ${owner} is not null and count(*) > 0
          returning id)
    -- The frames inserted (each 'device key'); the notifications go out with them.
    -- The hash as text: this server's pg reads a bigint as a JavaScript number (db/database.ts).
    select f.device_id, f.dedup::text as dedup, notify_.sent, (select id from outbox_) as outbox_id
      from frames_ f cross join notify_`;
  // Named after its text, so each connection parses it once for each shape a group takes (with or
  // without readings at other times, unknown devices, …: a few), and PostgreSQL plans it once too
  // after five runs (a generic plan). Unnamed, PostgreSQL parsed and planned about 10 kB of SQL for
  // every group: about a quarter of its CPU an uplink (bench/README.md, "The group's statements
  // prepared").
  // The generic plan finds devices by primary key (`d.id = any(…)` below); the pipeline's tests
  // run under both kinds of plan.
  const { rows } = await client.query<{ device_id: string; dedup: string; outbox_id: string | null }>({
    name: `ingest-group-${hash('sha1', text, 'hex').slice(0, 16)}`,
    text,
    values: p.values,
  });
  return {
    inserted: new Set(rows.map((r) => `${r.device_id} ${keyOf.get(`${r.device_id} ${r.dedup}`)}`)),
    outboxId: rows[0]?.outbox_id ?? null,
  };
}
