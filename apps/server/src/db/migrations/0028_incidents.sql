-- Issue 30: incidents instead of alert spam. A firing opens one incident per action and device;
-- repeats while it is open update it; it resolves when the condition clears (with hysteresis),
-- can be acknowledged in the app, from an e-mail link or by an SMS reply, and escalates through
-- the action's steps while nobody acknowledges it.

-- Hysteresis: a threshold alert clears only past clear_threshold (null: the threshold itself), and
-- only after clear_minutes back in range (0: at once). The defaults keep existing actions as they were.
alter table actions add column clear_threshold double precision;
alter table actions add column clear_minutes integer not null default 0
  check (clear_minutes between 0 and 1440);
-- Escalation: minutes without an acknowledgement before step i + 1 is told (step 0, the action's
-- first contacts, is told at once); action_contacts.step says which step a contact belongs to.
alter table actions add column escalation_minutes integer[] not null default '{}';
alter table action_contacts add column step smallint not null default 0 check (step between 0 and 5);

-- When the value first came back in range while the condition still counts as met (hysteresis).
alter table action_state add column clear_since timestamptz;

-- Quiet hours of a contact ('HH:MM' in the deployment's zone, like action windows): inside them the
-- contact is skipped (not told later) and escalation moves on.
alter table contacts add column quiet_start text;
alter table contacts add column quiet_end text;

create table incidents (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  action_id uuid not null references actions (id) on delete cascade,
  device_id uuid not null references devices (id) on delete cascade,
  state text not null default 'open' check (state in ('open', 'acknowledged', 'resolved')),
  opened_at timestamptz not null,
  acknowledged_at timestamptz,
  -- Who took it, as shown: a member's name, or the contact the link or SMS was sent to.
  acknowledged_by text,
  acknowledged_by_user_id uuid references users (id) on delete set null,
  acknowledged_via text check (acknowledged_via in ('app', 'email', 'sms')),
  resolved_at timestamptz,
  -- null: resolved by itself when the condition cleared.
  resolved_by text,
  assignee_id uuid references users (id) on delete set null,
  notes text not null default '',
  -- The firings folded into it (the first included), the value of the latest, and when.
  firings integer not null default 1,
  last_value double precision,
  first_value double precision,
  last_fired_at timestamptz not null,
  -- The step told last, and when the next is due (null: no further step, or acknowledged).
  escalation_step smallint not null default 0,
  next_escalation_at timestamptz,
  updated_at timestamptz not null default now()
);
-- One incident per action and device while it is not resolved.
create unique index incidents_live_idx on incidents (action_id, device_id) where state <> 'resolved';
create index incidents_org_time_idx on incidents (organisation_id, opened_at desc, id);
create index incidents_device_time_idx on incidents (device_id, opened_at desc);
create index incidents_due_idx on incidents (next_escalation_at) where state = 'open';

-- What happened to an incident, in order: the device page's timeline and the audit of who was told.
create table incident_events (
  id bigserial primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  incident_id uuid not null references incidents (id) on delete cascade,
  kind text not null check (kind in ('opened', 'repeated', 'reminded', 'notified', 'skipped', 'escalated',
    'acknowledged', 'assigned', 'noted', 'resolved')),
  at timestamptz not null,
  step smallint,
  channel text check (channel in ('email', 'sms', 'app')),
  recipient text,
  actor text,
  value double precision
);
create index incident_events_incident_idx on incident_events (incident_id, at, id);

-- The "I'm on it" links of e-mails and the SMS that may be answered: one per message sent.
-- The link carries the row's id and an HMAC over it, its incident and its expiry; the row makes
-- it single-use and says to whom it was sent.
create table incident_ack_tokens (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  incident_id uuid not null references incidents (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  recipient_name text not null default '',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index incident_ack_tokens_incident_idx on incident_ack_tokens (incident_id);
-- An SMS reply names only its sender: the newest live token sent to that number.
create index incident_ack_tokens_sms_idx on incident_ack_tokens (recipient, created_at desc)
  where channel = 'sms' and used_at is null;
