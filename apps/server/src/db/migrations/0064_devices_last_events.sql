-- A momentary reading (a tracker's alarm, a button's press, a movement or low-battery alarm sent
-- once: packages/decoders ModelInfo.momentary, ingest/trackers/records.ts) is an event of its
-- uplink, never the device's state (migration 0063). Its latest occurrence by field, `{ value, at }`,
-- so the device page can show a device's last events without reading its frames (ingest/store.ts).
-- Null until a device sends one; a nullable column with no default rewrites no row.
alter table devices add column last_events jsonb;
