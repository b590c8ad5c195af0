import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { belowSm, useMediaQuery } from '../lib/media-query.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { EmptyState } from './empty-state.tsx';
import { readHiddenColumns, writeHiddenColumns } from './hidden-columns.ts';
import { deleteIcon } from './icon-paths.ts';
import { ListCheckbox } from './list-checkbox.tsx';
import {
  fitColumns,
  type ListClientPaging,
  type ListColumn,
  type ListSort,
  pageSizeOptions,
  sortRows,
} from './list-columns.ts';
import { cellClass, ListRow } from './list-row.tsx';
import styles from './list-table.module.css';
import { LoadingBar } from './loading-bar.tsx';
import { Button } from './plain-button.tsx';
import { type RowAction, RowActionList } from './row-actions.tsx';
import { SearchField } from './search-field.tsx';
import { TablePager } from './table-pager.tsx';
import { useElementWidth } from './use-element-width.ts';

export type { ListClientPaging, ListColumn, ListSort };

export type ListPagination = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
};

/**
 * Search, sort and filters done by the server (with `pagination`): the shell shows `rows` as they
 * come and reports the user's changes. The selection is the page's (as in Gmail): paging, sorting
 * or searching clears it, and "Select all" selects the rows shown.
 */
export type ListServerQuery = {
  query: string;
  onQueryChange: (query: string) => void;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  /** Nothing at all to list (not merely nothing matching): the empty state instead of the table. */
  empty: boolean;
};

type Props<T> = {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[] | undefined;
  loading?: boolean;
  columns: ListColumn<T>[];
  getRowId: (row: T) => string;
  /** What a row is called, for its checkbox's and actions' accessible names. */
  getRowLabel: (row: T) => string;
  /** The text a search matches; no search field without it. */
  searchText?: (row: T) => string;
  /** Multi-select with a bulk delete; the screen confirms and deletes. */
  onDeleteSelected?: (rows: T[]) => void;
  rowActions?: (row: T) => ReactNode;
  /**
   * The row's actions as data, instead of `rowActions`: icon buttons, and on a phone (under the sm
   * breakpoint) one "⋮" menu of them, so the row fits without scrolling sideways.
   */
  rowActionItems?: (row: T) => RowAction[];
  /** Next to the search, e.g. an Add button. */
  toolbarActions?: ReactNode;
  empty: { title: string; text: string; icon?: ReactNode; action?: ReactNode };
  pagination?: ListPagination;
  /** Controls beside the search (e.g. a type filter) and the rows they let through. */
  filters?: ReactNode;
  filter?: (row: T) => boolean;
  defaultSort?: ListSort;
  clientPaging?: ListClientPaging;
  /**
   * Columns chosen by the list's own width rather than the screen's (a list beside a map), with
   * 'Columns' to pick them, remembered under this key; rows stay one line.
   */
  columnFit?: { storageKey: string };
  server?: ListServerQuery;
};

// Room that is not columns: the checkbox column, the row actions and the cells' padding.
const checkboxWidth = 48;
const rowActionsWidth = 112;

/**
 * The generic list: a table with search, multi-select and bulk delete, a loading bar and an empty
 * state. Each entity screen gives its columns and actions.
 */
