import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message.ts';
import type { ImportSummary } from './csv-preview.ts';

/** What the import did: rows added, rows refused with their reasons, and why it stopped if it did. */
export function ImportSummaryView({
  summary,
  stoppedBy,
}: {
  summary: ImportSummary;
  stoppedBy: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity={summary.added > 0 ? 'success' : 'info'}>
        {t('import.added', { count: summary.added })}
      </Alert>
      {stoppedBy ? <Alert severity="error">{t('import.stopped', { reason: stoppedBy })}</Alert> : null}
      {summary.refused.length > 0 ? (
        <>
          <Alert severity="warning">{t('import.refused', { count: summary.refused.length })}</Alert>
          <TableContainer sx={{ maxHeight: 320 }}>
            <Table size="small" stickyHeader aria-label={t('import.refusedLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('import.row')}</TableCell>
                  <TableCell>dev_eui</TableCell>
                  <TableCell>{t('import.reasons')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.refused.map((refusal) => (
                  <TableRow key={refusal.row}>
                    <TableCell>{refusal.row}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{refusal.devEui ?? ''}</TableCell>
                    <TableCell>
                      {refusal.reasons.map((reason) => translateMessage(reason, t)).join('; ')}
                    </TableCell>
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
