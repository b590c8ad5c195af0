-- Cellular trackers (issue 26): devices identified by the id they send over TCP/UDP (an IMEI for
-- most, 10 or 11 digits for H02 units), with the protocol they speak.

alter table devices drop constraint devices_forwarder_check;
alter table devices add constraint devices_forwarder_check
  check (forwarder in ('ttn', 'chirpstack', 'helium', 'self-host', 'tracker'));
-- Digits only, 6 to 20; unique across the deployment like a Dev EUI (a tracker names no organisation).
alter table devices add column imei text unique check (imei ~ '^[0-9]{6,20}$');
alter table devices add column protocol text
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban'));
-- A tracker has both; no other device has either.
alter table devices add constraint devices_tracker_identity_check
  check ((forwarder = 'tracker') = (imei is not null and protocol is not null)
         and (imei is null) = (protocol is null));

-- Commands to trackers travel over the tracker's own connection (no job): they wait, queued,
-- until it is connected, and the tracker's reply is kept on the command.
alter table commands drop constraint commands_transport_check;
alter table commands add constraint commands_transport_check
  check (transport in ('ttn', 'chirpstack-mqtt', 'chirpstack-rest', 'helium', 'answer', 'tracker'));
alter table commands add column answer text;
create index commands_tracker_queued_idx on commands (device_id, created_at)
  where status = 'queued' and transport = 'tracker';

-- Ids that connected without being registered: no organisation is known from a connection, so
-- the rows are the deployment's, bounded (ingest/trackers/unknown.ts) and kept 7 days. Each
-- organisation's inbox lists them next to its own unknown Dev EUIs, for one-click add.
create table unknown_trackers (
  imei text primary key check (imei ~ '^[0-9]{1,20}$'),
  protocol text not null,
  -- the address it last connected from (shown to tell one's own tracker from another's)
  remote_address text,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  count bigint not null default 1
);
create index unknown_trackers_seen_idx on unknown_trackers (last_seen_at desc);
