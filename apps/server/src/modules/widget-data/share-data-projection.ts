import {
  type BatteryForecastData,
  type EventsData,
  type HealthData,
  type LatestData,
  type OccupancyData,
  type PositionsData,
  type SeriesData,
  type TableData,
  type Widget,
  type WidgetData,
  type WidgetDataResponse,
  type WidgetResult,
  widgetFields,
  widgetRegistry,
} from '@pinpoint/shared/widgets/index.ts';
import { shareableWidgets, shareKeys } from './share-projection.ts';

/**
 * The widget-data answer as a public link sees it (the data half of the share-projection.ts
 * allowlist): every object built anew from the fields named, devices under share keys ('d1'),
 * geofences and bases under 'g1' and 'b1', alert texts and table locations left out.
 */

/** Keys of geofences and bases, 'g1', 'b1'..., the same for every widget of one answer. */
class PlaceKeys {
  private readonly keys = { g: new Map<string, string>(), b: new Map<string, string>() };
  key(prefix: 'g' | 'b', id: string): string {
    const keys = this.keys[prefix];
    let key = keys.get(id);
    if (!key) {
      key = `${prefix}${keys.size + 1}`;
      keys.set(id, key);
    }
    return key;
  }
}

function projectWidgetData(
  widget: Widget,
  data: WidgetData,
  device: (id: string) => string | undefined,
  places: PlaceKeys,
): WidgetData | null {
  const kind = widgetRegistry[widget.type].kind;
  const fields = new Set(widgetFields(widget));
  switch (kind) {
    case 'series': {
      const d = data as SeriesData;
      return {
        stride: d.stride,
        ...(d.unit ? { unit: d.unit } : {}),
        origin: d.origin,
        series: d.series.flatMap((s) => {
          const key = device(s.device);
          if (!key || !fields.has(s.field)) return [];
          const points = s.points.map((p) =>
            p.min !== undefined || p.max !== undefined
              ? { t: p.t, avg: p.avg, n: p.n, min: p.min ?? null, max: p.max ?? null }
              : { t: p.t, avg: p.avg, n: p.n },
          );
          return [{ device: key, field: s.field, points }];
        }),
      } satisfies SeriesData;
    }
    case 'latest': {
      const d = data as LatestData;
      return {
        values: d.values.flatMap((v) => {
          const key = device(v.device);
          return key && fields.has(v.field)
            ? [{ device: key, field: v.field, value: v.value, time: v.time, first: v.first }]
            : [];
        }),
      } satisfies LatestData;
    }
    case 'positions': {
      if (widget.type !== 'map') return null;
      const d = data as PositionsData;
      return {
        positions: d.positions.flatMap((p) => {
          const key = device(p.device);
          return key ? [{ device: key, lat: p.lat, lon: p.lon, time: p.time, speed: p.speed ?? null }] : [];
        }),
        tracks: d.tracks.flatMap((t) => {
          const key = device(t.device);
          return key
            ? [
                {
                  device: key,
                  points: t.points.map(([lon, lat, at]) => [lon, lat, at] as [number, number, number]),
                },
              ]
            : [];
        }),
        geofences: d.geofences.map((g) => ({
          key: places.key('g', g.key),
          name: g.name,
          geometry: {
            type: 'Polygon',
            coordinates: g.geometry.coordinates.map((ring) =>
              ring.map(([x, y]) => [x as number, y as number]),
            ),
          },
        })),
        bases: d.bases.map((b) => ({ key: places.key('b', b.key), name: b.name, lat: b.lat, lon: b.lon })),
      } satisfies PositionsData;
    }
    case 'events': {
      const d = data as EventsData;
      return {
        events: d.events.flatMap((e) => {
          const key = device(e.device);
          return key
            ? [{ device: key, time: e.time, alertType: e.alertType, value: e.value, message: null }]
            : [];
        }),
      } satisfies EventsData;
    }
    case 'occupancy': {
      const d = data as OccupancyData;
      return {
        geofences: d.geofences.map((g) => ({
          key: places.key('g', g.key),
          name: g.name,
          count: g.count,
          devices: g.devices.flatMap((id) => device(id) ?? []),
        })),
      } satisfies OccupancyData;
    }
    case 'health': {
      const d = data as HealthData;
      return {
        devices: d.devices.flatMap((h) => {
          const key = device(h.device);
          return key
            ? [
                {
                  device: key,
                  lastSeenAt: h.lastSeenAt,
                  rssi: h.rssi,
                  snr: h.snr,
                  hourly: h.hourly.map((x) => ({ t: x.t, n: x.n })),
                  total: h.total,
                  usualIntervalS: h.usualIntervalS,
                  state: h.state,
                  lateGaps: h.lateGaps,
                  longestGapS: h.longestGapS,
                },
              ]
            : [];
        }),
      } satisfies HealthData;
    }
    case 'table': {
      const d = data as TableData;
      return {
        rows: d.rows.flatMap((r) => {
          const key = device(r.device);
          if (!key) return [];
          return [
            {
              device: key,
              status: r.status,
              lastSeenAt: r.lastSeenAt,
              batteryPct: r.batteryPct,
              batteryMv: r.batteryMv,
              location: null,
              type: r.type,
              values: Object.fromEntries([...fields].map((f) => [f, r.values[f] ?? null])),
            },
          ];
        }),
      } satisfies TableData;
    }
    case 'forecast': {
      const d = data as BatteryForecastData;
      return {
        days: d.days,
        devices: d.devices.flatMap((f) => {
          const key = device(f.device);
          return key ? [{ device: key, daysLeft: f.daysLeft, confidence: f.confidence }] : [];
        }),
      } satisfies BatteryForecastData;
    }
    default:
      return null;
  }
}

function projectResult(
  widget: Widget,
  result: WidgetResult,
  device: (id: string) => string | undefined,
  places: PlaceKeys,
): WidgetResult {
  if (result.status !== 'ok') return { status: result.status, code: result.code, message: result.message };
  return { status: 'ok', data: result.data ? projectWidgetData(widget, result.data, device, places) : null };
}

/** The widget-data answer as a share sees it: share-local keys and the allowlisted fields only. */
export function projectShareData(answer: WidgetDataResponse, widgets: readonly Widget[]): WidgetDataResponse {
  // Devices no widget names get no key, so rows of them are left out (loadWidgetData reads only
  // the named devices on a share; this holds even if a loader did not).
  const keys = shareKeys(widgets);
  const device = (id: string) => keys.devices.get(id);
  const places = new PlaceKeys();
  const devices: WidgetDataResponse['devices'] = {};
  for (const [id, key] of keys.devices) {
    const d = answer.devices[id];
    if (d) devices[key] = { name: d.name, type: d.type, lastSeenAt: d.lastSeenAt, quiet: d.quiet };
  }
  const results: WidgetDataResponse['widgets'] = {};
  for (const widget of shareableWidgets(widgets)) {
    const key = keys.widgets.get(widget.id);
    const result = answer.widgets[widget.id];
    if (key && result) results[key] = projectResult(widget, result, device, places);
  }
  return {
    range: { from: answer.range.from, to: answer.range.to },
    generatedAt: answer.generatedAt,
    devices,
    widgets: results,
  };
}
