import { useQueries } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { organisationKeys } from './api.ts';
import type { Organisation, OrganisationRole } from './types.ts';

/**
 * Whether the user may be offered 'Leave' for each organisation: not where they are its only owner
 * (the server refuses: 'An organisation needs at least one owner'). An owner's organisations ask
 * GET /organisation/{id}/roles, and are not offered 'Leave' until the answer says another owner stays.
 */
export function useCanLeave(
  organisations: readonly (Organisation | null)[],
): (organisationId: string) => boolean {
  const api = useApi();
  const owned = organisations.filter(
    (organisation): organisation is Organisation => organisation?.role === 'owner',
  );
  const roles = useQueries({
    queries: owned.map((organisation) => ({
      queryKey: organisationKeys.roles(organisation.id),
      queryFn: () => api.list<OrganisationRole>(`/organisation/${encodeURIComponent(organisation.id)}/roles`),
    })),
  });
  const soleOwner = new Set<string>();
  owned.forEach((organisation, index) => {
    const members = roles[index]?.data;
    if (!members || members.filter((member) => member.role === 'owner').length === 1)
      soleOwner.add(organisation.id);
  });
  return (organisationId) => !soleOwner.has(organisationId);
}
