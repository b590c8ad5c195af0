-- Devices, the data they send (frames, readings, positions), and the keys
-- network servers use to send it.

create table devices (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  -- 16 upper-case hex digits; unique across the whole system
  dev_eui text unique check (dev_eui ~ '^[0-9A-F]{16}$'),
  app_eui text check (app_eui ~ '^[0-9A-F]{16}$'),
  app_key text check (app_key ~ '^[0-9A-F]{32}$'),
  type text not null default 'tracker',
  -- decoder model id (packages/decoders), e.g. dragino/lht65
  model_id text,
  forwarder text not null default 'ttn' check (forwarder in ('ttn', 'chirpstack', 'helium', 'self-host')),
  claim_code text,
  barcode text,
  -- self-hosted devices: sha256 of the device token
  token_hash text unique,
  network jsonb not null default '{}',
  is_demo boolean not null default false,
  -- latest state, kept by ingest
  battery_mv double precision,
  battery_pct double precision,
  temperature double precision,
  lat double precision,
  lon double precision,
  location_at timestamptz,
  last_seen_at timestamptz,
  last_alert_at timestamptz,
  state jsonb not null default '{}',
  -- frame counters restart when a device rejoins: each join starts a new epoch
  fcnt_epoch integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index devices_org_idx on devices (organisation_id, name);

create table frames (
  id bigint generated always as identity primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  device_id uuid not null references devices (id) on delete cascade,
  received_at timestamptz not null,
  kind text not null default 'uplink' check (kind in ('uplink', 'join', 'location')),
  f_cnt bigint,
  f_port integer,
  payload bytea,
  decoded jsonb,
  decode_error text,
  radio jsonb,
  -- the sender's id for the uplink, or epoch:fcnt:payload-hash; see ingest/dedup
  dedup_key text not null,
  source text not null
);
create index frames_device_time_idx on frames (device_id, received_at desc);
create index frames_dedup_idx on frames (device_id, dedup_key, received_at desc);

create table readings (
  device_id uuid not null references devices (id) on delete cascade,
  organisation_id uuid not null,
  time timestamptz not null,
  field text not null,
  value double precision not null
);
create index readings_device_field_time_idx on readings (device_id, field, time desc);

create table positions (
  device_id uuid not null references devices (id) on delete cascade,
  organisation_id uuid not null,
  time timestamptz not null,
  lat double precision not null,
  lon double precision not null,
  alt double precision,
  accuracy double precision,
  speed double precision,
  heading double precision,
  source text not null check (source in ('gnss', 'network', 'phone'))
);
create index positions_device_time_idx on positions (device_id, time desc);

create table ingest_keys (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  -- sha256 of the key; the key itself is shown once
  key_hash text not null unique,
  prefix text not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index ingest_keys_org_idx on ingest_keys (organisation_id);

-- Uplinks for unknown devices, counted per sender, so an operator can see misconfiguration.
create table ingest_unknown (
  source text not null,
  identity text not null,
  organisation_id uuid references organisations (id) on delete cascade,
  count bigint not null default 1,
  last_seen_at timestamptz not null default now(),
  primary key (source, identity)
);
