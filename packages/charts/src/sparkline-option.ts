import { toDisplayValue } from '@pinpoint/shared/units.ts';
import type { LatestData, SeriesData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { thresholdColour } from './thresholds.ts';
import type { BuilderInput, ChartOption } from './types.ts';
import { round } from './values.ts';

export type SparklineWidget = WidgetOf<'latest'> | WidgetOf<'gauge'>;
export type SparklineInput = BuilderInput<SparklineWidget, SeriesData | LatestData> & {
  /** The device (answer key) whose trend this is: a latest widget draws one a device. */
  device: string;
};

const isSeries = (data: SeriesData | LatestData): data is SeriesData => 'series' in data;

/**
 * The small trend line beside a latest value: the device's buckets over the range when the
 * answer has them, else a straight line from the range's first value to the latest. No
 * axes; coloured by the highest threshold the latest value reaches.
 */
export function buildSparklineOption({ widget, data, device, theme, format }: SparklineInput): ChartOption {
  const field = widget.field;
  const convert = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value)
      ? null
      : round(toDisplayValue(field, value, format.temperatureUnit), 4);
  let points: [number, number | null][] = [];
  if (data && isSeries(data)) {
    const series = data.series.find((s) => s.device === device && s.field === field);
    points = [...(series?.points ?? [])].sort((a, b) => a.t - b.t).map((p) => [p.t, convert(p.avg)]);
  } else if (data) {
    const latest = data.values.find((v) => v.device === device && v.field === field);
    const [first, last] = [convert(latest?.first), convert(latest?.value)];
    if (first !== null && last !== null)
      points = [
        [0, first],
        [1, last],
      ];
  }
  const latest = [...points].reverse().find(([, v]) => v !== null)?.[1] ?? null;
  const thresholds = widget.options.thresholds.map((t) => ({ ...t, value: convert(t.value) ?? t.value }));
  const colour = thresholdColour(latest, thresholds) ?? theme.palette[0] ?? theme.text;
  return {
    animation: false,
    backgroundColor: theme.background,
    grid: { left: 2, right: 2, top: 4, bottom: 4 },
    xAxis: { type: 'value', show: false, min: 'dataMin', max: 'dataMax' },
    yAxis: { type: 'value', show: false, scale: true },
    series: [
      {
        type: 'line',
        data: points,
        silent: true,
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 1.5, color: colour },
        areaStyle: { color: colour, opacity: 0.12 },
      },
    ],
  };
}
