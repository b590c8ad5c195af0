-- The device table's first view in one index's first entries (issue 31, budget 2: a page of
-- 10,000 devices answered within 50 ms). The table opens sorted by name (the natural order of
-- migration 0047, then lower(name), name and id as tie-breakers: store-independent and total);
-- without an index PostgreSQL read and sorted every device of the organisation for the ten shown.
-- With this one it reads the ten. The columns are the page query's ORDER BY as it is for that
-- sort (modules/device/device-page.ts), so the planner matches them. Ingest's state updates stay
-- HOT: they change no column this index reads.
--
-- Built in the migration's transaction: it holds off writes to devices while it builds, under a
-- second for 100,000 devices (the devices table is not partitioned).
create index devices_org_name_order
    on devices (organisation_id, (name collate pinpoint_natural), lower(name), name, id);
