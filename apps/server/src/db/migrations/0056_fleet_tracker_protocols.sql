-- Cellular trackers speaking Ruptela's, Topflytech's, Xirgo's and Digital Matter's protocols.
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech', 'calamp',
    'atrack', 'watch', 'tk103', 'wialon', 'ruptela', 'topflytech', 'xirgo', 'dmt'));
