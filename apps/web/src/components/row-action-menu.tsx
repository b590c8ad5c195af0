import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { RowAction } from './row-actions.tsx';

type Props = { id: string; anchor: HTMLElement | null; actions: readonly RowAction[]; onClose: () => void };

/** A row's actions as MUI's Menu, on a phone: loaded when a row's menu is first opened (issue 31). */
export function RowActionMenuList({ id, anchor, actions, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {actions.map(({ label, icon, disabled, danger, onClick, to }) => {
        const colour = danger ? { color: 'error.main' } : undefined;
        const content = (
          <>
            <ListItemIcon sx={colour}>{icon}</ListItemIcon>
            <ListItemText sx={colour}>{label}</ListItemText>
          </>
        );
        return to === undefined ? (
          <MenuItem
            key={label}
            disabled={disabled}
            onClick={() => {
              onClose();
              onClick();
            }}
          >
            {content}
          </MenuItem>
        ) : (
          <MenuItem key={label} component={RouterLink} to={to} disabled={disabled} onClick={onClose}>
            {content}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
