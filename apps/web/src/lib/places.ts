import type { Base, Geofence } from '@pinpoint/shared';
import { useOrganisationList } from './organisation-list.ts';

/**
 * The organisation's places (geofences and bases) as lists: the screens of
 * several features read them (the geofence and bases screens, the device map
 * and the device page), so their queries and keys live here, shared.
 */
export const geofenceKeys = {
  all: ['geofences'] as const,
  forOrganisation: (organisationId: string) => ['geofences', 'organisation', organisationId] as const,
  detail: (id: string) => ['geofences', 'detail', id] as const,
};
export const baseKeys = {
  all: ['bases'] as const,
  forOrganisation: (organisationId: string) => ['bases', 'organisation', organisationId] as const,
};

/** GET /geofence/organisation/{organisationId} (spec 7): empty on failure; skipped while no id. */
export function useGeofences(organisationId: string | null) {
  return useOrganisationList<Geofence>(
    organisationId,
    geofenceKeys.forOrganisation,
    (id) => `/geofence/organisation/${id}`,
  );
}

/** GET /base/organisation/{organisationId}: the organisation's bases, empty on failure. */
export function useBases(organisationId: string | null) {
  return useOrganisationList<Base>(
    organisationId,
    baseKeys.forOrganisation,
    (id) => `/base/organisation/${id}`,
  );
}
