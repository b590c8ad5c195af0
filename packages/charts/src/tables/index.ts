import type { WidgetData, WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import type { Widget } from '@pinpoint/shared/widgets/widget.ts';
import type { ChartFormat } from '../format.ts';
import { batteryForecastTable } from './battery-forecast-table.ts';
import { batteryListTable } from './battery-list-table.ts';
import { deviceTable } from './device-table-table.ts';
import { eventFeedTable } from './event-feed-table.ts';
import { geofenceOccupancyTable } from './geofence-occupancy-table.ts';
import { incidentsTable } from './incidents-table.ts';
import { latestTable } from './latest-table.ts';
import { seriesTable } from './series-table.ts';
import { tripSummaryTable } from './trip-summary-table.ts';
import type { TableModel } from './types.ts';
import { uplinkHealthTable } from './uplink-health-table.ts';

export * from './battery-forecast-table.ts';
export * from './battery-list-table.ts';
export * from './device-table-table.ts';
export * from './event-feed-table.ts';
export * from './geofence-occupancy-table.ts';
export * from './incidents-table.ts';
export type { TableInput } from './input.ts';
export * from './latest-table.ts';
export * from './series-table.ts';
export * from './trip-summary-table.ts';
export * from './types.ts';
export * from './uplink-health-table.ts';

/** Widget types whose view is a table (the others draw a chart, a map or a note, with toTable as their text twin). */
export const tableWidgetTypes = [
  'battery-list',
  'device-table',
  'event-feed',
  'geofence-occupancy',
  'uplink-health',
  'trip-summary',
  'incidents',
  'battery-forecast',
] as const;

/**
 * Any widget's values as one table model, drawn alike by MUI, PDF, CSV and XLSX: the
 * tabular types, and the series, latest and gauge widgets' data as their accessible twin.
 * Null for widgets without tabular values (map, note, asset metric).
 */
export function toTable(input: {
  widget: Widget;
  data: WidgetData | null;
  devices: Record<string, WidgetDevice>;
  format: ChartFormat;
}): TableModel | null {
  const { widget, devices, format } = input;
  // The answer's data kind follows the widget's type (registry.ts); the casts name it.
  const data = input.data as never;
  switch (widget.type) {
    case 'battery-list':
      return batteryListTable({ widget, data, devices, format });
    case 'device-table':
      return deviceTable({ widget, data, devices, format });
    case 'event-feed':
      return eventFeedTable({ widget, data, devices, format });
    case 'geofence-occupancy':
      return geofenceOccupancyTable({ widget, data, devices, format });
    case 'uplink-health':
      return uplinkHealthTable({ widget, data, devices, format });
    case 'trip-summary':
      return tripSummaryTable({ widget, data, devices, format });
    case 'incidents':
      return incidentsTable({ widget, data, devices, format });
    case 'battery-forecast':
      return batteryForecastTable({ widget, data, devices, format });
    case 'series':
      return seriesTable({ widget, data, devices, format });
    case 'latest':
    case 'gauge':
      return latestTable({ widget, data, devices, format });
    default:
      return null;
  }
}
