import { useParams } from 'react-router';
import { useOrganisations } from './api.ts';
import type { Organisation } from './types.ts';

export type RouteOrganisation = {
  id: string;
  organisation: Organisation | null;
  /** How many organisations the user belongs to. */
  count: number;
  isLoading: boolean;
};

/** The organisation named by the route's :id, among the user's own (others are not found). */
export function useRouteOrganisation(): RouteOrganisation {
  const { id = '' } = useParams();
  const organisations = useOrganisations(true);
  return {
    id,
    organisation: organisations.data?.find((organisation) => organisation.id === id) ?? null,
    count: organisations.data?.length ?? 0,
    isLoading: organisations.isLoading,
  };
}
