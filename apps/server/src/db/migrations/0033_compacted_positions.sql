-- Closed months of positions compacted (issue 29), as readings are (migrations 0031-0032): the
-- retention pass packs a closed month's positions into one row a device and UTC day, the fixes
-- ordered by time: `at` the microseconds since `day`, then one array a column (nulls kept), their
-- arrays compressed by TOAST. Readers read both forms through pinpoint_positions and
-- pinpoint_position_latest, which PostgreSQL inlines into the calling query.
create table positions_days (
  device_id uuid not null,
  organisation_id uuid not null,
  day timestamptz not null,
  at bigint[] not null,
  lat double precision[] not null,
  lon double precision[] not null,
  alt double precision[] not null,
  accuracy double precision[] not null,
  speed double precision[] not null,
  heading double precision[] not null,
  sources text[] not null,
  primary key (device_id, day)
) partition by range (day);
create table positions_days_default partition of positions_days default;

do $$
declare
  partition record;
begin
  for partition in
    select to_date(substring(c.relname from '(\d{4}_\d{2})$'), 'YYYY_MM') as month
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'positions'::regclass and c.relname ~ '_\d{4}_\d{2}$'
  loop
    perform pinpoint_add_month_partition('positions_days', partition.month);
  end loop;
end $$;

-- Every position of a device in [p_from, p_to), both forms.
create or replace function pinpoint_positions(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, lat double precision, lon double precision,
               alt double precision, accuracy double precision, speed double precision,
               heading double precision, source text)
language sql stable as $$
  select p.organisation_id, p.time, p.lat, p.lon, p.alt, p.accuracy, p.speed, p.heading, p.source
    from positions p
   where p.device_id = p_device and p.time >= p_from and p.time < p_to
  union all
  select d.organisation_id, d.day + e.at * interval '1 microsecond', e.lat, e.lon, e.alt, e.accuracy, e.speed,
         e.heading, e.source
    from positions_days d
   cross join lateral unnest(d.at, d.lat, d.lon, d.alt, d.accuracy, d.speed, d.heading, d.sources)
         as e(at, lat, lon, alt, accuracy, speed, heading, source)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
$$;

-- The newest position of a device in [p_from, p_to) (none or one row); of the day rows only the
-- two newest that start before p_to are unpacked (the later may hold only fixes past p_to).
create or replace function pinpoint_position_latest(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, lat double precision, lon double precision,
               speed double precision)
language sql stable as $$
  select x.organisation_id, x.time, x.lat, x.lon, x.speed from (
    (select p.organisation_id, p.time, p.lat, p.lon, p.speed
       from positions p
      where p.device_id = p_device and p.time >= p_from and p.time < p_to
      order by p.time desc limit 1)
    union all
    (select d.organisation_id, d.day + e.at * interval '1 microsecond', e.lat, e.lon, e.speed
       from (select * from positions_days d
              where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day desc limit 2) d
      cross join lateral unnest(d.at, d.lat, d.lon, d.speed) as e(at, lat, lon, speed)
      where d.day + e.at * interval '1 microsecond' >= p_from and d.day + e.at * interval '1 microsecond' < p_to
      order by 2 desc limit 1)
  ) x
  order by x.time desc limit 1
$$;

-- A device deleted: its compacted days go with its rows.
create or replace function pinpoint_delete_device_time_series() returns trigger
language plpgsql as $$
begin
  delete from frames where device_id in (select id from gone);
  delete from readings where device_id in (select id from gone);
  delete from readings_days where device_id in (select id from gone);
  delete from positions where device_id in (select id from gone);
  delete from positions_days where device_id in (select id from gone);
  return null;
end $$;
