-- Compacted readings a row a device, day AND field (issue 29), replacing 0031's row a device and
-- day. Measured (bench/compaction.ts, 100 devices every 5 minutes, 3.4 values an uplink): one row
-- for all fields made a chart or report of one field unpack every field's values, 3 to 10 times
-- slower than the rows it replaced; a row a field unpacks only that field's, and costs about
-- 150 bytes a device-day-field more (under a byte an uplink at 5 minutes).
--
-- A day row holds the field's values of the day ordered by time: `at` the microseconds since `day`
-- (UTC midnight), `vals` the values, `sources` their sources (null for readings stored before
-- migration 0025). Readers read both forms through the functions below, as before.

-- Day rows written under 0031 go back to rows; the next retention pass compacts them again.
insert into readings (device_id, organisation_id, time, field, value, source)
select d.device_id, d.organisation_id, d.day + e.at * interval '1 microsecond', d.fields[e.ix], e.value, e.source
  from readings_days d
 cross join lateral unnest(d.at, d.field_ix, d.vals, d.sources) as e(at, ix, value, source);
drop table readings_days;

create table readings_days (
  device_id uuid not null,
  organisation_id uuid not null,
  day timestamptz not null,
  field text not null,
  at bigint[] not null,
  vals double precision[] not null,
  sources "char"[] not null,
  primary key (device_id, day, field)
) partition by range (day);
create table readings_days_default partition of readings_days default;

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
  select d.organisation_id, d.day + e.at * interval '1 microsecond', d.field, e.value, e.source
    from readings_days d
   cross join lateral unnest(d.at, d.vals, d.sources) as e(at, value, source)
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
   cross join lateral unnest(d.at, d.vals, d.sources) as e(at, value, source)
   where d.device_id = p_device and d.field = p_field and d.day > p_from - interval '1 day' and d.day < p_to
     and d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
$$;

-- The newest reading of one field in [p_from, p_to) (none or one row). Of the day rows only the
-- two newest of the field that start before p_to are unpacked: the later may hold only values
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
              where d.device_id = p_device and d.field = p_field
                and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day desc limit 2) d
      cross join lateral unnest(d.at, d.vals) as e(at, value)
      where d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
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
              where d.device_id = p_device and d.field = p_field
                and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day limit 2) d
      cross join lateral unnest(d.at, d.vals) as e(at, value)
      where d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
      order by 2 limit 1)
  ) x
  order by x.time limit 1
$$;
