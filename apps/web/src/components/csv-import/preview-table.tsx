import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CsvPreview, PreviewRow } from './csv-parse.ts';

/** A column of the preview: a CSV column, headed by its name as the file writes it. */
export type PreviewColumn = { key: string; label: string; monospace?: boolean; breakAll?: boolean };

/** Rows shown: every row with a problem (up to a point), then the first good ones. */
const maxShown = 200;

export const cellSx = (column: { monospace?: boolean | undefined; breakAll?: boolean | undefined }) => ({
  ...(column.monospace ? { fontFamily: 'monospace' } : {}),
  ...(column.breakAll ? { wordBreak: 'break-all' as const } : {}),
});

/** The file's rows as they will be sent, each row's problems beside it. */
export function PreviewTable<R extends PreviewRow>({
  fileName,
  preview,
  columns,
  translateReason,
}: {
  fileName: string;
  preview: CsvPreview<R>;
  columns: readonly PreviewColumn[];
  translateReason: (reason: string) => string;
}) {
  const { t } = useTranslation();
  const bad = preview.rows.filter((row) => row.problems.length > 0);
  const good = preview.rows.length - bad.length;
  const shown: R[] = [
    ...bad.slice(0, maxShown),
    ...preview.rows.filter((row) => row.problems.length === 0).slice(0, 10),
  ].sort((a, b) => a.row - b.row);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>
        {t('import.summaryLine', { file: fileName, count: preview.rows.length, valid: good })}
      </Typography>
      {bad.length > 0 ? (
        <Alert severity="warning">{t('import.problemRows', { count: bad.length })}</Alert>
      ) : (
        <Alert severity="success">{t('import.allValid')}</Alert>
      )}
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={t('import.previewLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.row')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.label}</TableCell>
              ))}
              <TableCell>{t('import.problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.row} sx={row.problems.length ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell>{row.row}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={cellSx(column)}>
                    {row.values[column.key]}
                  </TableCell>
                ))}
                <TableCell sx={{ color: row.problems.length ? 'error.main' : 'success.main' }}>
                  {row.problems.length ? row.problems.map(translateReason).join('; ') : t('import.ok')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {preview.rows.length > shown.length ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('import.moreRows', { count: preview.rows.length - shown.length })}
        </Typography>
      ) : null}
    </Stack>
  );
}
