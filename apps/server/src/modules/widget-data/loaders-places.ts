import { containingGeofences, destination, type LatLon, type Shape } from '@pinpoint/shared';
import type {
  GeoJsonGeometry,
  HealthData,
  OccupancyData,
  PositionsData,
  TripsData,
} from '@pinpoint/shared/widgets/index.ts';
import { coordinate, type Loader, ms, rounded } from './load-context.ts';
import { limits, RequestSet } from './plan.ts';
import {
  type GeofenceShapeRow,
  type HealthRequest,
  selectBases,
  selectGeofences,
  selectHealth,
  selectLastPositions,
  selectOccupancy,
  selectTracks,
  type TrackRequest,
  type TrackRow,
} from './repo.ts';
import { summariseTrips } from './trips.ts';
import { localMidnight } from './zone.ts';

/** Loaders of places and radio: maps (positions, tracks, geofences, bases), occupancy, uplink health, trips. */

/** A geofence as GeoJSON: a polygon's ring, or a circle drawn as a 48-sided ring. */
export function geometryOf(row: GeofenceShapeRow): GeoJsonGeometry {
  const ring: LatLon[] =
    row.type === 'polygon' && row.polygon
      ? row.polygon
      : Array.from({ length: 48 }, (_, k) =>
          destination({ lat: row.lat, lon: row.lon }, (k * 360) / 48, row.radius_m ?? 100),
        );
  const coordinates = ring.map((p) => [p.lon, p.lat]);
  if (coordinates[0]) coordinates.push(coordinates[0]);
  return { type: 'Polygon', coordinates: [coordinates] };
}

export const loadPositions: Loader = async (db, ctx, widgets) => {
  const last = new RequestSet<{ deviceId: string; to: Date }>();
  const tracks = new RequestSet<TrackRequest>();
  const wanted = widgets.map((pw) => {
    const options =
      pw.widget.type === 'map' ? pw.widget.options : { tracks: false, geofences: false, bases: false };
    return {
      pw,
      options,
      last: pw.devices.map((deviceId) =>
        last.add([deviceId, ms(pw.range.to)].join('|'), () => ({ deviceId, to: pw.range.to })),
      ),
      tracks: options.tracks
        ? pw.devices.map((deviceId) => {
            const cap = Math.min(
              limits.trackPoints,
              Math.floor(limits.trackPointsPerWidget / Math.max(1, pw.devices.length)),
            );
            const at = tracks.add([deviceId, ms(pw.range.from), ms(pw.range.to)].join('|'), () => ({
              deviceId,
              from: pw.range.from,
              to: pw.range.to,
              cap,
            }));
            const request = tracks.items[at] as TrackRequest;
            request.cap = Math.max(request.cap, cap);
            return at;
          })
        : [],
    };
  });
  const positions = await selectLastPositions(db, ctx.organisationId, last.items);
  const lastBy = new Map(positions.map((p) => [p.device_id, p]));
  const trackRows = new Map(
    (await selectTracks(db, ctx.organisationId, tracks.items)).map((r) => [r.i - 1, r]),
  );
  const geofences = wanted.some((w) => w.options.geofences)
    ? await selectGeofences(db, ctx.organisationId)
    : [];
  const bases = wanted.some((w) => w.options.bases) ? await selectBases(db, ctx.organisationId) : [];
  for (const w of wanted) {
    const to = ms(w.pw.range.to);
    const data: PositionsData = {
      positions: w.pw.devices.flatMap((deviceId) => {
        const p = lastBy.get(deviceId);
        return p && ms(p.time) <= to
          ? [{ device: deviceId, lat: p.lat, lon: p.lon, time: p.time.toISOString(), speed: p.speed }]
          : [];
      }),
      tracks: w.tracks.flatMap((at, k) => {
        const row = trackRows.get(at);
        if (!row) return [];
        return [
          {
            device: w.pw.devices[k] as string,
            points: row.t.map(
              (t, j) => [coordinate(row.lon[j]), coordinate(row.lat[j]), t] as [number, number, number],
            ),
          },
        ];
      }),
      geofences: w.options.geofences
        ? geofences
            .filter((g) => g.status === 'active')
            .map((g) => ({ key: g.id, name: g.name, geometry: geometryOf(g) }))
        : [],
      bases: w.options.bases
        ? bases.map((b) => ({ key: b.id, name: b.name, lat: b.lat as number, lon: b.lon as number }))
        : [],
    };
    ctx.out.set(w.pw.widget.id, data);
  }
};

