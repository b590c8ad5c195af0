-- Retention by partitions (issue 19): frames, readings and positions become tables partitioned by
-- calendar month (UTC) of their time, so data past its keeping time goes by dropping a month's
-- table (modules/retention) instead of deleting rows one by one.
--
-- Each table has one partition a month, named <table>_YYYY_MM, and a default partition that
-- takes rows of months without one (old imports, far-future times). The retention job creates the
-- coming months ahead, moves any month found in a default partition into its own, and drops the
-- months past the server's keeping time.
--
-- The dedup key (migration 0021) must hold the partition key: it is now unique by device, dedup
-- key and the uplink's own time. Two processes receiving the same uplink (a network server's
-- retry repeats the original time) still store it once; only an uplink whose time our clock
-- replaced (time_flag future/rollover/epoch) and that reaches two processes at the same moment
-- could be stored twice. The pipeline's own check (findRecentDuplicates, a window of minutes
-- either side) still drops retries that come one after another, whatever their times.
-- dedup_window is no longer needed; the unique index also serves that check, so the separate
-- (device_id, dedup_key, received_at) index goes: one index less to write for every uplink.

-- Creates the partition of `parent` for the UTC month starting at `month` (rows of that month
-- held by the default partition move into it); answers false when it exists already.
create or replace function pinpoint_add_month_partition(parent text, month date) returns boolean
language plpgsql as $$
declare
  partition_name text := parent || '_' || to_char(month, 'YYYY_MM');
  lower_bound text := to_char(date_trunc('month', month), 'YYYY-MM-DD') || ' 00:00:00+00';
  upper_bound text := to_char(date_trunc('month', month) + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00';
  time_column text;
  columns text;
begin
  if to_regclass(partition_name) is not null then
    return false;
  end if;
  select a.attname into time_column
    from pg_partitioned_table p
    join pg_attribute a on a.attrelid = p.partrelid and a.attnum = p.partattrs[0]
   where p.partrelid = parent::regclass;
  select string_agg(quote_ident(attname), ', ' order by attnum) into columns
    from pg_attribute
   where attrelid = parent::regclass and attnum > 0 and not attisdropped and attgenerated = '';
  execute format(
    'create temp table pinpoint_moving as with moved as (delete from %I where %I >= %L and %I < %L returning *) select %s from moved',
    parent || '_default', time_column, lower_bound, time_column, upper_bound, columns);
  execute format('create table %I partition of %I for values from (%L) to (%L)',
    partition_name, parent, lower_bound, upper_bound);
  execute format('insert into %I (%s) overriding system value select %s from pinpoint_moving',
    parent, columns, columns);
  drop table pinpoint_moving;
  return true;
end $$;

-- frames
alter table frames rename to frames_unpartitioned;
alter index frames_device_time_idx rename to frames_unpartitioned_device_time_idx;
alter index frames_dedup_idx rename to frames_unpartitioned_dedup_idx;
alter index frames_dedup_key rename to frames_unpartitioned_dedup_key;
alter table frames_unpartitioned drop column dedup_window;
create table frames (like frames_unpartitioned including defaults including constraints including identity)
  partition by range (received_at);
create table frames_default partition of frames default;

-- readings
alter table readings rename to readings_unpartitioned;
alter index readings_device_field_time_idx rename to readings_unpartitioned_device_field_time_idx;
alter index readings_device_time_idx rename to readings_unpartitioned_device_time_idx;
create table readings (like readings_unpartitioned including defaults including constraints)
  partition by range (time);
create table readings_default partition of readings default;

-- positions
alter table positions rename to positions_unpartitioned;
alter index positions_device_time_idx rename to positions_unpartitioned_device_time_idx;
create table positions (like positions_unpartitioned including defaults including constraints)
  partition by range (time);
create table positions_default partition of positions default;

-- A partition for each month from the oldest data (at most 25 months back) to two months ahead.
do $$
declare
  parent text;
  oldest timestamptz;
  month date;
begin
  foreach parent in array array['frames', 'readings', 'positions'] loop
    execute format('select min(%I) from %I',
      case when parent = 'frames' then 'received_at' else 'time' end, parent || '_unpartitioned') into oldest;
    month := date_trunc('month', greatest(least(coalesce(oldest, now()), now()), now() - interval '25 months') at time zone 'UTC')::date;
    while month <= (date_trunc('month', now() at time zone 'UTC') + interval '2 months')::date loop
      perform pinpoint_add_month_partition(parent, month);
      month := (month + interval '1 month')::date;
    end loop;
  end loop;
end $$;

insert into frames (id, organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, decoded,
                    decode_error, radio, dedup_key, source, time_flag, device_time)
  overriding system value
  select id, organisation_id, device_id, received_at, kind, f_cnt, f_port, payload, decoded,
         decode_error, radio, dedup_key, source, time_flag, device_time
    from frames_unpartitioned;
select setval(pg_get_serial_sequence('frames', 'id'), coalesce((select max(id) from frames), 0) + 1, false);
insert into readings select * from readings_unpartitioned;
insert into positions select * from positions_unpartitioned;

drop table frames_unpartitioned;
drop table readings_unpartitioned;
drop table positions_unpartitioned;

alter table frames add primary key (id, received_at);
alter table frames add foreign key (organisation_id) references organisations (id) on delete cascade;
alter table frames add foreign key (device_id) references devices (id) on delete cascade;
create index frames_device_time_idx on frames (device_id, received_at desc);
create unique index frames_dedup_key on frames (device_id, dedup_key, received_at);

alter table readings add foreign key (device_id) references devices (id) on delete cascade;
create index readings_device_field_time_idx on readings (device_id, field, time desc);
create index readings_device_time_idx on readings (device_id, time desc);

alter table positions add foreign key (device_id) references devices (id) on delete cascade;
create index positions_device_time_idx on positions (device_id, time desc);

-- What an organisation keeps, in days (null: the server's RETENTION_FRAMES_DAYS / RETENTION_HISTORY_DAYS);
-- at most the server's own, which its partitions enforce.
alter table organisations
  add column frames_retention_days integer check (frames_retention_days between 1 and 36500),
  add column history_retention_days integer check (history_retention_days between 1 and 36500);
