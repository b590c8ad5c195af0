import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReportSection } from '@pinpoint/shared/report.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/widgets/data-table.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { useRunDocument } from './api.ts';

type Props = { reportId: string; runId: string | null; name: string; onClose: () => void };

function Section({ section }: { section: ReportSection }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {section.title}
      </Typography>
      <Stack sx={{ gap: 1.5 }}>
        {section.svg && section.svgSize ? (
          // The server's SVG as an image: drawn, never run (an <img> runs no script).
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(section.svg)}`}
            alt={t('reports.chartOf', { title: section.title })}
            sx={{
              width: '100%',
              maxWidth: section.svgSize.width,
              aspectRatio: `${section.svgSize.width} / ${section.svgSize.height}`,
              bgcolor: '#fff',
              borderRadius: 1,
            }}
          />
        ) : null}
        {section.tables.map((part) => (
          <Paper
            key={`${section.widgetId}-${part.title}`}
            variant="outlined"
            sx={{ maxHeight: 360, overflow: 'auto' }}
          >
            {part.title ? (
              <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
                {part.title}
              </Typography>
            ) : null}
            <DataTable
              label={part.title ? `${section.title} – ${part.title}` : section.title}
              model={part.table}
              emptyText="—"
            />
          </Paper>
        ))}
        {section.text ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {section.text}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

/** A run as it was rendered, in the browser: the same charts and tables as its PDF, CSV and XLSX. */
export function RunPreview({ reportId, runId, name, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const errorText = useErrorText();
  const document = useRunDocument(reportId, runId);
  const data = document.data;
  const generated = data
    ? new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', {
        timeZone: data.timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(data.generatedAt))
    : '';
  return (
    <Dialog
      open={runId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('reports.previewTitle', { name: data?.title ?? name })}</DialogTitle>
      <DialogContent dividers>
        {document.isLoading ? (
          <Stack sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('widgets.loading')} />
          </Stack>
        ) : document.isError ? (
          <Typography color="error">{errorText(document.error, t('reports.downloadError'))}</Typography>
        ) : data ? (
          <Stack sx={{ gap: 3 }}>
            <div>
              <Typography variant="body1">
                {t('reports.previewPeriod', { period: data.period.label })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('reports.previewGenerated', { date: generated, zone: data.timeZone })}
              </Typography>
            </div>
            {data.sections.map((section) => (
              <Section key={section.widgetId} section={section} />
            ))}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
