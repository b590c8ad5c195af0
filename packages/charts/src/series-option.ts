import { displayBounds, displayUnit, isFlagField, toDisplayValue } from '@pinpoint/shared/units.ts';
import type { SeriesData } from '@pinpoint/shared/widgets/data.ts';
import { chartFrame } from './frame.ts';
import { MAX_CHART_LINES, type SeriesLine, type SeriesWidget, seriesLines } from './series-lines.ts';
import { niceTicks } from './ticks.ts';
import type { BuilderInput, ChartOption } from './types.ts';
import { formatDisplayValue, round } from './values.ts';
import { timeAxisTemplates, toWallClock } from './zoned-time.ts';

export type SeriesOptionInput = BuilderInput<SeriesWidget, SeriesData> & {
  /** The answer's range (ISO): the x axis spans it even where data is missing. */
  range?: { from: string; to: string };
};

type Point = [number, number | null];

/** Bands cost two extra series a line: drawn only while the chart stays within the series limit. */
const MAX_BAND_LINES = Math.floor(MAX_CHART_LINES / 3);

/** A line's points as [wall-clock ms, value], with a null where more than two strides lack data. */
function linePoints(
  line: SeriesLine,
  pick: (p: SeriesLine['points'][number]) => number | null,
  strideMs: number,
  wall: (ms: number) => number,
): Point[] {
  const out: Point[] = [];
  let previous: number | null = null;
  for (const point of line.points) {
    if (previous !== null && strideMs > 0 && point.t - previous > 2 * strideMs)
      out.push([wall(previous + strideMs), null]);
    out.push([wall(point.t), pick(point)]);
    previous = point.t;
  }
  return out;
}

/**
 * Axis bounds: the widget's own, else ECharts' choice, except where that would cut off a
 * threshold or run past a physical bound (humidity over 100 %): then round ticks around the
 * data and thresholds, inside the bounds, with their step.
 */
function axisExtent(
  values: number[],
  bounds: { min?: number; max?: number },
  fixed: { min?: number; max?: number },
  flags: boolean,
  splits: number,
  thresholds: number[],
): { min?: number; max?: number; interval?: number } {
  if (flags) return { min: 0, max: 1, interval: 1 };
  // Thresholds alone (no data yet) would make up an axis: leave that to ECharts.
  const all = values.length > 0 ? [...values, ...thresholds] : [];
  const extent: { min?: number; max?: number; interval?: number } = {};
  if (all.length > 0) {
    const ticks = niceTicks(Math.min(...all), Math.max(...all), splits);
    const [low, high] = [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1];
    const clampLow = bounds.min !== undefined && low <= bounds.min;
    const clampHigh = bounds.max !== undefined && high >= bounds.max;
    if ((values.length > 0 && thresholds.length > 0) || clampLow || clampHigh) {
      extent.min = clampLow ? (bounds.min as number) : low;
      extent.max = clampHigh ? (bounds.max as number) : high;
      const step = (ticks[1] ?? high) - low;
      if (step > 0 && Number.isInteger(Number(((extent.max - extent.min) / step).toFixed(6))))
        extent.interval = step;
    }
  }
  if (fixed.min !== undefined || fixed.max !== undefined) delete extent.interval;
  if (fixed.min !== undefined) extent.min = fixed.min;
  if (fixed.max !== undefined) extent.max = fixed.max;
  return extent;
}

/**
 * A series widget as an ECharts option: one line per (device, field), styled line, area or
 * step, an optional min–max band, thresholds as labelled lines, times in the viewer's zone,
 * values in their display unit. At most 12 lines; a note says when more were given.
 */
