import { type QueryKey, useQuery } from '@tanstack/react-query';
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
