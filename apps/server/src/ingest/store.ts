import type pg from 'pg';
import type { Interpretation, KnownDevice } from './interpret.ts';

/**
 * The SQL that runs for every group of uplinks (CONVENTIONS 15): one
 * statement per table for the whole group, with unnest over arrays, inside the
 * caller's transaction. Measured by bench/ingest.
 */

export type DeviceRow = KnownDevice & { devEui: string | null; tokenHash: string | null };

export async function findDevices(
  client: pg.PoolClient,
  devEuis: string[],
  tokenHashes: string[],
): Promise<DeviceRow[]> {
  if (!devEuis.length && !tokenHashes.length) return [];
  const { rows } = await client.query(
    `select id, organisation_id, model_id, fcnt_epoch, dev_eui, token_hash
       from devices
      where dev_eui = any($1::text[]) or token_hash = any($2::text[])`,
    [devEuis, tokenHashes],
  );
  return rows.map((r) => ({
    id: r.id,
    organisationId: r.organisation_id,
    modelId: r.model_id,
    fcntEpoch: r.fcnt_epoch,
    devEui: r.dev_eui,
    tokenHash: r.token_hash,
  }));
}

/**
 * The (device, key) pairs already stored within the duplicate window of the
 * new uplink's own time (a retried webhook repeats the original time).
 */
export async function findRecentDuplicates(
  client: pg.PoolClient,
  pairs: Array<{ deviceId: string; dedupKey: string; receivedAt: Date }>,
  windowMinutes: number,
): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const { rows } = await client.query(
    `select distinct f.device_id, f.dedup_key
       from unnest($1::uuid[], $2::text[], $3::timestamptz[]) as k(device_id, dedup_key, received_at)
       join frames f on f.device_id = k.device_id and f.dedup_key = k.dedup_key
        and f.received_at between k.received_at - make_interval(mins => $4) and k.received_at + make_interval(mins => $4)`,
    [
      pairs.map((p) => p.deviceId),
      pairs.map((p) => p.dedupKey),
      pairs.map((p) => p.receivedAt),
      windowMinutes,
    ],
  );
  return new Set(rows.map((r) => `${r.device_id} ${r.dedup_key}`));
}

export type StoredItem = { device: KnownDevice; result: Interpretation; source: string };

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export async function storeGroup(client: pg.PoolClient, items: StoredItem[]): Promise<void> {
  if (!items.length) return;
  await client.query(
    `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, decoded, decode_error, radio, dedup_key, source)
     select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::bigint[], $6::int[], $7::bytea[],
                          $8::jsonb[], $9::text[], $10::jsonb[], $11::text[], $12::text[])`,
    [
      items.map((i) => i.device.organisationId),
      items.map((i) => i.device.id),
      items.map((i) => i.result.frame.receivedAt),
      items.map((i) => i.result.frame.kind),
      items.map((i) => i.result.frame.fCnt),
      items.map((i) => i.result.frame.fPort),
      items.map((i) => i.result.frame.payload),
      items.map((i) => json(i.result.frame.decoded)),
      items.map((i) => i.result.frame.decodeError),
      items.map((i) => json(i.result.frame.radio)),
      items.map((i) => i.result.frame.dedupKey),
      items.map((i) => i.source),
    ],
  );

  const readings = items.flatMap((i) =>
    i.result.readings.map((r) => ({ device: i.device, time: i.result.frame.receivedAt, ...r })),
  );
  if (readings.length) {
    await client.query(
      `insert into readings (device_id, organisation_id, time, field, value)
       select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::float8[])`,
      [
        readings.map((r) => r.device.id),
        readings.map((r) => r.device.organisationId),
        readings.map((r) => r.time),
        readings.map((r) => r.field),
        readings.map((r) => r.value),
      ],
    );
  }

  const positions = items.flatMap((i) =>
    i.result.position ? [{ device: i.device, p: i.result.position }] : [],
  );
  if (positions.length) {
    await client.query(
      `insert into positions (device_id, organisation_id, time, lat, lon, alt, accuracy, speed, heading, source)
       select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::float8[], $5::float8[], $6::float8[],
                            $7::float8[], $8::float8[], $9::float8[], $10::text[])`,
      [
        positions.map((x) => x.device.id),
        positions.map((x) => x.device.organisationId),
        positions.map((x) => x.p.time),
        positions.map((x) => x.p.lat),
        positions.map((x) => x.p.lon),
        positions.map((x) => x.p.alt ?? null),
        positions.map((x) => x.p.accuracy ?? null),
        positions.map((x) => x.p.speed ?? null),
        positions.map((x) => x.p.heading ?? null),
        positions.map((x) => x.p.source),
      ],
    );
  }
}

export type StateUpdate = {
  deviceId: string;
  seenAt: Date;
  rejoin: boolean;
  batteryMv: number | null;
  batteryPct: number | null;
  temperature: number | null;
  lat: number | null;
  lon: number | null;
  state: Record<string, number>;
};

/** One row a device: its newest values over the group, merged into the latest state. */
export async function updateDeviceState(client: pg.PoolClient, updates: StateUpdate[]): Promise<void> {
  if (!updates.length) return;
  await client.query(
    `update devices d set
        last_seen_at = greatest(d.last_seen_at, u.seen_at),
        fcnt_epoch = d.fcnt_epoch + case when u.rejoin then 1 else 0 end,
        battery_mv = coalesce(u.battery_mv, d.battery_mv),
        battery_pct = coalesce(u.battery_pct, d.battery_pct),
        temperature = coalesce(u.temperature, d.temperature),
        lat = coalesce(u.lat, d.lat),
        lon = coalesce(u.lon, d.lon),
        location_at = case when u.lat is not null then u.seen_at else d.location_at end,
        state = d.state || u.state,
        updated_at = now()
       from unnest($1::uuid[], $2::timestamptz[], $3::bool[], $4::float8[], $5::float8[], $6::float8[], $7::float8[],
                   $8::float8[], $9::jsonb[])
         as u(id, seen_at, rejoin, battery_mv, battery_pct, temperature, lat, lon, state)
      where d.id = u.id`,
    [
      updates.map((u) => u.deviceId),
      updates.map((u) => u.seenAt),
      updates.map((u) => u.rejoin),
      updates.map((u) => u.batteryMv),
      updates.map((u) => u.batteryPct),
      updates.map((u) => u.temperature),
      updates.map((u) => u.lat),
      updates.map((u) => u.lon),
      updates.map((u) => JSON.stringify(u.state)),
    ],
  );
}

export async function countUnknown(
  client: pg.PoolClient,
  unknown: Array<{ source: string; identity: string }>,
) {
  if (!unknown.length) return;
  const counts = new Map<string, { source: string; identity: string; n: number }>();
  for (const u of unknown) {
    const key = `${u.source} ${u.identity}`;
    const seen = counts.get(key);
    if (seen) seen.n += 1;
    else counts.set(key, { ...u, n: 1 });
  }
  const rows = [...counts.values()];
  await client.query(
    `insert into ingest_unknown (source, identity, count)
     select * from unnest($1::text[], $2::text[], $3::bigint[])
     on conflict (source, identity) do update set count = ingest_unknown.count + excluded.count, last_seen_at = now()`,
    [rows.map((u) => u.source), rows.map((u) => u.identity), rows.map((u) => u.n)],
  );
}
