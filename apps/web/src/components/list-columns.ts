import type { ReactNode } from 'react';

export type ListColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Hidden on narrow screens (under the md breakpoint). */
  secondary?: boolean;
  /** Hidden under this breakpoint instead (a wide table beside a map, say). */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
  /** Makes the column sortable by this value; empty values (null) go last either way. */
  sortValue?: (row: T) => string | number | null;
  /** Lists that fit their columns to their width: the px the column needs on one line. */
  width?: number;
  /** Lists that fit their columns: which goes first when room is short (the highest first); 0 never goes. */
  priority?: number;
};

/** A column's room when it gives none: enough for a short value on one line. */
export const defaultColumnWidth = 120;

/**
 * The columns that fit in `available` px beside `reserved` px (checkboxes, row actions): the
 * user's hidden ones out, then the highest `priority` ones dropped until the rest fit. Columns
 * of priority 0 always stay. An unknown width (not measured yet) keeps every chosen column.
 */
export function fitColumns<T>(
  columns: readonly ListColumn<T>[],
  available: number | null,
  hidden: ReadonlySet<string>,
  reserved = 0,
): ListColumn<T>[] {
  const chosen = columns.filter((column) => column.priority === 0 || !hidden.has(column.key));
  if (available === null) return chosen;
  const need = (list: readonly ListColumn<T>[]) =>
    reserved + list.reduce((sum, column) => sum + (column.width ?? defaultColumnWidth), 0);
  const dropOrder = chosen
    .filter((column) => column.priority !== 0)
    .sort((a, b) => (b.priority ?? 1) - (a.priority ?? 1));
  const dropped = new Set<string>();
  let kept = chosen;
  for (const column of dropOrder) {
    if (need(kept) <= available) break;
    dropped.add(column.key);
    kept = chosen.filter((c) => !dropped.has(c.key));
  }
  return kept;
}

export type ListSort = { key: string; direction: 'asc' | 'desc' };

/** Paging done by the shell itself over the searched, filtered and sorted rows. */
export type ListClientPaging = {
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: number[];
};

export function pageSizeOptions({
  pageSize,
  pageSizeOptions = [10, 25, 50, 100],
}: ListClientPaging): number[] {
  return [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A stable sort by the column's value; empty values last in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number | null,
  direction: 'asc' | 'desc',
) {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}
