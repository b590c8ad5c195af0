import type { DeviceUpdate } from '@pinpoint/shared/live.ts';
import type {
  HealthData,
  LatestData,
  PositionsData,
  SeriesData,
  SeriesPoint,
  TableData,
  TableRowData,
  WidgetResult,
} from '@pinpoint/shared/widgets/data.ts';

/**
 * How one widget's data takes live updates, by its type (widget-live.ts applies them to a whole
 * answer): series buckets by n-weighted mean, latest values, positions and tracks, table rows,
 * uplink counts. Pure; a fold that changes nothing answers its input.
 */

/** What the live fold needs to know of each widget beyond its data: kept beside the answer. */
export type WidgetLiveMeta = {
  type: string;
  /** True when the widget's range moves with the clock; a fixed range is never patched. */
  relative: boolean;
  /** The range's length, for sliding relative windows. */
  windowMs: number;
  /** Device keys (ids, or a share's 'd1'...) and reading fields the widget shows. */
  devices: string[];
  fields: string[];
};

/** An update as the live channel sends it; a share's carries a share-local device key and no organisation. */
export type LiveUpdate = Omit<DeviceUpdate, 'organisationId'> & { organisationId?: string };

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const newer = (candidate: string, current: string | null) =>
  !current || Date.parse(candidate) >= Date.parse(current);

/** One reading folded into its bucket by n-weighted mean, or a new bucket appended (or inserted). */
function foldPoint(
  points: readonly SeriesPoint[],
  bucket: number,
  value: number,
  band: boolean,
): SeriesPoint[] {
  const index = points.findIndex((point) => point.t === bucket);
  if (index >= 0) {
    const point = points[index] as SeriesPoint;
    const n = point.n + 1;
    const avg = point.avg === null || point.n === 0 ? value : (point.avg * point.n + value) / n;
    const next: SeriesPoint = { ...point, avg, n };
    if ('min' in point)
      next.min = point.min === null || point.min === undefined ? value : Math.min(point.min, value);
    if ('max' in point)
      next.max = point.max === null || point.max === undefined ? value : Math.max(point.max, value);
    return points.map((p, i) => (i === index ? next : p));
  }
  const point: SeriesPoint = band
    ? { t: bucket, avg: value, n: 1, min: value, max: value }
    : { t: bucket, avg: value, n: 1 };
  const after = points.findIndex((p) => p.t > bucket);
  return after < 0 ? [...points, point] : [...points.slice(0, after), point, ...points.slice(after)];
}

function foldSeries(
  data: SeriesData,
  meta: WidgetLiveMeta,
  updates: readonly LiveUpdate[],
  now: number,
): SeriesData {
  const strideMs = data.stride * 1000;
  const origin = Date.parse(data.origin);
  if (!(strideMs > 0) || !Number.isFinite(origin)) return data;
  let series = data.series;
  let changed = false;
  for (const update of updates) {
    if (!meta.devices.includes(update.deviceId)) continue;
    const at = Date.parse(update.lastSeenAt);
    if (!Number.isFinite(at)) continue;
    const bucket = origin + Math.floor((at - origin) / strideMs) * strideMs;
    for (const field of meta.fields) {
      // A chart plots an alarm's moment too (a tracker's SOS), which is no current reading.
      const value = update.readings[field] ?? update.events?.[field];
      if (!finite(value)) continue;
      const index = series.findIndex((s) => s.device === update.deviceId && s.field === field);
      const band = series.some((s) => s.points.some((p) => 'min' in p));
      if (index < 0) {
        series = [...series, { device: update.deviceId, field, points: foldPoint([], bucket, value, band) }];
      } else {
        const current = series[index] as SeriesData['series'][number];
        const points = foldPoint(current.points, bucket, value, band);
        series = series.map((s, i) => (i === index ? { ...current, points } : s));
      }
      changed = true;
    }
  }
  // Slide: buckets wholly before the window's start drop out.
  const start = now - meta.windowMs;
  const slid = series.map((s) => {
    const kept = s.points.filter((point) => point.t + strideMs > start);
    if (kept.length === s.points.length) return s;
    changed = true;
    return { ...s, points: kept };
  });
  return changed ? { ...data, series: slid } : data;
}

function foldLatest(data: LatestData, meta: WidgetLiveMeta, updates: readonly LiveUpdate[]): LatestData {
  let values = data.values;
  let changed = false;
  for (const update of updates) {
    if (!meta.devices.includes(update.deviceId)) continue;
    for (const field of meta.fields) {
      const value = update.readings[field];
      if (!finite(value)) continue;
      const index = values.findIndex((v) => v.device === update.deviceId && v.field === field);
      const current = values[index];
      if (current?.time && !newer(update.lastSeenAt, current.time)) continue;
      const next = {
        device: update.deviceId,
        field,
        value,
        time: update.lastSeenAt,
        first: current?.first ?? value,
      };
      values = index < 0 ? [...values, next] : values.map((v, i) => (i === index ? next : v));
      changed = true;
    }
  }
  return changed ? { ...data, values } : data;
}

