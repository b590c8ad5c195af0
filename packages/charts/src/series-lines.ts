import { toDisplayValue } from '@pinpoint/shared/units.ts';
import type { SeriesData, WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { type ChartFormat, fill } from './format.ts';
import { deviceName } from './types.ts';
import { fieldLabel, round } from './values.ts';

/** At most this many lines a chart (WIDGETS.md §3): more is noise, and slow to render on a server. */
export const MAX_CHART_LINES = 12;

export type SeriesWidget = WidgetOf<'series'>;

/** One bucket in the display unit, rounded as printed. */
export type LinePoint = { t: number; avg: number | null; min: number | null; max: number | null };

/** One line of a chart: a (device, field) pair with its points in the display unit, oldest first. */
export type SeriesLine = { device: string; field: string; name: string; points: LinePoint[] };

const convert = (field: string, value: number | null | undefined, format: ChartFormat) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? null
    : round(toDisplayValue(field, value, format.temperatureUnit), 4);

/**
 * The lines a series widget draws, in the widget's field order then the data's device
 * order: only its fields, converted to the display unit, named for the legend (the device,
 * or device · field when the chart shows several fields). All of them; callers cap.
 */
export function seriesLines(input: {
  widget: Pick<SeriesWidget, 'fields'>;
  data: SeriesData | null;
  devices: Record<string, WidgetDevice>;
  format: ChartFormat;
}): SeriesLine[] {
  const { widget, data, devices, format } = input;
  if (!data) return [];
  const fields = widget.fields as readonly string[];
  const devicesShown = new Set(data.series.map((s) => s.device));
  const several = fields.length > 1;
  const lines: SeriesLine[] = [];
  for (const field of fields) {
    for (const series of data.series) {
      if (series.field !== field) continue;
      const device = deviceName(devices, series.device);
      const name = !several
        ? device
        : devicesShown.size === 1
          ? fieldLabel(field, format)
          : fill(format.labels.deviceField, { device, field: fieldLabel(field, format) });
      const points = [...series.points]
        .sort((a, b) => a.t - b.t)
        .map((p) => ({
          t: p.t,
          avg: convert(field, p.avg, format),
          min: convert(field, p.min, format),
          max: convert(field, p.max, format),
        }));
      lines.push({ device: series.device, field, name, points });
    }
  }
  return lines;
}
