-- An uplink's readings in its frame's row (issue 29, bench/README.md "The readings in the frame's
-- row"). Each uplink's values at the frame's own time were a row of `readings_uplinks` beside the
-- frame: a second row header, device, time and index entry an uplink (bench/layouts.sql f7 + r7
-- against f8). Frames stored from now on keep those values in `keys` and `vals`, as
-- `readings_uplinks` does (field id * 256 + the source's code, migration 0044); readings at other
-- times (a history record's own) stay rows of `readings_uplinks`. Rows stored before are read as
-- before: the columns are added without a default (catalog only, no rewrite).
--
-- A frame is kept for less time than its readings by default (RETENTION_FRAMES_DAYS against
-- RETENTION_HISTORY_DAYS, and an organisation's own of each), so the values leave a frame before it
-- goes: compaction moves a closed month's frames first and their values into that month's
-- `readings_uplinks` in the same statement (then into `readings_days` with the others); an
-- organisation's shorter frames keeping moves them into `readings_uplinks` as it deletes the frames,
-- and a shorter history keeping clears them from the frames it keeps; a partition of frames
-- dropped with rows left in it gives its values to `readings_uplinks` first
-- (modules/retention/frame-values.ts).
--
-- The four readers of readings read the frames' values too, by the frames' (device, time) index.
alter table frames add column keys integer[], add column vals double precision[];

create or replace function pinpoint_readings(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, field text, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.field, r.value, r.source
    from readings r
   where r.device_id = p_device and r.time >= p_from and r.time < p_to
  union all
  select dv.organisation_id, u.time, f.name, e.value, e.source
    from readings_uplinks u
   cross join (select v.organisation_id from devices v where v.id = p_device) dv
   cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
    join reading_fields f on f.id = e.field_id
   where u.device_id = p_device and u.time >= p_from and u.time < p_to
  union all
  -- Values at the frame's own time, in the frame's row (migration 0048).
  select dv.organisation_id, f.received_at, rf.name, e.value, e.source
    from frames f
   cross join (select v.organisation_id from devices v where v.id = p_device) dv
   cross join lateral pinpoint_uplink_values(f.keys, f.vals, null::smallint[], null::"char"[]) e
    join reading_fields rf on rf.id = e.field_id
   where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
  union all
  select d.organisation_id, e.time, d.field, e.value, e.source
    from readings_days d
   cross join lateral unnest(d.times, d.vals, d.sources) as e(time, value, source)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

create or replace function pinpoint_field_readings(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.value, r.source
    from readings r
   where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
  union all
  select dv.organisation_id, u.time, e.value, e.source
    from readings_uplinks u
   cross join (select v.organisation_id from devices v where v.id = p_device) dv
   cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
   where u.device_id = p_device and u.time >= p_from and u.time < p_to
     and e.field_id = (select f.id from reading_fields f where f.name = p_field)
  union all
  -- Values at the frame's own time, in the frame's row (migration 0048).
  select dv.organisation_id, f.received_at, e.value, e.source
    from frames f
   cross join (select v.organisation_id from devices v where v.id = p_device) dv
   cross join lateral pinpoint_uplink_values(f.keys, f.vals, null::smallint[], null::"char"[]) e
   where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
     and e.field_id = (select rf.id from reading_fields rf where rf.name = p_field)
  union all
  select d.organisation_id, e.time, e.value, e.source
    from readings_days d
   cross join lateral unnest(d.times, d.vals, d.sources) as e(time, value, source)
   where d.device_id = p_device and d.field = p_field and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

create or replace function pinpoint_field_latest(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision)
language sql stable as $$
  select x.organisation_id, x.time, x.value from (
    (select r.organisation_id, r.time, r.value
       from readings r
      where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
      order by r.time desc limit 1)
    union all
    (select dv.organisation_id, u.time, e.value
       from readings_uplinks u
      cross join (select v.organisation_id from devices v where v.id = p_device) dv
      cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
      where u.device_id = p_device and u.time >= p_from and u.time < p_to
        and e.field_id = (select f.id from reading_fields f where f.name = p_field)
      order by u.time desc limit 1)
    union all
    -- Values at the frame's own time, in the frame's row (migration 0048).
    (select dv.organisation_id, f.received_at, e.value
       from frames f
      cross join (select v.organisation_id from devices v where v.id = p_device) dv
      cross join lateral pinpoint_uplink_values(f.keys, f.vals, null::smallint[], null::"char"[]) e
      where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
        and e.field_id = (select rf.id from reading_fields rf where rf.name = p_field)
      order by f.received_at desc limit 1)
    union all
    (select d.organisation_id, e.time, e.value
       from (select * from readings_days d
              where d.device_id = p_device and d.field = p_field
                and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day desc limit 2) d
      cross join lateral unnest(d.times, d.vals) as e(time, value)
      where e.time >= p_from and e.time < p_to
      order by 2 desc limit 1)
  ) x
  order by x.time desc limit 1
$$;

create or replace function pinpoint_field_first(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision)
language sql stable as $$
  select x.organisation_id, x.time, x.value from (
    (select r.organisation_id, r.time, r.value
       from readings r
      where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
      order by r.time limit 1)
    union all
    (select dv.organisation_id, u.time, e.value
       from readings_uplinks u
      cross join (select v.organisation_id from devices v where v.id = p_device) dv
      cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
      where u.device_id = p_device and u.time >= p_from and u.time < p_to
        and e.field_id = (select f.id from reading_fields f where f.name = p_field)
      order by u.time limit 1)
    union all
    -- Values at the frame's own time, in the frame's row (migration 0048).
    (select dv.organisation_id, f.received_at, e.value
       from frames f
      cross join (select v.organisation_id from devices v where v.id = p_device) dv
      cross join lateral pinpoint_uplink_values(f.keys, f.vals, null::smallint[], null::"char"[]) e
      where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
        and e.field_id = (select rf.id from reading_fields rf where rf.name = p_field)
      order by f.received_at limit 1)
    union all
    (select d.organisation_id, e.time, e.value
       from (select * from readings_days d
              where d.device_id = p_device and d.field = p_field
                and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day limit 2) d
      cross join lateral unnest(d.times, d.vals) as e(time, value)
      where e.time >= p_from and e.time < p_to
      order by 2 limit 1)
  ) x
  order by x.time limit 1
$$;
