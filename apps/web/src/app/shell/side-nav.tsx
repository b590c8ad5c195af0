import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SvgIcon } from '../../components/svg-icon.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import { useConfig } from '../../lib/config.ts';
import { useIsOperator } from '../../lib/operator.ts';
import { sidebarCollapsedWidth, sidebarTransitionMs, sidebarWidth } from './layout-rules.ts';
import { sideNavItems, visibleNavItems } from './nav-items.ts';
import styles from './side-nav.module.css';

type Props = { collapsed: boolean };

/**
 * Spec 2 "Side navigation": 250 px, or 80 px collapsed, with a 300 ms transition. Plain elements
 * with the stylesheet's classes (issue 31 item 1), MUI's list look, its icons and, collapsed, its
 * tooltips (components/tooltip.tsx).
 */
export function SideNav({ collapsed }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { show_geofences } = useConfig();
  const isOperator = useIsOperator();
  const items = visibleNavItems(sideNavItems, show_geofences, isOperator);

  return (
    <nav
      aria-label={t('nav.main')}
      data-collapsed={collapsed}
      className={collapsed ? `${styles.nav} ${styles.collapsed}` : styles.nav}
      style={{
        width: collapsed ? sidebarCollapsedWidth : sidebarWidth,
        transition: `width ${sidebarTransitionMs}ms ease`,
      }}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const label = t(item.label);
          const active = pathname === item.path;
          return (
            <li key={item.path}>
              <Tooltip title={collapsed ? label : ''} placement="right">
                <Link
                  to={item.path}
                  className={active ? `${styles.item} ${styles.selected}` : styles.item}
                  aria-current={active ? 'page' : undefined}
                  aria-label={collapsed ? label : undefined}
                >
                  <span className={styles.icon}>
                    <SvgIcon path={item.icon} />
                  </span>
                  {collapsed ? null : <span className={styles.text}>{label}</span>}
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
