import type { Organisation, OrganisationLog } from '@pinpoint/shared';
import type { LogRow } from './log.ts';
import type { OrganisationRow } from './repo.ts';

export function presentOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    center: { lat: row.center_lat, lon: row.center_lon },
    zoom: row.zoom,
    hero: row.hero,
    primaryColour: row.primary_colour,
    secondaryColour: row.secondary_colour,
    timeZone: row.time_zone,
    framesRetentionDays: row.frames_retention_days,
    historyRetentionDays: row.history_retention_days,
    deviceLimit: row.device_limit,
    role: row.role,
  };
}

export function presentLog(row: LogRow): OrganisationLog {
  return {
    id: row.id,
    user: row.user_id ? { id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' } : null,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    details: row.details ?? {},
    createdAt: row.created_at.toISOString(),
  };
}
