import {
  buildGaugeOption,
  buildHealthOption,
  buildSeriesOption,
  buildTrackSketchOption,
  type ChartFormat,
  type ChartOption,
  type ChartSize,
  type ChartTheme,
} from '@pinpoint/charts';
import { renderOptionToSvg } from '@pinpoint/charts/svg.ts';
import { assetMetricShown } from '@pinpoint/shared/widgets/asset-metric.ts';
import type {
  HealthData,
  LatestData,
  PositionsData,
  SeriesData,
  WidgetData,
  WidgetDevice,
} from '@pinpoint/shared/widgets/data.ts';
import type { Widget } from '@pinpoint/shared/widgets/widget.ts';

/**
 * A widget's chart as SVG, drawn on the server by the same option builders the browser
 * uses (ECharts' server-side renderer, no DOM; animation off; disposed in any case).
 * Sizes are in CSS pixels; the PDF draws them at about 0.83 pt a pixel.
 */
export const chartSizes: Partial<Record<Widget['type'], ChartSize>> = {
  series: { width: 640, height: 300 },
  gauge: { width: 320, height: 220 },
  'uplink-health': { width: 640, height: 260 },
  map: { width: 640, height: 420 },
};

type ChartInput = {
  widget: Widget;
  data: WidgetData | null;
  devices: Record<string, WidgetDevice>;
  theme: ChartTheme;
  format: ChartFormat;
  range: { from: string; to: string };
};

/** The option a widget draws, or null when it draws no chart in a report. */
export function chartOption(input: ChartInput): { option: ChartOption; size: ChartSize } | null {
  const { widget, devices, theme, format, range } = input;
  // An asset metric draws as the widget its answer stands for: a series, a latest value, a map.
  if (widget.type === 'asset-metric') {
    const shown = assetMetricShown(widget, input.data);
    return shown ? chartOption({ ...input, widget: shown }) : null;
  }
  const size = chartSizes[widget.type];
  if (!size || !input.data) return null;
  switch (widget.type) {
    case 'series':
      return {
        option: buildSeriesOption({
          widget,
          data: input.data as SeriesData,
          devices,
          theme,
          format,
          size,
          range,
        }),
        size,
      };
    case 'gauge':
      return {
        option: buildGaugeOption({ widget, data: input.data as LatestData, devices, theme, format, size }),
        size,
      };
    case 'uplink-health':
      return {
        option: buildHealthOption({ widget, data: input.data as HealthData, devices, theme, format, size }),
        size,
      };
    case 'map': {
      const data = input.data as PositionsData;
      if (data.positions.length === 0 && data.tracks.every((t) => t.points.length === 0)) return null;
      return { option: buildTrackSketchOption({ widget, data, devices, theme, format, size }), size };
    }
    default:
      return null;
  }
}

type Legend = { type?: string; data?: unknown[]; top?: number };
type Grid = { top?: number };

/**
 * Paper has no legend to scroll: a scrolling legend becomes one that wraps, the plot moves down
 * by its extra rows and the drawing grows by as much (names measured at about 6.6 px a
 * character of the legend's 12 px text).
 */
export function forPrint(option: ChartOption, size: ChartSize): { option: ChartOption; size: ChartSize } {
  const legend = option.legend as Legend | undefined;
  if (!legend || Array.isArray(legend) || legend.type !== 'scroll') return { option, size };
  const names = (legend.data ?? []).map((n) =>
    String(typeof n === 'object' && n ? (n as { name?: unknown }).name : n),
  );
  const usable = size.width - 16;
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const width = name.length * 6.6 + 14 + 5 + 10;
    if (used > 0 && used + width > usable) {
      rows += 1;
      used = 0;
    }
    used += width;
  }
  const extra = (rows - 1) * 20;
  const grid = option.grid as Grid | undefined;
  return {
    option: {
      ...option,
      legend: { ...(option.legend as object), type: 'plain' } as ChartOption['legend'],
      ...(grid && !Array.isArray(grid) && typeof grid.top === 'number'
        ? { grid: { ...grid, top: grid.top + extra } }
        : {}),
    },
    size: { width: size.width, height: size.height + extra },
  };
}

/** The widget's chart drawn to SVG, or null when it draws none. */
export function chartSvg(input: ChartInput): { svg: string; size: ChartSize } | null {
  const chart = chartOption(input);
  if (!chart) return null;
  const printed = forPrint(chart.option, chart.size);
  return { svg: renderOptionToSvg(printed.option, printed.size, input.format.labels), size: printed.size };
}
