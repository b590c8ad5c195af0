import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Segment } from './bindings.ts';

/**
 * The statements behind an asset's data. Each takes every segment of every metric at once,
 * unnested as (device, field, from, to) with a lateral, index-ordered subquery a segment
 * (WIDGETS.md §2), and filters devices and rows by the organisation inside the statement: a
 * device moved to another organisation answers nothing.
 */

const devices = (list: readonly Segment[]) => list.map((s) => s.deviceId);
const fields = (list: readonly Segment[]) => list.map((s) => s.field);
const froms = (list: readonly Segment[]) => list.map((s) => s.from);
const tos = (list: readonly Segment[]) => list.map((s) => s.to);

/** A segment's latest reading (its window), and its first from `trendFrom` on (a trend's start). */
export type LatestRow = { i: number; value: number; time: Date; first: number | null };

export async function selectLatestReadings(
  db: Db,
  organisationId: string,
  segments: readonly (Segment & { trendFrom: Date })[],
): Promise<LatestRow[]> {
  if (segments.length === 0) return [];
  const result = await sql<LatestRow>`
    select p.i::int as i, l.value, l.time, f.value as first
      from unnest(${devices(segments)}::uuid[], ${fields(segments)}::text[],
                  ${froms(segments)}::timestamptz[], ${tos(segments)}::timestamptz[],
                  ${segments.map((s) => s.trendFrom)}::timestamptz[])
           with ordinality as p (device_id, field, t_from, t_to, trend_from, i)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     -- Rows and compacted days alike (migration 0031).
     cross join lateral (
       select r.value, r.time from pinpoint_field_latest(p.device_id, p.field, p.t_from, p.t_to) r
        where r.organisation_id = ${organisationId}
     ) l
      left join lateral (
        select r.value from pinpoint_field_first(p.device_id, p.field, greatest(p.t_from, p.trend_from), p.t_to) r
         where r.organisation_id = ${organisationId}
      ) f on true`.execute(db);
  return result.rows;
}

/** A segment's positions, at most `cap` of them (beyond that every k-th and always the last). */
export type TrackRow = { i: number; t: number[]; lat: number[]; lon: number[] };

export async function selectTracks(
  db: Db,
  organisationId: string,
  segments: readonly Segment[],
  cap: number,
): Promise<TrackRow[]> {
  if (segments.length === 0) return [];
  const result = await sql<TrackRow>`
    select p.i::int as i, s.t, s.lat, s.lon
      from unnest(${devices(segments)}::uuid[], ${froms(segments)}::timestamptz[], ${tos(segments)}::timestamptz[])
           with ordinality as p (device_id, t_from, t_to, i)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     cross join lateral (
       select array_agg((extract(epoch from x.time) * 1000)::float8 order by x.time) as t,
              array_agg(x.lat order by x.time) as lat, array_agg(x.lon order by x.time) as lon
         from (
           select time, lat, lon, row_number() over (order by time) as rn, count(*) over () as n
             from pinpoint_positions(p.device_id, p.t_from, p.t_to)
            where organisation_id = ${organisationId}
         ) x
        where (x.rn - 1) % greatest(1, ceil(x.n / (${Math.max(2, cap)} - 1)::float8))::int = 0 or x.rn = x.n
     ) s
     where s.t is not null`.execute(db);
  return result.rows;
}

/** A segment's last fix in its window. */
export type FixRow = { i: number; time: Date; lat: number; lon: number };

export async function selectLastFixes(
  db: Db,
  organisationId: string,
  segments: readonly Segment[],
): Promise<FixRow[]> {
  if (segments.length === 0) return [];
  const result = await sql<FixRow>`
    select p.i::int as i, x.time, x.lat, x.lon
      from unnest(${devices(segments)}::uuid[], ${froms(segments)}::timestamptz[], ${tos(segments)}::timestamptz[])
           with ordinality as p (device_id, t_from, t_to, i)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     cross join lateral (
       select time, lat, lon from pinpoint_position_latest(p.device_id, p.t_from, p.t_to)
        where organisation_id = ${organisationId}
     ) x`.execute(db);
  return result.rows;
}

export type AlertRow = {
  time: Date;
  device_id: string;
  action_id: string;
  action_name: string;
  alert_type: string;
  value: number | null;
  message: string | null;
};

/** Alerts (fired action log rows) of the devices within their windows, newest first, at most `limit`. */
export async function selectAlerts(
  db: Db,
  organisationId: string,
  windows: readonly Segment[],
  limit: number,
): Promise<AlertRow[]> {
  if (windows.length === 0) return [];
  const result = await sql<AlertRow>`
    select e.time, p.device_id::text as device_id, e.action_id::text as action_id, e.action_name,
           e.alert_type, e.value, e.message
      from unnest(${devices(windows)}::uuid[], ${froms(windows)}::timestamptz[], ${tos(windows)}::timestamptz[])
           as p (device_id, t_from, t_to)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     cross join lateral (
       select l.created_at as time, l.action_id, a.name as action_name, l.value, l.message,
              coalesce(a.alert_type, a.action_type) as alert_type
         from action_logs l
         join actions a on a.id = l.action_id and a.organisation_id = ${organisationId}
        where l.organisation_id = ${organisationId} and l.device_id = p.device_id and l.event = 'fired'
          and l.created_at >= p.t_from and l.created_at < p.t_to
        order by l.created_at desc, l.id desc
        limit ${limit}
     ) e
     order by e.time desc
     limit ${limit}`.execute(db);
  return result.rows;
}

/** The devices as the data names them: name, type and when last heard (the organisation's only). */
export function selectDeviceInfo(db: Db, organisationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('devices')
    .select(['id', 'name', 'type', 'last_seen_at'])
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}
