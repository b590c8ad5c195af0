import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import type { Organisation, OrganisationRole } from './types.ts';

export const organisationKeys = {
  all: ['organisations'] as const,
  roles: (organisationId: string) => ['organisations', organisationId, 'roles'] as const,
};

/** GET /organisation: the user's organisations, an empty array if none or on failure. */
export function useOrganisations(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.all,
    queryFn: () => api.list<Organisation>('/organisation'),
    enabled,
  });
}

/** GET /organisation/{organisationId}/roles: userOrganisationRoles, empty on failure. */
export function useOrganisationRoles(organisationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.roles(organisationId ?? ''),
    queryFn: () =>
      api.list<OrganisationRole>(`/organisation/${encodeURIComponent(organisationId ?? '')}/roles`),
    enabled: Boolean(organisationId),
  });
}
