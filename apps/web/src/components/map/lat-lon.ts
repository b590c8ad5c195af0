import type { LatLon } from '@pinpoint/shared';

export type { LatLon };

/** MapLibre and GeoJSON order: [longitude, latitude]. The only place the two are swapped. */
export const toLngLat = (point: LatLon): [number, number] => [point.lon, point.lat];

export const fromLngLat = (lngLat: { lng: number; lat: number }): LatLon => ({
  lat: lngLat.lat,
  lon: lngLat.lng,
});

/** The box around the points, as [[west, south], [east, north]], or null when there are none. */
export function boundsOf(points: readonly LatLon[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const p of points) {
    west = Math.min(west, p.lon);
    east = Math.max(east, p.lon);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** The Greater Toronto Area, where a map starts when it has nothing to show. */
export const defaultCentre: LatLon = { lat: 43.6532, lon: -79.3832 };
export const defaultZoom = 9;
