import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field.tsx';
import { useConfig } from '../../../lib/config.ts';

/** The API base as an absolute URL, for apps on phones: https://pinpoint.example.com/api. */
export function apiBaseUrl(apiUrl: string, origin: string = window.location.origin): string {
  return new URL(apiUrl.replace(/\/+$/, ''), origin).href.replace(/\/+$/, '');
}

/** The exact command to send one position with the token (README "Plain HTTP"). */
export function curlExample(base: string, token: string): string {
  const body = JSON.stringify({
    deviceId: token,
    location: { lat: 43.6532, lon: -79.3832 },
    readings: { battery_pct: 80 },
  });
  return `curl -X POST '${base}/ingest/http' -H 'Content-Type: application/json' -d '${body}'`;
}

type Props = { name: string; token: string };

/**
 * The token, shown once, and how to point the Traccar Client app (OsmAnd protocol), OwnTracks
 * (HTTP mode) and plain HTTP at Pinpoint with it (README "Integrations").
 */
export function SelfHostInstructions({ name, token }: Props) {
  const { t } = useTranslation();
  const { API_URL } = useConfig();
  const base = apiBaseUrl(API_URL);
  return (
    <Stack sx={{ gap: 2.5 }}>
      <Alert severity="warning">{t('addDevice.tokenOnce', { name })}</Alert>
      <CopyField label={t('addDevice.token')} value={token} />
      <Stack component="section" aria-labelledby="traccar-heading" sx={{ gap: 1.5 }}>
        <Typography id="traccar-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('addDevice.traccarTitle')}
        </Typography>
        <CopyField label={t('addDevice.traccarServer')} value={`${base}/ingest/osmand`} />
        <CopyField label={t('addDevice.traccarId')} value={token} />
      </Stack>
      <Stack component="section" aria-labelledby="owntracks-heading" sx={{ gap: 1.5 }}>
        <Typography id="owntracks-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('addDevice.owntracksTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('addDevice.owntracksHelp')}
        </Typography>
        <CopyField label={t('addDevice.owntracksUrl')} value={`${base}/ingest/owntracks`} />
        <CopyField label={t('addDevice.owntracksUser')} value={token} />
      </Stack>
      <Stack component="section" aria-labelledby="http-heading" sx={{ gap: 1.5 }}>
        <Typography id="http-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('addDevice.httpTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('addDevice.httpHelp')}
        </Typography>
        <CopyField label={t('addDevice.httpCommand')} value={curlExample(base, token)} multiline />
      </Stack>
    </Stack>
  );
}
