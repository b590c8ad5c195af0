import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buildSeriesOption, describeSeries, type SeriesWidget, seriesTable } from '@pinpoint/charts';
import type { AssetData, AssetMetricData } from '@pinpoint/shared/asset.ts';
import { isFlagField } from '@pinpoint/shared/units.ts';
import type { SeriesData } from '@pinpoint/shared/widgets/data.ts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartFormat, useChartTheme } from '../../../components/charts/chart-theme.ts';
import { EChart } from '../../../components/charts/echart.tsx';
import { useElementWidth } from '../../../components/use-element-width.ts';
import { useTemperatureUnit } from '../../../lib/temperature.ts';
import { metricTitle } from '../asset-values.ts';

const HEIGHT = 200;

/** One metric's history as the shared series builder draws it: one line across its devices. */
function MetricChart({ metric, data, now }: { metric: AssetMetricData; data: AssetData; now: number }) {
  const { t } = useTranslation();
  const unit = useTemperatureUnit();
  const theme = useChartTheme();
  const format = useChartFormat(now);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box) ?? 640;
  const label = metricTitle(t, metric.type, unit);
  const chart = useMemo(() => {
    // The metric as a one-line series widget: its type names the unit; the key names the line.
    const key = `metric:${metric.metricId}`;
    const widget = {
      id: metric.metricId,
      type: 'series',
      title: label,
      devices: [key],
      range: { kind: 'inherit' },
      fields: [metric.type],
      options: { style: isFlagField(metric.type) ? 'step' : 'line', band: true, thresholds: [] },
    } as unknown as SeriesWidget;
    const series: SeriesData = {
      stride: data.stride,
      ...(data.unit ? { unit: data.unit } : {}),
      origin: data.origin,
      series: [{ device: key, field: metric.type, points: metric.points }],
    };
    const devices = { [key]: { name: label, type: '', lastSeenAt: null, quiet: false } };
    const input = { widget, data: series, devices, format };
    return {
      option: buildSeriesOption({
        ...input,
        theme,
        size: { width, height: HEIGHT },
        range: data.range,
      }),
      summary: describeSeries({ ...input, label }),
      table: seriesTable(input),
    };
  }, [metric, data, label, format, theme, width]);
  return (
    <Stack ref={box} sx={{ gap: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <EChart
        option={chart.option}
        height={HEIGHT}
        label={label}
        summary={chart.summary}
        table={chart.table}
      />
    </Stack>
  );
}

/** The history of each reading metric over the range, built by the server from its bindings. */
export function HistoryCharts({ data, now }: { data: AssetData; now: number }) {
  const { t } = useTranslation();
  const readings = data.metrics.filter((m) => m.type !== 'position');
  if (readings.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: readings.length > 1 ? '1fr 1fr' : '1fr' },
      }}
    >
      {readings.map((metric) =>
        metric.points.length > 0 ? (
          <MetricChart key={metric.metricId} metric={metric} data={data} now={now} />
        ) : (
          <Stack key={metric.metricId} sx={{ gap: 0.5 }}>
            <Typography variant="subtitle2" component="h3">
              <MetricName metric={metric} />
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('assets.detail.noData')}</Typography>
          </Stack>
        ),
      )}
    </Box>
  );
}

function MetricName({ metric }: { metric: AssetMetricData }) {
  const { t } = useTranslation();
  const unit = useTemperatureUnit();
  return <>{metricTitle(t, metric.type, unit)}</>;
}
