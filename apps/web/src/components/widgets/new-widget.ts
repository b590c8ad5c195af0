import { type Widget, type WidgetType, widgetSchema } from '@pinpoint/shared/widgets/widget.ts';

/** A short random widget id (unique within its dashboard; the schema takes 1 to 32 of [\w-]). */
export function newWidgetId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = `w${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}

/** A new widget of a type with its defaults (a field where it needs one), ready for its settings. */
export function newWidget(type: WidgetType, taken: ReadonlySet<string> = new Set()): Widget {
  const id = newWidgetId(taken);
  const extra: Record<string, unknown> =
    type === 'series'
      ? { fields: ['temperature'] }
      : type === 'gauge' || type === 'latest'
        ? { field: 'temperature' }
        : {};
  return widgetSchema.parse({ id, type, ...extra });
}
