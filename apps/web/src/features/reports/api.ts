import type { Contact, MemberRole } from '@pinpoint/shared';
import type {
  Report,
  ReportCreate,
  ReportDocument,
  ReportPatch,
  ReportRun,
  ReportRunStatus,
} from '@pinpoint/shared/report.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { useContacts } from '../../lib/contacts.ts';
import { requireOrganisation, useOrganisationList } from '../../lib/organisation-list.ts';

export type { Report, ReportDocument, ReportRun };

export const reportKeys = {
  all: ['reports'] as const,
  list: (organisationId: string) => ['reports', 'organisation', organisationId] as const,
  detail: (id: string) => ['reports', 'detail', id] as const,
  runs: (id: string) => ['reports', 'runs', id] as const,
  document: (id: string, runId: string) => ['reports', 'document', id, runId] as const,
};

const path = (id: string) => `/report/${encodeURIComponent(id)}`;
const working: ReportRunStatus[] = ['queued', 'running'];

/** GET /report/{organisationId} (spec 7, DESIGN 9): the organisation's reports, empty when none or on failure. */
export function useReports(organisationId: string | null) {
  return useOrganisationList<Report>(organisationId, reportKeys.list, (id) => `/report/${id}`);
}

/** GET /report/{id}: one report; a 404 fails the query with the server's words. */
export function useReport(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: reportKeys.detail(id ?? ''),
    queryFn: () => api.mutate.get<Report>(path(id ?? '')),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Add, change, duplicate, delete and turn on or off; each refreshes the reports. */
export function useReportMutations(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportKeys.all });
  const create = useMutation({
    mutationFn: (input: Omit<ReportCreate, 'organisationId'>) =>
      api.mutate.post<Report>('/report', { ...input, organisationId: requireOrganisation(organisationId) }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ReportPatch }) =>
      api.mutate.patch<Report>(path(id), patch),
    onSettled: refresh,
  });
  const setEnabled = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.mutate.patch<Report>(`${path(id)}/enabled`, { enabled }),
    onSettled: refresh,
  });
  const duplicate = useMutation({
    mutationFn: (id: string) => api.mutate.post<Report>(`${path(id)}/duplicate`, {}),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.mutate.delete(path(id)),
    onSettled: refresh,
  });
  return { create, update, setEnabled, duplicate, remove };
}

/** POST /report/{id}/run: 'Run now' (mailed) or a preview; answers the run's id. */
export function useRunReport(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: boolean) => api.mutate.post<{ runId: string }>(`${path(id)}/run`, { send }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.runs(id) }),
  });
}

/** A report's runs, newest first; asked again every 2 s while one is queued or running. */
export function useReportRuns(id: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: reportKeys.runs(id ?? ''),
    queryFn: async () => {
      const page = await api.mutate.get<{ items: ReportRun[] }>(`${path(id ?? '')}/runs?pageSize=50`);
      // A run that ended changes the list's last run.
      if (!page.items.some((run) => working.includes(run.status)))
        void queryClient.invalidateQueries({ queryKey: reportKeys.detail(id ?? '') });
      return page.items;
    },
    enabled: Boolean(id),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((run) => working.includes(run.status)) ? 2000 : false,
  });
}

/** What a run rendered, for the preview. */
export function useRunDocument(id: string, runId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: reportKeys.document(id, runId ?? ''),
    queryFn: () =>
      api.mutate.get<ReportDocument>(`${path(id)}/runs/${encodeURIComponent(runId ?? '')}/preview`),
    enabled: Boolean(runId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type RecipientChoice = { kind: 'contact' | 'member'; id: string; name: string; email: string };

/** Whom a report may go to: the organisation's contacts with an e-mail address, and its members. */
export function useRecipientChoices(organisationId: string | null) {
  const contacts = useContacts(organisationId);
  const members = useOrganisationList<MemberRole>(
    organisationId,
    (id) => ['reports', 'members', id],
    (id) => `/organisation/${id}/roles`,
  );
  const choices: RecipientChoice[] = [
    ...(contacts.data ?? [])
      .filter((c: Contact) => c.email)
      .map((c: Contact) => ({ kind: 'contact' as const, id: c.id, name: c.name, email: c.email })),
    ...(members.data ?? []).map((m) => ({
      kind: 'member' as const,
      id: m.userId,
      name: m.name || m.email,
      email: m.email,
    })),
  ];
  return { choices, loading: contacts.isLoading || members.isLoading };
}

/** The organisation's time zone, which schedules follow (America/Toronto unless changed in its settings). */
export function useOrganisationTimeZone(organisationId: string | null): string {
  const api = useApi();
  const organisation = useQuery({
    queryKey: ['reports', 'organisation', organisationId ?? '', 'zone'],
    queryFn: () =>
      api.mutate.get<{ timeZone?: string }>(`/organisation/${encodeURIComponent(organisationId ?? '')}`),
    enabled: Boolean(organisationId),
    staleTime: 60_000,
  });
  return organisation.data?.timeZone ?? 'America/Toronto';
}
