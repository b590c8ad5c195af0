import type { LatLon } from '@pinpoint/shared';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type GeofencesTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  address: string;
  postcode: string;
  type: 'circle' | 'polygon';
  /** A circle's centre, a polygon's centroid. */
  lat: number;
  lon: number;
  radius_m: number | null;
  /** An open ring; written as JSON text. */
  polygon: ColumnType<LatLon[] | null, string | null, string | null>;
  min_lat: number;
  min_lon: number;
  max_lat: number;
  max_lon: number;
  status: Generated<'active' | 'paused'>;
  alert_type: Generated<'enter' | 'exit' | 'enter-exit'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/** Which devices are inside which geofence, and when they last crossed its edge. */
export type GeofenceDevicesTable = {
  geofence_id: string;
  device_id: string;
  organisation_id: string;
  inside: boolean;
  changed_at: ColumnType<Date, Date | string, Date | string>;
};

export type BasesTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  address: string;
  postcode: string;
  status: Generated<'open' | 'closed'>;
  lat: number | null;
  lon: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/** Kysely types of the geofence and base tables (migration 0005); part of Database in schema.ts. */
export type GeofenceTables = {
  geofences: GeofencesTable;
  geofence_devices: GeofenceDevicesTable;
  bases: BasesTable;
};
