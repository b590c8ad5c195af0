import type { Contact } from '@pinpoint/shared';
import { useOrganisationList } from './organisation-list.ts';

/** The organisation's contacts as a list, read by the contacts screen and the action editor. */
export const contactKeys = {
  all: ['contacts'] as const,
  forOrganisation: (organisationId: string) => ['contacts', organisationId] as const,
};

/** GET /contact/organisation/{id}: empty on failure; skipped while no organisation is selected (spec 7). */
export function useContacts(organisationId: string | null) {
  return useOrganisationList<Contact>(
    organisationId,
    contactKeys.forOrganisation,
    (id) => `/contact/organisation/${id}`,
  );
}
