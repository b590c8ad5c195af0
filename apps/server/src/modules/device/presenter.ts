import type { Device } from '@pinpoint/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// to_json gives ISO 8601 (2026-11-21T20:20:41.123+00:00), and faster than to_char.
const iso = (column: string) => sql.raw(`to_json(${column})`);

/**
 * The device's usual interval (migration 0050) for `deviceJson` and the map's positions: joined
 * beside `devices d` in the FROM clause, where PostgreSQL plans it into the query (a scalar call
 * of the function cost about 9 µs a device).
 */
export const withUsualInterval = sql`cross join lateral pinpoint_usual_interval_of(d.uplink_gaps) usual`;

/**
 * Devices by name as a person reads them ("Van 2" before "Van 10", migration 0047), ties broken so
 * the order is total: the whole list's order and every page's after its sort key. The keys of the
 * device table's index (migration 0049), which PostgreSQL walks only when a query names them all.
 */
export const byNaturalName = (d: RawBuilder<unknown> = sql`d`) =>
  sql`${d}.name collate pinpoint_natural, lower(${d}.name), ${d}.name, ${d}.id`;

/**
 * The API shape of a device (packages/shared deviceSchema), built by
 * PostgreSQL: the list of 10,000 devices is then one string from the database
 * to the socket. The App Key never leaves, only whether one is set. The query
 * reads `devices d` with `withUsualInterval`.
 */
export const deviceJson: RawBuilder<Device> = sql<Device>`json_build_object(
  'id', d.id, 'organisationId', d.organisation_id, 'name', d.name,
  'devEui', d.dev_eui, 'appEui', d.app_eui, 'hasAppKey', d.app_key is not null,
  'type', d.type, 'modelId', d.model_id, 'forwarder', d.forwarder, 'decoding', d.decoding,
  'imei', d.imei, 'protocol', d.protocol, 'barcode', d.barcode, 'isDemo', d.is_demo,
  'batteryMv', d.battery_mv, 'batteryPct', d.battery_pct, 'temperature', d.temperature,
  'location', case when d.lat is not null and d.lon is not null
                   then json_build_object('lat', d.lat, 'lon', d.lon, 'at', ${iso('d.location_at')}) end,
  'lastSeenAt', ${iso('d.last_seen_at')}, 'lastAlertAt', ${iso('d.last_alert_at')},
  'usualIntervalS', usual.seconds,
  'expectedAt', ${iso('d.last_seen_at + make_interval(secs => usual.seconds)')},
  'readings', d.state,
  'events', d.last_events,
  'shared', coalesce(d.share_token_hash is not null and (d.share_expires_at is null or d.share_expires_at > now()), false),
  'shareExpiresAt', case when d.share_token_hash is not null and d.share_expires_at > now() then ${iso('d.share_expires_at')} end,
  'createdAt', ${iso('d.created_at')})`;

/**
 * The organisation's devices by name (`byNaturalName`), as one JSON array text ready to send, read
 * in the index's order: the natural order's comparisons were a fifth of the list's time when
 * PostgreSQL sorted for them inside the aggregate.
 */
export async function devicesJsonText(db: Db, organisationId: string): Promise<string> {
  const statement = sql<{ json: string }>`
    select coalesce(json_agg(${deviceJson}), '[]')::text as json
      from (select d.* from devices d where d.organisation_id = ${organisationId}
             order by ${byNaturalName()}) d ${withUsualInterval}`;
  const { rows } = await statement.execute(db);
  return rows[0]?.json ?? '[]';
}

/** One device in the API shape. */
export async function presentDevice(db: Db, id: string): Promise<Device> {
  const { rows } = await sql<{
    device: Device;
  }>`select ${deviceJson} as device from devices d ${withUsualInterval} where d.id = ${id}`.execute(db);
  const device = rows[0]?.device;
  if (!device) throw new Error(`device ${id} vanished`);
  return device;
}
