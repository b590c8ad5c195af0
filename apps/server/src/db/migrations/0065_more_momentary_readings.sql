-- More readings their devices send only when something happens and never end (packages/decoders
-- momentary-audit.test.ts, each with the vendor's frame): events of their uplink, not the device's
-- state (migrations 0063, 0064). Stored there before, they stayed for ever; they go. Their history
-- (frames' readings) is kept, and uplinks from now on show them as the device's latest events.
update devices
   set state = state - 'threshold_alarm'
 where model_id in ('radio-bridge/rbs301-temp-ext', 'radio-bridge/rbs301-temp-int', 'radio-bridge/rbs305-ath',
                    'radio-bridge/rbs306-420ma', 'radio-bridge/rbs306-ath-ext', 'radio-bridge/rbs306-mbhr',
                    'radio-bridge/rbs306-temp-ext', 'radio-bridge/rbs306-temp-tc', 'radio-bridge/rbs306-us10m',
                    'radio-bridge/rbs306-vm30')
   and state ? 'threshold_alarm';

-- Abeeway AT2 trackers: low battery is only ever a shutdown's cause.
update devices
   set state = state - 'low_battery'
 where model_id in ('abeeway/abeeway-micro-tracker', 'abeeway/abeeway-smart-badge',
                    'abeeway/abeeway-compact-tracker', 'abeeway/abeeway-industrial-tracker',
                    'abeeway/abeeway-geolocation-module')
   and state ? 'low_battery';

-- Presence events with no end (IMBUILDINGS desk and motion sensors), a motion wake-up (RAK2270).
update devices
   set state = state - 'motion'
 where model_id in ('imbuildings/imbuildings-desk-sensor', 'imbuildings/imbuildings-motion-sensor',
                    'rakwireless/rak2270')
   and state ? 'motion';

-- A fall alarm (Milesight TS601/TS602) and a press (SenseCAP T2000), never ended by a frame.
update devices
   set state = state - 'fall_detected'
 where model_id in ('milesight-iot/ts601', 'milesight-iot/ts602') and state ? 'fall_detected';
update devices
   set state = state - 'button'
 where model_id = 'sensecap/sensecapt2000-tracker-abc' and state ? 'button';
