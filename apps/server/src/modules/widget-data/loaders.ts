import type { WidgetDataKind } from '@pinpoint/shared/widgets/index.ts';
import type { Loader } from './load-context.ts';
import { loadForecasts } from './loaders-forecasts.ts';
import { loadIncidents } from './loaders-incidents.ts';
import { loadHealth, loadOccupancy, loadPositions, loadTrips } from './loaders-places.ts';
import { loadEvents, loadLatest, loadSeries } from './loaders-readings.ts';

export type { LoadContext, Loader } from './load-context.ts';
export { rounded } from './load-context.ts';

/** The loader of each data kind that needs statements ('table' is built from the device rows). */
export const loaders: Partial<Record<WidgetDataKind, Loader>> = {
  series: loadSeries,
  latest: loadLatest,
  events: loadEvents,
  positions: loadPositions,
  occupancy: loadOccupancy,
  health: loadHealth,
  trips: loadTrips,
  incidents: loadIncidents,
  forecast: loadForecasts,
};
