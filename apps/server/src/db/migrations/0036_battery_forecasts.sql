-- Battery forecast (issue 30 item 4). An alert type "battery forecast under N days" (threshold in
-- days), and the forecasts kept per device so the device list, the widget and the alert check read
-- an organisation's forecasts at once instead of each device's 120 days of battery readings each
-- time. A row is the forecast as computed at computed_at (days_left null: too little to say, or
-- not draining); readers recompute rows older than an hour. organisation_id is the device's at that
-- time: a transferred device's row no longer matches and is computed again for its new owner.
alter table actions drop constraint actions_alert_type_check;
alter table actions add constraint actions_alert_type_check check (alert_type in ('button', 'temperature',
  'humidity', 'battery', 'co2', 'movement', 'geofence_enter', 'geofence_exit', 'geofence_enter_exit',
  'door_open', 'water_leak', 'offline', 'battery_forecast'));

create table battery_forecasts (
  device_id uuid primary key references devices (id) on delete cascade,
  organisation_id uuid not null references organisations (id) on delete cascade,
  unit text check (unit in ('mv', 'pct')),
  days_left integer,
  confidence text check (confidence in ('low', 'medium', 'high')),
  slope_per_day double precision,
  since timestamptz,
  days integer,
  computed_at timestamptz not null
);
create index battery_forecasts_organisation_idx on battery_forecasts (organisation_id, days_left);
