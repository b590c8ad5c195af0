import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
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
const OrganisationSelector = lazy(() =>
  import('../../features/organisations/organisation-selector.tsx').then((m) => ({
    default: m.OrganisationSelector,
  })),
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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar
        sidebarHidden={sidebarHidden}
        email={user?.email ?? auth.user?.profile.email ?? ''}
        picture={user?.picture ?? null}
        organisationSelector={
          showSelector ? (
            <Suspense fallback={<Box sx={{ minWidth: 250 }} />}>
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
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {sidebarHidden ? null : <SideNav collapsed={collapsed} />}
        <Box
          component="main"
          id={mainContentId}
          // Focusable by the skip link only, not in the tab order; no ring on the whole page.
          tabIndex={-1}
          sx={{
            '&:focus': { outline: 'none' },
            flex: 1,
            minWidth: 0,
            maxWidth: contentMaxWidth(sidebarHidden, collapsed),
            p: isFullWidthPath(pathname) ? 0 : { xs: 2, md: 3 },
            position: 'relative',
          }}
        >
          {pendingPath ? (
            <LinearProgress
              aria-label={t('app.loadingPage')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            />
          ) : null}
          <Suspense fallback={fallback}>
            {pendingPath && isDashboardLikePath(pendingPath) ? <LoadingScreen /> : <Outlet />}
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
