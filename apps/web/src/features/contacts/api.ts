import type { Contact, ContactInput } from '@pinpoint/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { contactKeys, useContacts } from '../../lib/contacts.ts';
import { deleteOneOrMany, requireOrganisation } from '../../lib/organisation-list.ts';

export type { Contact, ContactInput };
export { contactKeys, useContacts };

/** Create, update and delete (one or many) contacts of an organisation; each refreshes the list. */
export function useContactMutations(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactKeys.all });
  const orgId = () => requireOrganisation(organisationId);

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
    mutationFn: (ids: string[]) => deleteOneOrMany(api, 'contact', organisationId, ids),
    onSettled: refresh,
  });
  return { create, update, remove };
}
