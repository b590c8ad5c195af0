import type {
  Dashboard,
  DashboardPatch,
  DashboardShare,
  DashboardShareCreated,
  DashboardSummary,
} from '@pinpoint/shared/widgets/dashboard.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { requireOrganisation, useOrganisationList } from '../../lib/organisation-list.ts';

export type { Dashboard, DashboardPatch, DashboardShare, DashboardSummary };

export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: (organisationId: string) => ['dashboards', 'organisation', organisationId] as const,
  detail: (id: string) => ['dashboards', 'detail', id] as const,
  shares: (id: string) => ['dashboards', 'shares', id] as const,
};

const path = (id: string) => `/dashboard/${encodeURIComponent(id)}`;

/** GET /dashboard/organisation/{organisationId} (spec 7): the summaries, empty when none or on failure. */
export function useDashboards(organisationId: string | null) {
  return useOrganisationList<DashboardSummary>(
    organisationId,
    dashboardKeys.list,
    (id) => `/dashboard/organisation/${id}`,
  );
}

/** GET /dashboard/{id}: a 404 (another organisation's, deleted) fails the query with the server's words. */
export function useDashboard(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.detail(id),
    queryFn: () => api.mutate.get<Dashboard>(path(id)),
    retry: false,
  });
}

/** Add, rename, duplicate and delete from the list; each refreshes the list. */
export function useDashboardMutations(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const create = useMutation({
    mutationFn: (name: string) =>
      api.mutate.post<Dashboard>('/dashboard', { organisationId: requireOrganisation(organisationId), name }),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.mutate.patch<Dashboard>(path(id), { name }),
    onSettled: refresh,
  });
  const duplicate = useMutation({
    mutationFn: ({ id, name }: { id: string; name?: string }) =>
      api.mutate.post<Dashboard>(`${path(id)}/duplicate`, name ? { name } : {}),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.mutate.delete(path(id)),
    onSettled: refresh,
  });
  return { create, rename, duplicate, remove };
}

/** GET /dashboard/{id}/shares: its public links, for its editors. */
export function useDashboardShares(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.shares(id),
    queryFn: () => api.mutate.get<DashboardShare[]>(`${path(id)}/shares`),
    enabled,
  });
}

/** Create (the token comes back once) and revoke a dashboard's public links. */
export function useShareMutations(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardKeys.shares(id) }),
      queryClient.invalidateQueries({ queryKey: ['dashboards', 'organisation'] }),
    ]);
  const create = useMutation({
    mutationFn: (input: { expiresAt: string | null; allowRange: boolean }) =>
      api.mutate.post<DashboardShareCreated>(`${path(id)}/shares`, input),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => api.mutate.delete(`${path(id)}/shares/${encodeURIComponent(shareId)}`),
    onSettled: refresh,
  });
  return { create, revoke };
}
