-- Trackers speaking the TLT-2H text protocol (Mictrack MT700/MT710 out of the box, Xexun units),
-- and Cellocator unit ids of fewer than six digits (Pointer's units are numbered from 1; the API
-- still takes 6 to 20 digits for every protocol but Cellocator's: packages/shared isTrackerIdFor).
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech', 'calamp',
    'atrack', 'watch', 'tk103', 'wialon', 'ruptela', 'topflytech', 'xirgo', 'dmt',
    'castel', 'eelink', 'tzone', 'freematics', 'dmthttp', 'topin', 'minifinder',
    'laipac', 'mictrack', 'cellocator', 'startek', 'tlt2h'));
alter table devices drop constraint devices_imei_check;
alter table devices add constraint devices_imei_check check (imei ~ '^[0-9A-Za-z_-]{1,20}$');
