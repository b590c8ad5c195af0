import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../lib/chunk.ts';
import { viewColumnIcon } from './icon-paths.ts';
import { lazyThemed, loadMuiTheme } from './lazy-themed.tsx';
import type { ListColumn } from './list-columns.ts';
import { Button } from './plain-button.tsx';

// The menu (MUI's Menu, Checkbox and list items) loads when 'Columns' is first opened, not with
// the list (issue 31: the first screen without MUI); fetched as soon as the button is pointed at.
const importMenu = () => loadChunk(() => import('./column-menu.tsx'));
const prefetchMenu = () => Promise.all([importMenu(), loadMuiTheme()]);
const ColumnMenu = lazyThemed(() => importMenu().then((m) => m.ColumnMenu)) as <T>(
  props: Parameters<typeof import('./column-menu.tsx').ColumnMenu<T>>[0],
) => ReactNode;

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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={viewColumnIcon}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void prefetchMenu().catch(() => {})}
        onFocus={() => void prefetchMenu().catch(() => {})}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {t('list.columns')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ColumnMenu
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            columns={columns}
            hidden={hidden}
            noRoom={noRoom}
            onToggle={onToggle}
          />
        </Suspense>
      ) : null}
    </>
  );
}
