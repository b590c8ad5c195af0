import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Device } from '@pinpoint/shared';
import type { Asset, AssetData } from '@pinpoint/shared/asset.ts';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { freshForMs } from '../../../lib/device-status.ts';
import type { TemperatureUnit } from '../../../lib/temperature.ts';
import { type CurrentValue, currentValue, formatMetricValue, metricLabel } from '../asset-values.ts';

type Props = {
  asset: Asset;
  /** The organisation's devices as the live device list holds them. */
  devices: ReadonlyMap<string, Device>;
  /** The page's data: the latest values when the current device has none yet. */
  data: AssetData | undefined;
  unit: TemperatureUnit;
  now: number;
};

/** The latest value the history holds: what to show before the current device has reported. */
function fromHistory(data: AssetData | undefined, metricId: string): CurrentValue {
  const metric = data?.metrics.find((m) => m.metricId === metricId);
  if (metric?.latest && metric.latest.value !== null)
    return { value: metric.latest.value, at: metric.latest.time };
  if (metric?.position) return { value: metric.position, at: metric.position.time };
  return null;
}

/**
 * Each metric's value now, as a tile: live from its device in the device list (the live
 * updates write there), else the latest the history holds; which device feeds it, and a
 * word when that device went quiet.
 */
export function MetricNow({ asset, devices, data, unit, now }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('assets.detail.now')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {asset.metrics.map((metric) => {
        const device = metric.deviceId ? devices.get(metric.deviceId) : undefined;
        const value = currentValue(metric, devices) ?? fromHistory(data, metric.id);
        const quiet = device && (!device.lastSeenAt || now - Date.parse(device.lastSeenAt) >= freshForMs);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={metric.id}
            sx={{ p: 1.5 }}
            aria-label={metricLabel(t, metric.type)}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {metricLabel(t, metric.type)}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 600 }}
              data-testid={`metric-value-${metric.id}`}
            >
              {value ? formatMetricValue(t, metric.type, value.value, unit) : t('assets.noValue')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {metric.deviceName
                ? t('assets.detail.fedBy', { device: metric.deviceName })
                : t('assets.detail.noDevice')}
              {value?.at ? (
                <>
                  {' · '}
                  <RelativeTime value={value.at} />
                </>
              ) : null}
            </Typography>
            {quiet ? (
              <Typography variant="body2" sx={{ color: 'warning.main' }}>
                {t('assets.detail.quiet', { device: device.name })}
              </Typography>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}