export const loadOccupancy: Loader = async (db, ctx, widgets) => {
  const rows = await selectOccupancy(db, ctx.organisationId, limits.occupancyDevices);
  for (const pw of widgets) {
    const chosen = pw.widget.type === 'geofence-occupancy' ? pw.widget.geofences : [];
    const shown = chosen.length
      ? rows.filter((g) => chosen.includes(g.id))
      : rows.filter((g) => g.status === 'active');
    for (const g of shown) for (const d of g.devices) ctx.occupants.set(d.id, d);
    const data: OccupancyData = {
      geofences: shown.map((g) => ({
        key: g.id,
        name: g.name,
        count: g.count,
        devices: g.devices.map((d) => d.id),
      })),
    };
    ctx.out.set(pw.widget.id, data);
  }
};

export const loadHealth: Loader = async (db, ctx, widgets) => {
  const requests = new RequestSet<HealthRequest>();
  const wanted = widgets.map((pw) => {
    const hourlyFrom = new Date(
      Math.max(ms(pw.range.from), ms(pw.range.to) - limits.healthDays * 86_400_000),
    );
    const origin = new Date(localMidnight(ms(hourlyFrom), ctx.timeZone));
    return {
      pw,
      at: pw.devices.map((deviceId) =>
        requests.add([deviceId, ms(hourlyFrom), ms(pw.range.to)].join('|'), () => ({
          deviceId,
          from: pw.range.from,
          to: pw.range.to,
          hourlyFrom,
          origin,
        })),
      ),
    };
  });
  const rows = new Map((await selectHealth(db, ctx.organisationId, requests.items)).map((r) => [r.i - 1, r]));
  for (const { pw, at } of wanted) {
    const data: HealthData = {
      devices: at.flatMap((i, k) => {
        const row = rows.get(i);
        if (!row) return [];
        const hourly = (row.t ?? []).map((t, j) => ({ t, n: row.n?.[j] ?? 0 }));
        return [
          {
            device: pw.devices[k] as string,
            lastSeenAt: null,
            rssi: rounded(row.rssi),
            snr: rounded(row.snr),
            hourly,
            total: hourly.reduce((sum, h) => sum + h.n, 0),
            usualIntervalS: row.usual_s,
            // Set with lastSeenAt as the answer is assembled, from the devices' rows.
            state: 'never' as const,
            lateGaps: row.late_gaps,
            longestGapS: row.longest_s === null ? null : Math.round(row.longest_s),
          },
        ];
      }),
    };
    ctx.out.set(pw.widget.id, data);
  }
};

export const loadTrips: Loader = async (db, ctx, widgets) => {
  const requests = new RequestSet<TrackRequest>();
  const wanted = widgets.map((pw) => ({
    pw,
    at: pw.devices.map((deviceId) =>
      requests.add([deviceId, ms(pw.range.from), ms(pw.range.to)].join('|'), () => ({
        deviceId,
        from: pw.range.from,
        to: pw.range.to,
        cap: limits.tripPoints,
      })),
    ),
  }));
  const rows = new Map<number, TrackRow>(
    (await selectTracks(db, ctx.organisationId, requests.items)).map((r) => [r.i - 1, r]),
  );
  const geofences = (await selectGeofences(db, ctx.organisationId)).map((g) => {
    const shape: Shape =
      g.type === 'polygon' && g.polygon
        ? { type: 'polygon', vertices: g.polygon }
        : { type: 'circle', centre: { lat: g.lat, lon: g.lon }, radiusM: g.radius_m ?? 100 };
    return { name: g.name, shape };
  });
  const placeOf = (p: LatLon) => containingGeofences(p, geofences)[0]?.name ?? null;
  for (const { pw, at } of wanted) {
    const minStopMinutes = pw.widget.type === 'trip-summary' ? pw.widget.options.minStopMinutes : 5;
    const data: TripsData = {
      devices: at.map((i, k) => {
        const row = rows.get(i);
        const points = row
          ? row.t.map((t, j) => ({ t, lat: row.lat[j] as number, lon: row.lon[j] as number }))
          : [];
        // Straight lines between positions; road matching (roads.ts) may measure along roads instead.
        return {
          device: pw.devices[k] as string,
          ...summariseTrips(points, { minStopMinutes }, placeOf),
          distanceSource: 'raw' as const,
        };
      }),
      distanceSource: 'raw',
    };
    ctx.out.set(pw.widget.id, data);
  }
};
