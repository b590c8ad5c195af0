-- Closed months of readings compacted (issue 29). A reading row costs about 85 bytes and two
-- index entries for 8 bytes of value; a month past its end is not written any more, so the
-- retention pass (modules/retention/compact.ts) packs it into one row a device and UTC day whose
-- arrays PostgreSQL compresses (TOAST: lz4 where the server has it, else pglz), the way
-- time-series extensions compress closed chunks, in plain PostgreSQL.
--
-- A day row holds the day's values ordered by (time, field): `at` the microseconds since `day`,
-- `field_ix` the place of each value's field in `fields` (1-based), `vals` the values, `sources`
-- their sources (null for readings stored before migration 0025). Partitioned by month like
-- readings, so retention drops a month of day rows as it drops a month of rows.
--
-- Readers never read `readings` alone: they call the functions below, which read both forms (rows
-- not yet compacted, and rows of a compacted month stored late, stay in `readings`). The
-- functions are single SQL statements, so PostgreSQL inlines them into the calling query and its
-- conditions reach the indexes.
create table readings_days (
  device_id uuid not null,
  organisation_id uuid not null,
  day timestamptz not null,
  fields text[] not null,
  field_ix smallint[] not null,
  at bigint[] not null,
  vals double precision[] not null,
  sources "char"[] not null,
  primary key (device_id, day)
) partition by range (day);
create table readings_days_default partition of readings_days default;

-- A month partition for every month readings has (the retention pass makes the next ones).
do $$
declare
  partition record;
begin
  for partition in
    select to_date(substring(c.relname from '(\d{4}_\d{2})$'), 'YYYY_MM') as month
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'readings'::regclass and c.relname ~ '_\d{4}_\d{2}$'
  loop
    perform pinpoint_add_month_partition('readings_days', partition.month);
  end loop;
end $$;

-- Every reading of a device in [p_from, p_to), both forms.
create or replace function pinpoint_readings(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, field text, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.field, r.value, r.source
    from readings r
   where r.device_id = p_device and r.time >= p_from and r.time < p_to
  union all
  select d.organisation_id, d.day + e.at * interval '1 microsecond', d.fields[e.ix], e.value, e.source
    from readings_days d
   cross join lateral unnest(d.at, d.field_ix, d.vals, d.sources) as e(at, ix, value, source)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
$$;

-- One field of a device in [p_from, p_to), both forms.
create or replace function pinpoint_field_readings(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.value, r.source
    from readings r
   where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
  union all
  select d.organisation_id, d.day + e.at * interval '1 microsecond', e.value, e.source
    from readings_days d
   cross join lateral unnest(d.at, d.field_ix, d.vals, d.sources) as e(at, ix, value, source)
   where d.device_id = p_device and p_field = any(d.fields) and d.day > p_from - interval '1 day' and d.day < p_to
     and d.fields[e.ix] = p_field
     and d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
$$;

-- The newest reading of one field in [p_from, p_to) (none or one row). Of the day rows only the
-- two newest with the field that start before p_to are unpacked: the later may hold only values
-- past p_to, the earlier then ends before it.
create or replace function pinpoint_field_latest(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision)
language sql stable as $$
  select x.organisation_id, x.time, x.value from (
    (select r.organisation_id, r.time, r.value
       from readings r
      where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
      order by r.time desc limit 1)
    union all
    (select d.organisation_id, d.day + e.at * interval '1 microsecond', e.value
       from (select * from readings_days d
              where d.device_id = p_device and p_field = any(d.fields)
                and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day desc limit 2) d
      cross join lateral unnest(d.at, d.field_ix, d.vals) as e(at, ix, value)
      where d.fields[e.ix] = p_field
        and d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
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
    (select d.organisation_id, d.day + e.at * interval '1 microsecond', e.value
       from (select * from readings_days d
              where d.device_id = p_device and p_field = any(d.fields)
                and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day limit 2) d
      cross join lateral unnest(d.at, d.field_ix, d.vals) as e(at, ix, value)
      where d.fields[e.ix] = p_field
        and d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
      order by 2 limit 1)
  ) x
  order by x.time limit 1
$$;

-- A device deleted: its day rows go with its rows (migration 0030's trigger).
create or replace function pinpoint_delete_device_time_series() returns trigger
language plpgsql as $$
begin
  delete from frames where device_id in (select id from gone);
  delete from readings where device_id in (select id from gone);
  delete from readings_days where device_id in (select id from gone);
  delete from positions where device_id in (select id from gone);
  return null;
end $$;
