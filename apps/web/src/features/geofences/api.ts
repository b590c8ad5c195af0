import type {
  Base,
  BaseInput,
  GeocodeResult,
  Geofence,
  GeofenceInput,
  GeofenceStatus,
  ImportResult,
} from '@pinpoint/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { deleteOneOrMany, requireOrganisation } from '../../lib/organisation-list.ts';
import { baseKeys, geofenceKeys, useBases, useGeofences } from '../../lib/places.ts';

export type { Base, BaseInput, GeocodeResult, Geofence, GeofenceInput, GeofenceStatus, ImportResult };
export { baseKeys, geofenceKeys, useBases, useGeofences };

/** A CSV's rows, keyed by column, as the import calls take them. */
export type ImportRow = Record<string, string>;

const path = (kind: 'geofence' | 'base', rest: string) => `/${kind}${rest}`;
const idPath = (kind: 'geofence' | 'base', id: string, rest = '') =>
  path(kind, `/${encodeURIComponent(id)}${rest}`);

/** GET /geofence/{id}: null when it does not exist or is not the user's. */
export function useGeofence(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: geofenceKeys.detail(id ?? ''),
    queryFn: () => api.get<Geofence>(idPath('geofence', id ?? '')),
    enabled: Boolean(id),
  });
}

/** PATCH /base/{id} also takes latitude and longitude null together, to forget where a base is. */
export type BaseUpdate = Partial<Omit<BaseInput, 'latitude' | 'longitude'>> & {
  latitude?: number | null;
  longitude?: number | null;
};

const allKeys = { geofence: geofenceKeys.all, base: baseKeys.all };

/** Create, update, delete and import of an organisation's places of one kind; each refreshes their lists. */
function usePlaceMutations<Place, Input extends object, Update>(
  kind: 'geofence' | 'base',
  organisationId: string | null,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: allKeys[kind] });

  const create = useMutation({
    mutationFn: (input: Input) =>
      api.mutate.post<Place>(path(kind, ''), {
        ...input,
        organisationId: requireOrganisation(organisationId),
      }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: Update }) =>
      api.mutate.patch<Place>(idPath(kind, id), input),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteOneOrMany(api, kind, organisationId, ids),
    onSettled: refresh,
  });
  const importRows = useMutation({
    mutationFn: (rows: ImportRow[]) =>
      api.mutate.post<ImportResult>(path(kind, '/import'), {
        organisationId: requireOrganisation(organisationId),
        rows,
      }),
    onSettled: refresh,
  });
  return { create, update, remove, importRows, refresh };
}

/** Create, update, status, delete and import of an organisation's geofences; each refreshes the lists. */
export function useGeofenceMutations(organisationId: string | null) {
  const api = useApi();
  const { refresh, ...mutations } = usePlaceMutations<Geofence, GeofenceInput, Partial<GeofenceInput>>(
    'geofence',
    organisationId,
  );
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: GeofenceStatus }) =>
      api.mutate.patch<Geofence>(idPath('geofence', id, '/status'), { status }),
    onSettled: refresh,
  });
  return { ...mutations, setStatus };
}

/** Create, update, delete and import of an organisation's bases; each refreshes the list. */
export function useBaseMutations(organisationId: string | null) {
  const { refresh: _refresh, ...mutations } = usePlaceMutations<Base, BaseInput, BaseUpdate>(
    'base',
    organisationId,
  );
  return mutations;
}

/**
 * GET /geofence/geocode?q=: the first place for an address, or an ApiError with the server's
 * message (404 not found, 503 geocoder down). Only offered when config.geocoder is true; without
 * a geocoder the screens say to click the map or type coordinates instead.
 */
export function useGeocode(organisationId: string | null) {
  const api = useApi();
  return useMutation({
    mutationFn: (q: string) => {
      const query = new URLSearchParams({ q });
      if (organisationId) query.set('organisationId', organisationId);
      return api.mutate.get<GeocodeResult>(`/geofence/geocode?${query}`);
    },
  });
}
