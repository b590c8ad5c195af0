import { mainReading } from '@pinpoint/shared/main-reading.ts';
import { type ReadingField, readingDefinitions } from '@pinpoint/shared/readings.ts';
import { type Widget, type WidgetType, widgetSchema } from '@pinpoint/shared/widgets/widget.ts';

/** A short random widget id (unique within its dashboard; the schema takes 1 to 32 of [\w-]). */
export function newWidgetId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = `w${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * A new widget of a type with its defaults (a field where it needs one), ready for its settings.
 * An asset metric has no default asset: its draft does not pass the schema until one is chosen.
 */
export function newWidget(type: WidgetType, taken: ReadonlySet<string> = new Set()): Widget {
  const id = newWidgetId(taken);
  if (type === 'asset-metric')
    return {
      id,
      type,
      title: '',
      devices: [],
      range: { kind: 'inherit' },
      assetId: '',
      metricId: '',
      options: { style: 'series' },
    };
  const extra: Record<string, unknown> =
    type === 'series'
      ? { fields: ['temperature'] }
      : type === 'gauge' || type === 'latest'
        ? { field: 'temperature' }
        : {};
  return widgetSchema.parse({ id, type, ...extra });
}

/** Typical scales, in canonical units, for fields whose physical bounds do not make one. */
const typicalScales: Partial<Record<ReadingField, readonly [number, number]>> = {
  temperature: [-30, 50],
  external_temperature: [-30, 50],
  soil_temperature: [-10, 40],
  leaf_temperature: [-10, 40],
  co2: [0, 2000],
  tvoc: [0, 1000],
  tvoc_ugm3: [0, 2000],
  pressure: [950, 1050],
  pm2_5: [0, 100],
  pm10: [0, 150],
  illuminance: [0, 2000],
  battery_mv: [2000, 3600],
  distance_mm: [0, 4000],
  liquid_level_mm: [0, 4000],
  liquid_pressure_kpa: [0, 1000],
  flow_rate_lpm: [0, 60],
  people_count: [0, 50],
  people_in: [0, 100],
  people_out: [0, 100],
  co_ppm: [0, 100],
  no2_ppm: [0, 5],
  o3_ppm: [0, 1],
  so2_ppm: [0, 5],
  sound_dba: [30, 110],
  wind_speed_ms: [0, 30],
  rainfall_mm: [0, 50],
  uv_index: [0, 11],
  solar_radiation_wm2: [0, 1200],
  voltage: [0, 250],
  current: [0, 20],
  power: [0, 3000],
};

/** A gauge's default scale for a field: a typical range, its physical bounds, or 0 to 100. */
export function gaugeScale(field: ReadingField): { min: number; max: number } {
  const typical = typicalScales[field];
  if (typical) return { min: typical[0], max: typical[1] };
  const { min, max } = readingDefinitions[field];
  return min !== undefined && max !== undefined ? { min, max } : { min: 0, max: 100 };
}

type Fed = { type: string; readings: Readonly<Record<string, unknown>> };

/**
 * A new widget's field set for the first device chosen: the reading that device is chiefly read
 * for (a CO2 sensor's CO2, not its temperature), a gauge's scale to match; unchanged for types
 * without a field or when nothing fits.
 */
export function withDeviceDefaults(widget: Widget, device: Fed | undefined): Widget {
  if (!device) return widget;
  const numeric = widget.type === 'gauge';
  const field = mainReading(device, { numeric });
  if (!field) return widget;
  switch (widget.type) {
    case 'series':
      return { ...widget, fields: [field] };
    case 'latest':
      return { ...widget, field };
    case 'gauge':
      return { ...widget, field, options: { ...widget.options, ...gaugeScale(field) } };
    default:
      return widget;
  }
}
