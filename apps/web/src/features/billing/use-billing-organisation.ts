import { useUiStore } from '../../lib/ui-store.ts';
import { useCurrentUser } from '../../lib/user.ts';

/** The selected organisation as the billing pages need it: its id and name, and whether the user owns it. */
export function useBillingOrganisation() {
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const { data: user, isPending } = useCurrentUser();
  const organisation = user?.organisations.find((o) => o.id === organisationId);
  return {
    organisationId,
    name: organisation?.name ?? '',
    isOwner: organisation?.role === 'owner',
    /** Still finding out who the user is. */
    loading: isPending && !user,
  };
}
