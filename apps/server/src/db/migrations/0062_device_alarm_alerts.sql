-- Alerts on the alarms devices raise themselves (packages/shared action.ts): smoke, tamper, an
-- external power cut, a fall, and the device's own threshold alarm. Only the check of the alert
-- type changes; no row is touched.
alter table actions drop constraint actions_alert_type_check;
alter table actions add constraint actions_alert_type_check check (alert_type in ('button', 'temperature',
  'humidity', 'battery', 'co2', 'movement', 'geofence_enter', 'geofence_exit', 'geofence_enter_exit',
  'door_open', 'water_leak', 'offline', 'battery_forecast', 'smoke', 'tamper', 'power_cut',
  'fall_detected', 'device_alarm'));
