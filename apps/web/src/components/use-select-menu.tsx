import { type KeyboardEvent, type MouseEvent, Suspense, useRef, useState } from 'react';
import { loadChunk } from '../lib/chunk.ts';
import { lazyThemed, loadMuiTheme } from './lazy-themed.tsx';
import type { SelectOption } from './select-menu.tsx';

const importMenu = () => loadChunk(() => import('./select-menu.tsx'));
const SelectMenu = lazyThemed(() => importMenu().then((m) => m.SelectMenu));
const prefetchMenu = () => Promise.all([importMenu(), loadMuiTheme()]);

type Options = {
  options: readonly SelectOption[];
  value: string;
  labelId: string;
  onChange: (value: string) => void;
};

/**
 * A select's opening as MUI's Select does it (left mouse button down, or Space, Enter and the
 * up and down arrows on the focused combobox), with its menu (MUI) loaded on the first open: the
 * combobox's props, the open state and the menu to render after it.
 */
export function useSelectMenu({ options, value, labelId, onChange }: Options) {
  const anchor = useRef<HTMLDivElement>(null);
  const display = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpen(true);
    setOpened(true);
  };
  const combobox = {
    ref: display,
    'aria-haspopup': 'listbox' as const,
    // The menu's code is fetched as soon as a select is pointed at or focused.
    onPointerEnter: () => void prefetchMenu().catch(() => {}),
    onFocus: () => void prefetchMenu().catch(() => {}),
    onMouseDown: (event: MouseEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      display.current?.focus();
      show();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if ([' ', 'ArrowUp', 'ArrowDown', 'Enter'].includes(event.key)) {
        event.preventDefault();
        show();
      }
    },
  };
  const close = () => {
    setOpen(false);
    display.current?.focus();
  };
  const menu = opened ? (
    <Suspense fallback={null}>
      <SelectMenu
        anchor={anchor.current}
        open={open}
        options={options}
        value={value}
        labelId={labelId}
        onSelect={(next) => {
          close();
          if (next !== value) onChange(next);
        }}
        onClose={close}
      />
    </Suspense>
  ) : null;
  return { anchor, combobox, open, menu };
}
