-- Cellular trackers speaking Suntech's text protocol (ST300, ST310U, ST340, ST4300, ST600...).
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech'));
