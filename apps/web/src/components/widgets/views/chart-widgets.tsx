import Stack from '@mui/material/Stack';
import {
  buildGaugeOption,
  buildHealthOption,
  buildSeriesOption,
  type ChartFormat,
  type ChartTheme,
  describeSeries,
  formatDisplayValue,
  gaugeValue,
  toTable,
} from '@pinpoint/charts';
import type { HealthData, LatestData, SeriesData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isQuiet } from '../../../lib/widgets/widget-live.ts';
import { EChart } from '../../charts/echart.tsx';
import { DataTable } from '../data-table.tsx';
import { QuietNotice, useDeviceName } from './view-parts.tsx';
import type { WidgetViewContext } from './view-types.ts';

type ChartProps<W, D> = {
  widget: W;
  data: D | null;
  context: WidgetViewContext;
  format: ChartFormat;
  theme: ChartTheme;
  /** The chart's accessible name: the widget's title. */
  label: string;
};

/** Room under a chart for its "show the values" link and a line about a quiet device. */
const belowChart = 28;
const chartHeight = (context: WidgetViewContext, quiet: number) =>
  Math.max(120, context.size.height - belowChart - quiet * 22);

const quietCount = (devices: readonly string[], context: WidgetViewContext) =>
  devices.filter((key) => context.devices[key] && isQuiet(context.devices[key].lastSeenAt, context.now))
    .length;

/** A line, area or step chart of one or more fields of several devices, downsampled by the server. */
export function SeriesWidget({
  widget,
  data,
  context,
  format,
  theme,
  label,
}: ChartProps<WidgetOf<'series'>, SeriesData>) {
  const quiet = quietCount(widget.devices, context);
  const height = chartHeight(context, quiet);
  const size = useMemo(
    () => ({ width: Math.round(context.size.width), height }),
    [context.size.width, height],
  );
  const option = useMemo(
    () =>
      buildSeriesOption({
        widget,
        data,
        devices: context.devices,
        theme,
        format,
        size,
        ...(context.range ? { range: context.range } : {}),
      }),
    [widget, data, context.devices, context.range, theme, format, size],
  );
  const summary = describeSeries({ widget, data, devices: context.devices, format, label });
  const table = toTable({ widget, data, devices: context.devices, format }) ?? undefined;
  return (
    <Stack sx={{ px: 1, pt: 0.5 }}>
      <EChart option={option} height={height} label={label} summary={summary} table={table} />
      <QuietNotice devices={widget.devices} context={context} />
    </Stack>
  );
}

/** One device's field on a dial from the widget's minimum to its maximum, coloured by thresholds. */
export function GaugeWidget({
  widget,
  data,
  context,
  format,
  theme,
  label,
}: ChartProps<WidgetOf<'gauge'>, LatestData>) {
  const { t } = useTranslation();
  const name = useDeviceName(context);
  const quiet = quietCount(widget.devices, context);
  const height = chartHeight(context, quiet);
  const size = useMemo(
    () => ({ width: Math.round(context.size.width), height }),
    [context.size.width, height],
  );
  const option = useMemo(
    () => buildGaugeOption({ widget, data, devices: context.devices, theme, format, size }),
    [widget, data, context.devices, theme, format, size],
  );
  const value = gaugeValue(widget, data);
  const device = widget.devices[0] ?? '';
  const summary =
    value?.value === null || value?.value === undefined
      ? t('widgets.noReadings')
      : t('widgets.latestValue', {
          name: name(device),
          value: formatDisplayValue(widget.field, value.value, format),
        });
  const table = toTable({ widget, data, devices: context.devices, format }) ?? undefined;
  return (
    <Stack sx={{ px: 1, pt: 0.5 }}>
      <EChart option={option} height={height} label={label} summary={summary} table={table} />
      <QuietNotice devices={widget.devices} context={context} />
    </Stack>
  );
}

/** Uplinks per hour of each device as bars, over the table of last seen, RSSI, SNR and counts. */
export function HealthWidget({
  widget,
  data,
  context,
  format,
  theme,
  label,
}: ChartProps<WidgetOf<'uplink-health'>, HealthData>) {
  const { t } = useTranslation();
  const table = toTable({ widget, data, devices: context.devices, format });
  // The bars when there is room for them and the table; the table alone otherwise.
  const chart = context.size.height >= 300;
  const height = Math.round(Math.min(220, context.size.height * 0.45));
  const size = useMemo(
    () => ({ width: Math.round(context.size.width), height }),
    [context.size.width, height],
  );
  const option = useMemo(
    () => (chart ? buildHealthOption({ widget, data, devices: context.devices, theme, format, size }) : null),
    [chart, widget, data, context.devices, theme, format, size],
  );
  return (
    <Stack sx={{ height: '100%' }}>
      {option ? (
        <Stack sx={{ px: 1, pt: 0.5 }}>
          <EChart option={option} height={height} label={label} summary={t('widgets.healthSummary')} />
        </Stack>
      ) : null}
      {table ? (
        <Stack sx={{ flex: 1, minHeight: 0 }}>
          <DataTable label={label} model={table} emptyText={t('widgets.noRows')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
