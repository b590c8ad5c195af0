import { lateAfterIntervals } from '@pinpoint/shared/silence-timing.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The statements of the widget-data call. Each takes the organisation and filters every
 * device and geofence by it inside the statement (a device moved to another organisation, or
 * an id written into a widget by hand, answers nothing), and each serves every widget of its
 * kind at once: pairs are unnested and read with a lateral, index-ordered subquery.
 */
type Db = Kysely<Database>;

const ids = (list: readonly { deviceId: string }[]) => list.map((p) => p.deviceId);
const froms = (list: readonly { from: Date }[]) => list.map((p) => p.from);
const tos = (list: readonly { to: Date }[]) => list.map((p) => p.to);

/** The devices as widgets see them: names, freshness, latest state (the table widgets' rows). */
export function selectDevices(db: Db, organisationId: string, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('devices')
    .select([
      'id',
      'name',
      'type',
      'last_seen_at',
      'last_alert_at',
      'battery_pct',
      'battery_mv',
      'lat',
      'lon',
      'state',
    ])
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [...deviceIds])
    .execute();
}
export type DeviceRow = Awaited<ReturnType<typeof selectDevices>>[number];

export type LatestPair = { deviceId: string; field: string; from: Date; to: Date };
export type LatestRow = { i: number; value: number | null; time: Date | null; first: number | null };

/** Each pair's last reading at or before its end, and its first reading inside the window (the trend). */
export async function selectLatest(db: Db, organisationId: string, pairs: readonly LatestPair[]) {
  if (pairs.length === 0) return [];
  const result = await sql<LatestRow>`
    select p.i::int as i, l.value, l.time, f.value as first
      from unnest(${ids(pairs)}::uuid[], ${pairs.map((p) => p.field)}::text[],
                  ${froms(pairs)}::timestamptz[], ${tos(pairs)}::timestamptz[])
           with ordinality as p (device_id, field, t_from, t_to, i)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
      -- Rows and compacted days alike (migration 0031); the window's end is inclusive here.
      left join lateral (
        select r.value, r.time
          from pinpoint_field_latest(p.device_id, p.field, '-infinity', p.t_to + interval '1 microsecond') r
         where r.organisation_id = ${organisationId}
      ) l on true
      left join lateral (
        select r.value
          from pinpoint_field_first(p.device_id, p.field, p.t_from, p.t_to + interval '1 microsecond') r
         where r.organisation_id = ${organisationId}
      ) f on true`.execute(db);
  return result.rows;
}

export type EventRequest = { deviceId: string; from: Date; to: Date; limit: number };
export type EventRow = {
  i: number;
  time: Date;
  value: number | null;
  alert_type: string;
  message: string | null;
};

/** Each device's newest alerts (action logs of fired actions) in its window, up to its limit. */
export async function selectEvents(db: Db, organisationId: string, requests: readonly EventRequest[]) {
  if (requests.length === 0) return [];
  const result = await sql<EventRow>`
    select p.i::int as i, e.time, e.value, e.alert_type, e.message
      from unnest(${ids(requests)}::uuid[], ${froms(requests)}::timestamptz[], ${tos(requests)}::timestamptz[],
                  ${requests.map((r) => r.limit)}::int[])
           with ordinality as p (device_id, t_from, t_to, lim, i)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     cross join lateral (
       select l.created_at as time, l.value, l.message, coalesce(a.alert_type, a.action_type) as alert_type
         from action_logs l
         join actions a on a.id = l.action_id and a.organisation_id = ${organisationId}
        where l.organisation_id = ${organisationId} and l.device_id = p.device_id and l.event = 'fired'
          and l.created_at >= p.t_from and l.created_at < p.t_to
        order by l.created_at desc, l.id desc
        limit p.lim
     ) e`.execute(db);
  return result.rows;
}

export type PositionRow = { device_id: string; time: Date; lat: number; lon: number; speed: number | null };

/** Each device's last position at or before the time given with it. */
export async function selectLastPositions(
  db: Db,
  organisationId: string,
  requests: readonly { deviceId: string; to: Date }[],
) {
  if (requests.length === 0) return [];
  const result = await sql<PositionRow>`
    select p.device_id::text as device_id, x.time, x.lat, x.lon, x.speed
      from unnest(${ids(requests)}::uuid[], ${tos(requests)}::timestamptz[]) as p (device_id, t_to)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     -- Rows and compacted days alike (migration 0033); the end is inclusive here.
     cross join lateral (
       select time, lat, lon, speed
         from pinpoint_position_latest(p.device_id, '-infinity', p.t_to + interval '1 microsecond')
        where organisation_id = ${organisationId}
     ) x`.execute(db);
  return result.rows;
}

export type TrackRequest = { deviceId: string; from: Date; to: Date; cap: number };
export type TrackRow = { i: number; t: number[]; lat: number[]; lon: number[]; speed: Array<number | null> };

/**
 * Each device's positions in its window, at most its `cap` of them: beyond that every k-th
 * (and the last), so the whole window is covered evenly.
 */
export async function selectTracks(db: Db, organisationId: string, requests: readonly TrackRequest[]) {
  if (requests.length === 0) return [];
  const result = await sql<TrackRow>`
    select p.i::int as i, s.t, s.lat, s.lon, s.speed
      from unnest(${ids(requests)}::uuid[], ${froms(requests)}::timestamptz[], ${tos(requests)}::timestamptz[],
                  ${requests.map((r) => Math.max(2, r.cap))}::int[])
           with ordinality as p (device_id, t_from, t_to, cap, i)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     cross join lateral (
       select array_agg((extract(epoch from x.time) * 1000)::float8 order by x.time) as t,
              array_agg(x.lat order by x.time) as lat, array_agg(x.lon order by x.time) as lon,
              array_agg(x.speed order by x.time) as speed
         from (
           select time, lat, lon, speed, row_number() over (order by time) as rn, count(*) over () as n
             from pinpoint_positions(p.device_id, p.t_from, p.t_to)
            where organisation_id = ${organisationId}
         ) x
        where (x.rn - 1) % greatest(1, ceil(x.n / (p.cap - 1)::float8))::int = 0 or x.rn = x.n
     ) s
     where s.t is not null`.execute(db);
  return result.rows;
}

