import { destination, distanceMetres, type LatLon, openRing, type Shape } from '@pinpoint/shared';
import type { Polygon, Position } from 'geojson';

/** Decimal places terra-draw keeps (about 1 cm); it refuses coordinates with more. */
export const drawPrecision = 7;
/** Points on a drawn circle's edge. */
export const circleSegments = 64;

/** The shapes the drawing layer knows, by terra-draw mode name. */
export type DrawShapeKind = Shape['type'];

/** A feature as terra-draw stores it: a polygon ring tagged with the mode that edits it. */
export type DrawFeature = {
  type: 'Feature';
  geometry: Polygon;
  properties: { mode: DrawShapeKind; radiusKilometers?: number };
};

export const roundTo = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

const toPosition = (point: LatLon): Position => [
  roundTo(point.lon, drawPrecision),
  roundTo(point.lat, drawPrecision),
];
const fromPosition = (position: Position): LatLon => ({
  lat: position[1] as number,
  lon: position[0] as number,
});

/**
 * A circle's closed ring on the sphere: the points `radiusM` from the centre at equal bearings,
 * so the drawing is the circle the server tests positions against (haversine distance).
 */
export function circleRing(centre: LatLon, radiusM: number, segments = circleSegments): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < segments; i++)
    ring.push(toPosition(destination(centre, (i * 360) / segments, radiusM)));
  ring.push([...(ring[0] as Position)]);
  return ring;
}

/** A polygon's closed ring, or null when it has fewer than 3 vertices (nothing to draw). */
export function polygonRing(vertices: readonly LatLon[]): Position[] | null {
  const open = openRing(vertices);
  if (open.length < 3) return null;
  const ring = open.map(toPosition);
  ring.push([...(ring[0] as Position)]);
  return ring;
}

/** The terra-draw feature of a shape, or null when it cannot be drawn yet. */
export function shapeToFeature(shape: Shape): DrawFeature | null {
  if (shape.type === 'circle') {
    return {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [circleRing(shape.centre, shape.radiusM)] },
      properties: { mode: 'circle', radiusKilometers: shape.radiusM / 1000 },
    };
  }
  const ring = polygonRing(shape.vertices);
  return ring
    ? { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { mode: 'polygon' } }
    : null;
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latitudeOfMercatorY = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;

/**
 * The centre and radius of a circle drawn or edited on the map. terra-draw draws and resizes
 * circles on the flat (Web Mercator) map, so the centre is the mean of the edge points there;
 * the radius is their mean distance from it on the sphere. Centre to 6 decimals (about 10 cm),
 * radius to the metre.
 */
export function circleOfRing(ring: readonly Position[]): { centre: LatLon; radiusM: number } | null {
  const points = openRing(ring.map(fromPosition));
  if (points.length < 3) return null;
  const lon = points.reduce((sum, p) => sum + p.lon, 0) / points.length;
  const y = points.reduce((sum, p) => sum + mercatorY(p.lat), 0) / points.length;
  const centre = { lat: roundTo(latitudeOfMercatorY(y), 6), lon: roundTo(lon, 6) };
  const radius = points.reduce((sum, p) => sum + distanceMetres(centre, p), 0) / points.length;
  return { centre, radiusM: Math.max(1, Math.round(radius)) };
}

/**
 * The shape a terra-draw feature stands for, or null when it is neither a circle nor a polygon.
 * Coordinates to 6 decimals (about 10 cm), as people read and type them.
 */
export function featureToShape(feature: {
  geometry: { type: string; coordinates: unknown };
  properties: { mode?: unknown };
}): Shape | null {
  if (feature.geometry.type !== 'Polygon') return null;
  const ring = (feature.geometry.coordinates as Position[][])[0] ?? [];
  if (feature.properties.mode === 'circle') {
    const circle = circleOfRing(ring);
    return circle ? { type: 'circle', ...circle } : null;
  }
  if (feature.properties.mode === 'polygon') {
    const vertices = openRing(ring.map(fromPosition)).map((vertex) => ({
      lat: roundTo(vertex.lat, 6),
      lon: roundTo(vertex.lon, 6),
    }));
    return { type: 'polygon', vertices };
  }
  return null;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const samePoint = (a: LatLon, b: LatLon) => near(a.lat, b.lat) && near(a.lon, b.lon);

/** True when two shapes are the same (to a nanodegree), so a redraw can be skipped. */
export function sameShape(a: Shape | null, b: Shape | null): boolean {
  if (!a || !b) return a === b;
  if (a.type === 'circle' && b.type === 'circle')
    return samePoint(a.centre, b.centre) && near(a.radiusM, b.radiusM);
  if (a.type === 'polygon' && b.type === 'polygon')
    return (
      a.vertices.length === b.vertices.length &&
      a.vertices.every((vertex, index) => samePoint(vertex, b.vertices[index] as LatLon))
    );
  return false;
}

/** Points that frame a shape on the map (a circle's box corners, a polygon's vertices). */
export function shapeFrame(shape: Shape): LatLon[] {
  if (shape.type === 'polygon') return shape.vertices;
  const { centre, radiusM } = shape;
  return [0, 90, 180, 270].map((bearing) => destination(centre, bearing, radiusM));
}
