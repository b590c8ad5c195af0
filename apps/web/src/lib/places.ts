import type { Base, Geofence } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';

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
  const api = useApi();
  return useQuery({
    queryKey: geofenceKeys.forOrganisation(organisationId ?? ''),
    queryFn: () => api.list<Geofence>(`/geofence/organisation/${encodeURIComponent(organisationId ?? '')}`),
    enabled: Boolean(organisationId),
  });
}

/** GET /base/organisation/{organisationId}: the organisation's bases, empty on failure. */
export function useBases(organisationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: baseKeys.forOrganisation(organisationId ?? ''),
    queryFn: () => api.list<Base>(`/base/organisation/${encodeURIComponent(organisationId ?? '')}`),
    enabled: Boolean(organisationId),
  });
}
