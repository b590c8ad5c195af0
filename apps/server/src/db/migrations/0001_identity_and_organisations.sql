-- Users, local sign-in accounts, organisations and memberships, the built-in
-- OpenID provider's storage, and the organisation log.

create table users (
  id uuid primary key default gen_random_uuid(),
  sub text not null unique,
  email text not null,
  email_verified boolean not null default false,
  name text not null default '',
  picture text,
  settings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_email_idx on users (lower(email));

-- Accounts of the built-in OpenID provider (sign-up with e-mail and password).
create table local_accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  name text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create unique index local_accounts_email_idx on local_accounts (lower(email));

create table organisations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  address text not null default '',
  email text not null default '',
  phone text not null default '',
  center_lat double precision not null default 43.6532,
  center_lon double precision not null default -79.3832,
  zoom double precision not null default 11,
  hero text not null default '',
  primary_colour text,
  secondary_colour text,
  device_limit integer not null default 1000,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index organisations_name_idx on organisations (lower(name));

create table memberships (
  organisation_id uuid not null references organisations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'member', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (organisation_id, user_id)
);
create index memberships_user_idx on memberships (user_id);

create table organisation_logs (
  id bigint generated always as identity primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  user_id uuid references users (id) on delete set null,
  action text not null,
  object_type text not null,
  object_id text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index organisation_logs_org_time_idx on organisation_logs (organisation_id, created_at desc);

-- Built-in OpenID provider: sessions, interactions, grants, codes and tokens.
create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payloads_grant_idx on oidc_payloads (grant_id);
create index oidc_payloads_uid_idx on oidc_payloads (uid);
create index oidc_payloads_expires_idx on oidc_payloads (expires_at);

-- Secrets generated on first start and kept (signing keys, cookie keys).
create table server_secrets (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);
