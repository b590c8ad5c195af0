import { type ReadingField, readingFields } from '../readings.ts';
import type { LatestData, PositionsData, SeriesData, WidgetData } from './data.ts';
import type { WidgetOf } from './widget.ts';

/** What an asset-metric widget draws as: the plain widget its answer's shape stands for. */
export type AssetMetricShown = WidgetOf<'series'> | WidgetOf<'latest'> | WidgetOf<'map'>;

const isReadingField = (field: string): field is ReadingField =>
  (readingFields as readonly string[]).includes(field);

/**
 * An asset-metric widget as the widget its data is drawn with (modules/asset/expand.ts answers
 * it): SeriesData as a line chart, LatestData as a latest value, PositionsData as a map with the
 * track. Its devices are the answer's (the device feeding the metric), so the web's views and the
 * report's builders draw it unchanged. Null when there is nothing to draw (no such metric).
 */
export function assetMetricShown(
  widget: WidgetOf<'asset-metric'>,
  data: WidgetData | null | undefined,
): AssetMetricShown | null {
  if (!data || typeof data !== 'object') return null;
  const base = { id: widget.id, title: widget.title, range: widget.range };
  const unique = (keys: string[]) => [...new Set(keys.filter(Boolean))];
  if ('positions' in data && Array.isArray(data.positions)) {
    const positions = data as PositionsData;
    return {
      ...base,
      type: 'map',
      devices: unique([
        ...positions.positions.map((p) => p.device),
        ...positions.tracks.map((t) => t.device),
      ]),
      options: { geofences: false, bases: false, tracks: true },
    };
  }
  if ('series' in data && Array.isArray(data.series)) {
    const series = data as SeriesData;
    const fields = unique(series.series.map((s) => s.field)).filter(isReadingField);
    if (fields.length === 0) return null;
    return {
      ...base,
      type: 'series',
      devices: unique(series.series.map((s) => s.device)),
      fields: fields.slice(0, 4),
      options: { style: 'line', band: false, thresholds: [] },
    };
  }
  if ('values' in data && Array.isArray(data.values)) {
    const latest = data as LatestData;
    const field = latest.values.map((v) => v.field).find(isReadingField);
    if (!field) return null;
    return {
      ...base,
      type: 'latest',
      devices: unique(latest.values.map((v) => v.device)),
      field,
      options: { thresholds: [], trend: true },
    };
  }
  return null;
}
