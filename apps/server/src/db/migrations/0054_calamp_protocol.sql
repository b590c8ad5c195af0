-- CalAmp LMU and TTU units speaking LM Direct over UDP.
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech', 'calamp'));
