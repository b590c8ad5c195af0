-- Scheduled reports (issue 14): widgets (the dashboards' model), a period, a schedule in the
-- organisation's time zone, recipients and formats; each run's files, kept for REPORT_FILES_DAYS,
-- and each e-mail sent for it.

-- The organisation's time zone: schedules and report periods follow its wall clock.
alter table organisations add column if not exists time_zone text not null default 'America/Toronto';

create table reports (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  -- the widget array (packages/shared/src/widgets/widget.ts), parsed one by one on read
  widgets jsonb not null default '[]',
  schema_version integer not null default 1,
  period text not null check (period in ('day', 'week', 'month', 'since_last')),
  -- {"frequency": "weekly", "time": "07:00", "days": [1]} (packages/shared/src/report.ts)
  schedule jsonb not null,
  formats text[] not null check (cardinality(formats) between 1 and 3),
  language text not null default 'en' check (language in ('en', 'fr')),
  temperature_unit text not null default 'C' check (temperature_unit in ('C', 'F')),
  enabled boolean not null default true,
  -- the next scheduled run; null while disabled. The scheduler claims due rows with
  -- `for update skip locked`, so with several processes each due run is taken once.
  next_run_at timestamptz,
  -- the zone next_run_at was worked out in: when the organisation's zone changes, the
  -- scheduler works it out again
  next_run_zone text,
  -- where the last scheduled or manual run's period ended: the start of a 'since_last' period
  last_period_end timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index reports_org_name_idx on reports (organisation_id, lower(name));
create index reports_due_idx on reports (next_run_at) where enabled;

-- Whom a report goes to: the organisation's contacts and members (one of the two ids).
-- A member who leaves stays listed but is no longer sent to (the send joins memberships).
create table report_recipients (
  report_id uuid not null references reports (id) on delete cascade,
  position integer not null,
  contact_id uuid references contacts (id) on delete cascade,
  user_id uuid references users (id) on delete cascade,
  check (num_nonnulls(contact_id, user_id) = 1)
);
create unique index report_recipients_contact_idx on report_recipients (report_id, contact_id)
  where contact_id is not null;
create unique index report_recipients_user_idx on report_recipients (report_id, user_id)
  where user_id is not null;

-- One run of a report: rendered once, then mailed to each recipient. A scheduled run is keyed by
-- (report, scheduled_for), so the same due time never makes two runs; its id keys the job.
create table report_runs (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  report_id uuid not null references reports (id) on delete cascade,
  trigger text not null check (trigger in ('schedule', 'manual', 'preview')),
  scheduled_for timestamptz,
  period_from timestamptz not null,
  period_to timestamptz not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'partial', 'failed')),
  attempts integer not null default 0,
  -- a worker holds the run until then; a crashed worker's run is taken up after it
  lease_until timestamptz,
  error text,
  -- what was rendered (sections of charts as SVG, tables, notes): the browser's preview
  document jsonb,
  requested_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  unique (report_id, scheduled_for)
);
create index report_runs_report_idx on report_runs (report_id, created_at desc);

-- The files of a run, in PostgreSQL (bytea): every server process reads them, nothing to share
-- on disk. Past expires_at the content is dropped and the row says so.
create table report_files (
  run_id uuid not null references report_runs (id) on delete cascade,
  organisation_id uuid not null references organisations (id) on delete cascade,
  format text not null check (format in ('pdf', 'csv', 'xlsx')),
  file_name text not null,
  content_type text not null,
  size integer not null,
  content bytea,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (run_id, format)
);
create index report_files_expiry_idx on report_files (expires_at) where content is not null;

-- One e-mail of a run to one recipient. Its id is the message id and the outbox row's; the
-- download links in it carry a random token kept here as its sha256.
create table report_deliveries (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  run_id uuid not null references report_runs (id) on delete cascade,
  recipient text not null,
  recipient_name text not null default '',
  status text not null default 'queued' check (status in ('queued', 'sending', 'retrying', 'sent', 'failed')),
  destination text check (destination in ('smtp', 'outbox')),
  attached boolean,
  attempts integer not null default 0,
  error text,
  link_token_hash text unique,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (run_id, recipient)
);
