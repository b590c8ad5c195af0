import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableModel } from '@pinpoint/charts';

/** The charts package's table model (toTable()): the same rows a PDF, CSV or XLSX prints. */
export type DataTableModel = TableModel;

const toneColours = { success: 'success.main', warning: 'warning.main', error: 'error.main' } as const;

type Props = {
  /** The table's accessible name (the widget's title). */
  label: string;
  model: DataTableModel;
  /** Shown in one row when there are none. */
  emptyText: string;
};

/** A widget's tabular data, drawn by MUI from the shared table model: header sticks while the body scrolls. */
export function DataTable({ label, model, emptyText }: Props) {
  return (
    <TableContainer sx={{ height: '100%' }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {model.columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600, py: 0.75 }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {model.rows.map((row, rowIndex) => (
            // Rows have no ids of their own; their order is the model's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the model's rows are positional
            <TableRow key={rowIndex} hover>
              {row.cells.map((cell, index) => {
                const column = model.columns[index];
                return (
                  <TableCell
                    key={column?.key ?? index}
                    align={column?.numeric ? 'right' : 'left'}
                    sx={{
                      py: 0.5,
                      fontVariantNumeric: column?.numeric ? 'tabular-nums' : undefined,
                      color: cell.tone ? toneColours[cell.tone] : undefined,
                      fontWeight: cell.tone ? 600 : undefined,
                    }}
                  >
                    {cell.text}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
          {model.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={Math.max(1, model.columns.length)} sx={{ color: 'text.secondary', py: 2 }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
