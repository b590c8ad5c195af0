import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deviceStatuses } from '../../lib/device-status.ts';
import { StatusDot } from './status-dot.tsx';

/** What the marker colours mean. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      aria-label={t('devices.legend')}
      direction="row"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 2, flexWrap: 'wrap' }}
    >
      {deviceStatuses.map((status) => (
        <Stack component="li" key={status} direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          <StatusDot status={status} decorative />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`devices.statusShort.${status}`)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
