-- The Integrations screen (issue 17): uplinks per ingest key, the unknown-devices
-- inbox, and personal API keys.

-- Uplinks each ingest key brought, per hour. Written in batches from memory every
-- few seconds (modules/ingest-keys/usage.ts), never once per uplink; read as the
-- last 24 hours on the Integrations screen, and pruned after two days.
create table ingest_key_usage (
  key_id uuid not null references ingest_keys (id) on delete cascade,
  hour timestamptz not null,
  uplinks bigint not null default 0,
  primary key (key_id, hour)
);

-- Uplinks an organisation's ingest key sent for Dev EUIs it has not registered,
-- kept 7 days so the device can be added in one click. One row per organisation
-- and Dev EUI, at most a fixed number of rows per organisation (ingest/unknown-inbox.ts).
-- Only uplinks sent with that organisation's own key land here, so a row never
-- holds another organisation's data.
create table unknown_devices (
  organisation_id uuid not null references organisations (id) on delete cascade,
  dev_eui text not null check (dev_eui ~ '^[0-9A-F]{16}$'),
  source text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  count bigint not null default 1,
  -- a short summary of the newest uplink (port, counter, payload hex, decoded fields)
  last_payload jsonb,
  primary key (organisation_id, dev_eui)
);
create index unknown_devices_seen_idx on unknown_devices (last_seen_at);

-- Personal API keys: a person's key for scripts, reaching one organisation with a
-- role no higher than the person's (checked again on every request). Only the
-- sha256 of the key is kept; the key is shown once.
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  role text not null check (role in ('admin', 'member', 'viewer')),
  key_hash text not null unique,
  prefix text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_org_idx on api_keys (organisation_id, created_at desc);
create index api_keys_user_idx on api_keys (user_id);
