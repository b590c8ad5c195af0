-- Cellular trackers speaking Castel's (OBD dongles), Eelink's, Tzone's and Freematics' protocols.
alter table devices drop constraint devices_protocol_check;
alter table devices add constraint devices_protocol_check
  check (protocol in ('teltonika', 'gt06', 'h02', 'queclink', 'meitrack', 'coban', 'huabao', 'suntech', 'calamp',
    'atrack', 'watch', 'tk103', 'wialon', 'ruptela', 'topflytech', 'xirgo', 'dmt',
    'castel', 'eelink', 'tzone', 'freematics'));

-- Castel's dongles name themselves by the serial printed on them (letters, digits, - and _); the
-- API still takes digits alone for every other protocol (packages/shared isTrackerIdFor).
alter table devices drop constraint devices_imei_check;
alter table devices add constraint devices_imei_check check (imei ~ '^[0-9A-Za-z_-]{6,20}$');
alter table unknown_trackers drop constraint unknown_trackers_imei_check;
alter table unknown_trackers add constraint unknown_trackers_imei_check check (imei ~ '^[0-9A-Za-z_-]{1,20}$');
