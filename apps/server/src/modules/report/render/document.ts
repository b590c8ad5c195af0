import {
  type ChartFormat,
  type ChartTheme,
  chartFormat,
  deviceName,
  fieldLabel,
  formatDisplayValue,
  formatNumber,
  formatTime,
  round,
  seriesLines,
  type TableModel,
  themeFromColours,
  toTable,
} from '@pinpoint/charts';
import type {
  ReportDocument,
  ReportLanguage,
  ReportSection,
  ReportSectionTable,
} from '@pinpoint/shared/report.ts';
import type { TemperatureUnit } from '@pinpoint/shared/units.ts';
import { assetMetricShown } from '@pinpoint/shared/widgets/asset-metric.ts';
import type {
  PositionsData,
  SeriesData,
  TripsData,
  WidgetData,
  WidgetDataResponse,
  WidgetDevice,
} from '@pinpoint/shared/widgets/data.ts';
import type { Widget, WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { chartSvg } from './chart-svg.ts';
import { hoursAndMinutes } from './columns.ts';
import { fillLabel, type ReportLabels, reportLabels } from './labels.ts';
import { type BasemapLayer, type MapDrawing, mapSize, mapSvg } from './map-svg.ts';

/**
 * A run's document: each widget of the report as a section holding its chart (SVG), its
 * tables and its text, built once from the widget-data answer. The PDF, CSV and XLSX
 * writers and the browser's preview all draw this, so every format holds the same numbers.
 */

export type DocumentInput = {
  name: string;
  widgets: Widget[];
  language: ReportLanguage;
  temperatureUnit: TemperatureUnit;
  data: WidgetDataResponse;
  period: { from: Date; to: Date; label: string };
  timeZone: string;
  site: { title: string; primaryColour: string };
  now: Date;
  /** Basemaps fetched for map widgets, by widget id (none: drawn on a plain background). */
  basemaps?: Record<string, BasemapLayer | null>;
};

/** Per device and field over the period: lowest, n-weighted average and highest, and how many readings. */
function seriesSummary(
  widget: { fields: readonly string[] },
  data: SeriesData,
  devices: Record<string, WidgetDevice>,
  format: ChartFormat,
  words: ReportLabels,
): TableModel {
  const lines = seriesLines({ widget: widget as never, data, devices, format });
  const cell = (field: string, value: number | null) =>
    value === null
      ? { value: null, text: '—' }
      : { value: round(value), text: formatDisplayValue(field, round(value), format) };
  return {
    columns: [
      { key: 'device', label: format.labels.columns.device, numeric: false },
      { key: 'field', label: words.field, numeric: false },
      { key: 'min', label: format.labels.columns.minimum, numeric: true },
      { key: 'avg', label: format.labels.columns.average, numeric: true },
      { key: 'max', label: format.labels.columns.maximum, numeric: true },
      { key: 'n', label: words.readings, numeric: true },
    ],
    rows: lines.map((line) => {
      const counts = new Map(
        data.series
          .filter((s) => s.device === line.device && s.field === line.field)
          .flatMap((s) => s.points.map((p) => [p.t, p.n] as const)),
      );
      let sum = 0;
      let n = 0;
      let min: number | null = null;
      let max: number | null = null;
      for (const point of line.points) {
        if (point.avg === null) continue;
        const weight = counts.get(point.t) ?? 1;
        sum += point.avg * weight;
        n += weight;
        const low = point.min ?? point.avg;
        const high = point.max ?? point.avg;
        min = min === null ? low : Math.min(min, low);
        max = max === null ? high : Math.max(max, high);
      }
      const name = deviceName(devices, line.device);
      return {
        cells: [
          { value: name, text: name },
          { value: fieldLabel(line.field, format), text: fieldLabel(line.field, format) },
          cell(line.field, min),
          cell(line.field, n > 0 ? sum / n : null),
          cell(line.field, max),
          { value: n, text: formatNumber(n, format, 0) },
        ],
      };
    }),
  };
}

/** A trip summary's stops: where, from when to when, and how long. */
function stopsTable(
  data: TripsData,
  devices: Record<string, WidgetDevice>,
  format: ChartFormat,
  words: ReportLabels,
): TableModel {
  return {
    columns: [
      { key: 'device', label: format.labels.columns.device, numeric: false },
      { key: 'from', label: words.from, numeric: false },
      { key: 'to', label: words.to, numeric: false },
      { key: 'duration', label: words.duration, numeric: true },
      { key: 'place', label: words.place, numeric: false },
    ],
    rows: data.devices.flatMap((device) =>
      device.stops.map((stop) => {
        const name = deviceName(devices, device.device);
        const seconds = Math.round((Date.parse(stop.to) - Date.parse(stop.from)) / 1000);
        const place = stop.place ?? `${stop.lat.toFixed(5)}, ${stop.lon.toFixed(5)}`;
        return {
          cells: [
            { value: name, text: name },
            { value: stop.from, text: formatTime(stop.from, format) },
            { value: stop.to, text: formatTime(stop.to, format) },
            { value: seconds, text: hoursAndMinutes(seconds) },
            { value: place, text: place },
          ],
        };
      }),
    ),
  };
}

/** A map widget's last positions, printed under its sketch. */
function positionsTable(
  data: PositionsData,
  devices: Record<string, WidgetDevice>,
  format: ChartFormat,
  words: ReportLabels,
): TableModel {
  return {
    columns: [
      { key: 'device', label: format.labels.columns.device, numeric: false },
      { key: 'time', label: format.labels.columns.time, numeric: false },
      { key: 'lat', label: words.latitude, numeric: true },
      { key: 'lon', label: words.longitude, numeric: true },
    ],
    rows: data.positions.map((p) => ({
      cells: [
        { value: deviceName(devices, p.device), text: deviceName(devices, p.device) },
        { value: p.time, text: formatTime(p.time, format) },
        { value: round(p.lat, 6), text: p.lat.toFixed(5) },
        { value: round(p.lon, 6), text: p.lon.toFixed(5) },
      ],
    })),
  };
}

/** Markdown as plain text: no markup, links as their words, one blank line between paragraphs. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/```\w*\n?/g, ''))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '• ')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const table = (title: string, model: TableModel | null, print = true): ReportSectionTable[] =>
  model
    ? [
        {
          title,
          table: {
            columns: model.columns,
            rows: model.rows.map((r) => ({ cells: r.cells.map((c) => ({ value: c.value, text: c.text })) })),
          },
          print,
        },
      ]
    : [];

function section(
  widget: Widget,
  input: DocumentInput,
  format: ChartFormat,
  words: ReportLabels,
): ReportSection {
  const base: ReportSection = {
    widgetId: widget.id,
    title: widget.title || defaultTitle(widget, format),
    svg: null,
    svgSize: null,
    tables: [],
    text: null,
  };
  if (widget.type === 'note')
    return { ...base, title: widget.title, text: markdownText(widget.markdown) || null };
  const result = input.data.widgets[widget.id];
  if (!result) return { ...base, text: words.unsupported };
  if (result.status !== 'ok') return { ...base, text: fillLabel(words.failed, { message: result.message }) };
  const data: WidgetData | null = result.data;
  if (widget.type === 'asset-metric') {
    // Drawn as the widget its answer stands for: a chart and summary, a values table, a track sketch.
    const shown = assetMetricShown(widget, data);
    if (!shown) return { ...base, text: words.noData };
    const title = widget.title || (shown.type === 'map' ? words.position : defaultTitle(shown, format));
    return { ...section(shown, input, format, words), title };
  }
  const devices = input.data.devices;
  const theme = themeFromColours({
    mode: 'light',
    primary: input.site.primaryColour,
    fontFamily: 'Inter, Helvetica, sans-serif',
  });
  const chart =
    widget.type === 'map'
      ? mapDrawing(widget, data as PositionsData | null, input, theme)
      : chartSvg({ widget, data, devices, theme, format, range: input.data.range });
  const withChart = chart ? { ...base, svg: chart.svg, svgSize: chart.size } : base;
  switch (widget.type) {
    case 'series': {
      const series = data as SeriesData | null;
      if (!series || series.series.every((s) => s.points.length === 0))
        return { ...withChart, text: words.noData };
      return {
        ...withChart,
        tables: [
          ...table(words.summary, seriesSummary(widget, series, devices, format, words)),
          ...table(words.data, toTable({ widget, data, devices, format }), false),
        ],
      };
    }
    case 'map': {
      const positions = data as PositionsData | null;
      if (!positions || !chart) return { ...base, text: words.mapWithoutPositions };
      return {
        ...withChart,
        tables: table(words.positions, positionsTable(positions, devices, format, words)),
      };
    }
    case 'trip-summary': {
      const trips = data as TripsData | null;
      const stops = trips ? stopsTable(trips, devices, format, words) : null;
      return {
        ...withChart,
        tables: [
          ...table(words.summary, toTable({ widget, data, devices, format })),
          ...(stops && stops.rows.length > 0 ? table(words.stops, stops) : []),
        ],
      };
    }
    default: {
      const model = toTable({ widget, data, devices, format });
      if (!model) return { ...withChart, text: words.unsupported };
      return { ...withChart, tables: table('', model), text: model.rows.length === 0 ? words.noData : null };
    }
  }
}

/** A map widget's drawing: its devices on the basemap fetched for it, if any (none: a plain one). */
function mapDrawing(
  widget: WidgetOf<'map'>,
  data: PositionsData | null,
  input: DocumentInput,
  theme: ChartTheme,
): MapDrawing | null {
  if (!data || (data.positions.length === 0 && data.tracks.every((t) => t.points.length === 0))) return null;
  return mapSvg({
    data,
    devices: input.data.devices,
    theme,
    size: mapSize,
    options: widget.options,
    basemap: input.basemaps?.[widget.id] ?? null,
  });
}

/** A widget without a title is named after what it shows. */
function defaultTitle(widget: Widget, format: ChartFormat): string {
  if (widget.type === 'series') return widget.fields.map((f) => fieldLabel(f, format)).join(', ');
  if (widget.type === 'gauge' || widget.type === 'latest') return fieldLabel(widget.field, format);
  return widget.type.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export function buildDocument(input: DocumentInput): ReportDocument {
  const format = chartFormat({
    locale: input.language === 'fr' ? 'fr-CA' : 'en-CA',
    timeZone: input.timeZone,
    temperatureUnit: input.temperatureUnit,
    now: input.now.getTime(),
  });
  const words = reportLabels[input.language];
  return {
    title: input.name,
    siteTitle: input.site.title,
    primaryColour: input.site.primaryColour,
    language: input.language,
    timeZone: input.timeZone,
    period: {
      from: input.period.from.toISOString(),
      to: input.period.to.toISOString(),
      label: input.period.label,
    },
    generatedAt: input.now.toISOString(),
    sections: input.widgets.map((widget) => section(widget, input, format, words)),
  };
}
