/**
 * A widget's values as a table: the web (MUI), PDF, CSV and XLSX all draw this model, so
 * the formats agree. `value` is the machine value (a number in the display unit, an ISO
 * time, a name), `text` the same value as a person reads it.
 */
export type TableColumn = { key: string; label: string; numeric: boolean };
export type TableCell = {
  value: string | number | null;
  text: string;
  /** How the value should stand out (a low battery, a quiet device). */
  tone?: 'success' | 'warning' | 'error';
};
export type TableRow = { cells: TableCell[] };
export type TableModel = { columns: TableColumn[]; rows: TableRow[] };
