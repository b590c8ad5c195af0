-- Closed months of frames compacted (issue 29), as readings and positions are (migrations
-- 0031-0034): the retention pass packs a closed month's frames into one row a device and UTC day,
-- the frames ordered by time, one array a column (nulls kept), the arrays compressed by TOAST.
--
-- Kept: everything the frames API, the checklist, the uplink-health widget and the coverage
-- layer show (id, time, kind, frame counter, port, payload, the sender's decoded object where it
-- was kept, decoder, errors and warnings, source, time flag and the sender's time, the radio
-- columns of migration 0029). Dropped at compaction:
-- - `radio`, the full object (every gateway with its own reception, frequency, a data rate that
--   is not SF and bandwidth) kept only for frames heard by several gateways: a closed month keeps
--   the best gateway, its RSSI and SNR, the spreading factor, bandwidth and gateway count. Frames
--   stored before 0029 have those taken from the object into the columns as they are packed; the
--   readers take them from the object on rows too (pinpoint_frame_radio), so both read alike.
-- - `dedup_key`: only ingest's duplicate check reads it, within minutes of a new uplink's time
--   (ingest/store.ts findRecentDuplicates, the unique index). A sender repeating an uplink of a
--   compacted month is not recognised as a duplicate (it is stored again, then packed again).
create table frames_days (
  device_id uuid not null,
  organisation_id uuid not null,
  day timestamptz not null,
  times timestamptz[] not null,
  ids bigint[] not null,
  kinds text[] not null,
  f_cnts bigint[] not null,
  f_ports integer[] not null,
  payloads bytea[] not null,
  decoded jsonb[] not null,
  decode_errors text[] not null,
  sources text[] not null,
  time_flags text[] not null,
  device_times timestamptz[] not null,
  decoders text[] not null,
  decode_warnings text[] not null,
  gateway_ids text[] not null,
  rssi real[] not null,
  snr real[] not null,
  sf smallint[] not null,
  bw_khz real[] not null,
  gateways smallint[] not null,
  primary key (device_id, day)
) partition by range (day);
create table frames_days_default partition of frames_days default;

-- The months `frames` has a partition for (the retention pass makes the months ahead from now on).
do $$
declare
  partition record;
begin
  for partition in
    select to_date(substring(c.relname from '(\d{4}_\d{2})$'), 'YYYY_MM') as month
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'frames'::regclass and c.relname ~ '_\d{4}_\d{2}$'
  loop
    perform pinpoint_add_month_partition('frames_days', partition.month);
  end loop;
end $$;

-- A frame's radio columns, those of a frame stored before migration 0029 (columns null) taken
-- from its full object: RSSI, SNR, spreading factor and bandwidth in kHz (else from a data rate
-- written 'SF9BW125', as ingest/radio.ts writes it), gateway count. A value of the wrong JSON type
-- is left null; a data rate of another form (FSK) is dropped at compaction. Compaction packs these, so rows and day rows read alike.
create function pinpoint_frame_radio(p_rssi real, p_snr real, p_sf smallint, p_bw_khz real, p_gateways smallint,
                                     radio jsonb)
returns table (rssi real, snr real, sf smallint, bw_khz real, gateways smallint)
language sql immutable as $$
  select coalesce(p_rssi, case when jsonb_typeof(radio -> 'rssi') = 'number' then (radio ->> 'rssi')::real end),
         coalesce(p_snr, case when jsonb_typeof(radio -> 'snr') = 'number' then (radio ->> 'snr')::real end),
         coalesce(p_sf, case when jsonb_typeof(radio -> 'spreadingFactor') = 'number'
                              and (radio ->> 'spreadingFactor')::numeric between 0 and 32767
                              and (radio ->> 'spreadingFactor')::numeric % 1 = 0
                             then (radio ->> 'spreadingFactor')::smallint end,
                  substring(radio ->> 'dataRate' from '^SF(\d{1,2})BW\d{1,4}(?:\.\d{1,3})?$')::smallint),
         coalesce(p_bw_khz, case when jsonb_typeof(radio -> 'bandwidth') = 'number'
                                 then (radio ->> 'bandwidth')::real / 1000 end,
                  substring(radio ->> 'dataRate' from '^SF\d{1,2}BW(\d{1,4}(?:\.\d{1,3})?)$')::real),
         coalesce(p_gateways, case when jsonb_typeof(radio -> 'gateways') = 'array'
                                   then least(jsonb_array_length(radio -> 'gateways'), 32767)::smallint end)
$$;