export function ListShell<T>({
  label,
  rows,
  loading = false,
  columns,
  getRowId,
  getRowLabel,
  searchText,
  onDeleteSelected,
  rowActions: rowActionNodes,
  rowActionItems,
  toolbarActions,
  empty,
  pagination,
  filters,
  filter,
  defaultSort,
  clientPaging,
  columnFit,
  server,
}: Props<T>) {
  const { t } = useTranslation();
  const phone = useMediaQuery(belowSm);
  const rowActions = rowActionItems
    ? (row: T) => <RowActionList actions={rowActionItems(row)} rowLabel={getRowLabel(row)} compact={phone} />
    : rowActionNodes;
  const [localQuery, setQuery] = useState('');
  const [localSort, setSort] = useState<ListSort | null>(defaultSort ?? null);
  const query = server ? server.query : localQuery;
  const sort = server ? server.sort : localSort;
  const [pageIndex, setPageIndex] = useState(0);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const all = rows ?? [];
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, Boolean(columnFit));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() =>
    columnFit ? readHiddenColumns(columnFit.storageKey) : new Set(),
  );

  const matching = useMemo(() => {
    if (server) return all;
    const needle = query.trim().toLowerCase();
    const kept = filter ? all.filter(filter) : all;
    if (!needle || !searchText) return kept;
    return kept.filter((row) => searchText(row).toLowerCase().includes(needle));
  }, [all, query, searchText, filter, server]);

  const sorted = useMemo(() => {
    const value = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
    if (!sort || !value || server) return matching;
    return sortRows(matching, value, sort.direction);
  }, [matching, sort, columns, server]);

  // Client paging: the page is kept in range when the rows shrink (a search, a filter, a delete).
  const pageCount = clientPaging ? Math.max(1, Math.ceil(sorted.length / clientPaging.pageSize)) : 1;
  const page = Math.min(pageIndex, pageCount - 1);
  const visible = clientPaging
    ? sorted.slice(page * clientPaging.pageSize, (page + 1) * clientPaging.pageSize)
    : sorted;

  const nextSort = (current: ListSort | null, key: string): ListSort =>
    current?.key === key
      ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
      : { key, direction: 'asc' };
  const handleSort = (key: string) => {
    if (server) {
      setSelectedIds(new Set());
      server.onSortChange(nextSort(server.sort, key));
      return;
    }
    setSort((current) => nextSort(current, key));
    setPageIndex(0);
  };

  // Rows deleted or gone from the list drop out of the selection by themselves.
  const selected = all.filter((row) => selectedIds.has(getRowId(row)));
  const selectedVisible = visible.filter((row) => selectedIds.has(getRowId(row)));
  const selectable = Boolean(onDeleteSelected);
  const allVisibleSelected = visible.length > 0 && selectedVisible.length === visible.length;

  const toggle = useCallback(
    (id: string) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = () =>
    setSelectedIds((current) => {
      // The rows shown (this page, this search); a selection elsewhere stays as it is.
      const next = new Set(current);
      for (const row of visible) {
        if (allVisibleSelected) next.delete(getRowId(row));
        else next.add(getRowId(row));
      }
      return next;
    });

  // A paged list is empty when the server has nothing at all, not when one page is.
  const isEmpty = server
    ? !loading && server.empty
    : !loading && rows !== undefined && (pagination ? pagination.total === 0 : all.length === 0);
  // The same array while nothing it depends on changed, so unchanged rows are not drawn again.
  const fitted = Boolean(columnFit);
  const hasRowActions = Boolean(rowActions);
  const shown = useMemo(
    () =>
      fitted
        ? fitColumns(
            columns,
            width,
            hidden,
            (selectable ? checkboxWidth : 0) + (hasRowActions ? rowActionsWidth : 0),
          )
        : columns,
    [fitted, columns, width, hidden, selectable, hasRowActions],
  );
  const noRoom = new Set(
    columns
      .filter((column) => !hidden.has(column.key) && !shown.includes(column))
      .map((column) => column.key),
  );
  const handleToggleColumn = (key: string) => {
    const next = new Set(hidden);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setHidden(next);
    if (columnFit) writeHiddenColumns(columnFit.storageKey, next);
  };
  // Fitted lists choose their columns by width, so cells never wrap; others hide by breakpoint.
  const headClass = `${styles.cell} ${styles.head}`;
  const pagerLabels = {
    labelRowsPerPage: t('list.rowsPerPage'),
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      t('list.displayedRows', { from, to, count }),
    getItemAriaLabel: (type: 'previous' | 'next') => t(`list.page.${type}`),
  };
  const columnCount = shown.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  return (
    <div ref={frame} className={styles.frame}>
      {searchText || toolbarActions || selectable || columnFit ? (
        <div className={styles.toolbar}>
          {searchText && !isEmpty ? (
            <SearchField
              label={t('list.search')}
              value={query}
              onChange={(value) => {
                if (server) {
                  setSelectedIds(new Set());
                  server.onQueryChange(value);
                  return;
                }
                setQuery(value);
                setPageIndex(0);
              }}
            />
          ) : null}
          {!isEmpty ? filters : null}
          <div className={styles.grow} />
          {selectable && selected.length > 0 ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={deleteIcon}
              onClick={() => onDeleteSelected?.(selected)}
            >
              {t('list.deleteSelected', { count: selected.length })}
            </Button>
          ) : null}
          {columnFit && !isEmpty ? (
            <ColumnChooser columns={columns} hidden={hidden} noRoom={noRoom} onToggle={handleToggleColumn} />
          ) : null}
          {toolbarActions}
        </div>
      ) : null}
      {isEmpty ? (
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} action={empty.action} />
      ) : (
        <div className={styles.paper}>
          {loading ? <LoadingBar label={t('list.loading')} className={styles.progress} /> : null}
          <div className={styles.container}>
            <table className={styles.table} aria-label={label} aria-busy={loading}>
              <thead>
                <tr className={styles.row}>
                  {selectable ? (
                    <th className={`${headClass} ${styles.checkboxCell}`}>
                      <ListCheckbox
                        checked={allVisibleSelected}
                        indeterminate={selectedVisible.length > 0 && !allVisibleSelected}
                        disabled={visible.length === 0}
                        onChange={toggleAll}
                        label={t('list.selectAll')}
                      />
                    </th>
                  ) : null}
                  {shown.map((column) => {
                    const sortedBy = sort?.key === column.key ? sort.direction : undefined;
                    const sortClass = [
                      styles.sort,
                      sortedBy ? styles.active : '',
                      (sortedBy ?? 'asc') === 'asc' ? styles.asc : '',
                    ].join(' ');
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        className={cellClass(column, fitted, headClass)}
                        aria-sort={sortedBy ? (sortedBy === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {column.sortValue ? (
                          <button type="button" className={sortClass} onClick={() => handleSort(column.key)}>
                            {column.label}
                            <svg
                              className={styles.sortIcon}
                              viewBox="0 0 24 24"
                              aria-hidden="true"
                              focusable="false"
                            >
                              <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
                            </svg>
                          </button>
                        ) : (
                          column.label
                        )}
                      </th>
                    );
                  })}
                  {rowActions ? (
                    <th className={`${headClass} ${styles.right}`}>
                      <span className={styles.visuallyHidden}>{t('list.actions')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className={styles.body}>
                {visible.map((row) => {
                  const id = getRowId(row);
                  return (
                    <ListRow
                      key={id}
                      row={row}
                      id={id}
                      selected={selectedIds.has(id)}
                      selectLabel={selectable ? t('list.selectRow', { name: getRowLabel(row) }) : undefined}
                      onToggle={toggle}
                      columns={shown}
                      fitted={fitted}
                      actions={rowActions}
                    />
                  );
                })}
                {visible.length === 0 ? (
                  <tr className={`${styles.row} ${styles.message}`}>
                    <td className={styles.cell} colSpan={columnCount}>
                      <p className={styles.noRows}>{loading ? t('list.loading') : t('list.noMatches')}</p>
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          {clientPaging && !pagination ? (
            <TablePager
              count={sorted.length}
              page={page}
              rowsPerPage={clientPaging.pageSize}
              onPageChange={setPageIndex}
              rowsPerPageOptions={pageSizeOptions(clientPaging)}
              onRowsPerPageChange={(size) => {
                clientPaging.onPageSizeChange(size);
                setPageIndex(0);
              }}
              {...pagerLabels}
            />
          ) : null}
          {pagination ? (
            <TablePager
              count={pagination.total}
              page={Math.max(0, pagination.page - 1)}
              rowsPerPage={pagination.pageSize}
              onPageChange={(page) => {
                if (server) setSelectedIds(new Set());
                pagination.onPageChange(page + 1);
              }}
              rowsPerPageOptions={pagination.onPageSizeChange ? [10, 25, 50, 100] : []}
              onRowsPerPageChange={(size) => pagination.onPageSizeChange?.(size)}
              {...pagerLabels}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
