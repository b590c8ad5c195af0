-- Cellular trackers speaking JT/T 808 (Traccar's "huabao"): one more protocol a tracker may have.
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao'));
