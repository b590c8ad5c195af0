import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReportFile } from '@pinpoint/shared/report.ts';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../components/relative-time.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useConfig } from '../../lib/config.ts';
import { downloadApiFile } from '../../lib/download.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import type { ReportRun } from './api.ts';
import { formatPeriod } from './run-period.ts';
import { RunStatus } from './run-status.tsx';

type Props = {
  reportId: string;
  runs: ReportRun[] | undefined;
  timeZone: string;
  onPreview: (run: ReportRun) => void;
};

function FileButton({ reportId, run, file }: { reportId: string; run: ReportRun; file: ReportFile }) {
  const { t, i18n } = useTranslation();
  const { API_URL } = useConfig();
  const { getAccessToken } = useAuth();
  const notify = useUiStore((state) => state.showSnackbar);
  const format = t(`reports.formats.${file.format}`);
  const until = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
  }).format(new Date(file.expiresAt));
  const handleDownload = async () => {
    try {
      await downloadApiFile(
        API_URL,
        `/report/${encodeURIComponent(reportId)}/runs/${encodeURIComponent(run.id)}/files/${file.format}`,
        await getAccessToken(),
        file.fileName,
      );
    } catch (error) {
      notify(
        error instanceof ApiError ? translateMessage(error.message, t) : t('reports.downloadError'),
        'error',
      );
    }
  };
  if (!file.available)
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {t('reports.expired', { format })}
      </Typography>
    );
  return (
    <Tooltip title={t('reports.keptUntil', { date: until })}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-label={t('reports.download', { format })}
        onClick={() => void handleDownload()}
      >
        {file.format.toUpperCase()}
      </Button>
    </Tooltip>
  );
}

/** A report's runs, newest first: when, why, the period, the status, the files to download and each e-mail. */
export function RunHistory({ reportId, runs, timeZone, onPreview }: Props) {
  const { t, i18n } = useTranslation();
  if (!runs || runs.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('reports.historyEmpty')}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={t('reports.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reports.runColumns.when')}</TableCell>
            <TableCell>{t('reports.runColumns.kind')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('reports.runColumns.period')}
            </TableCell>
            <TableCell>{t('reports.runColumns.status')}</TableCell>
            <TableCell>{t('reports.runColumns.files')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('reports.runColumns.deliveries')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>
                <RelativeTime value={run.createdAt} />
                {/* Phones have no period column: the period goes under the time. */}
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary' }}
                >
                  {formatPeriod(run.periodFrom, run.periodTo, timeZone, i18n.language)}
                </Typography>
              </TableCell>
              <TableCell>{t(`reports.triggers.${run.trigger}`)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {formatPeriod(run.periodFrom, run.periodTo, timeZone, i18n.language)}
              </TableCell>
              <TableCell>
                <RunStatus status={run.status} error={run.error} />
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  {run.files.map((file) => (
                    <FileButton key={file.format} reportId={reportId} run={run} file={file} />
                  ))}
                  {run.files.some((f) => f.available) ? (
                    <Button
                      size="small"
                      startIcon={<VisibilityIcon />}
                      aria-label={t('reports.openPreview')}
                      onClick={() => onPreview(run)}
                    >
                      {t('reports.preview')}
                    </Button>
                  ) : null}
                </Stack>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {run.deliveries.length === 0 ? (
                  <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                    {t('reports.noDeliveries')}
                  </Typography>
                ) : (
                  <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                    {run.deliveries.map((d) => (
                      <Typography key={d.id} component="li" variant="body2">
                        {d.destination === 'outbox' && d.status === 'sent'
                          ? t('reports.deliveryOutbox', { recipient: d.name || d.recipient })
                          : t('reports.delivery', {
                              recipient: d.name || d.recipient,
                              status: [
                                t(`reports.deliveryStatuses.${d.status}`),
                                d.destination ? t(`reports.destinations.${d.destination}`) : null,
                                d.attached === null
                                  ? null
                                  : t(d.attached ? 'reports.attached' : 'reports.linked'),
                                d.error,
                              ]
                                .filter(Boolean)
                                .join(', '),
                            })}
                      </Typography>
                    ))}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
