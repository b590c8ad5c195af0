import type {
  Dashboard,
  DashboardRange,
  DashboardSummary,
  Layouts,
  Widget,
} from '@pinpoint/shared/widgets/index.ts';
import {
  dashboardRangeSchema,
  defaultDashboardRange,
  layoutsSchema,
  normalise,
  parseStoredWidgets,
} from '@pinpoint/shared/widgets/index.ts';
import type { DashboardRow, DashboardSummaryRow } from './repo.ts';

/** A stored dashboard's parts as the server reads them: widgets one by one, layouts made whole. */
export type ReadDashboard = {
  /** The widgets that parse (those the data call serves). */
  widgets: Widget[];
  /** Every stored widget in order: parsed, or as stored when it does not parse (shown unsupported). */
  stored: Array<Widget | Record<string, unknown>>;
  layouts: Layouts;
  range: DashboardRange;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the JSON columns of a dashboard row; a widget that no longer parses stays as it is. */
export function readDashboard(row: Pick<DashboardRow, 'widgets' | 'layouts' | 'range'>): ReadDashboard {
  const parsed = parseStoredWidgets(row.widgets);
  const widgets: Widget[] = [];
  const stored: ReadDashboard['stored'] = [];
  const sized: Array<{ id: string; type: string }> = [];
  for (const item of parsed) {
    if (item.ok) {
      widgets.push(item.widget);
      stored.push(item.widget);
      sized.push(item.widget);
    } else if (isRecord(item.raw)) {
      stored.push(item.raw);
      sized.push({ id: item.id, type: item.type });
    }
  }
  const layouts = layoutsSchema.safeParse(row.layouts);
  const range = dashboardRangeSchema.safeParse(row.range);
  return {
    widgets,
    stored,
    layouts: normalise(layouts.success ? layouts.data : null, sized),
    range: range.success ? range.data : defaultDashboardRange,
  };
}

export function presentSummary(row: DashboardSummaryRow): DashboardSummary {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    widgetCount: Number(row.widget_count),
    shared: Boolean(row.shared),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentDashboard(row: DashboardRow): Dashboard {
  const read = readDashboard(row);
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    widgetCount: read.stored.length,
    shared: Boolean(row.shared),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    widgets: read.stored,
    layouts: read.layouts,
    range: read.range,
    version: row.version,
  };
}
