import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiClient, createApiClient } from './api.ts';
import { useAuth } from './auth/auth-context.ts';
import { currentPath } from './auth/return-path.ts';
import { useConfig } from './config.ts';

const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside ApiProvider');
  return client;
}

/** Builds the client from the config's API_URL and the session's renew and login. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { API_URL } = useConfig();
  const { renew, signIn } = useAuth();
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: API_URL,
        renewToken: renew,
        redirectToLogin: () => void signIn(currentPath()),
      }),
    [API_URL, renew, signIn],
  );
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** For tests and stories: a ready-made client. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}
