-- Commands to devices (downlinks, issue 15): a queue per device, and each organisation's settings
-- for the network servers that carry them.

create table commands (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  device_id uuid not null references devices (id) on delete cascade,
  kind text not null
    check (kind in ('set_interval', 'request_position', 'alarm', 'reboot', 'raw', 'custom')),
  -- what was asked (minutes, on/off, the raw hex), for the command list
  params jsonb not null default '{}',
  -- LoRaWAN: the encoded bytes and their port; self-hosted trackers: the text of the answer
  f_port integer check (f_port between 1 and 223),
  payload bytea,
  text text,
  confirmed boolean not null default false,
  transport text not null
    check (transport in ('ttn', 'chirpstack-mqtt', 'chirpstack-rest', 'helium', 'answer')),
  status text not null default 'queued' check (status in ('queued', 'sent', 'acknowledged', 'failed')),
  -- the network server's own id of the downlink (ChirpStack queue item), to match its events
  network_ref text,
  -- why it failed, or the last thing the network server said about it
  error text,
  attempts integer not null default 0,
  -- a sender holds a queued command this long; one that crashed mid-send is taken up again
  lease_until timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- the network server says it went out on air (The Things Stack downlink_sent, ChirpStack txack)
  transmitted_at timestamptz,
  acknowledged_at timestamptz,
  failed_at timestamptz,
  updated_at timestamptz not null default now()
);
create index commands_org_created_idx on commands (organisation_id, created_at desc);
create index commands_device_created_idx on commands (device_id, created_at desc);
-- A device's open commands: the phone answer and the network servers' events look here.
create index commands_device_open_idx on commands (device_id, created_at) where status in ('queued', 'sent');
create index commands_network_ref_idx on commands (network_ref) where network_ref is not null;

create table network_settings (
  organisation_id uuid primary key references organisations (id) on delete cascade,
  ttn_cluster_url text not null default '',
  ttn_application_id text not null default '',
  ttn_webhook_id text not null default '',
  -- secrets: AES-256-GCM under SECRETS_KEY (modules/command/secrets.ts), never returned whole
  ttn_api_key_enc text,
  chirpstack_mode text not null default 'mqtt' check (chirpstack_mode in ('mqtt', 'rest')),
  chirpstack_application_id text not null default '',
  chirpstack_topic text not null default '',
  chirpstack_api_url text not null default '',
  chirpstack_api_token_enc text,
  helium_downlink_url_enc text,
  updated_by uuid references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
