-- Compacted days keep absolute times (issue 29): `times timestamptz[]` instead of 0032/0033's `at`,
-- microseconds since the day. Measured on the same day rows (100 devices, 8 days, 4 fields, lz4):
-- the same size on disk (14,147,584 bytes both ways: the low bytes differ either way), and a
-- week of hourly buckets for 100 devices read in 93-121 ms instead of 132-158 ms, the time no
-- longer worked out value by value (day + at × 1 µs). Day rows exist only since 0031 (this
-- release), so the conversion rewrites little.
create function pinpoint_offsets_to_times(day timestamptz, at bigint[]) returns timestamptz[]
language sql immutable as $$
  select array_agg(day + a * interval '1 microsecond' order by o) from unnest(at) with ordinality as x(a, o)
$$;
alter table readings_days alter column at type timestamptz[] using pinpoint_offsets_to_times(day, at);
alter table readings_days rename column at to times;
alter table positions_days alter column at type timestamptz[] using pinpoint_offsets_to_times(day, at);
alter table positions_days rename column at to times;
drop function pinpoint_offsets_to_times(timestamptz, bigint[]);

-- Every reading of a device in [p_from, p_to), both forms.
create or replace function pinpoint_readings(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, field text, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.field, r.value, r.source
    from readings r
   where r.device_id = p_device and r.time >= p_from and r.time < p_to
  union all
  select d.organisation_id, e.time, d.field, e.value, e.source
    from readings_days d
   cross join lateral unnest(d.times, d.vals, d.sources) as e(time, value, source)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

-- One field of a device in [p_from, p_to), both forms.
create or replace function pinpoint_field_readings(p_device uuid, p_field text, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, value double precision, source "char")
language sql stable as $$
  select r.organisation_id, r.time, r.value, r.source
    from readings r
   where r.device_id = p_device and r.field = p_field and r.time >= p_from and r.time < p_to
  union all
  select d.organisation_id, e.time, e.value, e.source
    from readings_days d
   cross join lateral unnest(d.times, d.vals, d.sources) as e(time, value, source)
   where d.device_id = p_device and d.field = p_field and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
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
  select d.organisation_id, e.time, e.lat, e.lon, e.alt, e.accuracy, e.speed,
         e.heading, e.source
    from positions_days d
   cross join lateral unnest(d.times, d.lat, d.lon, d.alt, d.accuracy, d.speed, d.heading, d.sources)
         as e(time, lat, lon, alt, accuracy, speed, heading, source)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
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
    (select d.organisation_id, e.time, e.lat, e.lon, e.speed
       from (select * from positions_days d
              where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
              order by d.day desc limit 2) d
      cross join lateral unnest(d.times, d.lat, d.lon, d.speed) as e(time, lat, lon, speed)
      where e.time >= p_from and e.time < p_to
      order by 2 desc limit 1)
  ) x
  order by x.time desc limit 1
$$;
