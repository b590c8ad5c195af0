/**
 * The answer of the one widget-data call (GET /api/dashboard/{id}/data, the asset and
 * preview routes, the share route and the report job all answer this shape). Devices
 * are named by keys: their ids in the signed-in API, share-local keys ('d1', 'd2'...)
 * in public shares, so a share never shows an id.
 */

import type { UplinkState } from '../silence-timing.ts';

export type { UplinkState } from '../silence-timing.ts';

/** A device as widgets see it: what a label needs and the freshness rule's inputs. */
export type WidgetDevice = {
  name: string;
  type: string;
  lastSeenAt: string | null;
  /** True when the device has not been heard for longer than its freshness rule allows. */
  quiet: boolean;
};

/** One bucket of a series: its start (ms since the epoch), n-weighted average and count. */
export type SeriesPoint = {
  t: number;
  avg: number | null;
  n: number;
  min?: number | null;
  max?: number | null;
};
export type SeriesData = {
  /** Bucket width in seconds and the origin buckets count from (ISO). */
  stride: number;
  /**
   * From a day up, buckets are the zone's calendar days, weeks (from Monday) or months, so
   * their length varies (a DST day is 23 or 25 hours; `stride` is then the nominal length).
   */
  unit?: 'day' | 'week' | 'month';
  origin: string;
  series: { device: string; field: string; points: SeriesPoint[] }[];
};

export type LatestData = {
  values: {
    device: string;
    field: string;
    value: number | null;
    time: string | null;
    /** The first value inside the range, for the trend. */
    first: number | null;
  }[];
};

export type PositionsData = {
  positions: { device: string; lat: number; lon: number; time: string; speed?: number | null }[];
  /** Per device, [lon, lat, time ms] points over the range (only when the widget asks for tracks). */
  tracks: {
    device: string;
    points: [number, number, number][];
    /**
     * The track snapped to roads (map matching on for the asker, issue 20): [lon, lat] lines,
     * along roads when `matched`, else straight between reported positions (drawn dashed).
     * Absent: draw `points` as reported.
     */
    stretches?: TrackStretchData[];
  }[];
  geofences: { key: string; name: string; geometry: GeoJsonGeometry }[];
  bases: { key: string; name: string; lat: number; lon: number }[];
};
export type TrackStretchData = { matched: boolean; points: [number, number][] };
/** How a trip distance was measured: along matched roads, straight between positions, or both. */
export type DistanceSource = 'matched' | 'raw' | 'mixed';
export type GeoJsonGeometry = { type: 'Polygon'; coordinates: number[][][] };

export type EventsData = {
  events: { device: string; time: string; alertType: string; value: number | null; message: string | null }[];
};

export type OccupancyData = {
  geofences: { key: string; name: string; count: number; devices: string[] }[];
};

export type HealthData = {
  devices: {
    device: string;
    lastSeenAt: string | null;
    rssi: number | null;
    snr: number | null;
    /** Uplinks per hour over the range (at most the last 7 days), oldest first. */
    hourly: { t: number; n: number }[];
    /** Uplinks over the same window as `hourly`. */
    total: number;
    /**
     * Lateness (issue 30 item 5, from the gaps the ingest keeps, migration 0037): the usual
     * interval in seconds (null until 4 gaps are known); the state now (silence-timing.ts
     * `uplinkState`); over the same window as `hourly`, how many silences lasted past
     * lateAfterIntervals usual intervals (null while the interval is unknown) and the longest
     * silence between two uplinks, in seconds (null under two uplinks).
     */
    usualIntervalS: number | null;
    state: UplinkState;
    lateGaps: number | null;
    longestGapS: number | null;
  }[];
};

export type TableRowData = {
  device: string;
  status: 'fresh' | 'quiet' | 'never';
  lastSeenAt: string | null;
  batteryPct: number | null;
  batteryMv: number | null;
  location: { lat: number; lon: number } | null;
  type: string;
  /** Latest value of each reading field the widget shows. */
  values: Record<string, number | null>;
};
export type TableData = { rows: TableRowData[] };

export type TripsData = {
  devices: {
    device: string;
    distanceKm: number;
    /** How `distanceKm` was measured; absent (older data): straight lines between positions. */
    distanceSource?: DistanceSource;
    movingSeconds: number;
    trips: number;
    stops: { from: string; to: string; lat: number; lon: number; place: string | null }[];
  }[];
  /** Over all its devices: 'mixed' when they differ; absent (older data): 'raw'. */
  distanceSource?: DistanceSource;
};

/** Incidents opened over the range (issue 30): the counts, the median times, the latest. */
export type IncidentsData = {
  summary: {
    opened: number;
    acknowledged: number;
    resolved: number;
    /** Still open or acknowledged now. */
    unresolved: number;
    /** Median minutes from opening to the acknowledgement / to the resolution, of those that have one. */
    ackMinutes: number | null;
    resolveMinutes: number | null;
  };
  incidents: {
    device: string;
    action: string;
    state: 'open' | 'acknowledged' | 'resolved';
    openedAt: string;
    ackMinutes: number | null;
    resolveMinutes: number | null;
  }[];
};

/** Battery forecast (issue 30 item 4): devices due within `days` days, soonest first. */
export type BatteryForecastData = {
  days: number;
  devices: {
    device: string;
    daysLeft: number;
    confidence: 'low' | 'medium' | 'high';
  }[];
};

export type WidgetData =
  | SeriesData
  | LatestData
  | PositionsData
  | EventsData
  | OccupancyData
  | HealthData
  | TableData
  | TripsData
  | IncidentsData
  | BatteryForecastData;

export type WidgetResult =
  | { status: 'ok'; data: WidgetData | null }
  | { status: 'error'; code: string; message: string }
  | { status: 'skipped'; code: string; message: string };

export type WidgetDataResponse = {
  range: { from: string; to: string };
  generatedAt: string;
  devices: Record<string, WidgetDevice>;
  widgets: Record<string, WidgetResult>;
};

/** Limits of one widget-data call (WIDGETS.md §2). */
export const widgetDataLimits = {
  widgets: 40,
  devicesPerWidget: 50,
  devicesPerDashboard: 200,
  days: 400,
  points: 250_000,
  trackPoints: 2_000,
  minBuckets: 24,
  maxBuckets: 720,
} as const;

/**
 * The device list's freshness rule (web lib/device-status.ts `freshForMs`): a device heard
 * within this long is fresh, else it "went quiet"; one never heard is 'never'.
 */
export const deviceFreshForMs = 60 * 60 * 1000;

/** Why a widget has no data: `code` of an 'error' or 'skipped' result. */
export const widgetResultCodes = {
  /** Its statement ran past the time budget (5 s; 60 s for reports). */
  timeout: 'timeout',
  /** Its statement failed; the other widgets are unaffected. */
  failed: 'failed',
  tooManyDevices: 'too_many_devices',
  tooManyPoints: 'too_many_points',
  tooManyWidgets: 'too_many_widgets',
  rangeTooLong: 'range_too_long',
  /** The type has no data here (an asset metric before assets exist, a type not on this surface). */
  notSupported: 'not_supported',
} as const;
export type WidgetResultCode = (typeof widgetResultCodes)[keyof typeof widgetResultCodes];
