import type { Device } from '@pinpoint/shared';
import type { DeviceRow } from './repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function numericState(state: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(state ?? {})) if (typeof v === 'number') out[k] = v;
  return out;
}

export function presentDevice(row: DeviceRow): Device {
  const sharingLive =
    Boolean(row.share_token_hash) && (!row.share_expires_at || row.share_expires_at > new Date());
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    devEui: row.dev_eui,
    appEui: row.app_eui,
    hasAppKey: Boolean(row.app_key),
    type: row.type,
    modelId: row.model_id,
    forwarder: row.forwarder,
    barcode: row.barcode,
    isDemo: row.is_demo,
    batteryMv: row.battery_mv,
    batteryPct: row.battery_pct,
    temperature: row.temperature,
    location:
      row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon, at: iso(row.location_at) } : null,
    lastSeenAt: iso(row.last_seen_at),
    lastAlertAt: iso(row.last_alert_at),
    readings: numericState(row.state),
    shared: sharingLive,
    shareExpiresAt: sharingLive ? iso(row.share_expires_at) : null,
    createdAt: row.created_at.toISOString(),
  };
}
