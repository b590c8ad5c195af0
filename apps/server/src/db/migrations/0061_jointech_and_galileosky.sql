-- Cellular trackers speaking Jointech's protocol (JT600 trackers, JT701/JT709 container e-locks)
-- and Galileosky's.
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech', 'calamp',
    'atrack', 'watch', 'tk103', 'wialon', 'ruptela', 'topflytech', 'xirgo', 'dmt',
    'castel', 'eelink', 'tzone', 'freematics', 'dmthttp', 'topin', 'minifinder',
    'laipac', 'mictrack', 'cellocator', 'startek', 'tlt2h', 'jt600', 'galileo'));
