import type {
  Incident,
  IncidentAckView,
  IncidentDetail,
  IncidentPage,
  IncidentPatch,
  IncidentState,
  MemberRole,
} from '@pinpoint/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';

export type { Incident, IncidentAckView, IncidentDetail, IncidentState };

export type IncidentFilters = { state?: IncidentState; deviceId?: string; actionId?: string };

export const incidentKeys = {
  all: ['incidents'] as const,
  list: (organisationId: string, filters: IncidentFilters, page: number, pageSize: number) =>
    ['incidents', 'organisation', organisationId, filters, page, pageSize] as const,
  detail: (id: string) => ['incidents', 'detail', id] as const,
  link: (token: string) => ['incident-link', token] as const,
};

const enc = encodeURIComponent;

/** GET /organisation/{id}/incidents, filtered, one page at a time; kept about current. */
export function useIncidents(
  organisationId: string | null,
  filters: IncidentFilters,
  page: number,
  pageSize: number,
) {
  const api = useApi();
  return useQuery({
    queryKey: incidentKeys.list(organisationId ?? '', filters, page, pageSize),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      return api.mutate.get<IncidentPage>(`/organisation/${enc(organisationId ?? '')}/incidents?${query}`);
    },
    enabled: Boolean(organisationId),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** GET /incident/{id}: the incident with its timeline. */
export function useIncident(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: incidentKeys.detail(id ?? ''),
    queryFn: () => api.mutate.get<IncidentDetail>(`/incident/${enc(id ?? '')}`),
    enabled: Boolean(id),
  });
}

/** The organisation's members, to assign incidents to. */
export function useMembers(organisationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['incidents', 'members', organisationId ?? ''],
    queryFn: async () =>
      (await api.get<{ members: MemberRole[] }>(`/organisation/${enc(organisationId ?? '')}/members`))
        ?.members ?? [],
    enabled: Boolean(organisationId),
  });
}

/** Acknowledge, resolve, assign and note; each refreshes the incidents' queries. */
export function useIncidentMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const settle = (answer: IncidentDetail) => {
    queryClient.setQueryData(incidentKeys.detail(answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: incidentKeys.all });
  };
  return {
    acknowledge: useMutation({
      mutationFn: (id: string) => api.mutate.post<IncidentDetail>(`/incident/${enc(id)}/acknowledge`, {}),
      onSuccess: settle,
    }),
    resolve: useMutation({
      mutationFn: (id: string) => api.mutate.post<IncidentDetail>(`/incident/${enc(id)}/resolve`, {}),
      onSuccess: settle,
    }),
    change: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: IncidentPatch }) =>
        api.mutate.patch<IncidentDetail>(`/incident/${enc(id)}`, patch),
      onSuccess: settle,
    }),
  };
}

/** GET /incident-ack/{token} (public): the incident an "I'm on it" link is about; null when the link is not valid. */
export function useAckLink(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: incidentKeys.link(token),
    queryFn: async () => {
      try {
        return await api.mutate.get<IncidentAckView>(`/incident-ack/${enc(token)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** POST /incident-ack/{token}: acknowledges as the contact the link went to. */
export function useUseAckLink(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.mutate.post<IncidentAckView>(`/incident-ack/${enc(token)}`),
    onSuccess: (view) => queryClient.setQueryData(incidentKeys.link(token), view),
    onError: () => void queryClient.invalidateQueries({ queryKey: incidentKeys.link(token) }),
  });
}
