import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SvgIcon } from '../../components/svg-icon.tsx';
import { useConfig } from '../../lib/config.ts';
import { useIsOperator } from '../../lib/operator.ts';
import { mobileNavItems, visibleNavItems } from './nav-items.ts';

type Props = { id: string; anchorEl: HTMLElement | null; onClose: () => void };

/** On mobile the sidebar toggle opens this menu (spec 2 "Top bar"); loaded when first opened. */
export function MobileNavMenu({ id, anchorEl, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { show_geofences } = useConfig();
  const isOperator = useIsOperator();

  const handleSelect = (path: string) => {
    onClose();
    void navigate(path);
  };

  return (
    <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {visibleNavItems(mobileNavItems, show_geofences, isOperator).map((item) => {
        return (
          <MenuItem key={item.path} selected={pathname === item.path} onClick={() => handleSelect(item.path)}>
            <ListItemIcon>
              <SvgIcon path={item.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(item.label)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
