import SendIcon from '@mui/icons-material/Send';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type IntegrationSource, type IntegrationTestResult, phoneSources } from '@pinpoint/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDevices } from '../../../lib/device-cache.ts';
import { useErrorText } from '../../../lib/error-message.ts';
import { useIntegrationMutations } from '../api.ts';

type Props = { organisationId: string; source: IntegrationSource; token: string | null };

const severities: Record<IntegrationTestResult['outcome'], AlertColor> = {
  stored: 'success',
  duplicate: 'success',
  unknown_device: 'warning',
  not_stored: 'warning',
  not_configured: 'info',
  refused: 'error',
};

const outcomeKeys = {
  stored: 'stored',
  duplicate: 'duplicate',
  unknown_device: 'unknownDevice',
  not_stored: 'notStored',
  not_configured: 'notConfigured',
  refused: 'refused',
} as const;

/**
 * 'Send a test': a sample uplink in this source's format, sent by the server through the real
 * ingest path, to a device of the organisation (or, for a network server, to a Dev EUI no device
 * has, which lands in the inbox); then what that path answered.
 */
export function SendTest({ organisationId, source, token }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  const errorText = useErrorText();
  const devices = (useDevices(organisationId).data ?? []).filter((device) => device.devEui);
  const { sendTest } = useIntegrationMutations(organisationId);
  const phone = phoneSources.includes(source);
  const mqtt = source === 'chirpstack-mqtt';
  const [deviceId, setDeviceId] = useState<string>(() => (mqtt ? (devices[0]?.id ?? '') : ''));
  const [result, setResult] = useState<IntegrationTestResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showRequest, setShowRequest] = useState(false);
  const ready = phone ? Boolean(token) : !mqtt || Boolean(deviceId);

  const handleSend = async () => {
    setFailure(null);
    setResult(null);
    try {
      setResult(
        await sendTest.mutateAsync(
          phone ? { source, deviceToken: token ?? '' } : { source, deviceId: deviceId || null },
        ),
      );
    } catch (error) {
      setFailure(errorText(error, t('integrations.test.failed')));
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={`${selectId}-title`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography id={`${selectId}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('integrations.test.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t(phone ? 'integrations.test.helpPhone' : 'integrations.test.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        {phone ? null : (
          <TextField
            select
            size="small"
            label={t('integrations.test.device')}
            value={deviceId}
            onChange={(event) => setDeviceId(event.target.value)}
            sx={{ minWidth: 280 }}
            id={selectId}
          >
            {mqtt ? null : <MenuItem value="">{t('integrations.test.noDevice')}</MenuItem>}
            {devices.map((device) => (
              <MenuItem key={device.id} value={device.id}>
                {`${device.name} (${device.devEui})`}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          variant="outlined"
          startIcon={<SendIcon />}
          onClick={handleSend}
          disabled={!ready || sendTest.isPending}
        >
          {sendTest.isPending ? t('integrations.test.sending') : t('integrations.test.send')}
        </Button>
      </Stack>
      {phone && !token ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('integrations.test.needsToken')}
        </Typography>
      ) : null}
      {mqtt && devices.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('integrations.test.needsDevice')}
        </Typography>
      ) : null}
      <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {result ? (
          <Alert severity={severities[result.outcome]}>
            <Stack sx={{ gap: 0.5 }}>
              <strong>{t(`integrations.test.outcomes.${outcomeKeys[result.outcome]}`)}</strong>
              <span>{result.status === null ? result.message : `${result.status}: ${result.message}`}</span>
              {result.outcome === 'stored' && result.deviceId ? (
                <Link component={RouterLink} to={`/device/${result.deviceId}`}>
                  {t('integrations.test.openDevice')}
                </Link>
              ) : null}
              {result.outcome === 'unknown_device' ? <span>{t('integrations.test.toInbox')}</span> : null}
              <Link
                component="button"
                type="button"
                onClick={() => setShowRequest((shown) => !shown)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {showRequest ? t('integrations.test.hideRequest') : t('integrations.test.showRequest')}
              </Link>
              {showRequest ? (
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    p: 1,
                    fontSize: 12,
                    overflow: 'auto',
                    maxHeight: 240,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                  }}
                >
                  {[
                    `${result.request.method} ${result.request.url}`,
                    ...Object.entries(result.request.headers).map(([name, value]) => `${name}: ${value}`),
                    '',
                    result.request.body,
                  ].join('\n')}
                </Box>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
