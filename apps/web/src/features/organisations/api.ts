import type {
  Invitation,
  MyInvitations,
  OrganisationInput,
  OrganisationLogPage,
  Role,
} from '@pinpoint/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { useRefreshUser } from '../../lib/user.ts';
import type { Organisation, OrganisationRole } from './types.ts';

export const organisationKeys = {
  all: ['organisations'] as const,
  one: (organisationId: string) => ['organisations', organisationId] as const,
  roles: (organisationId: string) => ['organisations', organisationId, 'roles'] as const,
  members: (organisationId: string) => ['organisations', organisationId, 'members'] as const,
  logs: (organisationId: string, page: number, pageSize: number) =>
    ['organisations', organisationId, 'logs', page, pageSize] as const,
  /** The signed-in user's own invitations (under 'organisations': every change refreshes them). */
  mine: ['organisations', 'my-invitations'] as const,
};

const path = (organisationId: string, rest = '') =>
  `/organisation/${encodeURIComponent(organisationId)}${rest}`;

/** GET /organisation: the user's organisations, an empty array if none or on failure. */
export function useOrganisations(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.all,
    queryFn: () => api.list<Organisation>('/organisation'),
    enabled,
  });
}

/** GET /organisation/{organisationId}/roles: userOrganisationRoles, empty on failure. */
export function useOrganisationRoles(organisationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.roles(organisationId ?? ''),
    queryFn: () => api.list<OrganisationRole>(path(organisationId ?? '', '/roles')),
    enabled: Boolean(organisationId),
  });
}

export type Members = { members: OrganisationRole[]; invitations: Invitation[] };

/** GET /organisation/{id}/members: the members with their roles and the pending invitations. */
export function useMembers(organisationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.members(organisationId),
    queryFn: async () =>
      (await api.get<Members>(path(organisationId, '/members'))) ?? { members: [], invitations: [] },
  });
}

/** One page of the organisation log (the shared schema's answer). */
export type LogPage = OrganisationLogPage;

/** GET /organisation/{id}/logs, newest first, one page at a time. */
export function useOrganisationLogs(organisationId: string, page: number, pageSize: number) {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.logs(organisationId, page, pageSize),
    queryFn: async () =>
      (await api.get<LogPage>(path(organisationId, `/logs?page=${page}&pageSize=${pageSize}`))) ?? {
        items: [],
        total: 0,
        page,
        pageSize,
      },
    placeholderData: keepPreviousData,
  });
}

/**
 * Every organisation change: each refreshes the organisations (and with them their members,
 * roles and logs) and the user data, whose organisations and roles it also changes.
 */
export function useOrganisationMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const onSettled = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: organisationKeys.all }), refreshUser()]);

  return {
    create: useMutation({
      mutationFn: (input: OrganisationInput) => api.mutate.post<Organisation>('/organisation', input),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: Partial<OrganisationInput> }) =>
        api.mutate.patch<Organisation>(path(id), input),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
        api.mutate.delete(path(id), { confirmName }),
      onSettled,
    }),
    leave: useMutation({
      mutationFn: (id: string) => api.mutate.post(path(id, '/leave')),
      onSettled,
    }),
    invite: useMutation({
      mutationFn: ({ id, email, role }: { id: string; email: string; role: Role }) =>
        api.mutate.post<{ status: 'added' | 'invited' }>(path(id, '/members'), { email, role }),
      onSettled,
    }),
    changeRole: useMutation({
      mutationFn: ({ id, userId, role }: { id: string; userId: string; role: Role }) =>
        api.mutate.patch(path(id, `/members/${encodeURIComponent(userId)}`), { role }),
      onSettled,
    }),
    removeMember: useMutation({
      mutationFn: ({ id, userId }: { id: string; userId: string }) =>
        api.mutate.delete(path(id, `/members/${encodeURIComponent(userId)}`)),
      onSettled,
    }),
    cancelInvitation: useMutation({
      mutationFn: ({ id, invitationId }: { id: string; invitationId: string }) =>
        api.mutate.delete(path(id, `/invitations/${encodeURIComponent(invitationId)}`)),
      onSettled,
    }),
  };
}

const noInvitations: MyInvitations = { email: '', emailVerified: true, canVerify: false, invitations: [] };

/** GET /user/invitations: the user's address, its verification, and the invitations to it. */
export function useMyInvitations() {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.mine,
    queryFn: async () => (await api.get<MyInvitations>('/user/invitations')) ?? noInvitations,
  });
}

/** Accepting or declining one's invitation, and asking for a new verification link. */
export function useMyInvitationMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const onSettled = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: organisationKeys.all }), refreshUser()]);
  const invitation = (id: string, action: 'accept' | 'decline') =>
    `/user/invitations/${encodeURIComponent(id)}/${action}`;
  return {
    accept: useMutation({
      mutationFn: (id: string) =>
        api.mutate.post<{ organisationId: string; name: string; role: Role }>(invitation(id, 'accept')),
      onSettled,
    }),
    decline: useMutation({
      mutationFn: (id: string) => api.mutate.post(invitation(id, 'decline')),
      onSettled,
    }),
    resendLink: useMutation({
      mutationFn: () => api.mutate.post<{ email: string }>('/user/email-verification'),
    }),
  };
}
