/**
 * Pure geometry for geofences, used by the server (ingest, import) and the web
 * app (editor, list) alike. Coordinates are WGS 84 degrees. Polygons are tested
 * on the plane of latitude and longitude, which is exact enough for the sizes a
 * geofence has; distances use the haversine formula on a sphere.
 *
 * Edges of the world: a circle is right anywhere (distances are on the sphere;
 * its box spans every longitude when it crosses longitude ±180 or reaches a
 * pole). A polygon edge is the straight line on the latitude/longitude plane,
 * so a polygon cannot cross longitude ±180 (`crossesAntimeridian`): the schema
 * refuses those (geofence.ts), as it refuses circles that reach a pole, which
 * the web map (Web Mercator) cannot show.
 */

/** A point on the Earth in degrees: one named type so latitude and longitude are never swapped. */
export type LatLon = { lat: number; lon: number };

/** A box of latitudes and longitudes, for a cheap test before the exact one. */
export type BBox = { minLat: number; minLon: number; maxLat: number; maxLon: number };

/** A geofence's shape: a circle (centre, radius in metres) or a polygon (its vertices, an open ring). */
export type Shape =
  | { type: 'circle'; centre: LatLon; radiusM: number }
  | { type: 'polygon'; vertices: LatLon[] };

/** The mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** A point this close to a circle's edge (metres) counts as on it, so as inside: float rounding. */
const ON_CIRCLE_M = 0.001;
/** A point this close to a polygon's edge (degrees, about 0.1 mm) counts as on it, so as inside. */
const ON_EDGE_DEG = 1e-9;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `from` along `bearingDeg` (0 north, 90 east). */
export function destination(from: LatLon, bearingDeg: number, metres: number): LatLon {
  const d = metres / EARTH_RADIUS_M;
  const bearing = toRad(bearingDeg);
  const lat1 = toRad(from.lat);
  const lon1 = toRad(from.lon);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: toDeg(lat2), lon: toDeg(lon2) };
}

/** True when the point is inside the circle or on its edge. */
export function isInCircle(point: LatLon, centre: LatLon, radiusM: number): boolean {
  return distanceMetres(point, centre) <= radiusM + ON_CIRCLE_M;
}

const samePoint = (a: LatLon, b: LatLon) => a.lat === b.lat && a.lon === b.lon;

/** The ring without its closing vertex: [a, b, c, a] becomes [a, b, c]; an open ring is unchanged. */
export function openRing(ring: readonly LatLon[]): LatLon[] {
  const open = [...ring];
  while (open.length > 1 && samePoint(open[0] as LatLon, open[open.length - 1] as LatLon)) open.pop();
  return open;
}

/** True when p lies on the segment a-b, within ON_EDGE_DEG. */
function onSegment(p: LatLon, a: LatLon, b: LatLon): boolean {
  const dx = b.lon - a.lon;
  const dy = b.lat - a.lat;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : ((p.lon - a.lon) * dx + (p.lat - a.lat) * dy) / length2;
  const clamped = Math.max(0, Math.min(1, t));
  return Math.hypot(p.lon - (a.lon + clamped * dx), p.lat - (a.lat + clamped * dy)) <= ON_EDGE_DEG;
}

/**
 * True when the point is inside the polygon or on one of its edges or vertices
 * (ray casting). The ring may be open or closed.
 */
export function isInPolygon(point: LatLon, ring: readonly LatLon[]): boolean {
  const vertices = openRing(ring);
  if (vertices.length < 3) return false;
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i] as LatLon;
    const b = vertices[j] as LatLon;
    if (onSegment(point, a, b)) return true;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lonOnEdge = a.lon + ((point.lat - a.lat) * (b.lon - a.lon)) / (b.lat - a.lat);
      if (point.lon < lonOnEdge) inside = !inside;
    }
  }
  return inside;
}

/** Twice the signed area of the triangle a, b, c on the lat/lon plane: its sign is the turn's direction. */
const cross = (a: LatLon, b: LatLon, c: LatLon) =>
  (b.lon - a.lon) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lon - a.lon);

