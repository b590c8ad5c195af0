-- Cheaper writes an uplink (issue 29).
--
-- The time-series partitions lose their foreign keys. Each one ran a trigger for every row
-- inserted (a lookup of the device, or organisation, FOR KEY SHARE): about 6 an uplink (a frame's
-- two, 3.4 readings, a position), measured at 10-18 µs of PostgreSQL CPU a row (200,000 readings
-- rows inserted in one statement: 6.2-7.7 s with the key, 4.0 s without). The pipeline writes
-- only for devices it has just read in the same group (ingest/store.ts), so the key checked
-- nothing it did not know. What the keys did on delete stays: deleting a device (also by deleting
-- its organisation, which cascades to its devices) deletes its frames, readings and positions, by
-- the trigger below, one statement a table for all devices deleted together. A device moved to
-- another organisation has its rows moved by device/service.ts, as before.
alter table frames drop constraint if exists frames_device_id_fkey;
alter table frames drop constraint if exists frames_organisation_id_fkey;
alter table readings drop constraint if exists readings_device_id_fkey;
alter table positions drop constraint if exists positions_device_id_fkey;

create or replace function pinpoint_delete_device_time_series() returns trigger
language plpgsql as $$
begin
  delete from frames where device_id in (select id from gone);
  delete from readings where device_id in (select id from gone);
  delete from positions where device_id in (select id from gone);
  return null;
end $$;

create trigger devices_delete_time_series after delete on devices
  referencing old table as gone
  for each statement execute function pinpoint_delete_device_time_series();

-- The state update of every uplink changes no indexed column of devices: with room left in each
-- page it is a HOT update (no new index entries, the old version pruned in place) instead of a
-- new row version elsewhere with an entry in each of the table's six indexes. Pages written from
-- now on keep 30% free; existing pages get it as they are rewritten.
alter table devices set (fillfactor = 70);
