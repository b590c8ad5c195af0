import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  buildSeriesOption,
  type ChartFormat,
  type ChartTheme,
  chartFormat,
  describeSeries,
  type SeriesWidget,
  seriesTable,
} from '@pinpoint/charts';
import { isFlagField } from '@pinpoint/shared/units.ts';
import type { SeriesData } from '@pinpoint/shared/widgets/data.ts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, useChartTheme } from '../../../components/charts/chart-theme.ts';
import { EChart } from '../../../components/charts/echart.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useElementWidth } from '../../../components/use-element-width.ts';
import { orderReadings, readingLabel, readingUnit } from '../../../lib/device-format.ts';
import { useTemperatureUnit } from '../../../lib/temperature.ts';
import { type Range, type ReadingSeries, useReadings } from '../api.ts';

type Props = { deviceId: string; range: Range; locale: string };

/** The buckets the page asks the server for (useReadings' default). */
const BUCKETS = 200;
const HEIGHT = 180;

type ChartProps = {
  deviceId: string;
  field: string;
  label: string;
  data: SeriesData;
  theme: ChartTheme;
  format: ChartFormat;
};

/** One field's chart: the shared series builder at this box's width, its summary and its table. */
function ReadingChart({ deviceId, field, label, data, theme, format }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box) ?? 640;
  const chart = useMemo(() => {
    // The device page as a one-line series widget: the average over the bucket's min–max band.
    const widget = {
      id: 'device-readings',
      type: 'series',
      title: label,
      devices: [deviceId],
      range: { kind: 'inherit' },
      fields: [field],
      options: { style: isFlagField(field) ? 'step' : 'line', band: true, thresholds: [] },
    } as SeriesWidget;
    const devices = { [deviceId]: { name: label, type: '', lastSeenAt: null, quiet: false } };
    const input = { widget, data, devices, format };
    return {
      option: buildSeriesOption({ ...input, theme, size: { width, height: HEIGHT } }),
      summary: describeSeries({ ...input, label }),
      table: seriesTable(input),
    };
  }, [deviceId, field, label, data, theme, format, width]);
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

/** The server's buckets as the widget model's series data (times in ms, the stride it used). */
function toSeriesData(deviceId: string, range: Range, series: ReadingSeries[number]): SeriesData {
  const span = Date.parse(range.to) - Date.parse(range.from);
  return {
    stride: Math.max(1, Math.ceil(span / 1000 / BUCKETS)),
    origin: range.from,
    series: [
      {
        device: deviceId,
        field: series.field,
        points: series.points.map((p) => ({ t: Date.parse(p.t), avg: p.avg, n: 1, min: p.min, max: p.max })),
      },
    ],
  };
}

/** Temperature and every other reading over the range, downsampled by the server. */
export function ReadingsCharts({ deviceId, range, locale }: Props) {
  const { t } = useTranslation();
  const unit = useTemperatureUnit();
  const readings = useReadings(deviceId, range, BUCKETS);
  const theme = useChartTheme();
  const format = useMemo(
    () =>
      chartFormat({ locale, timeZone: browserTimeZone(), temperatureUnit: unit, now: Date.parse(range.to) }),
    [locale, unit, range.to],
  );
  const charts = useMemo(() => {
    const byField = new Map((readings.data ?? []).map((s) => [s.field, s]));
    return orderReadings([...byField.keys()]).flatMap((field) => {
      const series = byField.get(field);
      return series ? [{ field, data: toSeriesData(deviceId, range, series) }] : [];
    });
  }, [readings.data, deviceId, range]);

  return (
    <SectionCard title={t('detail.charts')} busy={readings.isFetching} busyLabel={t('list.loading')}>
      {charts.length === 0 && !readings.isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('detail.noChartData')}</Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {charts.map(({ field, data }) => {
          const suffix = readingUnit(field, unit);
          const label = suffix ? `${readingLabel(t, field)} (${suffix})` : readingLabel(t, field);
          return (
            <ReadingChart
              key={field}
              deviceId={deviceId}
              field={field}
              label={label}
              data={data}
              theme={theme}
              format={format}
            />
          );
        })}
      </Box>
    </SectionCard>
  );
}
