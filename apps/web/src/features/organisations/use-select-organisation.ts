import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { writeSelectedOrganisationId } from '../../lib/storage.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useRefreshUser } from '../../lib/user.ts';
import { shouldGoHomeAfterSelect } from './startup.ts';

/** Spec 4: selecting stores the id, refreshes the user data and leaves device screens for /. */
export function useSelectOrganisation(): (id: string) => void {
  const setSelectedId = useUiStore((state) => state.setSelectedOrganisationId);
  const refreshUser = useRefreshUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      writeSelectedOrganisationId(id);
      setSelectedId(id);
      void refreshUser();
      if (shouldGoHomeAfterSelect(pathname)) void navigate('/');
    },
    [setSelectedId, refreshUser, navigate, pathname],
  );
}
