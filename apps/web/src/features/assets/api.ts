import type { Asset, AssetBinding, AssetData, AssetInput } from '@pinpoint/shared/asset.ts';
import type { ImportResult } from '@pinpoint/shared/geofence.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { requireOrganisation, useOrganisationList } from '../../lib/organisation-list.ts';

export type { Asset, AssetBinding, AssetData, AssetInput };

export const assetKeys = {
  all: ['assets'] as const,
  list: (organisationId: string) => ['assets', 'organisation', organisationId] as const,
  detail: (id: string) => ['assets', 'detail', id] as const,
  bindings: (id: string) => ['assets', 'bindings', id] as const,
  /** The range spec (a preset), not its resolved times: a refetch reads the clock again. */
  data: (id: string, preset: string, width: number) => ['assets', 'data', id, preset, width] as const,
};

const path = (id: string) => `/asset/${encodeURIComponent(id)}`;

/** GET /asset/organisation/{organisationId} (spec 7): the assets, empty when none or on failure. */
export function useAssets(organisationId: string | null) {
  return useOrganisationList<Asset>(organisationId, assetKeys.list, (id) => `/asset/organisation/${id}`);
}

/** GET /asset/{id}: a 404 (another organisation's, deleted) fails the query with the server's words. */
export function useAsset(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: assetKeys.detail(id),
    queryFn: () => api.mutate.get<Asset>(path(id)),
    retry: false,
  });
}

/** GET /asset/{id}/bindings: which device fed which metric when. */
export function useAssetBindings(id: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: assetKeys.bindings(id),
    queryFn: () => api.mutate.get<AssetBinding[]>(`${path(id)}/bindings`),
    enabled,
  });
}

/** The presets of the asset page's range: how far back from now. */
export const rangePresets = { day: 1, week: 7, month: 30 } as const;
export type RangePreset = keyof typeof rangePresets;

/**
 * GET /asset/{id}/data over the last day, week or month: resolved against the clock at each
 * fetch (the page refetches as its devices report, and every minute).
 */
export function useAssetData(
  id: string,
  preset: RangePreset,
  width: number,
  timeZone: string,
  enabled = true,
) {
  const api = useApi();
  return useQuery({
    queryKey: assetKeys.data(id, preset, width),
    queryFn: () => {
      const to = new Date();
      const from = new Date(to.getTime() - rangePresets[preset] * 86_400_000);
      const query = new URLSearchParams({
        from: from.toISOString(),
        to: to.toISOString(),
        width: String(Math.max(100, Math.min(4000, Math.round(width)))),
        timeZone,
      });
      return api.mutate.get<AssetData>(`${path(id)}/data?${query}`);
    },
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** Create, update, delete (one or many) and import an organisation's assets; each refreshes them. */
export function useAssetMutations(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: assetKeys.all });

  const create = useMutation({
    mutationFn: (input: AssetInput) =>
      api.mutate.post<Asset>('/asset', { ...input, organisationId: requireOrganisation(organisationId) }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<AssetInput> }) =>
      api.mutate.patch<Asset>(path(id), input),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => {
      const [only] = ids;
      return ids.length === 1 && only
        ? api.mutate.delete(path(only))
        : api.mutate.post('/asset/bulk-delete', { organisationId: requireOrganisation(organisationId), ids });
    },
    onSettled: refresh,
  });
  const importRows = useMutation({
    mutationFn: (rows: Record<string, string>[]) =>
      api.mutate.post<ImportResult>('/asset/import', {
        organisationId: requireOrganisation(organisationId),
        rows,
      }),
    onSettled: refresh,
  });
  return { create, update, remove, importRows };
}
