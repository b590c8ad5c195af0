-- Issue 29: bytes an uplink of candidate layouts for the current month, measured side by side.
-- `psql "$DATABASE_URL" -f bench/layouts.sql` (any PostgreSQL 13+; about 3 minutes, 1 GB of disk
-- meanwhile; everything in the schema layouts_bench, dropped at the end).
--
-- Inserted as ingest does: 2,000 devices every 5 minutes for 12 hours (288,000 uplinks), each
-- 5 minutes one statement a table, the devices in random order, indexes made before the rows (so
-- their pages split as they do in production, about two thirds full). The readings mix is the
-- simulator's: 40% of devices four values an uplink, 60% three (3.4 on average).
--
-- f1: frames as in migration 0029-0037 (primary key, (device, time), unique dedup key)
-- f2: frames as in migration 0038 (primary key, one unique (device, time desc, dedup key))
-- f3: f2 without the primary key
-- f4: f3 with the dedup key as 8 bytes of its SHA-256 in a bigint column added at the row's end
--     (migration 0045: `dedup`, the text column left null), the unique index on it
-- f5: as f4 with the 8 bytes as bytea (9 bytes with its header, no alignment)
-- f6: f4 with the decoder's name as a smallint id of a dictionary (migration 0046: `decoder_id`, the
--     text column left null; measured, not kept: bench/README.md)
-- f7: f4 without the organisation (a device's frames are its organisation's: readers would take it
--     from devices)
-- f8: f7 with the uplink's readings in the frame's row (`keys` and `vals` as r7's; migration 0048):
--     no readings row nor its index entry for values at the frame's time
-- r1: readings a row a value, (device, field, time) and (device, time) indexes (today)
-- r2: readings a row a value, one (device, time, field) index
-- r3: readings a row an uplink: field ids smallint[], values float8[], sources "char"[], one
--     (device, time desc) index
-- r4: as r3 with the field names as text[] (no dictionary of field ids)
-- r5: as r3 with each value's field id and source as one integer (field id * 256 + the source's
--     code), one array fewer
-- r6: as r5 in a smallint (field id * 4 + a source number 0-3), which limits the dictionary to 8,191
--     names
-- r7: r5 without the organisation
set client_min_messages = warning;
drop schema if exists layouts_bench cascade;
create schema layouts_bench;
set search_path = layouts_bench;
create table devs as select gen_random_uuid() as id, g as n from generate_series(1, 2000) g;
create table f1 (id bigint generated always as identity, organisation_id uuid not null, device_id uuid not null,
  received_at timestamptz not null, kind text not null default 'uplink', f_cnt bigint, f_port integer, payload bytea,
  decoded jsonb, decode_error text, radio jsonb, dedup_key text not null, source text not null, time_flag text,
  device_time timestamptz, decoder text, decode_warning text, gateway_id text, rssi real, snr real, sf smallint,
  bw_khz real, gateways smallint, primary key (id, received_at));
create table f2 (like f1 including all);
create table f3 (like f1 including all);
create table f4 (like f1 including all);
create table f5 (like f1 including all);
create table f6 (like f1 including all);
create table f7 (like f1 including all);
create table f8 (like f1 including all);
alter table f4 alter column dedup_key drop not null, add column dedup bigint;
alter table f5 alter column dedup_key drop not null, add column dedup bytea;
alter table f6 alter column dedup_key drop not null, add column dedup bigint, add column decoder_id smallint;
alter table f7 alter column dedup_key drop not null, add column dedup bigint, drop column organisation_id;
alter table f8 alter column dedup_key drop not null, add column dedup bigint, drop column organisation_id,
  add column keys integer[], add column vals float8[];
