import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-columns.ts';

type Props<T> = {
  columns: readonly ListColumn<T>[];
  hidden: ReadonlySet<string>;
  /** Chosen but left out for lack of room. */
  noRoom: ReadonlySet<string>;
  onToggle: (key: string) => void;
};

/** 'Columns': which of a list's columns to show; the row's name (priority 0) always shows. */
export function ColumnChooser<T>({ columns, hidden, noRoom, onToggle }: Props<T>) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('list.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
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
    </>
  );
}