export function buildSeriesOption(input: SeriesOptionInput): ChartOption {
  const { widget, data, theme, format, size } = input;
  const { options } = widget;
  const all = seriesLines(input);
  const lines = all.slice(0, MAX_CHART_LINES);
  const zone = format.timeZone;
  const offsets = new Map<number, number>();
  // Offsets change on the hour or half hour at most: one Intl call per quarter hour seen.
  const wall = (ms: number) => {
    const key = Math.floor(ms / 900_000);
    let offset = offsets.get(key);
    if (offset === undefined) {
      offset = toWallClock(key * 900_000, zone) - key * 900_000;
      offsets.set(key, offset);
    }
    return ms + offset;
  };
  const strideMs = (data?.stride ?? 0) * 1000;
  const fields = widget.fields as readonly string[];
  const primary = fields[0] ?? '';
  const units = [...new Set(fields.map((f) => displayUnit(f, format.temperatureUnit)))];
  const axisOf = (field: string) => Math.min(1, units.indexOf(displayUnit(field, format.temperatureUnit)));
  const banded = options.band && lines.length <= MAX_BAND_LINES;
  const colour = (index: number) => theme.palette[index % theme.palette.length] ?? theme.text;
  const convert = (value: number) => round(toDisplayValue(primary, value, format.temperatureUnit), 4);
  const thresholds = options.thresholds.map((t) => ({ ...t, value: convert(t.value) }));
  const ySplits = Math.max(2, Math.floor(size.height / 60));

  const series: NonNullable<ChartOption['series']> = [];
  lines.forEach((line, index) => {
    const flag = isFlagField(line.field);
    const yAxisIndex = axisOf(line.field);
    const points = linePoints(line, (p) => p.avg, strideMs, wall);
    const shown = points.filter(([, value]) => value !== null).length;
    const firstOnPrimary = lines.findIndex((l) => axisOf(l.field) === 0) === index;
    series.push({
      type: 'line',
      id: `${line.device}:${line.field}`,
      name: line.name,
      yAxisIndex,
      data: points,
      color: colour(index),
      connectNulls: false,
      showSymbol: shown <= Math.max(2, size.width / 12),
      symbolSize: 4,
      lineStyle: { width: 2 },
      ...(flag || options.style === 'step' ? { step: 'end' as const } : {}),
      ...(options.style === 'area' ? { areaStyle: { opacity: 0.15 } } : {}),
      ...(firstOnPrimary && thresholds.length > 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              data: thresholds.map((t) => ({
                yAxis: t.value,
                lineStyle: { color: t.colour, type: 'dashed' as const, width: 1.5 },
                label: {
                  formatter: formatDisplayValue(primary, round(t.value), format),
                  position: 'insideEndTop' as const,
                  color: t.colour,
                },
              })),
            },
          }
        : {}),
    });
    if (banded && !flag && line.points.some((p) => p.min !== null && p.max !== null)) {
      const band = { type: 'line' as const, name: line.name, yAxisIndex, stack: `band-${index}` };
      const hidden = { showSymbol: false, lineStyle: { opacity: 0 }, silent: true, tooltip: { show: false } };
      series.push({
        ...band,
        ...hidden,
        id: `${line.device}:${line.field}:low`,
        data: linePoints(line, (p) => p.min, strideMs, wall),
      });
      series.push({
        ...band,
        ...hidden,
        id: `${line.device}:${line.field}:band`,
        data: linePoints(
          line,
          (p) => (p.min === null || p.max === null ? null : round(p.max - p.min, 4)),
          strideMs,
          wall,
        ),
        areaStyle: { color: colour(index), opacity: 0.18 },
      });
    }
  });

  const yAxis = units.slice(0, 2).map((unit, axis) => {
    const onAxis = lines.filter((l) => axisOf(l.field) === axis);
    const field = onAxis[0]?.field ?? (axis === 0 ? primary : '');
    const values = onAxis.flatMap((l) =>
      l.points.flatMap((p) => (banded ? [p.avg, p.min, p.max] : [p.avg]).filter((v) => v !== null)),
    );
    const fixed =
      axis === 0
        ? {
            ...(options.yMin === undefined ? {} : { min: convert(options.yMin) }),
            ...(options.yMax === undefined ? {} : { max: convert(options.yMax) }),
          }
        : {};
    const flags = onAxis.length > 0 && onAxis.every((l) => isFlagField(l.field));
    const plainUnit = units.length <= 2 || axis === 0 ? unit : '';
    return {
      type: 'value' as const,
      scale: true,
      position: axis === 0 ? ('left' as const) : ('right' as const),
      splitNumber: ySplits,
      ...axisExtent(
        values,
        displayBounds(field, format.temperatureUnit),
        fixed,
        flags,
        ySplits,
        axis === 0 ? thresholds.map((t) => t.value) : [],
      ),
      axisLabel: { color: theme.mutedText, formatter: plainUnit ? `{value} ${plainUnit}` : '{value}' },
      axisLine: { show: false },
      splitLine: { show: axis === 0, lineStyle: { color: theme.splitLine } },
    };
  });

  const from = input.range ? Date.parse(input.range.from) : null;
  const to = input.range ? Date.parse(input.range.to) : null;
  const frame = chartFrame({
    theme,
    format,
    names: lines.map((l) => l.name),
    total: all.length,
    empty: lines.every((l) => l.points.every((p) => p.avg === null)),
  });
  const { legend, limited } = frame;

  return {
    ...frame.option,
    grid: {
      left: 8,
      right: yAxis.length > 1 ? 8 : 16,
      top: legend || limited ? 36 : 12,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: {
      type: 'time',
      ...(from !== null && Number.isFinite(from) ? { min: wall(from) } : {}),
      ...(to !== null && Number.isFinite(to) ? { max: wall(to) } : {}),
      splitNumber: Math.max(2, Math.floor(size.width / 120)),
      axisLabel: { color: theme.mutedText, formatter: timeAxisTemplates(format.labels), hideOverlap: true },
      axisLine: { lineStyle: { color: theme.axisLine } },
      axisTick: { lineStyle: { color: theme.axisLine } },
      splitLine: { show: false },
    },
    yAxis,
    series,
  };
}
