-- Cellular trackers speaking Laipac's (a Toronto-area maker's personal and vehicle units), Mictrack's,
-- Cellocator's (Pointer) and Startek's protocols.
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech', 'calamp',
    'atrack', 'watch', 'tk103', 'wialon', 'ruptela', 'topflytech', 'xirgo', 'dmt',
    'castel', 'eelink', 'tzone', 'freematics', 'dmthttp', 'topin', 'minifinder',
    'laipac', 'mictrack', 'cellocator', 'startek'));
