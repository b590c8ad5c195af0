import { useId, useLayoutEffect, useRef } from 'react';
import { IconButton } from './plain-button.tsx';
import { SelectTrigger } from './select-trigger.tsx';
import { SvgIcon } from './svg-icon.tsx';
import styles from './table-pager.module.css';
import { useSelectMenu } from './use-select-menu.tsx';

type Props = {
  /** The total, the page (from 0) and its size, as MUI's TablePagination takes them. */
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  labelRowsPerPage: string;
  labelDisplayedRows: (rows: { from: number; to: number; count: number }) => string;
  getItemAriaLabel: (type: 'previous' | 'next') => string;
};

/**
 * A table's paging (MUI's TablePagination) as plain elements: "Rows per page" with its select
 * (a combobox; the menu loads on the first open), "1–10 of 23", and the previous and next
 * buttons; a focused button that becomes disabled hands the focus to the other, as MUI's does.
 */
export function TablePager({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  labelRowsPerPage,
  labelDisplayedRows,
  getItemAriaLabel,
}: Props) {
  const labelId = useId();
  const options = rowsPerPageOptions.map((size) => ({ value: String(size), label: String(size) }));
  const { anchor, combobox, open, menu } = useSelectMenu({
    options,
    value: String(rowsPerPage),
    labelId,
    onChange: (value) => onRowsPerPageChange(Number(value)),
  });
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const first = page === 0;
  const last = page >= Math.ceil(count / rowsPerPage) - 1;
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const focused = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const button = focused.current;
    if (!button?.disabled) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== button && active !== document.body) return;
    const other = button === previous.current ? next.current : previous.current;
    if (other && !other.disabled) other.focus();
  });
  const button = (which: 'previous' | 'next', disabled: boolean, path: string) => (
    <IconButton
      ref={which === 'previous' ? previous : next}
      color="inherit"
      disabled={disabled}
      aria-label={getItemAriaLabel(which)}
      title={getItemAriaLabel(which)}
      onFocus={(event) => {
        focused.current = event.currentTarget;
      }}
      onClick={() => onPageChange(which === 'previous' ? page - 1 : page + 1)}
    >
      <SvgIcon path={path} />
    </IconButton>
  );
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.spacer} />
        {options.length > 1 ? (
          <>
            <p id={labelId} className={styles.text}>
              {labelRowsPerPage}
            </p>
            <div ref={anchor} className={styles.select}>
              <SelectTrigger
                combobox={combobox}
                open={open}
                labelId={labelId}
                className={styles.value}
                arrowClassName={`${styles.arrow} ${open ? styles.open : ''}`}
              >
                {rowsPerPage}
              </SelectTrigger>
              {menu}
            </div>
          </>
        ) : null}
        <p className={styles.text}>{labelDisplayedRows({ from, to, count })}</p>
        <div className={styles.actions}>
          {button('previous', first, 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z')}
          {button('next', last, 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z')}
        </div>
      </div>
    </div>
  );
}
