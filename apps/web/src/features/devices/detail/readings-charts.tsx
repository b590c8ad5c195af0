import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readingDefinitions } from '@pinpoint/shared/readings.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartPoint, LineChart } from '../../../components/charts/line-chart.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { isReadingField, orderReadings, readingLabel, readingUnit } from '../../../lib/device-format.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { toTemperatureUnit, useTemperatureUnit } from '../../../lib/temperature.ts';
import { type Range, useReadings } from '../api.ts';

type Props = { deviceId: string; range: Range; locale: string };

const isCelsius = (field: string) => isReadingField(field) && readingDefinitions[field].unit === '°C';
const isFlag = (field: string) => isReadingField(field) && readingDefinitions[field].kind === 'boolean';

/** Temperature and every other reading over the range, downsampled by the server. */
export function ReadingsCharts({ deviceId, range, locale }: Props) {
  const { t } = useTranslation();
  const unit = useTemperatureUnit();
  const readings = useReadings(deviceId, range);
  const spanMs = Date.parse(range.to) - Date.parse(range.from);
  const series = useMemo(() => {
    const byField = new Map((readings.data ?? []).map((s) => [s.field, s.points]));
    return orderReadings([...byField.keys()]).map((field) => {
      const convert = (value: number) => (isCelsius(field) ? toTemperatureUnit(value, unit) : value);
      const points: ChartPoint[] = (byField.get(field) ?? []).map((p) => ({
        t: Date.parse(p.t),
        value: convert(p.avg),
        min: convert(p.min),
        max: convert(p.max),
      }));
      return { field, points };
    });
  }, [readings.data, unit]);

  const tick = (ms: number) =>
    new Intl.DateTimeFormat(
      locale,
      spanMs > 2 * 86_400_000 ? { month: 'short', day: 'numeric' } : { hour: 'numeric', minute: '2-digit' },
    ).format(ms);

  return (
    <SectionCard title={t('detail.charts')} busy={readings.isFetching} busyLabel={t('list.loading')}>
      {series.length === 0 && !readings.isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('detail.noChartData')}</Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {series.map(({ field, points }) => {
          const suffix = readingUnit(field, unit);
          const label = suffix ? `${readingLabel(t, field)} (${suffix})` : readingLabel(t, field);
          return (
            <Stack key={field} sx={{ gap: 0.5, minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3">
                {label}
              </Typography>
              <LineChart
                label={label}
                points={points}
                steps={isFlag(field)}
                bounds={isReadingField(field) && !isCelsius(field) ? readingDefinitions[field] : undefined}
                formatValue={(value) =>
                  isFlag(field)
                    ? value >= 0.5
                      ? t('common.yes')
                      : t('common.no')
                    : `${Number(value.toFixed(2))}${suffix ? ` ${suffix}` : ''}`
                }
                formatTime={(ms) => formatDateTime(new Date(ms), locale)}
                formatTick={tick}
              />
            </Stack>
          );
        })}
      </Box>
    </SectionCard>
  );
}
