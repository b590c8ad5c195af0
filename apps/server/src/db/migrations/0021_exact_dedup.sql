-- Exact deduplication across server processes (issue 19): two processes that receive the same
-- uplink (a network server's retry, two ingest replicas) store it once. The pipeline's own check
-- (ingest/store.ts findRecentDuplicates) still drops most duplicates before writing; this unique
-- key settles the ones that arrive at two processes at once: the group write inserts frames with
-- ON CONFLICT DO NOTHING and writes readings, positions and state only for the frames it inserted.
--
-- The window: a sender's own uplink id (keys id:… and idh:…) is unique for all time (window 0);
-- other keys (frame counter and payload, time, position) are unique within the 10-minute slot of
-- the uplink's own time. Immutable arithmetic, so a stored generated column.
alter table frames add column dedup_window bigint generated always as (
  case
    when dedup_key ~ '^idh?:' then 0
    else floor(extract(epoch from (received_at - timestamptz '1970-01-01 00:00:00+00')) / 600)::bigint
  end
) stored;

-- Rows stored twice before this key existed: keep the first (smallest id). Their readings and
-- positions carry no frame id, so they stay as they were (identical values at the same time).
delete from frames f
 using frames g
 where g.device_id = f.device_id
   and g.dedup_key = f.dedup_key
   and g.dedup_window = f.dedup_window
   and g.id < f.id;

create unique index frames_dedup_key on frames (device_id, dedup_key, dedup_window);
