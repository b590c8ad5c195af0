import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BatteryForecastAnswer } from '@pinpoint/shared/battery-forecast.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';

/** "Battery: about 46 days left (high confidence)" from the device's trend (issue 30 item 4); nothing when unknown. */
export function BatteryForecastLine({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const answer = useQuery({
    queryKey: ['devices', 'battery-forecast', deviceId],
    queryFn: () =>
      api.mutate.get<BatteryForecastAnswer>(`/device/${encodeURIComponent(deviceId)}/battery-forecast`),
    staleTime: 3_600_000,
  });
  const forecast = answer.data?.forecast;
  if (!forecast) return null;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ color: forecast.daysLeft <= 30 ? 'warning.main' : 'text.secondary' }}>
        {t('incidents.battery.daysLeft', {
          count: forecast.daysLeft,
          confidence: t(`incidents.battery.confidence.${forecast.confidence}`),
        })}
      </Typography>
    </Paper>
  );
}
