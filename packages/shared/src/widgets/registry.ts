import type { WidgetType } from './widget.ts';

/**
 * What each widget type consumes and where it may appear: read by the palette, the
 * settings forms and the server's checks, so they agree.
 */
export type WidgetDataKind =
  | 'series'
  | 'latest'
  | 'events'
  | 'positions'
  | 'occupancy'
  | 'health'
  | 'trips'
  | 'table'
  | 'incidents'
  | 'forecast'
  | 'none';
export type WidgetSurface = 'dashboard' | 'report' | 'asset' | 'share';

export type WidgetTypeInfo = {
  kind: WidgetDataKind;
  /** Most devices one widget may select (0: it takes none). */
  maxDevices: number;
  /** True when the widget shows nothing without devices. */
  needsDevices: boolean;
  surfaces: readonly WidgetSurface[];
  /** Default and smallest size in grid units on the 12-column layout. */
  size: { w: number; h: number };
  minSize: { w: number; h: number };
};

const everywhere = ['dashboard', 'report', 'share'] as const;

export const widgetRegistry: Record<WidgetType, WidgetTypeInfo> = {
  map: {
    kind: 'positions',
    maxDevices: 50,
    needsDevices: true,
    surfaces: ['dashboard', 'share', 'report'],
    size: { w: 6, h: 8 },
    minSize: { w: 3, h: 4 },
  },
  series: {
    kind: 'series',
    maxDevices: 12,
    needsDevices: true,
    surfaces: everywhere,
    size: { w: 6, h: 6 },
    minSize: { w: 3, h: 4 },
  },
  gauge: {
    kind: 'latest',
    maxDevices: 1,
    needsDevices: true,
    surfaces: everywhere,
    size: { w: 3, h: 5 },
    minSize: { w: 2, h: 4 },
  },
  latest: {
    kind: 'latest',
    maxDevices: 12,
    needsDevices: true,
    surfaces: everywhere,
    size: { w: 3, h: 4 },
    minSize: { w: 2, h: 3 },
  },
  'battery-list': {
    kind: 'table',
    maxDevices: 50,
    needsDevices: true,
    surfaces: everywhere,
    size: { w: 4, h: 6 },
    minSize: { w: 3, h: 3 },
  },
  'device-table': {
    kind: 'table',
    maxDevices: 50,
    needsDevices: true,
    surfaces: everywhere,
    size: { w: 6, h: 6 },
    minSize: { w: 3, h: 3 },
  },
  'event-feed': {
    kind: 'events',
    maxDevices: 50,
    needsDevices: true,
    surfaces: everywhere,
    size: { w: 4, h: 6 },
    minSize: { w: 3, h: 3 },
  },
  'geofence-occupancy': {
    kind: 'occupancy',
    maxDevices: 0,
    needsDevices: false,
    surfaces: everywhere,
    size: { w: 4, h: 5 },
    minSize: { w: 3, h: 3 },
  },
  note: {
    kind: 'none',
    maxDevices: 0,
    needsDevices: false,
    surfaces: everywhere,
    size: { w: 4, h: 3 },
    minSize: { w: 2, h: 2 },
  },
  'uplink-health': {
    kind: 'health',
    maxDevices: 50,
    needsDevices: true,
    surfaces: everywhere,
    size: { w: 6, h: 6 },
    minSize: { w: 3, h: 3 },
  },
  'trip-summary': {
    kind: 'trips',
    maxDevices: 50,
    needsDevices: true,
    surfaces: ['report', 'dashboard'],
    size: { w: 6, h: 6 },
    minSize: { w: 4, h: 4 },
  },
  'asset-metric': {
    kind: 'series',
    maxDevices: 0,
    needsDevices: false,
    surfaces: ['asset', 'dashboard', 'report'],
    size: { w: 6, h: 6 },
    minSize: { w: 3, h: 4 },
  },
  // Not on public shares: who acknowledged an incident names people.
  incidents: {
    kind: 'incidents',
    maxDevices: 50,
    needsDevices: false,
    surfaces: ['dashboard', 'report'],
    size: { w: 6, h: 6 },
    minSize: { w: 3, h: 4 },
  },
  // Shares show the devices it lists under share keys, with their days left.
  'battery-forecast': {
    kind: 'forecast',
    maxDevices: 50,
    needsDevices: false,
    surfaces: everywhere,
    size: { w: 4, h: 6 },
    minSize: { w: 3, h: 3 },
  },
};

/** Widget types a surface offers in its palette. */
export const paletteFor = (surface: WidgetSurface): WidgetType[] =>
  (Object.keys(widgetRegistry) as WidgetType[]).filter((type) =>
    widgetRegistry[type].surfaces.includes(surface),
  );
