-- The organisation off the time-series rows (issue 29, bench/README.md "The organisation off the
-- time-series rows"). Every row of frames, readings_uplinks and positions repeated its device's
-- organisation (16 bytes a row: bench/layouts.sql f7 and r7): a device's rows are always its
-- organisation's, as moving a device rewrites them (device/service.ts transferDevice). Rows stored
-- from now on keep none; rows stored before keep theirs (NOT NULL dropped: catalog only, no
-- rewrite). The day rows of closed months keep theirs (one a device and day; compaction takes it
-- from the device, retention/compact.ts).
--
-- Tenancy is unchanged: every reader reads these tables through the functions below and filters
-- on the organisation they return, which for these rows is now the device's (the rows' own, where
-- they have one, is the same), found once a call by a join of the one device row. A caller's filter
-- on it is then a condition on that one row, not on every row: answering the row's or else the
-- device's (coalesce) made the 100-device week of hourly means about 7% slower, this as fast as
-- before (bench/README.md). Deleting an organisation's rows (its keeping time, a device's
-- deletion) already goes by device.
alter table frames alter column organisation_id drop not null;
alter table readings_uplinks alter column organisation_id drop not null;
alter table positions alter column organisation_id drop not null;

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

create or replace function pinpoint_positions(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, lat double precision, lon double precision,
               alt double precision, accuracy double precision, speed double precision,
               heading double precision, source text)
language sql stable as $$
  select dv.organisation_id, p.time, p.lat, p.lon, p.alt, p.accuracy, p.speed, p.heading, p.source
    from positions p
   cross join (select v.organisation_id from devices v where v.id = p_device) dv
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

create or replace function pinpoint_position_latest(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, "time" timestamptz, lat double precision, lon double precision,
               speed double precision)
