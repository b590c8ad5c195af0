-- Cellular trackers speaking ATrack's, the 3G/4G watches', TK103's and Wialon IPS's protocols.
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech', 'calamp',
    'atrack', 'watch', 'tk103', 'wialon'));
