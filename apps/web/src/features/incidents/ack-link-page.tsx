import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alertTypeDefinitions } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatTemperature, useTemperatureUnit } from '../../lib/temperature.ts';
import { type IncidentAckView, useAckLink, useUseAckLink } from './api.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * Route /ack/{token}: an alert e-mail's "I'm on it" link, signed out. It shows that one incident
 * and a button; opening the page changes nothing (mail scanners open links), the button acknowledges.
 */
export function AckLinkPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const view = useAckLink(token);
  if (view.isLoading) return <PageSpinner label={t('incidents.ack.loading')} />;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      {view.data ? (
        <Incident token={token} view={view.data} />
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t('incidents.ack.invalidTitle')}
          </Typography>
          <Typography>{t('incidents.ack.invalidText')}</Typography>
        </Stack>
      )}
    </Container>
  );
}

function Incident({ token, view }: { token: string; view: IncidentAckView }) {
  const { t, i18n } = useTranslation();
  const unit = useTemperatureUnit();
  const use = useUseAckLink(token);
  const locale = locales[i18n.language] ?? i18n.language;
  const definition = view.alertType ? alertTypeDefinitions[view.alertType] : undefined;
  const value =
    view.lastValue === null
      ? null
      : view.alertType === 'temperature'
        ? formatTemperature(view.lastValue, unit)
        : `${Math.round(view.lastValue * 100) / 100} ${definition?.threshold?.unit ?? ''}`.trim();
  const outcome = use.isSuccess
    ? t('incidents.ack.done')
    : view.usable === 'taken'
      ? t('incidents.ack.taken', { name: view.acknowledgedBy ?? '' })
      : view.usable !== 'ok'
        ? t(`incidents.ack.${view.usable}`)
        : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack sx={{ gap: 1.5 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {t('incidents.ack.title')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {view.actionName}: {view.deviceName}
        </Typography>
        {value ? <Typography>{t('incidents.ack.value', { value })}</Typography> : null}
        <Typography>
          {t('incidents.ack.since', { time: formatDateTime(new Date(view.openedAt), locale) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('incidents.ack.sentTo', { name: view.sentTo })}
        </Typography>
        <div aria-live="polite">
          {outcome ? (
            <Alert severity={use.isSuccess ? 'success' : 'info'}>{outcome}</Alert>
          ) : use.isError ? (
            <Alert severity="error">{t('incidents.ack.failed')}</Alert>
          ) : null}
        </div>
        {view.usable === 'ok' && !use.isSuccess ? (
          <Button
            variant="contained"
            size="large"
            disabled={use.isPending}
            startIcon={
              use.isPending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : null
            }
            onClick={() => use.mutate()}
          >
            {t('incidents.ack.button')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