/** True when the segments p1-p2 and p3-p4 cross or touch. */
function segmentsMeet(p1: LatLon, p2: LatLon, p3: LatLon, p4: LatLon): boolean {
  if (onSegment(p3, p1, p2) || onSegment(p4, p1, p2) || onSegment(p1, p3, p4) || onSegment(p2, p3, p4))
    return true;
  const d1 = cross(p1, p2, p3);
  const d2 = cross(p1, p2, p4);
  const d3 = cross(p3, p4, p1);
  const d4 = cross(p3, p4, p2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * True when the polygon's boundary crosses or touches itself: two edges that are
 * not neighbours meet, two neighbours fold back over each other, or a vertex
 * appears twice. The ring may be open or closed.
 */
export function isSelfIntersecting(ring: readonly LatLon[]): boolean {
  const v = openRing(ring);
  const n = v.length;
  if (n < 3) return false;
  const seen = new Set<string>();
  for (const p of v) {
    const key = `${p.lat},${p.lon}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  const at = (i: number) => v[i % n] as LatLon;
  for (let i = 0; i < n; i++) {
    const a1 = at(i);
    const a2 = at(i + 1);
    for (let j = i + 1; j < n; j++) {
      const b1 = at(j);
      const b2 = at(j + 1);
      if (j === i + 1) {
        // Neighbours share a2 === b1: they only meet elsewhere when they fold back.
        if (onSegment(b2, a1, a2) || onSegment(a1, b1, b2)) return true;
      } else if (i === 0 && j === n - 1) {
        // The closing edge and the first share a1 === b2.
        if (onSegment(b1, a1, a2) || onSegment(a2, b1, b2)) return true;
      } else if (segmentsMeet(a1, a2, b1, b2)) {
        return true;
      }
    }
  }
  return false;
}

/** The polygon's area on the sphere in m² (the spherical-excess sum mapping libraries use). */
export function polygonAreaM2(ring: readonly LatLon[]): number {
  const v = openRing(ring);
  const n = v.length;
  if (n < 3) return 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const p1 = v[i] as LatLon;
    const p2 = v[(i + 1) % n] as LatLon;
    const p3 = v[(i + 2) % n] as LatLon;
    total += (toRad(p3.lon) - toRad(p1.lon)) * Math.sin(toRad(p2.lat));
  }
  return Math.abs((total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** A circle's area in m². */
export const circleAreaM2 = (radiusM: number) => Math.PI * radiusM * radiusM;

/**
 * The polygon's centroid (centre of its area), on a local plane scaled by the
 * cosine of the latitude; the mean of the vertices when it has no area.
 */
export function polygonCentroid(ring: readonly LatLon[]): LatLon {
  const v = openRing(ring);
  const origin = v[0];
  if (!origin) throw new Error('polygonCentroid: the ring has no vertices');
  const scale = Math.cos(toRad(origin.lat));
  const xy = v.map((p) => ({ x: (p.lon - origin.lon) * scale, y: p.lat - origin.lat }));
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < xy.length; i++) {
    const a = xy[i] as { x: number; y: number };
    const b = xy[(i + 1) % xy.length] as { x: number; y: number };
    const f = a.x * b.y - b.x * a.y;
    area += f;
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  if (Math.abs(area) < 1e-18) {
    const mean = (pick: (p: LatLon) => number) => v.reduce((sum, p) => sum + pick(p), 0) / v.length;
    return { lat: mean((p) => p.lat), lon: mean((p) => p.lon) };
  }
  return { lat: origin.lat + cy / (3 * area), lon: origin.lon + cx / (3 * area) / scale };
}

/** True when the circle holds the North or the South Pole (or touches it). */
export function circleReachesPole(centre: LatLon, radiusM: number): boolean {
  return toRad(90 - Math.abs(centre.lat)) * EARTH_RADIUS_M <= radiusM;
}

/**
 * True when an edge of the polygon spans more than 180° of longitude: drawn as
 * meant (the short way, across longitude ±180), it is not the straight line the
 * plane of latitude and longitude makes of it, so nothing computed on that
 * plane (inside, area, centroid, box) would be right.
 */
export function crossesAntimeridian(ring: readonly LatLon[]): boolean {
  const v = openRing(ring);
  return v.some((p, i) => Math.abs((v[(i + 1) % v.length] as LatLon).lon - p.lon) > 180);
}

/**
 * The box around a circle, a hair larger than the circle so it never cuts off
 * its edge. A circle that crosses longitude ±180 or reaches a pole gets every
 * longitude (and the pole's latitude): a box cannot wrap, and it is only the
 * cheap test before the exact one.
 */
export function circleBBox(centre: LatLon, radiusM: number): BBox {
  const padded = radiusM * 1.001 + 1;
  const dLat = toDeg(padded / EARTH_RADIUS_M);
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  if (circleReachesPole(centre, padded)) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  const cosLat = Math.cos(toRad(Math.abs(centre.lat) + dLat));
  const dLon = toDeg(padded / (EARTH_RADIUS_M * cosLat));
  const minLon = centre.lon - dLon;
  const maxLon = centre.lon + dLon;
  if (minLon < -180 || maxLon > 180) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  return { minLat, maxLat, minLon, maxLon };
}

/** The box around a polygon's vertices. */
export function polygonBBox(ring: readonly LatLon[]): BBox {
  const lats = ring.map((p) => p.lat);
  const lons = ring.map((p) => p.lon);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLon: Math.min(...lons),
    maxLon: Math.max(...lons),
  };
}

export const shapeBBox = (shape: Shape): BBox =>
  shape.type === 'circle' ? circleBBox(shape.centre, shape.radiusM) : polygonBBox(shape.vertices);

/** True when the point is in the box (its edges included, with the polygon edge tolerance). */
export const bboxContains = (box: BBox, p: LatLon) =>
  p.lat >= box.minLat - ON_EDGE_DEG &&
  p.lat <= box.maxLat + ON_EDGE_DEG &&
  p.lon >= box.minLon - ON_EDGE_DEG &&
  p.lon <= box.maxLon + ON_EDGE_DEG;

/** Ontario, the province around the spec's market (the Greater Toronto Area). */
const ONTARIO: BBox = { minLat: 41.6, maxLat: 57, minLon: -95.2, maxLon: -74.3 };

/**
 * True when latitude and longitude look swapped: the point is in Antarctica
 * (south of 60°S) and, read the other way round, in Ontario. Latitude -79.38,
 * longitude 43.65 is Toronto typed backwards; no geofence of this market
 * belongs on the ice.
 */
export const looksSwapped = (p: LatLon): boolean =>
  p.lat < -60 && bboxContains(ONTARIO, { lat: p.lon, lon: p.lat });

/** True when the point is inside the shape or on its edge. */
export const isInShape = (point: LatLon, shape: Shape): boolean =>
  shape.type === 'circle'
    ? isInCircle(point, shape.centre, shape.radiusM)
    : isInPolygon(point, shape.vertices);

/**
 * The distance in metres from the point to the shape's edge, inside or out: to a circle's rim, or
 * to the nearest edge of a polygon, measured on a plane tangent at the point (exact enough at a
 * geofence's scale, a few hundred kilometres at most).
 */
export function distanceToEdgeMetres(point: LatLon, shape: Shape): number {
  if (shape.type === 'circle') return Math.abs(distanceMetres(point, shape.centre) - shape.radiusM);
  const vertices = openRing(shape.vertices);
  const metresPerDegLat = toRad(1) * EARTH_RADIUS_M;
  const metresPerDegLon = metresPerDegLat * Math.cos(toRad(point.lat));
  const plane = (p: LatLon) => ({
    x: (p.lon - point.lon) * metresPerDegLon,
    y: (p.lat - point.lat) * metresPerDegLat,
  });
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < vertices.length; i++) {
    const a = plane(vertices[i] as LatLon);
    const b = plane(vertices[(i + 1) % vertices.length] as LatLon);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    // The point is the plane's origin: its nearest point on a-b.
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / length2));
    nearest = Math.min(nearest, Math.hypot(a.x + t * dx, a.y + t * dy));
  }
  return nearest;
}

/** The shape's area in m². */
export const shapeAreaM2 = (shape: Shape): number =>
  shape.type === 'circle' ? circleAreaM2(shape.radiusM) : polygonAreaM2(shape.vertices);

/**
 * The geofences whose shape holds the point (edges included), in their order.
 * A geofence's `bbox`, when given, is tested first to skip the exact test.
 */
export function containingGeofences<T extends { shape: Shape; bbox?: BBox | undefined }>(
  point: LatLon,
  geofences: readonly T[],
): T[] {
  return geofences.filter(
    (g) => (g.bbox === undefined || bboxContains(g.bbox, point)) && isInShape(point, g.shape),
  );
}
