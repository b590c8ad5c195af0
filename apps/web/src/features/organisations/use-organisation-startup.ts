import { useEffect, useRef } from 'react';
import { readSelectedOrganisationId, writeSelectedOrganisationId } from '../../lib/storage.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useCurrentUser } from '../../lib/user.ts';
import { useOrganisationRoles, useOrganisations } from './api.ts';
import { resolveStartupSelection } from './startup.ts';
import type { Organisation } from './types.ts';

export type OrganisationStartup = {
  organisations: Organisation[];
  selected: Organisation | null;
  isLoading: boolean;
};

/**
 * Spec 4 "Startup": once the user is loaded, fetch the organisations, pick the selected one
 * (fetching an empty list once more), then run its loaders. Later screens add their loaders,
 * keyed by the selected organisation id.
 */
export function useOrganisationStartup(): OrganisationStartup {
  const user = useCurrentUser();
  const organisations = useOrganisations(user.isSuccess);
  const selectedId = useUiStore((state) => state.selectedOrganisationId);
  const setSelectedId = useUiStore((state) => state.setSelectedOrganisationId);
  const refetched = useRef(false);
  const { data, refetch } = organisations;

  useEffect(() => {
    if (!data) return;
    const selection = resolveStartupSelection(readSelectedOrganisationId(), data);
    if (selection.kind === 'refetch') {
      if (!refetched.current) {
        refetched.current = true;
        void refetch();
      }
      return;
    }
    if (selection.store) writeSelectedOrganisationId(selection.id);
    setSelectedId(selection.id);
  }, [data, refetch, setSelectedId]);

  useOrganisationRoles(selectedId);

  const list = data ?? [];
  return {
    organisations: list,
    selected: list.find((organisation) => organisation.id === selectedId) ?? null,
    isLoading: organisations.isLoading || user.isLoading,
  };
}