function foldPositions(
  data: PositionsData,
  meta: WidgetLiveMeta,
  updates: readonly LiveUpdate[],
  now: number,
): PositionsData {
  let { positions, tracks } = data;
  let changed = false;
  for (const update of updates) {
    const fix = update.position;
    if (!fix || !meta.devices.includes(update.deviceId)) continue;
    const index = positions.findIndex((p) => p.device === update.deviceId);
    const current = positions[index];
    if (current && !newer(fix.time, current.time)) continue;
    const next = {
      device: update.deviceId,
      lat: fix.lat,
      lon: fix.lon,
      time: fix.time,
      speed: fix.speed ?? null,
    };
    positions = index < 0 ? [...positions, next] : positions.map((p, i) => (i === index ? next : p));
    const at = Date.parse(fix.time);
    tracks = tracks.map((track) =>
      track.device === update.deviceId
        ? {
            ...track,
            points: [...track.points, [fix.lon, fix.lat, at] as [number, number, number]].filter(
              (point) => point[2] > now - meta.windowMs,
            ),
          }
        : track,
    );
    changed = true;
  }
  return changed ? { ...data, positions, tracks } : data;
}

function foldTable(data: TableData, updates: readonly LiveUpdate[]): TableData {
  let rows = data.rows;
  let changed = false;
  for (const update of updates) {
    const index = rows.findIndex((row) => row.device === update.deviceId);
    const row = rows[index];
    if (!row || !newer(update.lastSeenAt, row.lastSeenAt)) continue;
    const values = { ...row.values };
    for (const field of Object.keys(values)) {
      const value = update.readings[field];
      if (finite(value)) values[field] = value;
    }
    const { battery_pct: pct, battery_mv: mv } = update.readings;
    const next: TableRowData = {
      ...row,
      status: 'fresh',
      lastSeenAt: update.lastSeenAt,
      batteryPct: finite(pct) ? pct : row.batteryPct,
      batteryMv: finite(mv) ? mv : row.batteryMv,
      location: update.position ? { lat: update.position.lat, lon: update.position.lon } : row.location,
      values,
    };
    rows = rows.map((r, i) => (i === index ? next : r));
    changed = true;
  }
  return changed ? { ...data, rows } : data;
}

const hourMs = 3_600_000;
const weekMs = 7 * 24 * hourMs;

function foldHealth(
  data: HealthData,
  meta: WidgetLiveMeta,
  updates: readonly LiveUpdate[],
  now: number,
): HealthData {
  let devices = data.devices;
  let changed = false;
  for (const update of updates) {
    const index = devices.findIndex((d) => d.device === update.deviceId);
    const device = devices[index];
    if (!device) continue;
    const at = Date.parse(update.lastSeenAt);
    const hour = Math.floor(at / hourMs) * hourMs;
    const known = device.hourly.findIndex((h) => h.t === hour);
    const hourly =
      known >= 0
        ? device.hourly.map((h, i) => (i === known ? { ...h, n: h.n + 1 } : h))
        : [...device.hourly, { t: hour, n: 1 }].sort((a, b) => a.t - b.t);
    const start = now - Math.min(meta.windowMs, weekMs);
    const { rssi, snr } = update.readings;
    const next = {
      ...device,
      lastSeenAt: newer(update.lastSeenAt, device.lastSeenAt) ? update.lastSeenAt : device.lastSeenAt,
      // Just heard: on time again (a late device's next uplink ends its lateness).
      state: 'fresh' as const,
      rssi: finite(rssi) ? rssi : device.rssi,
      snr: finite(snr) ? snr : device.snr,
      hourly: hourly.filter((h) => h.t + hourMs > start),
      total: device.total + 1,
    };
    devices = devices.map((d, i) => (i === index ? next : d));
    changed = true;
  }
  return changed ? { ...data, devices } : data;
}

export function foldWidget(
  result: WidgetResult,
  meta: WidgetLiveMeta | undefined,
  updates: readonly LiveUpdate[],
  now: number,
): WidgetResult {
  if (!meta?.relative || result.status !== 'ok' || !result.data) return result;
  const data = result.data;
  let next = data;
  switch (meta.type) {
    case 'series':
      if ('stride' in data) next = foldSeries(data, meta, updates, now);
      break;
    case 'gauge':
    case 'latest':
      if ('values' in data) next = foldLatest(data, meta, updates);
      break;
    case 'map':
      if ('positions' in data) next = foldPositions(data, meta, updates, now);
      break;
    case 'battery-list':
    case 'device-table':
      if ('rows' in data) next = foldTable(data, updates);
      break;
    case 'uplink-health':
      if ('devices' in data && Array.isArray(data.devices))
        next = foldHealth(data as HealthData, meta, updates, now);
      break;
    default:
      // Feeds and occupancy are refetched (see feedsTouched); trips wait for the periodic refetch.
      break;
  }
  return next === data ? result : { status: 'ok', data: next };
}
