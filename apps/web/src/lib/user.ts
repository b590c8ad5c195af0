import type { User } from '@pinpoint/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiClient, isApiErrorBody } from './api.ts';
import { useApi } from './api-context.tsx';
import { useAuth } from './auth/auth-context.ts';

/** Spec 4/9: user data is refreshed every 120000 ms. */
export const userRefreshIntervalMs = 120_000;

export const userQueryKey = ['user'] as const;

type Identity = { email?: string | undefined; sub?: string | undefined };

/**
 * Spec 7: fetch (and save) an access token first, a failure only logged; then POST /user/
 * with {email, sub}, sent only when both are present. The answer's data is the user.
 */
export async function fetchCurrentUser(
  api: ApiClient,
  identity: Identity,
  getAccessToken: () => Promise<string | null>,
): Promise<User | null> {
  await getAccessToken();
  const { email, sub } = identity;
  if (!email || !sub) return null;
  const answer = await api.post<{ data: User }>('/user/', { email, sub });
  if (isApiErrorBody(answer)) return null;
  return answer.data ?? null;
}

export function useCurrentUser() {
  const api = useApi();
  const auth = useAuth();
  const profile = auth.user?.profile;
  const identity: Identity = { email: profile?.email, sub: profile?.sub };
  return useQuery({
    queryKey: userQueryKey,
    queryFn: () => fetchCurrentUser(api, identity, auth.getAccessToken),
    enabled: auth.status === 'signedIn',
    refetchInterval: userRefreshIntervalMs,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: userRefreshIntervalMs,
  });
}

/** Refreshes the user data now (e.g. after selecting an organisation). */
export function useRefreshUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: userQueryKey }), [queryClient]);
}
