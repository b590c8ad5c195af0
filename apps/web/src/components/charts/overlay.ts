import type { ChartOption } from '@pinpoint/charts';

/**
 * What the browser adds over a builder's option: the tooltip and zooming by wheel or pinch.
 * Never part of the builders (a report has no pointer), so options stay plain JSON and the
 * same on both hosts. Only charts over time get them.
 */

type AxisOption = { type?: string; show?: boolean; axisLabel?: { formatter?: unknown } };
type SeriesOption = { yAxisIndex?: number; name?: string };
type TooltipParam = {
  seriesIndex?: number;
  seriesName?: string;
  marker?: unknown;
  value?: unknown;
};

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The overlay keys for an option, or none when it is not a chart over time. */
export function browserOverlay(option: ChartOption, locale: string): Partial<ChartOption> {
  const [xAxis] = list(option.xAxis as AxisOption | AxisOption[] | undefined);
  if (xAxis?.type !== 'time' || xAxis.show === false) return {};
  const yAxes = list(option.yAxis as AxisOption | AxisOption[] | undefined);
  const series = list(option.series as SeriesOption | SeriesOption[] | undefined);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  // Times on the axis are the zone's wall clock read as UTC (zoned-time.ts): print them as UTC.
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const valueText = (seriesIndex: number, value: number) => {
    const axis = yAxes[series[seriesIndex]?.yAxisIndex ?? 0];
    const template = axis?.axisLabel?.formatter;
    const shown = number.format(value);
    return typeof template === 'string' ? template.replace('{value}', shown) : shown;
  };
  const formatter = (raw: unknown) => {
    const params = list(raw as TooltipParam | TooltipParam[]);
    const at = (params[0]?.value as [number, unknown] | undefined)?.[0];
    const rows = params.flatMap((p) => {
      const value = (p.value as [number, number | null] | undefined)?.[1];
      if (value === null || value === undefined) return [];
      return [
        `${typeof p.marker === 'string' ? p.marker : ''}${escapeHtml(p.seriesName ?? '')}: <b>${escapeHtml(valueText(p.seriesIndex ?? 0, value))}</b>`,
      ];
    });
    return [at === undefined ? '' : escapeHtml(time.format(at)), ...rows].join('<br/>');
  };
  return {
    tooltip: { trigger: 'axis', confine: true, formatter: formatter as never },
    dataZoom: [{ type: 'inside', xAxisIndex: 0, filterMode: 'none' }],
  };
}
