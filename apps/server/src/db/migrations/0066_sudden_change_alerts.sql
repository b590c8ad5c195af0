-- Alerts on a device's sudden change alarm (packages/shared action.ts `sudden_change`: Milesight's
-- "mutation alarm", a measurement that changed faster than the limit set on the device). Until now
-- such an alarm set the device's threshold alarm, which only a threshold release clears. Only the
-- check of the alert type changes; no row is touched.
alter table actions drop constraint actions_alert_type_check;
alter table actions add constraint actions_alert_type_check check (alert_type in ('button', 'temperature',
  'humidity', 'battery', 'co2', 'movement', 'geofence_enter', 'geofence_exit', 'geofence_enter_exit',
  'door_open', 'water_leak', 'offline', 'battery_forecast', 'smoke', 'tamper', 'power_cut',
  'fall_detected', 'device_alarm', 'sudden_change'));