create index on f1 (device_id, received_at desc);
create unique index on f1 (device_id, dedup_key, received_at);
create unique index on f2 (device_id, received_at desc, dedup_key);
create unique index on f3 (device_id, received_at desc, dedup_key);
create unique index on f4 (device_id, received_at desc, dedup);
create unique index on f5 (device_id, received_at desc, dedup);
create unique index on f6 (device_id, received_at desc, dedup);
create unique index on f7 (device_id, received_at desc, dedup);
create unique index on f8 (device_id, received_at desc, dedup);
alter table f3 drop constraint f3_pkey;
alter table f4 drop constraint f4_pkey;
alter table f5 drop constraint f5_pkey;
alter table f6 drop constraint f6_pkey;
alter table f7 drop constraint f7_pkey;
alter table f8 drop constraint f8_pkey;
create table r1 (device_id uuid not null, organisation_id uuid not null, time timestamptz not null, field text not null,
  value float8 not null, source "char");
create table r2 (like r1);
create table r3 (device_id uuid not null, organisation_id uuid not null, time timestamptz not null,
  fields smallint[] not null, vals float8[] not null, sources "char"[]);
create table r4 (device_id uuid not null, organisation_id uuid not null, time timestamptz not null,
  fields text[] not null, vals float8[] not null, sources "char"[]);
create table r5 (device_id uuid not null, organisation_id uuid not null, time timestamptz not null,
  keys integer[] not null, vals float8[] not null);
create table r6 (device_id uuid not null, organisation_id uuid not null, time timestamptz not null,
  keys smallint[] not null, vals float8[] not null);
