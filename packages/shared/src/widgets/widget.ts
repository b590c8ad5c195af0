import { z } from 'zod';
import { readingFieldSchema } from '../readings.ts';
import { text } from '../text.ts';
import { hexColour } from '../validation.ts';
import { widgetRangeSchema } from './range.ts';

/**
 * One widget model for dashboards, reports, assets and public shares (WIDGETS.md).
 * A widget is stored data: common fields (id, type, title, devices, range) and, per
 * type, its field(s) and options. Thresholds are in canonical units (°C, %, mV...),
 * as for actions; the display unit follows the viewer's settings.
 */
export const MAX_WIDGET_DEVICES = 50;

const id = z.string().regex(/^[\w-]{1,32}$/, 'A widget id is 1 to 32 letters, digits, - or _');
const base = {
  id,
  title: text('Title', { max: 120 }).default(''),
  devices: z.array(z.uuid('Select devices from the list')).max(MAX_WIDGET_DEVICES).default([]),
  range: widgetRangeSchema.prefault({ kind: 'inherit' }),
};
const threshold = z.object({ value: z.number(), colour: hexColour });
const thresholds = z.array(threshold).max(5).default([]);
export type Threshold = z.infer<typeof threshold>;

export const mapWidgetSchema = z.object({
  ...base,
  type: z.literal('map'),
  options: z
    .object({
      geofences: z.boolean().default(true),
      bases: z.boolean().default(true),
      /** Draw each device's track over the range, not just its last position. */
      tracks: z.boolean().default(false),
    })
    .prefault({}),
});

export const seriesWidgetSchema = z.object({
  ...base,
  type: z.literal('series'),
  fields: z.array(readingFieldSchema).min(1, 'Choose at least one field').max(4),
  options: z
    .object({
      style: z.enum(['line', 'area', 'step']).default('line'),
      /** Shade each bucket's min..max around the average line. */
      band: z.boolean().default(false),
      yMin: z.number().optional(),
      yMax: z.number().optional(),
      thresholds,
    })
    .prefault({}),
});

export const gaugeWidgetSchema = z.object({
  ...base,
  type: z.literal('gauge'),
  field: readingFieldSchema,
  options: z
    .object({ min: z.number().default(0), max: z.number().default(100), thresholds })
    .refine((o) => o.min < o.max, { error: 'The minimum must be below the maximum', path: ['max'] })
    .prefault({}),
});

export const latestWidgetSchema = z.object({
  ...base,
  type: z.literal('latest'),
  field: readingFieldSchema,
  options: z.object({ thresholds, trend: z.boolean().default(true) }).prefault({}),
});

export const batteryListWidgetSchema = z.object({
  ...base,
  type: z.literal('battery-list'),
  options: z.object({ lowPercent: z.number().min(0).max(100).default(20) }).prefault({}),
});

export const deviceTableColumns = ['status', 'lastSeen', 'battery', 'location', 'type'] as const;
export const deviceTableColumnSchema = z.union([z.enum(deviceTableColumns), readingFieldSchema]);
export type DeviceTableColumn = z.infer<typeof deviceTableColumnSchema>;

export const deviceTableWidgetSchema = z.object({
  ...base,
  type: z.literal('device-table'),
  options: z
    .object({
      columns: z
        .array(deviceTableColumnSchema)
        .min(1, 'Choose at least one column')
        .max(8)
        .default(['status', 'lastSeen', 'battery']),
    })
    .prefault({}),
});

export const eventFeedWidgetSchema = z.object({
  ...base,
  type: z.literal('event-feed'),
  options: z.object({ limit: z.number().int().min(1).max(100).default(20) }).prefault({}),
});

export const geofenceOccupancyWidgetSchema = z.object({
  ...base,
  type: z.literal('geofence-occupancy'),
  /** Geofences to count; none means every geofence of the organisation. */
  geofences: z.array(z.uuid('Select geofences from the list')).max(50).default([]),
  options: z.object({ names: z.boolean().default(true) }).prefault({}),
});

export const noteWidgetSchema = z.object({
  ...base,
  type: z.literal('note'),
  /** Markdown, never HTML: the web sanitises what it renders, reports print it as text. */
  markdown: text('Note', { max: 4000, multiline: true }).default(''),
});

export const uplinkHealthWidgetSchema = z.object({
  ...base,
  type: z.literal('uplink-health'),
  options: z.object({}).prefault({}),
});

