-- Live subscriptions (live/hub.ts) are checked against membership when they
-- start; this tells every server process at once when a membership of an
-- organisation ended or changed role (a member removed or leaving, a role
-- changed, the organisation or the user deleted: cascades delete the rows), so
-- each re-checks its subscribers to that organisation. Payload: the
-- organisation id (NOTIFY sends a payload once per transaction).
create function notify_membership_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('pinpoint_membership_changed', old.organisation_id::text);
  return null;
end;
$$;
create trigger memberships_changed after update or delete on memberships
  for each row execute function notify_membership_changed();