create table r7 (device_id uuid not null, time timestamptz not null, keys integer[] not null, vals float8[] not null);
create index on r1 (device_id, field, time desc);
create index on r1 (device_id, time desc);
create index on r2 (device_id, time desc, field);
create index on r3 (device_id, time desc);
create index on r4 (device_id, time desc);
create index on r5 (device_id, time desc);
create index on r6 (device_id, time desc);
create index on r7 (device_id, time desc);
do $$
declare t timestamptz;
begin
  for i in 0..143 loop
    t := '2026-11-01'::timestamptz + i * interval '5 minutes';
    insert into f1 (organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup_key, source, decoder,
                    gateway_id, rssi, snr, sf, bw_khz, gateways)
      select '11111111-1111-1111-1111-111111111111', d.id, t + d.n * interval '100 ms', i, 2,
             substring(decode(md5(random()::text), 'hex') from 1 for 11),
             'fcnt:0:' || i || ':' || substr(md5(random()::text), 1, 16), 'ttn', 'dragino/lht65', 'sim-gw-0',
             -97, 7.5, 7, 125, 1
        from devs d order by random();
    insert into f2 (organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup_key, source, decoder,
                    gateway_id, rssi, snr, sf, bw_khz, gateways)
      select organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup_key, source, decoder,
             gateway_id, rssi, snr, sf, bw_khz, gateways
        from f1 where received_at >= t and received_at < t + interval '5 minutes' order by random();
    insert into f3 (organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup_key, source, decoder,
                    gateway_id, rssi, snr, sf, bw_khz, gateways)
      select organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup_key, source, decoder,
             gateway_id, rssi, snr, sf, bw_khz, gateways
        from f1 where received_at >= t and received_at < t + interval '5 minutes' order by random();
    insert into f4 (organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup, source, decoder,
                    gateway_id, rssi, snr, sf, bw_khz, gateways)
      select organisation_id, device_id, received_at, f_cnt, f_port, payload,
             ('x' || left(encode(sha256(convert_to(dedup_key, 'UTF8')), 'hex'), 16))::bit(64)::bigint, source,
             decoder, gateway_id, rssi, snr, sf, bw_khz, gateways
        from f1 where received_at >= t and received_at < t + interval '5 minutes' order by random();
    insert into f5 (organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup, source, decoder,
                    gateway_id, rssi, snr, sf, bw_khz, gateways)
      select organisation_id, device_id, received_at, f_cnt, f_port, payload,
             substring(sha256(convert_to(dedup_key, 'UTF8')) from 1 for 8), source, decoder, gateway_id, rssi,
             snr, sf, bw_khz, gateways
        from f1 where received_at >= t and received_at < t + interval '5 minutes' order by random();
    insert into f6 (organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup, source, decoder_id,
                    gateway_id, rssi, snr, sf, bw_khz, gateways)
      select organisation_id, device_id, received_at, f_cnt, f_port, payload, dedup, source, 1, gateway_id, rssi,
             snr, sf, bw_khz, gateways
        from f4 where received_at >= t and received_at < t + interval '5 minutes' order by random();
    insert into f7 (device_id, received_at, f_cnt, f_port, payload, dedup, source, decoder, gateway_id, rssi, snr,
                    sf, bw_khz, gateways)
      select device_id, received_at, f_cnt, f_port, payload, dedup, source, decoder, gateway_id, rssi, snr, sf,
             bw_khz, gateways
        from f4 where received_at >= t and received_at < t + interval '5 minutes' order by random();
    insert into r1
      select d.id, '11111111-1111-1111-1111-111111111111', t + d.n * interval '100 ms', f.name,
             round((100 * random())::numeric, 2)::float8, 'n'
        from devs d
       cross join lateral (select name from unnest(array['temperature', 'humidity', 'battery_mv', 'battery_pct'])
                             with ordinality as f(name, k)
                            where k <= 3 + case when d.n % 10 < 4 then 1 else 0 end) f
       order by random();
    insert into r2 select * from r1 where time >= t and time < t + interval '5 minutes' order by random();
    insert into r3
      select device_id, organisation_id, time,
             array_agg(array_position(array['temperature', 'humidity', 'battery_mv', 'battery_pct'], field)::smallint),
             array_agg(value), array_agg(source)
        from r1 where time >= t and time < t + interval '5 minutes'
       group by 1, 2, 3 order by random();
    insert into r4
      select device_id, organisation_id, time, array_agg(field), array_agg(value), array_agg(source)
        from r1 where time >= t and time < t + interval '5 minutes'
       group by 1, 2, 3 order by random();
    insert into r5
      select device_id, organisation_id, time,
             array_agg(array_position(array['temperature', 'humidity', 'battery_mv', 'battery_pct'], field) * 256
                       + ascii(source::text)),
             array_agg(value)
        from r1 where time >= t and time < t + interval '5 minutes'
       group by 1, 2, 3 order by random();
    insert into r6
      select device_id, organisation_id, time,
             array_agg((array_position(array['temperature', 'humidity', 'battery_mv', 'battery_pct'], field) * 4
                        + 1)::smallint),
             array_agg(value)
        from r1 where time >= t and time < t + interval '5 minutes'
       group by 1, 2, 3 order by random();
    insert into r7
      select device_id, time, keys, vals from r5 where time >= t and time < t + interval '5 minutes' order by random();
    insert into f8 (device_id, received_at, f_cnt, f_port, payload, dedup, source, decoder, gateway_id, rssi, snr,
                    sf, bw_khz, gateways, keys, vals)
      select f.device_id, f.received_at, f.f_cnt, f.f_port, f.payload, f.dedup, f.source, f.decoder, f.gateway_id,
             f.rssi, f.snr, f.sf, f.bw_khz, f.gateways, r.keys, r.vals
        from f7 f join r7 r on r.device_id = f.device_id and r.time = f.received_at
       where f.received_at >= t and f.received_at < t + interval '5 minutes' order by random();
  end loop;
end $$;
vacuum analyze f1, f2, f3, f4, f5, f6, f7, f8, r1, r2, r3, r4, r5, r6, r7;
select c.relname as layout,
       round(pg_relation_size(c.oid)::numeric / 288000) as heap,
       round(pg_indexes_size(c.oid)::numeric / 288000) as indexes,
       round(pg_total_relation_size(c.oid)::numeric / 288000) as bytes_an_uplink,
       (select string_agg(regexp_replace(i.indexrelid::regclass::text, '^layouts_bench\.', '') || ' '
                          || round(pg_relation_size(i.indexrelid)::numeric / 288000), ', ')
          from pg_index i where i.indrelid = c.oid) as by_index
  from pg_class c
 where c.relnamespace = 'layouts_bench'::regnamespace and c.relname ~ '^[fr][0-9]$'
 order by 1;
reset search_path;
drop schema layouts_bench cascade;
