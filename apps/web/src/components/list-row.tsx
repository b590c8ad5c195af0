import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, type ReactNode } from 'react';
import { columnSx, type ListColumn } from './list-columns.ts';

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

function ListRowOf<T>({ row, id, selected, selectLabel, onToggle, columns, fitted, actions }: Props<T>) {
  return (
    <TableRow hover selected={selected}>
      {selectLabel !== undefined ? (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={() => onToggle(id)}
            slotProps={{ input: { 'aria-label': selectLabel } }}
          />
        </TableCell>
      ) : null}
      {columns.map((column) => (
        <TableCell key={column.key} sx={fitted ? { whiteSpace: 'nowrap' } : columnSx(column)}>
          {column.render(row)}
        </TableCell>
      ))}
      {actions ? (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {actions(row)}
        </TableCell>
      ) : null}
    </TableRow>
  );
}

/**
 * One row of a list, drawn again only when its own props change (issue 31 item 5): a live batch
 * that changes one device of a page renders that row, not the page; rows the batch left alone
 * keep their identity in the query cache, so React skips them.
 */
export const ListRow = memo(ListRowOf) as typeof ListRowOf;
