import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export type SelectOption = { value: string; label: ReactNode };

type Props = {
  anchor: HTMLElement | null;
  open: boolean;
  options: readonly SelectOption[];
  value: string;
  labelId: string;
  onSelect: (value: string) => void;
  onClose: () => void;
};

/**
 * The listbox of a plain select (select-field.tsx, table-pager.tsx): MUI's Select menu, the same
 * Menu with the same placement, minimum width and keyboard (the selected option focused, arrows,
 * typing to jump, Escape), loaded only when a select is first opened.
 */
export function SelectMenu({ anchor, open, options, value, labelId, onSelect, onClose }: Props) {
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: { style: { minWidth: anchor?.clientWidth } },
        list: { role: 'listbox', 'aria-labelledby': labelId, disableListWrap: true },
      }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.value}
          role="option"
          selected={option.value === value}
          aria-selected={option.value === value}
          data-value={option.value}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