export const tripSummaryWidgetSchema = z.object({
  ...base,
  type: z.literal('trip-summary'),
  options: z
    .object({
      /** A stop is at least this long without moving. */
      minStopMinutes: z.number().int().min(1).max(240).default(5),
    })
    .prefault({}),
});

/**
 * Incidents (issue 30): how many opened over the range, how soon they were acknowledged and
 * resolved, and the latest; of the widget's devices, or of every device when it names none.
 */
export const incidentsWidgetSchema = z.object({
  ...base,
  type: z.literal('incidents'),
  options: z.object({ limit: z.number().int().min(1).max(50).default(10) }).prefault({}),
});

/** The forecast lists devices due within at most this many days. */
export const MAX_FORECAST_DAYS = 365;

/**
 * Battery forecast (issue 30 item 4): the devices whose battery is forecast to run out within
 * `days` days, soonest first; of the widget's devices, or of every device when it names none.
 * The forecast is of now, whatever the range.
 */
export const batteryForecastWidgetSchema = z.object({
  ...base,
  type: z.literal('battery-forecast'),
  options: z
    .object({
      days: z
        .number()
        .int()
        .min(1, 'At least 1 day')
        .max(MAX_FORECAST_DAYS, `At most ${MAX_FORECAST_DAYS} days`)
        .default(30),
    })
    .prefault({}),
});

export const assetMetricWidgetSchema = z.object({
  ...base,
  type: z.literal('asset-metric'),
  assetId: z.uuid('Select an asset from the list'),
  metricId: id,
  options: z.object({ style: z.enum(['latest', 'series']).default('series') }).prefault({}),
});

export const widgetSchema = z.discriminatedUnion('type', [
  mapWidgetSchema,
  seriesWidgetSchema,
  gaugeWidgetSchema,
  latestWidgetSchema,
  batteryListWidgetSchema,
  deviceTableWidgetSchema,
  eventFeedWidgetSchema,
  geofenceOccupancyWidgetSchema,
  noteWidgetSchema,
  uplinkHealthWidgetSchema,
  tripSummaryWidgetSchema,
  assetMetricWidgetSchema,
  incidentsWidgetSchema,
  batteryForecastWidgetSchema,
]);
export type Widget = z.infer<typeof widgetSchema>;
export type WidgetInput = z.input<typeof widgetSchema>;
export type WidgetType = Widget['type'];
export type WidgetOf<T extends WidgetType> = Extract<Widget, { type: T }>;

export const widgetTypes = widgetSchema.options.map((o) => o.shape.type.value) as WidgetType[];

/** The widgets of a saved dashboard or report: unique ids, at most MAX_WIDGETS. */
export const MAX_WIDGETS = 40;
export const widgetListSchema = z
  .array(widgetSchema)
  .max(MAX_WIDGETS, `A dashboard holds at most ${MAX_WIDGETS} widgets`)
  .superRefine((widgets, ctx) => {
    const seen = new Set<string>();
    widgets.forEach((w, index) => {
      if (seen.has(w.id))
        ctx.addIssue({ code: 'custom', message: 'Widget ids must be unique', path: [index, 'id'] });
      seen.add(w.id);
    });
  });

/** A stored widget that no longer parses (an unknown type from a newer version, say): shown as unsupported. */
export type StoredWidget =
  | { ok: true; widget: Widget }
  | { ok: false; id: string; type: string; raw: unknown };

/** Parses stored widgets one by one, so one bad widget leaves the rest drawn. */
export function parseStoredWidgets(raw: unknown): StoredWidget[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item, index) => {
    const parsed = widgetSchema.safeParse(item);
    if (parsed.success) return { ok: true, widget: parsed.data };
    const record = (item ?? {}) as Record<string, unknown>;
    return {
      ok: false,
      id: typeof record.id === 'string' ? record.id : `unsupported-${index}`,
      type: typeof record.type === 'string' ? record.type : 'unknown',
      raw: item,
    };
  });
}

/** Fields a widget reads, for the data planner and the share projection. */
export function widgetFields(widget: Widget): string[] {
  switch (widget.type) {
    case 'series':
      return widget.fields;
    case 'gauge':
    case 'latest':
      return [widget.field];
    case 'device-table':
      return widget.options.columns.filter((c) => !(deviceTableColumns as readonly string[]).includes(c));
    case 'battery-list':
      return ['battery_pct', 'battery_mv'];
    default:
      return [];
  }
}
