import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../lib/api.ts';
import { ApiClientProvider } from '../lib/api-context.tsx';
import { AuthContext, type AuthSession } from '../lib/auth/auth-context.ts';
import { ConfigContext, type PublicConfig } from '../lib/config.ts';
import { createI18n } from '../lib/i18n/i18n.ts';
import { createAppTheme } from '../lib/theme.ts';
import { createUiStore, type UiState, UiStoreProvider } from '../lib/ui-store.ts';
import { allEnglishSections } from './catalogue-sections.ts';
import { defaultConfig, fakeApi, fakeAuth } from './fakes.ts';

export type TestContext = {
  config?: Partial<PublicConfig>;
  auth?: AuthSession;
  api?: ApiClient;
  store?: StoreApi<UiState>;
  /** The organisation selected in a new UI store (none by default). */
  organisationId?: string;
};

type TestValues = {
  config: PublicConfig;
  store: StoreApi<UiState>;
  auth: AuthSession;
  api: ApiClient;
  queryClient: QueryClient;
  i18n: I18n;
  theme: Theme;
};

export function createTestValues({
  config: overrides,
  auth,
  api,
  store,
  organisationId,
}: TestContext = {}): TestValues {
  const config = defaultConfig(overrides);
  return {
    config,
    store: store ?? testStore(config, organisationId),
    auth: auth ?? fakeAuth(),
    api: api ?? fakeApi(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    i18n: createI18n('en', allEnglishSections),
    theme: createAppTheme('light', config.primaryColour, config.secondaryColour),
  };
}

function testStore(config: PublicConfig, organisationId: string | undefined) {
  const store = createUiStore({ defaultTheme: config.defaultTheme });
  if (organisationId) store.getState().setSelectedOrganisationId(organisationId);
  return store;
}

/** The app's providers with test values (fake session and API client). */
export function TestProviders({ values, children }: { values: TestValues; children: ReactNode }) {
  return (
    <QueryClientProvider client={values.queryClient}>
      <ConfigContext value={values.config}>
        <I18nextProvider i18n={values.i18n}>
          <UiStoreProvider store={values.store}>
            <ThemeProvider theme={values.theme}>
              <AuthContext value={values.auth}>
                <ApiClientProvider client={values.api}>{children}</ApiClientProvider>
              </AuthContext>
            </ThemeProvider>
          </UiStoreProvider>
        </I18nextProvider>
      </ConfigContext>
    </QueryClientProvider>
  );
}

/** Renders routes in a memory router at `path`, inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string, context: TestContext = {}) {
  const values = createTestValues(context);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders values={values}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, ...values, router };
}

/** Renders one element at `path` (for components that use router hooks). */
export function renderWithProviders(element: ReactNode, path = '/', context: TestContext = {}) {
  return renderRoutes([{ path: '*', element }], path, context);
}
