-- Every server process keeps its organisations' active geofences in memory for
-- ingest (membership.ts). This tells them all, at once, which organisation's
-- geofences changed (payload: the organisation id; NOTIFY sends a payload once
-- per transaction, so an import of many rows is one notification).
create function notify_geofences_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('pinpoint_geofences_changed', old.organisation_id::text);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform pg_notify('pinpoint_geofences_changed', new.organisation_id::text);
  end if;
  return null;
end;
$$;
create trigger geofences_changed after insert or update or delete on geofences
  for each row execute function notify_geofences_changed();
