-- Device sharing links, and the deployment's inventory of pre-loaded devices
-- that organisations claim with the code printed on them.

alter table devices add column share_token_hash text unique;
alter table devices add column share_expires_at timestamptz;
alter table devices add column share_created_at timestamptz;

create table device_inventory (
  id uuid primary key default gen_random_uuid(),
  claim_code text not null unique,
  barcode text,
  dev_eui text not null unique check (dev_eui ~ '^[0-9A-F]{16}$'),
  app_eui text check (app_eui ~ '^[0-9A-F]{16}$'),
  app_key text check (app_key ~ '^[0-9A-F]{32}$'),
  type text not null default 'tracker',
  model_id text,
  forwarder text not null default 'ttn' check (forwarder in ('ttn', 'chirpstack', 'helium', 'self-host')),
  claimed_by uuid references organisations (id) on delete set null,
  claimed_at timestamptz,
  created_at timestamptz not null default now()
);

-- History queries read one device over a time range.
create index readings_device_time_idx on readings (device_id, time desc);
