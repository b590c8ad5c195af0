-- Actions (alerts, forwards, webhooks), what they watch and whom they tell, the
-- state of each action on each device, the log of firings and deliveries, and
-- the outbox that keeps messages while no mail or SMS provider is configured.

create table actions (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  action_type text not null check (action_type in ('alert', 'forward', 'webhook')),
  alert_type text check (alert_type in ('button', 'temperature', 'humidity', 'battery', 'co2', 'movement',
    'geofence_enter', 'geofence_exit', 'geofence_enter_exit', 'door_open', 'water_leak', 'offline')),
  comparison text check (comparison in ('above', 'below')),
  -- in the reading's stored unit (temperature in Celsius); minutes for offline alerts
  threshold double precision,
  message text not null default '',
  geofence_id uuid references geofences (id) on delete set null,
  repeat_minutes integer not null default 0 check (repeat_minutes >= 0),
  repeat_mode text not null default 'close' check (repeat_mode in ('open', 'close')),
  -- 'HH:MM' in the deployment's time zone; alerts fire only inside the window when both are set
  window_start text,
  window_end text,
  forward_url text,
  forward_headers jsonb not null default '{}',
  webhook_url text,
  webhook_method text check (webhook_method in ('POST', 'PUT', 'PATCH')),
  -- whsec_…: signs webhooks; kept to sign, shown once at creation
  webhook_secret text,
  enabled boolean not null default true,
  times_triggered integer not null default 0,
  last_triggered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index actions_org_idx on actions (organisation_id, name);

create table action_devices (
  action_id uuid not null references actions (id) on delete cascade,
  device_id uuid not null references devices (id) on delete cascade,
  primary key (action_id, device_id)
);
-- The engine loads the actions of the devices in an ingest group.
create index action_devices_device_idx on action_devices (device_id);

create table action_contacts (
  action_id uuid not null references actions (id) on delete cascade,
  contact_id uuid not null references contacts (id) on delete cascade,
  primary key (action_id, contact_id)
);

-- Per action and device: is the condition met, was this episode alerted, when was the last alert.
-- Firing claims the row with a compare-and-set, so two processes never alert twice.
create table action_state (
  action_id uuid not null references actions (id) on delete cascade,
  device_id uuid not null references devices (id) on delete cascade,
  met boolean not null default false,
  alerted boolean not null default false,
  last_alert_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (action_id, device_id)
);

-- One message to one recipient on one channel; its id keys the job, the webhook-id and the outbox row.
create table action_deliveries (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  action_id uuid not null references actions (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms', 'webhook', 'forward')),
  recipient text not null,
  status text not null default 'queued' check (status in ('queued', 'sending', 'retrying', 'sent', 'failed')),
  attempts integer not null default 0,
  -- a sender holds the delivery until then; a crashed sender's delivery is taken up after it
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index action_deliveries_action_idx on action_deliveries (action_id);

create table action_logs (
  id bigserial primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  action_id uuid not null references actions (id) on delete cascade,
  event text not null check (event in ('fired', 'delivery')),
  device_id uuid references devices (id) on delete set null,
  delivery_id uuid,
  channel text check (channel in ('email', 'sms', 'webhook', 'forward')),
  recipient text,
  destination text check (destination in ('smtp', 'sms', 'outbox', 'http')),
  status text check (status in ('queued', 'sent', 'failed', 'retried')),
  attempt integer,
  error text,
  value double precision,
  message text,
  created_at timestamptz not null default now()
);
create index action_logs_action_time_idx on action_logs (action_id, created_at desc, id desc);

create table outbox (
  id bigserial primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  action_id uuid references actions (id) on delete set null,
  delivery_id uuid not null unique,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_org_time_idx on outbox (organisation_id, created_at desc, id desc);

-- SMS sent per organisation and hour: a paid channel is an abuse target.
create table sms_usage (
  organisation_id uuid not null references organisations (id) on delete cascade,
  hour timestamptz not null,
  count integer not null default 0,
  primary key (organisation_id, hour)
);

-- Every process's action cache listens here and reloads after any change,
-- including those cascading from deleted devices, contacts and geofences.
create function notify_actions_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('pinpoint_actions_changed', '');
  return null;
end;
$$;
create trigger actions_changed after insert or delete or truncate on actions
  for each statement execute function notify_actions_changed();
-- Not for the counters a firing bumps: only edits (which set updated_at) and the enabled switch.
create trigger actions_edited after update on actions
  for each row when (old.updated_at is distinct from new.updated_at or old.enabled is distinct from new.enabled)
  execute function notify_actions_changed();
create trigger action_devices_changed after insert or update or delete or truncate on action_devices
  for each statement execute function notify_actions_changed();
