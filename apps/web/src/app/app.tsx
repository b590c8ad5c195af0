import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { StoreApi } from 'zustand/vanilla';
import { ApiProvider } from '../lib/api-context.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import {
  readStoredUser,
  type SessionUser,
  type UserManagerLoader,
  userManagerLoader,
} from '../lib/auth/user-manager.ts';
import { ConfigContext, type PublicConfig } from '../lib/config.ts';
import { createReadyI18n } from '../lib/i18n/i18n.ts';
import { createUiStore, type UiState, UiStoreProvider } from '../lib/ui-store.ts';
import { appRoutes } from './router.tsx';
import { Themed } from './themed.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** What the app is built from once /config.json is known; made once, outside React's renders. */
export type AppServices = {
  config: PublicConfig;
  i18n: I18n;
  store: StoreApi<UiState>;
  /** oidc-client-ts, loaded on first use: the stored session is read without it. */
  loadUserManager: UserManagerLoader;
  readStoredUser: () => SessionUser | null;
  router: AppRouter;
};

export async function createAppServices(config: PublicConfig): Promise<AppServices> {
  return {
    config,
    // Ready before the first render, so a French deployment never flashes English.
    i18n: await createReadyI18n(config.defaultLanguage),
    store: createUiStore({ defaultTheme: config.defaultTheme }),
    // Made once: a second UserManager would renew the session too.
    loadUserManager: userManagerLoader(config),
    readStoredUser: () => readStoredUser(config),
    router: createBrowserRouter(appRoutes),
  };
}

/** The app's providers, session and routes. */
export function App({ services }: { services: AppServices }) {
  const { config, i18n, store, loadUserManager, readStoredUser, router } = services;
  const handleNavigate = useCallback(
    (to: string, state?: { message: string }) => void router.navigate(to, { replace: true, state }),
    [router],
  );

  useEffect(() => {
    document.title = config.siteTitle;
  }, [config.siteTitle]);

  return (
    <ConfigContext value={config}>
      <I18nextProvider i18n={i18n}>
        <UiStoreProvider store={store}>
          <Themed>
            <AuthProvider
              loadUserManager={loadUserManager}
              readStoredUser={readStoredUser}
              onNavigate={handleNavigate}
            >
              <ApiProvider>
                <RouterProvider router={router} />
              </ApiProvider>
            </AuthProvider>
          </Themed>
        </UiStoreProvider>
      </I18nextProvider>
    </ConfigContext>
  );
}
