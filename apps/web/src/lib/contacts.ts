import type { Contact } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';

/** The organisation's contacts as a list, read by the contacts screen and the action editor. */
export const contactKeys = {
  all: ['contacts'] as const,
  forOrganisation: (organisationId: string) => ['contacts', organisationId] as const,
};

/** GET /contact/organisation/{id}: empty on failure; skipped while no organisation is selected (spec 7). */
export function useContacts(organisationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: contactKeys.forOrganisation(organisationId ?? ''),
    queryFn: () => api.list<Contact>(`/contact/organisation/${encodeURIComponent(organisationId ?? '')}`),
    enabled: Boolean(organisationId),
  });
}
