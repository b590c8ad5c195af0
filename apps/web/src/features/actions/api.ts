import type {
  Action,
  ActionLog,
  ActionLogPage,
  ActionSaved,
  actionFieldsSchema,
  Contact,
  Device,
  Geofence,
  OutboxMessage,
  OutboxPage,
  WebhookSecretRotation,
} from '@pinpoint/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';
import { useContacts } from '../../lib/contacts.ts';
import type { InstantRange } from '../../lib/day-range.ts';
import { useDevices } from '../../lib/device-cache.ts';
import { requireOrganisation, useOrganisationList } from '../../lib/organisation-list.ts';
import { useGeofences } from '../../lib/places.ts';

export type { Action, ActionLog, ActionSaved, Contact, Device, Geofence, OutboxMessage };
/** What the editor sends: every field of an action, checked by actionInputSchema. */
export type ActionFields = z.output<typeof actionFieldsSchema>;
/** A time range as the API takes it (ISO instants). */
export type Range = InstantRange;

export const actionKeys = {
  all: ['actions'] as const,
  list: (organisationId: string) => ['actions', 'organisation', organisationId] as const,
  detail: (id: string) => ['actions', 'detail', id] as const,
  logs: (id: string, range: Range, page: number, pageSize: number) =>
    ['actions', 'logs', id, range.from, range.to, page, pageSize] as const,
  outbox: (organisationId: string, page: number, pageSize: number) =>
    ['actions', 'outbox', organisationId, page, pageSize] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** GET /action/{organisationId} (spec 7): the organisation's actions, empty on failure. */
export function useActions(organisationId: string | null) {
  // Times triggered and last triggered change as devices report: keep the list about current.
  return useOrganisationList<Action>(organisationId, actionKeys.list, (orgId) => `/action/${orgId}`, {
    refetchInterval: 30_000,
  });
}

/** GET /action/{actionId}: the action, or null when there is none (or it is not the user's). */
export function useAction(actionId: string) {
  const api = useApi();
  return useQuery({
    queryKey: actionKeys.detail(actionId),
    queryFn: async () => {
      try {
        const answer = await api.mutate.get<Action | Action[]>(`/action/${id(actionId)}`);
        // An organisation's id answers its list: that is no action either.
        return Array.isArray(answer) ? null : (answer ?? null);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
  });
}

/** GET /action/{id}/logs over a range, one page at a time, newest first. */
export function useActionLogs(actionId: string, range: Range, page: number, pageSize: number) {
  const api = useApi();
  return useQuery({
    queryKey: actionKeys.logs(actionId, range, page, pageSize),
    queryFn: () => {
      const query = new URLSearchParams({
        from: range.from,
        to: range.to,
        page: String(page),
        pageSize: String(pageSize),
      });
      return api.mutate.get<ActionLogPage>(`/action/${id(actionId)}/logs?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /organisation/{id}/outbox (admins): the messages kept while no mail or SMS provider is set. */
export function useOutbox(organisationId: string | null, page: number, pageSize: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: actionKeys.outbox(organisationId ?? '', page, pageSize),
    queryFn: () =>
      api.mutate.get<OutboxPage>(
        `/organisation/${id(organisationId ?? '')}/outbox?page=${page}&pageSize=${pageSize}`,
      ),
    enabled: enabled && Boolean(organisationId),
    placeholderData: keepPreviousData,
  });
}

/** What the editor offers: the organisation's devices, contacts and geofences (the lists other screens share). */
export function useActionChoices(organisationId: string | null) {
  return {
    devices: useDevices(organisationId),
    contacts: useContacts(organisationId),
    geofences: useGeofences(organisationId),
  };
}

/** Add, change and delete actions; each refreshes the actions' queries. */
export function useActionMutations(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: actionKeys.all });
  const create = useMutation({
    mutationFn: (input: ActionFields) =>
      api.mutate.post<ActionSaved>('/action', {
        ...input,
        organisationId: requireOrganisation(organisationId),
      }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ actionId, input }: { actionId: string; input: Partial<ActionFields> }) =>
      api.mutate.patch<ActionSaved>(`/action/${id(actionId)}`, input),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (actionId: string) => api.mutate.delete(`/action/${id(actionId)}`),
    onSettled: refresh,
  });
  return { create, update, remove };
}

/** POST /action/{id}/rotate-secret (admins): a new signing secret, shown once; the old one signs too for a while. */
export function useRotateWebhookSecret() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionId: string) =>
      api.mutate.post<WebhookSecretRotation>(`/action/${id(actionId)}/rotate-secret`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: actionKeys.all }),
  });
}

/**
 * POST /action/{id}/resume (members): a webhook or forward paused after repeated failures is sent
 * to again; the list shows the answer.
 */
export function useResumeAction(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionId: string) => api.mutate.post<Action>(`/action/${id(actionId)}/resume`, {}),
    onSuccess: (saved) =>
      queryClient.setQueryData<Action[]>(actionKeys.list(organisationId ?? ''), (list) =>
        list?.map((action) => (action.id === saved.id ? saved : action)),
      ),
    onSettled: (_data, _error, actionId) =>
      queryClient.invalidateQueries({ queryKey: actionKeys.detail(actionId) }),
  });
}

/**
 * The list's enabled switch: the list shows the change at once and goes back to what it was
 * when the server refuses it (the caller says so).
 */
export function useSetActionEnabled(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = actionKeys.list(organisationId ?? '');
  return useMutation({
    mutationFn: ({ actionId, enabled }: { actionId: string; enabled: boolean }) =>
      api.mutate.patch<Action>(`/action/${id(actionId)}/enabled`, { enabled }),
    onMutate: async ({ actionId, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Action[]>(key);
      queryClient.setQueryData<Action[]>(key, (list) =>
        list?.map((action) => (action.id === actionId ? { ...action, enabled } : action)),
      );
      return { before };
    },
    onError: (_error, { actionId }, context) => {
      const was = context?.before?.find((action) => action.id === actionId);
      if (!was) return;
      queryClient.setQueryData<Action[]>(key, (list) =>
        list?.map((action) => (action.id === actionId ? { ...action, enabled: was.enabled } : action)),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Action[]>(key, (list) =>
        list?.map((action) => (action.id === saved.id ? saved : action)),
      );
    },
    onSettled: (_data, _error, { actionId }) =>
      queryClient.invalidateQueries({ queryKey: actionKeys.detail(actionId) }),
  });
}
