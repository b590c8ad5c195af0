-- A reading's field and source as one integer (issue 29, bench/README.md "Frames without their
-- primary key, readings with one array fewer"): a row of `readings_uplinks` kept its field ids
-- (smallint[]) and sources ("char"[]) as two arrays beside the values, each with its own 21-byte
-- array header. Rows stored from now on keep `keys`, one integer a value: the field id (of
-- `reading_fields`) times 256 plus the source's character code (0: no source), and no `fields` nor
-- `sources`. Measured in bench/layouts.sql (288,000 uplinks inserted as ingest does): r3 (three
-- arrays) against r5 (two).
--
-- Rows stored before stay as they are (no rewrite, no long lock: adding a column without a default
-- and dropping NOT NULL change the catalog only) and are read as before: the readers below unnest
-- the four arrays together, and a row has either `keys` or `fields` and `sources` (unnest pads the
-- missing ones with nulls) through pinpoint_uplink_values, the one place that knows both forms;
-- the retention pass's compaction (retention/compact.ts) reads them through it too.
alter table readings_uplinks add column keys integer[];
alter table readings_uplinks alter column fields drop not null;
alter table readings_uplinks alter column sources drop not null;
alter table readings_uplinks add constraint readings_uplinks_one_form
  check ((keys is not null) <> (fields is not null and sources is not null)) not valid;

-- A row's values with their field ids and sources, whichever form it has. Inlined by PostgreSQL
-- into the query that calls it (a SQL function of one SELECT).
create function pinpoint_uplink_values(p_keys integer[], p_vals double precision[], p_fields smallint[],
                                       p_sources "char"[])
returns table (field_id integer, value double precision, source "char")
language sql immutable as $$
  select coalesce(e.key >> 8, e.field_id), e.value,
         case when e.key is null then e.source when e.key & 255 <> 0 then (e.key & 255)::"char" end
    from unnest(p_keys, p_vals, p_fields, p_sources) as e(key, value, field_id, source)
$$;

-- Every reading of a device in [p_from, p_to), the three forms (rows, uplink rows of either kind,
-- day rows).
create or replace function pinpoint_readings(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, field text, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.field, r.value, r.source
    from readings r
   where r.device_id = p_device and r.time >= p_from and r.time < p_to
  union all
  select u.organisation_id, u.time, f.name, e.value, e.source
    from readings_uplinks u
   cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
    join reading_fields f on f.id = e.field_id
   where u.device_id = p_device and u.time >= p_from and u.time < p_to
  union all
  select d.organisation_id, e.time, d.field, e.value, e.source
    from readings_days d
   cross join lateral unnest(d.times, d.vals, d.sources) as e(time, value, source)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

-- One field of a device in [p_from, p_to), the three forms.
create or replace function pinpoint_field_readings(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.value, r.source
    from readings r
   where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
  union all
  select u.organisation_id, u.time, e.value, e.source
    from readings_uplinks u
   cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
   where u.device_id = p_device and u.time >= p_from and u.time < p_to
     and e.field_id = (select f.id from reading_fields f where f.name = p_field)
  union all
  select d.organisation_id, e.time, e.value, e.source
    from readings_days d
   cross join lateral unnest(d.times, d.vals, d.sources) as e(time, value, source)
   where d.device_id = p_device and d.field = p_field and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

-- The newest reading of one field in [p_from, p_to) (none or one row). The uplink rows are read
-- newest first by the (device, time desc) index until one holds the field.
create or replace function pinpoint_field_latest(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision)
language sql stable as $$
  select x.organisation_id, x.time, x.value from (
    (select r.organisation_id, r.time, r.value
       from readings r
      where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
      order by r.time desc limit 1)
    union all
    (select u.organisation_id, u.time, e.value
       from readings_uplinks u
      cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
      where u.device_id = p_device and u.time >= p_from and u.time < p_to
        and e.field_id = (select f.id from reading_fields f where f.name = p_field)
      order by u.time desc limit 1)
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

-- The oldest reading of one field in [p_from, p_to): as pinpoint_field_latest, from the other end.
create or replace function pinpoint_field_first(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision)
language sql stable as $$
  select x.organisation_id, x.time, x.value from (
    (select r.organisation_id, r.time, r.value
       from readings r
      where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
      order by r.time limit 1)
    union all
    (select u.organisation_id, u.time, e.value
       from readings_uplinks u
      cross join lateral pinpoint_uplink_values(u.keys, u.vals, u.fields, u.sources) e
      where u.device_id = p_device and u.time >= p_from and u.time < p_to
        and e.field_id = (select f.id from reading_fields f where f.name = p_field)
      order by u.time limit 1)
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
