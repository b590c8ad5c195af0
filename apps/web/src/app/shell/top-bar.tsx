import { type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  darkModeIcon,
  helpOutlinedIcon,
  lightModeIcon,
  menuIcon,
  menuOpenIcon,
} from '../../components/icon-paths.ts';
import { lazyThemed, loadMuiTheme } from '../../components/lazy-themed.tsx';
import { IconAnchorButton, IconButton } from '../../components/plain-button.tsx';
import { SvgIcon } from '../../components/svg-icon.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import { loadChunk } from '../../lib/chunk.ts';
import { useConfig } from '../../lib/config.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { AccountMenu } from './account-menu.tsx';
import styles from './top-bar.module.css';

// The phone's navigation menu (MUI's Menu) loads when first opened (issue 31).
const importNavMenu = () => loadChunk(() => import('./mobile-nav-menu.tsx'));
const prefetchNavMenu = () => void Promise.all([importNavMenu(), loadMuiTheme()]).catch(() => {});
const MobileNavMenu = lazyThemed(() => importNavMenu().then((m) => m.MobileNavMenu));

type Props = {
  /** Under 768 px the toggle opens the navigation menu instead of collapsing the sidebar. */
  sidebarHidden: boolean;
  email: string;
  picture: string | null;
  /** The organisation selector, when it is shown. */
  organisationSelector: ReactNode;
  onLogout: () => void;
};

export function TopBar({ sidebarHidden, email, picture, organisationSelector, onLogout }: Props) {
  const { t } = useTranslation();
  const { siteTitle, supportUrl } = useConfig();
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const themeMode = useUiStore((state) => state.themeMode);
  const toggleTheme = useUiStore((state) => state.toggleTheme);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);

  const handleToggle = (event: MouseEvent<HTMLElement>) => {
    if (sidebarHidden) {
      setMenuAnchor(event.currentTarget);
      setMenuOpened(true);
    } else toggleSidebar();
  };

  const toggleLabel = sidebarHidden
    ? t('topBar.openMenu')
    : collapsed
      ? t('topBar.expandSidebar')
      : t('topBar.collapseSidebar');
  const themeLabel = themeMode === 'light' ? t('topBar.darkTheme') : t('topBar.lightTheme');

  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={toggleLabel}
          aria-haspopup={sidebarHidden ? 'menu' : undefined}
          aria-controls={sidebarHidden && menuAnchor ? 'mobile-nav-menu' : undefined}
          aria-expanded={sidebarHidden ? Boolean(menuAnchor) : !collapsed}
          onPointerEnter={sidebarHidden ? prefetchNavMenu : undefined}
          onFocus={sidebarHidden ? prefetchNavMenu : undefined}
          onClick={handleToggle}
        >
          <SvgIcon path={sidebarHidden || collapsed ? menuIcon : menuOpenIcon} />
        </IconButton>
        <Link to="/" className={styles.title}>
          {siteTitle}
        </Link>
        <div className={styles.grow} />
        {organisationSelector}
        <Tooltip title={themeLabel}>
          <IconButton color="inherit" aria-label={themeLabel} onClick={toggleTheme}>
            <SvgIcon path={themeMode === 'light' ? darkModeIcon : lightModeIcon} />
          </IconButton>
        </Tooltip>
        {supportUrl ? (
          <Tooltip title={t('topBar.support')}>
            <IconAnchorButton
              color="inherit"
              href={supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('topBar.support')}
            >
              <SvgIcon path={helpOutlinedIcon} />
            </IconAnchorButton>
          </Tooltip>
        ) : null}
        <AccountMenu email={email} picture={picture} onLogout={onLogout} />
      </div>
      {menuOpened ? (
        <Suspense fallback={null}>
          <MobileNavMenu id="mobile-nav-menu" anchorEl={menuAnchor} onClose={() => setMenuAnchor(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
