import { type Base, type Geofence, shapeAreaM2 } from '@pinpoint/shared';
import type { BaseRow } from './base-repo.ts';
import type { GeofenceRow } from './repo.ts';
import { shapeOfRow } from './shape.ts';

export function presentGeofence(row: GeofenceRow): Geofence {
  const watched = row.status === 'active';
  const deviceIds = watched ? row.device_ids : [];
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    type: row.type,
    latitude: row.lat,
    longitude: row.lon,
    radius: row.type === 'circle' ? row.radius_m : null,
    polygon: row.type === 'polygon' ? row.polygon : null,
    area: Math.round(shapeAreaM2(shapeOfRow(row)) * 100) / 100,
    status: row.status,
    alertType: row.alert_type,
    devicesInside: deviceIds.length,
    deviceIdsInside: deviceIds,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentBase(row: BaseRow): Base {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    status: row.status,
    latitude: row.lat,
    longitude: row.lon,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
