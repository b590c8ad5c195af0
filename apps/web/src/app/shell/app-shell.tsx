import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { lazyThemed } from '../../components/lazy-themed.tsx';
import { LoadingBar } from '../../components/loading-bar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useContacts } from '../../features/contacts/api.ts';
import { useOrganisationStartup } from '../../features/organisations/use-organisation-startup.ts';
import { useSelectOrganisation } from '../../features/organisations/use-select-organisation.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useConfig } from '../../lib/config.ts';
import { useLiveUpdates } from '../../lib/live-updates.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useCurrentUser } from '../../lib/user.ts';
import { useViewportBelow } from '../../lib/viewport.ts';
import styles from './app-shell.module.css';
import {
  contentMaxWidth,
  isDashboardLikePath,
  isFullWidthPath,
  isSharePath,
  sidebarMinViewport,
} from './layout-rules.ts';
import { SideNav } from './side-nav.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useUserLanguage } from './use-user-language.ts';

// Only shown when organisations are enabled, so its Select stays out of the first chunk.
const OrganisationSelector = lazyThemed(() =>
  import('../../features/organisations/organisation-selector.tsx').then((m) => m.OrganisationSelector),
);

/** The signed-in page shell: top bar, side navigation and the content area (spec 2). */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const config = useConfig();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const startup = useOrganisationStartup();
  const selectOrganisation = useSelectOrganisation();
  // Spec 4 step 5: the selected organisation's loaders run once it is selected.
  // Not the whole device list (issue 31 item 2): its screen asks for one page and the map's
  // positions; the screens that need every device ask for it themselves.
  useContacts(startup.selected?.id ?? null);
  // Device updates from the WebSocket go into the query cache, for every screen that shows them.
  useLiveUpdates(startup.selected?.id ?? null);
  const isMobile = useUiStore((state) => state.isMobile);
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const sidebarHidden = useViewportBelow(sidebarMinViewport);
  useUserLanguage(user?.settings.language);

  if (isSharePath(pathname)) return <Outlet />;

  const handleLogout = () => {
    queryClient.clear();
    void auth.signOut();
  };

  const pendingPath = navigation.state === 'loading' ? navigation.location.pathname : null;
  const fallback = isDashboardLikePath(pendingPath ?? pathname) ? (
    <LoadingScreen />
  ) : (
    <PageSpinner label={t('app.loadingPage')} />
  );
  const showSelector = config.organisation_enabled && !isMobile;

  return (
    <div className={styles.shell}>
      <SkipLink />
      <TopBar
        sidebarHidden={sidebarHidden}
        email={user?.email ?? auth.user?.profile.email ?? ''}
        picture={user?.picture ?? null}
        organisationSelector={
          showSelector ? (
            <Suspense fallback={<div className={styles.selector} />}>
              <OrganisationSelector
                organisations={startup.organisations}
                selectedId={startup.selected?.id ?? null}
                onSelect={selectOrganisation}
              />
            </Suspense>
          ) : null
        }
        onLogout={handleLogout}
      />
      <div className={styles.body}>
        {sidebarHidden ? null : <SideNav collapsed={collapsed} />}
        <main
          id={mainContentId}
          // Focusable by the skip link only, not in the tab order.
          tabIndex={-1}
          className={styles.main}
          // Dashboards fill the content area edge to edge.
          style={{
            maxWidth: contentMaxWidth(sidebarHidden, collapsed),
            ...(isFullWidthPath(pathname) ? { padding: 0 } : {}),
          }}
        >
          {pendingPath ? <LoadingBar label={t('app.loadingPage')} className={styles.pending} /> : null}
          <Suspense fallback={fallback}>
            {pendingPath && isDashboardLikePath(pendingPath) ? <LoadingScreen /> : <Outlet />}
          </Suspense>
        </main>
      </div>
    </div>
  );
}
