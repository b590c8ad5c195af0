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
 * An asset metric has no default asset: its draft is incomplete until one is chosen
 * (`isComplete` says whether a draft may be saved as it is).
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

/** True when a widget passes the shared schema as it is (a new asset metric does not until it has an asset). */
export const isComplete = (widget: Widget): boolean => widgetSchema.safeParse(widget).success;
