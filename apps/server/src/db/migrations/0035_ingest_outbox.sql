-- After-commit work that must survive the process (issue 28 item 1). A group of uplinks commits in
-- one statement (ingest/store.ts writeGroup); its process then evaluates geofences and actions in
-- memory. Killed between the two, the alerts, forwards and geofence crossings of uplinks it had
-- stored and answered 2xx were lost. Now the same statement keeps one row a group here: the live
-- updates of the frames it inserted, owned by the process (a random number it holds a session
-- advisory lock on while it lives). The owner deletes the row once the work is done; a row whose
-- owner's lock is free is taken up by another ingest process (ingest/outbox.ts).
-- Logged: it must outlive a PostgreSQL crash as the frames do. Rows live for milliseconds, so the
-- table stays small; the recovery's look for old rows reads it whole.
create table ingest_outbox (
  id bigserial primary key,
  owner integer not null,
  created_at timestamptz not null default now(),
  -- Times taken up again after its evaluation failed or its owner died: a row that keeps failing is dropped.
  tries smallint not null default 0,
  -- The DeviceUpdate JSON of each live frame inserted, in commit order (as sent with pg_notify).
  updates text[] not null
);
