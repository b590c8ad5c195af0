import DarkModeIcon from '@mui/icons-material/DarkMode';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../lib/config.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { AccountMenu } from './account-menu.tsx';
import { MobileNavMenu } from './mobile-nav-menu.tsx';

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

  const handleToggle = (event: MouseEvent<HTMLElement>) => {
    if (sidebarHidden) setMenuAnchor(event.currentTarget);
    else toggleSidebar();
  };

  const toggleLabel = sidebarHidden
    ? t('topBar.openMenu')
    : collapsed
      ? t('topBar.expandSidebar')
      : t('topBar.collapseSidebar');
  const themeLabel = themeMode === 'light' ? t('topBar.darkTheme') : t('topBar.lightTheme');

  return (
    <AppBar position="sticky" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={toggleLabel}
          aria-haspopup={sidebarHidden ? 'menu' : undefined}
          aria-controls={sidebarHidden && menuAnchor ? 'mobile-nav-menu' : undefined}
          aria-expanded={sidebarHidden ? Boolean(menuAnchor) : !collapsed}
          onClick={handleToggle}
        >
          {sidebarHidden || collapsed ? <MenuIcon /> : <MenuOpenIcon />}
        </IconButton>
        <Typography
          variant="h6"
          component={Link}
          to="/"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}
        >
          {siteTitle}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {organisationSelector}
        <Tooltip title={themeLabel}>
          <IconButton color="inherit" aria-label={themeLabel} onClick={toggleTheme}>
            {themeMode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
          </IconButton>
        </Tooltip>
        {supportUrl ? (
          <Tooltip title={t('topBar.support')}>
            <IconButton
              color="inherit"
              component="a"
              href={supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              nativeButton={false}
              aria-label={t('topBar.support')}
            >
              <HelpOutlineIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        <AccountMenu email={email} picture={picture} onLogout={onLogout} />
      </Toolbar>
      <MobileNavMenu id="mobile-nav-menu" anchorEl={menuAnchor} onClose={() => setMenuAnchor(null)} />
    </AppBar>
  );
}