language sql stable as $$
  select x.organisation_id, x.time, x.lat, x.lon, x.speed from (
    (select dv.organisation_id, p.time, p.lat, p.lon, p.speed
       from positions p
      cross join (select v.organisation_id from devices v where v.id = p_device) dv
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

create or replace function pinpoint_frames(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (id bigint, organisation_id uuid, received_at timestamptz, kind text, f_cnt bigint,
               f_port integer, payload bytea, decoded jsonb, decode_error text, radio jsonb,
               dedup_key text, source text, time_flag text, device_time timestamptz, decoder text,
               decode_warning text, gateway_id text, rssi real, snr real, sf smallint, bw_khz real,
               gateways smallint)
language sql stable as $$
  select f.id, dv.organisation_id, f.received_at, f.kind, f.f_cnt, f.f_port, f.payload, f.decoded,
         f.decode_error, f.radio, f.dedup_key, f.source, f.time_flag, f.device_time, f.decoder,
         f.decode_warning, f.gateway_id, r.rssi, r.snr, r.sf, r.bw_khz, r.gateways
    from frames f
   cross join (select v.organisation_id from devices v where v.id = p_device) dv
   cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
   where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
  union all
  select e.id, d.organisation_id, e.time, e.kind, e.f_cnt, e.f_port, e.payload, e.decoded,
         e.decode_error, null::jsonb, null::text, e.source, e.time_flag, e.device_time, e.decoder,
         e.decode_warning, e.gateway_id, e.rssi, e.snr, e.sf, e.bw_khz, e.gateways
    from frames_days d
   cross join lateral unnest(d.times, d.ids, d.kinds, d.f_cnts, d.f_ports, d.payloads, d.decoded,
                             d.decode_errors, d.sources, d.time_flags, d.device_times, d.decoders,
                             d.decode_warnings, d.gateway_ids, d.rssi, d.snr, d.sf, d.bw_khz, d.gateways)
         as e(time, id, kind, f_cnt, f_port, payload, decoded, decode_error, source, time_flag,
              device_time, decoder, decode_warning, gateway_id, rssi, snr, sf, bw_khz, gateways)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

create or replace function pinpoint_frames_newest(p_device uuid, p_from timestamptz, p_to timestamptz, p_limit integer,
                                       p_kind text default null, p_with_rssi boolean default false)
returns table (id bigint, organisation_id uuid, received_at timestamptz, kind text, f_cnt bigint,
               f_port integer, payload bytea, decoded jsonb, decode_error text, radio jsonb,
               dedup_key text, source text, time_flag text, device_time timestamptz, decoder text,
               decode_warning text, gateway_id text, rssi real, snr real, sf smallint, bw_khz real,
               gateways smallint)
language sql stable as $$
  select x.* from (
    (select f.id, dv.organisation_id, f.received_at, f.kind, f.f_cnt, f.f_port, f.payload, f.decoded,
            f.decode_error, f.radio, f.dedup_key, f.source, f.time_flag, f.device_time, f.decoder,
            f.decode_warning, f.gateway_id, r.rssi, r.snr, r.sf, r.bw_khz, r.gateways
       from frames f
      cross join (select v.organisation_id from devices v where v.id = p_device) dv
      cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
      where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
        and (p_kind is null or f.kind = p_kind)
        and (not p_with_rssi or f.rssi is not null or f.radio ? 'rssi')
      order by f.received_at desc limit p_limit)
    union all
    (select e.id, d.organisation_id, e.time, e.kind, e.f_cnt, e.f_port, e.payload, e.decoded,
            e.decode_error, null::jsonb, null::text, e.source, e.time_flag, e.device_time, e.decoder,
            e.decode_warning, e.gateway_id, e.rssi, e.snr, e.sf, e.bw_khz, e.gateways
       from frames_days d
      cross join lateral unnest(d.times, d.ids, d.kinds, d.f_cnts, d.f_ports, d.payloads, d.decoded,
                                d.decode_errors, d.sources, d.time_flags, d.device_times, d.decoders,
                                d.decode_warnings, d.gateway_ids, d.rssi, d.snr, d.sf, d.bw_khz, d.gateways)
            as e(time, id, kind, f_cnt, f_port, payload, decoded, decode_error, source, time_flag,
                 device_time, decoder, decode_warning, gateway_id, rssi, snr, sf, bw_khz, gateways)
      where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
        and e.time >= p_from and e.time < p_to
        and (p_kind is null or e.kind = p_kind)
        and (not p_with_rssi or e.rssi is not null)
      order by d.day desc, e.time desc limit p_limit)
  ) x
  order by x.received_at desc limit p_limit
$$;

create or replace function pinpoint_frame_radios(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, received_at timestamptz, kind text, rssi real, snr real, sf smallint,
               gateways smallint)
language sql stable as $$
  select dv.organisation_id, f.received_at, f.kind, r.rssi, r.snr, r.sf, r.gateways
    from frames f
   cross join (select v.organisation_id from devices v where v.id = p_device) dv
   cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
   where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
  union all
  select d.organisation_id, e.time, e.kind, e.rssi, e.snr, e.sf, e.gateways
    from frames_days d
   cross join lateral unnest(d.times, d.kinds, d.rssi, d.snr, d.sf, d.gateways)
         as e(time, kind, rssi, snr, sf, gateways)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

create or replace function pinpoint_frame_radios_newest(p_device uuid, p_from timestamptz, p_to timestamptz, p_limit integer,
                                             p_kind text default null, p_with_rssi boolean default false)
returns table (organisation_id uuid, received_at timestamptz, kind text, rssi real, snr real, sf smallint,
               gateways smallint)
language sql stable as $$
  select x.* from (
    (select dv.organisation_id, f.received_at, f.kind, r.rssi, r.snr, r.sf, r.gateways
       from frames f
      cross join (select v.organisation_id from devices v where v.id = p_device) dv
      cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
      where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
        and (p_kind is null or f.kind = p_kind)
        and (not p_with_rssi or f.rssi is not null or f.radio ? 'rssi')
      order by f.received_at desc limit p_limit)
    union all
    (select d.organisation_id, e.time, e.kind, e.rssi, e.snr, e.sf, e.gateways
       from frames_days d
      cross join lateral unnest(d.times, d.kinds, d.rssi, d.snr, d.sf, d.gateways)
            as e(time, kind, rssi, snr, sf, gateways)
      where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
        and e.time >= p_from and e.time < p_to
        and (p_kind is null or e.kind = p_kind)
        and (not p_with_rssi or e.rssi is not null)
      order by d.day desc, e.time desc limit p_limit)
  ) x
  order by x.received_at desc limit p_limit
$$;
