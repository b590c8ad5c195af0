-- Dashboards (widgets on a grid, WIDGETS.md) and their public links.

create table dashboards (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  -- the widget array (packages/shared/src/widgets/widget.ts), parsed one by one on read
  widgets jsonb not null default '[]',
  -- react-grid-layout items per breakpoint: {"lg": [...], "md": [...], "sm": [...]}
  layouts jsonb not null default '{"lg": [], "md": [], "sm": []}',
  -- the dashboard's own range: {"kind": "last", "amount": 24, "unit": "hour"} or a fixed window
  range jsonb not null default '{"kind": "last", "amount": 24, "unit": "hour"}',
  -- the widget model's version the JSON was written in (migrate.ts upgrades older ones on read)
  schema_version integer not null default 1,
  -- bumped by every change of widgets, layouts or range; a save must name the one it changed (409)
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index dashboards_org_name_idx on dashboards (organisation_id, lower(name));

-- Public read-only links: the token (32 random bytes) is shown once and kept as its sha256.
create table dashboard_shares (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  dashboard_id uuid not null references dashboards (id) on delete cascade,
  token_hash text not null unique,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  -- the viewer may pick a preset range shorter than the saved one
  allow_range boolean not null default false,
  -- the token's last characters, so an owner can tell links apart
  hint text not null
);
create index dashboard_shares_dashboard_idx on dashboard_shares (dashboard_id, created_at desc);

-- The event-feed widget reads an organisation's alerts of some devices, newest first.
create index if not exists action_logs_org_device_time_idx
  on action_logs (organisation_id, device_id, created_at desc);

-- Live share sockets (live/share-subscription.ts) follow a dashboard: this tells every
-- server process at once that a dashboard changed or went, or one of its links was
-- revoked, changed or deleted, so each re-resolves (or closes, 4404) the sockets of
-- that dashboard. Payload: the dashboard id. Expiry is a time, not a change: each
-- process also closes a socket when its link's expiry passes.
create function notify_dashboard_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'dashboards' then
    perform pg_notify('pinpoint_dashboard_changed', old.id::text);
  else
    perform pg_notify('pinpoint_dashboard_changed', old.dashboard_id::text);
  end if;
  return null;
end;
$$;
create trigger dashboards_changed after update or delete on dashboards
  for each row execute function notify_dashboard_changed();
-- Only changes a viewer would notice: not the last_used_at a public view keeps.
create trigger dashboard_shares_changed after update on dashboard_shares
  for each row
  when (old.revoked_at is distinct from new.revoked_at
     or old.expires_at is distinct from new.expires_at
     or old.allow_range is distinct from new.allow_range
     or old.token_hash is distinct from new.token_hash
     or old.dashboard_id is distinct from new.dashboard_id)
  execute function notify_dashboard_changed();
create trigger dashboard_shares_deleted after delete on dashboard_shares
  for each row execute function notify_dashboard_changed();
