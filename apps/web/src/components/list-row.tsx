import { memo, type ReactNode } from 'react';
import { ListCheckbox } from './list-checkbox.tsx';
import type { ListColumn } from './list-columns.ts';
import styles from './list-table.module.css';

type Props<T> = {
  row: T;
  id: string;
  selected: boolean;
  /** The checkbox's accessible name; no checkbox without it. */
  selectLabel: string | undefined;
  onToggle: (id: string) => void;
  columns: readonly ListColumn<T>[];
  /** Cells on one line (a list fitted to its width) instead of hidden by breakpoint. */
  fitted: boolean;
  actions: ((row: T) => ReactNode) | undefined;
};

const hiddenBelow = { sm: styles.hideSm, md: styles.hideMd, lg: styles.hideLg, xl: styles.hideXl };

/**
 * A column's cell classes: one line in a fitted list, else hidden under its breakpoint (secondary
 * columns under md), as a class of the list's stylesheet.
 */
export function cellClass<T>(column: ListColumn<T>, fitted: boolean, base = styles.cell ?? ''): string {
  if (fitted) return `${base} ${styles.nowrap}`;
  const below = column.hideBelow ?? (column.secondary ? 'md' : null);
  return below ? `${base} ${hiddenBelow[below]}` : base;
}

function ListRowOf<T>({ row, id, selected, selectLabel, onToggle, columns, fitted, actions }: Props<T>) {
  return (
    <tr className={selected ? `${styles.row} ${styles.selected}` : styles.row}>
      {selectLabel !== undefined ? (
        <td className={`${styles.cell} ${styles.checkboxCell}`}>
          <ListCheckbox checked={selected} onChange={() => onToggle(id)} label={selectLabel} />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.key} className={cellClass(column, fitted)}>
          {column.render(row)}
        </td>
      ))}
      {actions ? <td className={`${styles.cell} ${styles.right} ${styles.nowrap}`}>{actions(row)}</td> : null}
    </tr>
  );
}

/**
 * One row of a list, drawn again only when its own props change (issue 31 item 5): a live batch
 * that changes one device of a page renders that row, not the page; rows the batch left alone
 * keep their identity in the query cache, so React skips them. Plain elements with the list
 * stylesheet's classes (issue 31 item 1): no styles computed per row at render.
 */
export const ListRow = memo(ListRowOf) as typeof ListRowOf;
