import type { Widget, WidgetInput } from '@pinpoint/shared/widgets/index.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/index.ts';
import type pg from 'pg';

/**
 * A fleet with history, for the widget-data tests and the dashboard benchmark: devices with
 * readings, positions (a loop around downtown Toronto), frames with radio and a few alerts,
 * a geofence with devices inside and a base, all written by generate_series in a handful of
 * statements.
 */
export type Fleet = { organisationId: string; deviceIds: string[]; geofenceId: string; baseId: string };

export async function seedFleet(
  pool: pg.Pool,
  options: { organisationId?: string; devices: number; days: number; everyMinutes: number; end?: Date },
): Promise<Fleet> {
  const end = options.end ?? new Date();
  const from = new Date(end.getTime() - options.days * 86_400_000);
  const organisationId =
    options.organisationId ??
    (
      await pool.query<{ id: string }>(
        `insert into organisations (name, device_limit) values ($1, 100000) returning id`,
        [`Fleet ${Math.random().toString(36).slice(2)}`],
      )
    ).rows[0]?.id;
  if (!organisationId) throw new Error('no organisation');
  const devices = await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name, type, dev_eui, app_key, claim_code, battery_pct, battery_mv,
                          lat, lon, last_seen_at, location_at, state)
     select $1::uuid, 'Unit ' || lpad(n::text, 3, '0'), 'temperature',
            upper(lpad(to_hex(n), 4, '0') || substr(md5($1::text), 1, 12)), upper(md5(n::text || $1::text)),
            'CLAIM-' || n, 80 - n % 50, 2900, 43.65, -79.38, $2::timestamptz, $2::timestamptz,
            jsonb_build_object('temperature', 4.5, 'humidity', 55, 'battery_pct', 80 - n % 50)
       from generate_series(1, $3::int) n
     returning id`,
    [organisationId, end, options.devices],
  );
  const deviceIds = devices.rows.map((r) => r.id);
  const series = `from unnest($1::uuid[]) with ordinality d(id, n)
                 cross join generate_series($3::timestamptz, $4::timestamptz, make_interval(mins => $5)) t`;
  const args = [deviceIds, organisationId, from, end, options.everyMinutes];
  await pool.query(
    `insert into readings (device_id, organisation_id, time, field, value)
     select d.id, $2, t, f.field,
            case f.field when 'temperature' then round((4 + 2 * sin(extract(epoch from t) / 3600 + d.n))::numeric, 2)
                         when 'humidity' then round((55 + 10 * cos(extract(epoch from t) / 7200 + d.n))::numeric, 1)
                         else 80 - d.n % 50 end
     ${series} cross join unnest(array['temperature', 'humidity', 'battery_pct']) f(field)`,
    args,
  );
  await pool.query(
    `insert into positions (device_id, organisation_id, time, lat, lon, speed, source)
     select d.id, $2, t, 43.65 + 0.02 * sin(extract(epoch from t) / 5400 + d.n),
            -79.38 + 0.03 * cos(extract(epoch from t) / 5400 + d.n), 8, 'gnss'
     ${series}`,
    args,
  );
  await pool.query(
    `insert into frames (organisation_id, device_id, received_at, kind, f_cnt, f_port, radio, dedup_key, source)
     select $2, d.id, t, 'uplink', 1, 2, jsonb_build_object('rssi', -90 - d.n % 20, 'snr', 7.5, 'gateways', jsonb_build_array(jsonb_build_object('id', 'gw-1'))),
            md5(d.id::text || t::text), 'ttn'
     ${series}`,
    args,
  );
  const action = await pool.query<{ id: string }>(
    `insert into actions (organisation_id, name, action_type, alert_type, comparison, threshold, message)
     values ($1, 'Too warm', 'alert', 'temperature', 'above', 5, 'Call ops@example.com or +14165550100')
     returning id`,
    [organisationId],
  );
  await pool.query(
    `insert into action_logs (organisation_id, action_id, event, device_id, value, message, created_at)
     select $2, $6, 'fired', d.id, 6.1, 'Call ops@example.com or +14165550100', t
       from unnest($1::uuid[]) with ordinality d(id, n)
      cross join generate_series($3::timestamptz, $4::timestamptz, make_interval(mins => $5 * 40)) t`,
    [...args, action.rows[0]?.id],
  );
  const geofence = await pool.query<{ id: string }>(
    `insert into geofences (organisation_id, name, address, postcode, type, lat, lon, radius_m,
                            min_lat, min_lon, max_lat, max_lon)
     values ($1, 'Yard', '1 Front St', 'M5J 2N8', 'circle', 43.65, -79.38, 3000, 43.62, -79.42, 43.68, -79.34)
     returning id`,
    [organisationId],
  );
  const geofenceId = geofence.rows[0]?.id as string;
  await pool.query(
    `insert into geofence_devices (geofence_id, device_id, organisation_id, inside, changed_at)
     select $1, id, $2, n % 2 = 0, $3 from unnest($4::uuid[]) with ordinality d(id, n)`,
    [geofenceId, organisationId, end, deviceIds],
  );
  const base = await pool.query<{ id: string }>(
    `insert into bases (organisation_id, name, address, postcode, lat, lon)
     values ($1, 'Depot', '2 Front St', 'M5J 2N8', 43.645, -79.385) returning id`,
    [organisationId],
  );
  return { organisationId, deviceIds, geofenceId, baseId: base.rows[0]?.id as string };
}

/** The twelve-widget dashboard of the speed target (50 devices, 7 days), one of each kind and more. */
export function twelveWidgets(deviceIds: string[], geofenceId: string): Widget[] {
  const some = (n: number) => deviceIds.slice(0, n);
  const widgets: WidgetInput[] = [
    { id: 'map', type: 'map', devices: some(50), options: { tracks: true } },
    { id: 'temps', type: 'series', title: 'Temperatures', devices: some(12), fields: ['temperature'] },
    {
      id: 'humidity',
      type: 'series',
      devices: some(12).reverse(),
      fields: ['humidity', 'temperature'],
      options: { band: true, style: 'area' },
    },
    { id: 'gauge', type: 'gauge', devices: some(1), field: 'temperature', options: { min: -10, max: 20 } },
    { id: 'latest', type: 'latest', devices: some(12), field: 'temperature' },
    { id: 'battery', type: 'battery-list', devices: some(50) },
    {
      id: 'table',
      type: 'device-table',
      devices: some(50),
      options: { columns: ['status', 'battery', 'humidity'] },
    },
    { id: 'feed', type: 'event-feed', devices: some(50) },
    { id: 'occupancy', type: 'geofence-occupancy', geofences: [geofenceId] },
    { id: 'note', type: 'note', markdown: '**Night shift:** check the freezers' },
    { id: 'health', type: 'uplink-health', devices: some(50) },
    { id: 'trips', type: 'trip-summary', devices: some(10) },
  ];
  return widgets.map((w) => widgetSchema.parse(w));
}
