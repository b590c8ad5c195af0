import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BatteryIndicator } from '../../components/battery-indicator.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { ApiError } from '../../lib/api.ts';
import { loadChunk } from '../../lib/chunk.ts';
import { formatCoordinates, formatReading, orderReadings, readingLabel } from '../../lib/device-format.ts';
import { formatTemperature, useTemperatureUnit } from '../../lib/temperature.ts';
import { useSharedDevice } from './api.ts';
import { ShareUnavailable } from './share-unavailable.tsx';

const SharedMap = lazy(() =>
  loadChunk(() => import('./shared-map.tsx')).then((m) => ({ default: m.SharedMap })),
);

/** Route /share/{id}: a shared device, public, without top bar or sidebar, nothing about its organisation. */
export function SharedViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const shared = useSharedDevice(id);
  const unit = useTemperatureUnit();

  if (shared.isLoading) return <LoadingScreen />;
  const device = shared.data;
  // A link turned off while the page is open stops showing the device at the next refresh.
  const turnedOff = shared.error instanceof ApiError && shared.error.status === 404;
  if (!device || turnedOff) {
    return <ShareUnavailable error={shared.error} onRetry={() => shared.refetch()} />;
  }
  const fields = orderReadings(Object.keys(device.readings)).filter(
    (field) => field !== 'battery_pct' && field !== 'battery_mv' && field !== 'temperature',
  );
  return (
    <Container component="main" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {t('share.viewTitle')}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {device.name}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ height: { xs: 320, md: 480 }, overflow: 'hidden' }}>
          {device.location ? (
            <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
              <SharedMap
                name={device.name}
                position={{ lat: device.location.lat, lon: device.location.lon }}
              />
            </Suspense>
          ) : (
            <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
              <Typography sx={{ color: 'text.secondary' }}>{t('devices.noPosition')}</Typography>
            </Stack>
          )}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="shared-latest" sx={{ p: 2 }}>
          <Typography id="shared-latest" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('share.latest')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, '& > div': { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 } }}
          >
            <div>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('devices.lastUpdated')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {device.lastSeenAt ? <RelativeTime value={device.lastSeenAt} /> : t('devices.never')}
              </Typography>
            </div>
            {device.location ? (
              <div>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('detail.position')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                  {formatCoordinates(device.location)}
                </Typography>
              </div>
            ) : null}
            <div>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('devices.battery')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <BatteryIndicator
                  percent={device.batteryPct === null ? null : Math.round(device.batteryPct)}
                />
              </Typography>
            </div>
            {device.temperature !== null ? (
              <div>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('devices.temperature')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {formatTemperature(device.temperature, unit)}
                </Typography>
              </div>
            ) : null}
            {fields.map((field) => (
              <div key={field}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {readingLabel(t, field)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {formatReading(t, field, device.readings[field] as number, unit)}
                </Typography>
              </div>
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 2 }}>
            {t('share.refreshNote')}
          </Typography>
        </Paper>
      </Box>
    </Container>
  );
}
