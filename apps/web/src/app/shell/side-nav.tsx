import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useConfig } from '../../lib/config.ts';
import { useIsOperator } from '../../lib/operator.ts';
import { sidebarCollapsedWidth, sidebarTransitionMs, sidebarWidth } from './layout-rules.ts';
import { sideNavItems, visibleNavItems } from './nav-items.ts';

type Props = { collapsed: boolean };

/** Spec 2 "Side navigation": 250 px, or 80 px collapsed, with a 300 ms transition. */
export function SideNav({ collapsed }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { show_geofences } = useConfig();
  const isOperator = useIsOperator();
  const items = visibleNavItems(sideNavItems, show_geofences, isOperator);

  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      data-collapsed={collapsed}
      sx={{
        width: collapsed ? sidebarCollapsedWidth : sidebarWidth,
        flexShrink: 0,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        height: 'calc(100vh - 64px)',
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: `width ${sidebarTransitionMs}ms ease`,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <List>
        {items.map((item) => {
          const label = t(item.label);
          const active = pathname === item.path;
          const Icon = item.icon;
          return (
            <Tooltip key={item.path} title={collapsed ? label : ''} placement="right">
              <ListItemButton
                component={Link}
                to={item.path}
                nativeButton={false}
                selected={active}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                sx={{ minHeight: 48, px: collapsed ? 3.5 : 2.5, mx: 0 }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
                  <Icon />
                </ListItemIcon>
                {collapsed ? null : <ListItemText primary={label} />}
              </ListItemButton>
            </Tooltip>
          );
        })}
      </List>
    </Box>
  );
}
