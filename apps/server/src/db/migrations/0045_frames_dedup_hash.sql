-- A frame's dedup key as 8 bytes (issue 29, bench/README.md "The frame's dedup key in 8 bytes").
-- The key is text made by ingest (ingest/interpret.ts dedupKey: `fcnt:<epoch>:<f_cnt>:<16 characters
-- of the payload's hash>` for a LoRaWAN uplink, `id:<the sender's id>` for a sender that gives one,
-- and a few more forms), about 26-40 bytes kept twice: in the row and in the entry of the unique
-- (device, time desc, dedup key) index of migration 0038. Frames stored from now on keep `dedup`:
-- the first 8 bytes of the key's SHA-256 as a bigint (ingest/dedup-hash.ts), and no `dedup_key`.
-- Two different uplinks of one device at the same time with the same 64-bit hash would be taken as
-- one: about 1 in 10^19 for each such pair.
--
-- Frames stored before keep their text key (a column added without a default and NOT NULL dropped
-- change the catalog only: no rewrite) and are matched by it: ingest's duplicate check compares a
-- new uplink's key in both forms (ingest/store.ts findRecentDuplicates), so a retry across the
-- deploy of an uplink stored under the text key is still a duplicate. Readers of frames
-- (pinpoint_frames, the frames log) read neither; compaction (migration 0042) keeps neither.
alter table frames add column dedup bigint;
alter table frames alter column dedup_key drop not null;
alter table frames add constraint frames_dedup_one_form check (dedup is not null or dedup_key is not null) not valid;

-- The unique index on (device_id, received_at desc, dedup) replaces migration 0038's on dedup_key:
-- the same use (a device's frames in time order, the duplicate check's few frames of a device within
-- minutes, one frame an uplink when two processes store it at once). As in 0038, built here only in
-- partitions that hold no rows (every partition of a new database, and the months ahead); those with
-- rows get it from the retention pass, CONCURRENTLY (modules/retention/frames-index.ts), and the
-- old index is dropped once every partition has the new one. Until then ingest writes both forms
-- (ingest/pipeline.ts), so the old index keeps a frame stored by two processes at once single.
create unique index frames_device_time_dedup_key on only frames (device_id, received_at desc, dedup);

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
      execute format('create unique index %I on %I (device_id, received_at desc, dedup)',
        part.relname || '_device_time_dedup_key', part.relname);
      execute format('alter index frames_device_time_dedup_key attach partition %I',
        part.relname || '_device_time_dedup_key');
    end if;
  end loop;
  if (select indisvalid from pg_index where indexrelid = 'frames_device_time_dedup_key'::regclass) then
    drop index if exists frames_device_time_key;
    -- Migration 0038's two, if its own build was still to finish.
    drop index if exists frames_device_time_idx;
    drop index if exists frames_dedup_key;
  end if;
end $$;
