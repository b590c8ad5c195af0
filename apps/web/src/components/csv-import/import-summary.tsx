import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ImportSummary, Refusal } from './import-chunks.ts';
import { cellSx } from './preview-table.tsx';

/** The column that names a refused row beside its number (e.g. its dev_eui or its name). */
export type RefusalLabel<F> = { header: string; value: (refusal: F) => string | null; monospace?: boolean };

type Props<F extends Refusal> = {
  summary: ImportSummary<F>;
  addedText: string;
  /** Why the import stopped, when it did. */
  stoppedBy: string | null;
  /** The rows that were not added, when the screen words them (e.g. 'Error importing 2 geofences'). */
  failureText: string | null;
  refusalLabel: RefusalLabel<F>;
  translateReason: (reason: string) => string;
};

/** What the import did: rows added, rows refused with their reasons, and why it stopped if it did. */
export function ImportSummaryView<F extends Refusal>({
  summary,
  addedText,
  stoppedBy,
  failureText,
  refusalLabel,
  translateReason,
}: Props<F>) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity={summary.added > 0 ? 'success' : 'info'}>{addedText}</Alert>
      {failureText ? <Alert severity="error">{failureText}</Alert> : null}
      {stoppedBy ? <Alert severity="error">{t('import.stopped', { reason: stoppedBy })}</Alert> : null}
      {summary.refused.length > 0 ? (
        <>
          <Alert severity="warning">{t('import.refused', { count: summary.refused.length })}</Alert>
          <TableContainer sx={{ maxHeight: 320 }}>
            <Table size="small" stickyHeader aria-label={t('import.refusedLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('import.row')}</TableCell>
                  <TableCell>{refusalLabel.header}</TableCell>
                  <TableCell>{t('import.reasons')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.refused.map((refusal) => (
                  <TableRow key={refusal.row}>
                    <TableCell>{refusal.row}</TableCell>
                    <TableCell sx={cellSx(refusalLabel)}>{refusalLabel.value(refusal) ?? ''}</TableCell>
                    <TableCell>{refusal.reasons.map(translateReason).join('; ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </Stack>
  );
}