-- Every frame of a device in [p_from, p_to), both forms, with the frames table's column names
-- (`radio` and `dedup_key` null for packed frames). PostgreSQL inlines it into the calling query.
create function pinpoint_frames(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (id bigint, organisation_id uuid, received_at timestamptz, kind text, f_cnt bigint,
               f_port integer, payload bytea, decoded jsonb, decode_error text, radio jsonb,
               dedup_key text, source text, time_flag text, device_time timestamptz, decoder text,
               decode_warning text, gateway_id text, rssi real, snr real, sf smallint, bw_khz real,
               gateways smallint)
language sql stable as $$
  select f.id, f.organisation_id, f.received_at, f.kind, f.f_cnt, f.f_port, f.payload, f.decoded,
         f.decode_error, f.radio, f.dedup_key, f.source, f.time_flag, f.device_time, f.decoder,
         f.decode_warning, f.gateway_id, r.rssi, r.snr, r.sf, r.bw_khz, r.gateways
    from frames f cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
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

-- The newest `p_limit` frames of a device in [p_from, p_to), newest first, of one kind (null: any)
-- and, with `p_with_rssi`, only those with an RSSI. Each form is read newest first and stops at
-- `p_limit`: the rows by the (device, time desc) index, as before; the day rows newest day first,
-- each sorted alone (an incremental sort), so a long compacted past is not unpacked for the few
-- newest frames.
create function pinpoint_frames_newest(p_device uuid, p_from timestamptz, p_to timestamptz, p_limit integer,
                                       p_kind text default null, p_with_rssi boolean default false)
returns table (id bigint, organisation_id uuid, received_at timestamptz, kind text, f_cnt bigint,
               f_port integer, payload bytea, decoded jsonb, decode_error text, radio jsonb,
               dedup_key text, source text, time_flag text, device_time timestamptz, decoder text,
               decode_warning text, gateway_id text, rssi real, snr real, sf smallint, bw_khz real,
               gateways smallint)
language sql stable as $$
  select x.* from (
    (select f.id, f.organisation_id, f.received_at, f.kind, f.f_cnt, f.f_port, f.payload, f.decoded,
            f.decode_error, f.radio, f.dedup_key, f.source, f.time_flag, f.device_time, f.decoder,
            f.decode_warning, f.gateway_id, r.rssi, r.snr, r.sf, r.bw_khz, r.gateways
       from frames f cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
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

-- Frames' times and radio only (the uplink-health widget and reports, the silence card, the
-- coverage layer): a day row's other arrays are not unpacked. unnest() of several arrays
-- decompresses every one it is given, whichever columns the query reads; the payloads and decoded
-- objects are most of a day row, so a week of hourly counts for 100 devices read through
-- pinpoint_frames took 4.5 times as long as on rows (bench/compaction.ts).
create function pinpoint_frame_radios(p_device uuid, p_from timestamptz, p_to timestamptz)
returns table (organisation_id uuid, received_at timestamptz, kind text, rssi real, snr real, sf smallint,
               gateways smallint)
language sql stable as $$
  select f.organisation_id, f.received_at, f.kind, r.rssi, r.snr, r.sf, r.gateways
    from frames f cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
   where f.device_id = p_device and f.received_at >= p_from and f.received_at < p_to
  union all
  select d.organisation_id, e.time, e.kind, e.rssi, e.snr, e.sf, e.gateways
    from frames_days d
   cross join lateral unnest(d.times, d.kinds, d.rssi, d.snr, d.sf, d.gateways)
         as e(time, kind, rssi, snr, sf, gateways)
   where d.device_id = p_device and d.day > p_from - interval '1 day' and d.day < p_to
     and e.time >= p_from and e.time < p_to
$$;

-- The same, newest first, as pinpoint_frames_newest.
create function pinpoint_frame_radios_newest(p_device uuid, p_from timestamptz, p_to timestamptz, p_limit integer,
                                             p_kind text default null, p_with_rssi boolean default false)
returns table (organisation_id uuid, received_at timestamptz, kind text, rssi real, snr real, sf smallint,
               gateways smallint)
language sql stable as $$
  select x.* from (
    (select f.organisation_id, f.received_at, f.kind, r.rssi, r.snr, r.sf, r.gateways
       from frames f cross join lateral pinpoint_frame_radio(f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, f.radio) r
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

-- Deleting a device deletes its compacted frames too (migration 0030's trigger).
create or replace function pinpoint_delete_device_time_series() returns trigger
language plpgsql as $$
begin
  delete from frames where device_id in (select id from gone);
  delete from frames_days where device_id in (select id from gone);
  delete from readings where device_id in (select id from gone);
  delete from readings_uplinks where device_id in (select id from gone);
  delete from readings_days where device_id in (select id from gone);
  delete from positions where device_id in (select id from gone);
  delete from positions_days where device_id in (select id from gone);
  return null;
end $$;
