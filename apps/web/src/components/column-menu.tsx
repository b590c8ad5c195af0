import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-columns.ts';

type Props<T> = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  columns: readonly ListColumn<T>[];
  hidden: ReadonlySet<string>;
  noRoom: ReadonlySet<string>;
  onToggle: (key: string) => void;
};

/** The menu of 'Columns' (column-chooser.tsx), loaded when it is first opened. */
export function ColumnMenu<T>({ id, anchor, onClose, columns, hidden, noRoom, onToggle }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {columns.map((column) => {
        const always = column.priority === 0;
        const shown = always || !hidden.has(column.key);
        return (
          <MenuItem
            key={column.key}
            role="menuitemcheckbox"
            aria-checked={shown}
            disabled={always}
            onClick={() => onToggle(column.key)}
            dense
          >
            <ListItemIcon>
              <Checkbox edge="start" checked={shown} tabIndex={-1} disableRipple size="small" />
            </ListItemIcon>
            <ListItemText
              primary={column.label}
              secondary={shown && noRoom.has(column.key) ? t('list.columnNoRoom') : undefined}
            />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
