-- Issue 28 item 5: a webhook or forward whose receiver keeps failing is paused, not retried for ever.
-- delivery_failures: failed HTTP tries in a row (a success sets it back to 0), since failing_since.
-- paused_at: when the destination was paused (the engine skips the action until someone resumes it).
alter table actions add column delivery_failures integer not null default 0;
alter table actions add column failing_since timestamptz;
alter table actions add column paused_at timestamptz;

-- Pausing and resuming change what the engine evaluates: every process's action cache reloads.
drop trigger actions_edited on actions;
create trigger actions_edited after update on actions
  for each row when (old.updated_at is distinct from new.updated_at
                     or old.enabled is distinct from new.enabled
                     or old.paused_at is distinct from new.paused_at)
  execute function notify_actions_changed();

-- The HTTP deliveries an organisation has in flight, counted before each try (DELIVERY_ORG_IN_FLIGHT).
create index action_deliveries_sending_idx on action_deliveries (organisation_id)
  where status = 'sending';
