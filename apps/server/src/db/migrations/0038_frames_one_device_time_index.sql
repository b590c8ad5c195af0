-- Frames with one index fewer (issue 29). A frame had three: its primary key (id, received_at),
-- (device_id, received_at desc) for a device's frames in time order, and the unique dedup key
-- (device_id, dedup_key, received_at). One unique index on (device_id, received_at desc, dedup_key)
-- does the work of the last two: the same columns, so the same uniqueness (ON CONFLICT names the
-- columns, not the index, and finds it); a device's frames in time order read it as the old time
-- index; the duplicate check (a key within minutes of a time) reads the device's few frames of
-- those minutes. Measured on 288,000 TTN-like frames inserted as ingest does (2,000 devices every
-- 5 minutes, PostgreSQL 15): 401 bytes a frame with the two, 351 with the one (its entries are
-- larger than either old index's, smaller than both).
--
-- Without a long lock: building an index blocks writes to its table until the migration commits,
-- so it is built here only in partitions that hold no rows (every partition of a new database).
-- Those with rows get it from the retention pass (modules/retention/frames-index.ts), built
-- CONCURRENTLY one partition at a time while ingest goes on; once every partition has it, the
-- two old indexes are dropped, here or there. Until then writes keep all three.
create unique index frames_device_time_key on only frames (device_id, received_at desc, dedup_key);

do $$
declare
  part record;
  has_rows boolean;
begin
  for part in
    select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'frames'::regclass
  loop
    execute format('select exists (select 1 from %I)', part.relname) into has_rows;
    if not has_rows then
      execute format('create unique index %I on %I (device_id, received_at desc, dedup_key)',
        part.relname || '_device_time_key', part.relname);
      execute format('alter index frames_device_time_key attach partition %I', part.relname || '_device_time_key');
    end if;
  end loop;
  if (select indisvalid from pg_index where indexrelid = 'frames_device_time_key'::regclass) then
    drop index frames_device_time_idx;
    drop index frames_dedup_key;
  end if;
end $$;
