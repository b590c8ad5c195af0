import type { Contact, ContactInput } from '@pinpoint/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';

export type { Contact, ContactInput };

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

/** Create, update and delete (one or many) contacts of an organisation; each refreshes the list. */
export function useContactMutations(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactKeys.all });
  const orgId = () => {
    if (!organisationId) throw new Error('No organisation is selected');
    return organisationId;
  };

  const create = useMutation({
    mutationFn: (input: ContactInput) =>
      api.mutate.post<Contact>('/contact', { ...input, organisationId: orgId() }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactInput }) =>
      api.mutate.patch<Contact>(`/contact/${encodeURIComponent(id)}`, input),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? api.mutate.delete(`/contact/${encodeURIComponent(ids[0] as string)}`)
        : api.mutate.post('/contact/bulk-delete', { organisationId: orgId(), ids }),
    onSettled: refresh,
  });
  return { create, update, remove };
}