/** The organisation's geofences (shapes for maps, names for stops), by name. */
export function selectGeofences(db: Db, organisationId: string) {
  return db
    .selectFrom('geofences')
    .select(['id', 'name', 'type', 'lat', 'lon', 'radius_m', 'polygon', 'status'])
    .where('organisation_id', '=', organisationId)
    .orderBy('name')
    .execute();
}
export type GeofenceShapeRow = Awaited<ReturnType<typeof selectGeofences>>[number];

/** The organisation's bases that have a place on the map. */
export function selectBases(db: Db, organisationId: string) {
  return db
    .selectFrom('bases')
    .select(['id', 'name', 'lat', 'lon'])
    .where('organisation_id', '=', organisationId)
    .where('lat', 'is not', null)
    .orderBy('name')
    .execute();
}

export type OccupantRow = { id: string; name: string; type: string; last_seen_at: string | null };
export type OccupancyRow = {
  id: string;
  name: string;
  status: string;
  count: number;
  devices: OccupantRow[];
};

/** Each of the organisation's geofences with how many of its devices are inside now, and which (the first `cap`). */
export async function selectOccupancy(db: Db, organisationId: string, cap: number) {
  const result = await sql<OccupancyRow>`
    select g.id::text as id, g.name, g.status, count(d.id)::int as count,
           coalesce(jsonb_path_query_array(
             jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name, 'type', d.type,
                                          'last_seen_at', d.last_seen_at) order by d.name)
               filter (where d.id is not null),
             ${`$[0 to ${Math.max(0, cap - 1)}]`}::jsonpath), '[]'::jsonb) as devices
      from geofences g
      left join geofence_devices gd on gd.geofence_id = g.id and gd.inside and gd.organisation_id = ${organisationId}
      left join devices d on d.id = gd.device_id and d.organisation_id = ${organisationId}
     where g.organisation_id = ${organisationId}
     group by g.id
     order by g.name`.execute(db);
  return result.rows;
}

export type HealthRequest = { deviceId: string; from: Date; to: Date; hourlyFrom: Date; origin: Date };
export type HealthRow = {
  i: number;
  rssi: number | null;
  snr: number | null;
  t: number[] | null;
  n: number[] | null;
  usual_s: number | null;
  late_gaps: number | null;
  longest_s: number | null;
};

/**
 * Each device's last radio (RSSI, SNR of its last frame that had one), its frames an hour, its
 * usual interval (the median of the gaps the ingest keeps, migration 0037), and over the hourly
 * window its silences between frames longer than `lateAfterIntervals` usual intervals and the
 * longest. Frames are read through pinpoint_frame_radios (migration 0042: a compacted month's day
 * rows too, of which only the times and radio are unpacked), once a device for both the hourly
 * counts and the silences; on rows by frames_device_time_dedup_key: the devices join has checked
 * the organisation, and a device's frames move with it.
 */
export async function selectHealth(db: Db, organisationId: string, requests: readonly HealthRequest[]) {
  if (requests.length === 0) return [];
  const result = await sql<HealthRow>`
    select p.i::int as i, lf.rssi, lf.snr, g.t, g.n, u.s as usual_s,
           case when u.s is not null then g.late end as late_gaps, g.longest as longest_s
      from unnest(${ids(requests)}::uuid[], ${requests.map((r) => r.hourlyFrom)}::timestamptz[],
                  ${tos(requests)}::timestamptz[], ${requests.map((r) => r.origin)}::timestamptz[])
           with ordinality as p (device_id, h_from, t_to, origin, i)
      join devices d on d.id = p.device_id and d.organisation_id = ${organisationId}
     -- offset 0: the interval is computed once a device, not once a frame in the late filter below.
     cross join lateral (select pinpoint_usual_interval(d.uplink_gaps) as s offset 0) u
     cross join lateral (
       -- The range's frames read once: each frame's silence since the one before and its hour give
       -- the hourly counts and, summed over the hours, the late silences and the longest.
       select coalesce(sum(b.late), 0)::int as late, max(b.longest)::float8 as longest,
              array_agg(b.t order by b.t) as t, array_agg(b.n order by b.t) as n
         from (
           select s.t, count(*)::int as n, max(s.gap) as longest,
                  count(*) filter (where s.gap > ${lateAfterIntervals}::float8 * u.s) as late
             from (
               select extract(epoch from f.received_at - lag(f.received_at) over (order by f.received_at)) as gap,
                      (extract(epoch from date_bin('1 hour', f.received_at, p.origin)) * 1000)::float8 as t
                 from pinpoint_frame_radios(p.device_id, p.h_from, p.t_to) f
             ) s
            group by s.t
         ) b
     ) g
      left join lateral (
        -- The columns since migration 0029, the JSON object's before (pinpoint_frame_radio); real
        -- through numeric, so 6.8 stays 6.8.
        select f.rssi::numeric::float8 as rssi, f.snr::numeric::float8 as snr
          from pinpoint_frame_radios_newest(p.device_id, '-infinity', p.t_to + interval '1 microsecond', 1, null, true) f
         where f.organisation_id = ${organisationId}
      ) lf on true`.execute(db);
  return result.rows;
}
