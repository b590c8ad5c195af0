-- Trackers' alarms, the presses of buttons that send no release and low-battery alarms sent once are
-- events of their uplink, not
-- the device's state (ingest/trackers/records.ts, packages/decoders ModelInfo.momentary): ingest no
-- longer merges them into devices.state. Those stored there before stayed true for ever (a van's
-- door shown open for days after one alarm, a button "pressed" since its first press); they go.
-- Their history (frames' readings) is kept.
update devices
   set state = state - array['button', 'motion', 'power_cut', 'low_battery', 'overspeed', 'tamper',
                             'door_open', 'fall_detected', 'external_power_low']
 where forwarder = 'tracker'
   and state ?| array['button', 'motion', 'power_cut', 'low_battery', 'overspeed', 'tamper',
                      'door_open', 'fall_detected', 'external_power_low'];

update devices
   set state = state - 'button'
 where model_id in ('milesight-iot/ws101', 'milesight-iot/ws136', 'milesight-iot/ws156',
                    'milesight-iot/ds3604', 'rakwireless/rak7201', 'globalsat/lt-100')
   and state ? 'button';

-- Low-battery alarms sent once and never ended (the battery changed since still showed low).
update devices
   set state = state - 'low_battery'
 where model_id in ('milesight-iot/wt102', 'milesight-iot/ts601', 'milesight-iot/ts602',
                    'abeeway/asset-tracker-3', 'rakwireless/rak7201', 'globalsat/lt-100')
   and state ? 'low_battery';
