import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api.ts';
import { useApi } from './api-context.tsx';

/**
 * GET one of an organisation's lists (spec 7): empty on failure, skipped while no organisation is
 * selected. `path` gets the organisation's id already encoded for the URL.
 */
export function useOrganisationList<T>(
  organisationId: string | null,
  queryKey: (organisationId: string) => QueryKey,
  path: (organisationId: string) => string,
  options: { refetchInterval?: number } = {},
) {
  const api = useApi();
  return useQuery({
    queryKey: queryKey(organisationId ?? ''),
    queryFn: () => api.list<T>(path(encodeURIComponent(organisationId ?? ''))),
    enabled: Boolean(organisationId),
    ...options,
  });
}

/** The organisation selected, or an error for a mutation started without one. */
export function requireOrganisation(organisationId: string | null): string {
  if (!organisationId) throw new Error('No organisation is selected');
  return organisationId;
}

/**
 * Deletes an organisation's things of one kind (contact, geofence, base): one with
 * DELETE /{kind}/{id}, several with POST /{kind}/bulk-delete in one call.
 */
export function deleteOneOrMany(
  api: ApiClient,
  kind: 'contact' | 'geofence' | 'base',
  organisationId: string | null,
  ids: string[],
): Promise<unknown> {
  const [only] = ids;
  return ids.length === 1 && only
    ? api.mutate.delete(`/${kind}/${encodeURIComponent(only)}`)
    : api.mutate.post(`/${kind}/bulk-delete`, { organisationId: requireOrganisation(organisationId), ids });
}
