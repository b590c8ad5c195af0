import {
  type BBox,
  type geofenceInputSchema,
  geofenceLimits,
  type LatLon,
  polygonCentroid,
  type Shape,
  shapeBBox,
} from '@pinpoint/shared';
import type { z } from 'zod';
import { invalid, unavailable } from '../../lib/errors.ts';
import { type Geocoder, isPlaced, placeAddress } from './geocoder.ts';

/** The columns a shape is stored in: kind, centre (or centroid), radius or vertices, and its box. */
export type ShapeColumns = {
  type: 'circle' | 'polygon';
  lat: number;
  lon: number;
  radius_m: number | null;
  polygon: string | null;
  min_lat: number;
  min_lon: number;
  max_lat: number;
  max_lon: number;
};

export function shapeColumns(shape: Shape): ShapeColumns {
  const box = shapeBBox(shape);
  const centre = shape.type === 'circle' ? shape.centre : polygonCentroid(shape.vertices);
  return {
    type: shape.type,
    lat: centre.lat,
    lon: centre.lon,
    radius_m: shape.type === 'circle' ? shape.radiusM : null,
    polygon: shape.type === 'polygon' ? JSON.stringify(shape.vertices) : null,
    min_lat: box.minLat,
    min_lon: box.minLon,
    max_lat: box.maxLat,
    max_lon: box.maxLon,
  };
}

type ShapeRow = {
  type: 'circle' | 'polygon';
  lat: number;
  lon: number;
  radius_m: number | null;
  polygon: LatLon[] | null;
};
type BoxRow = { min_lat: number; min_lon: number; max_lat: number; max_lon: number };

export function shapeOfRow(row: ShapeRow): Shape {
  return row.type === 'polygon' && row.polygon
    ? { type: 'polygon', vertices: row.polygon }
    : {
        type: 'circle',
        centre: { lat: row.lat, lon: row.lon },
        radiusM: row.radius_m ?? geofenceLimits.defaultRadiusM,
      };
}

export const bboxOfRow = (row: BoxRow): BBox => ({
  minLat: row.min_lat,
  minLon: row.min_lon,
  maxLat: row.max_lat,
  maxLon: row.max_lon,
});

type GeofenceFields = z.output<typeof geofenceInputSchema>;

/**
 * The shape a checked geofence describes; a circle given without coordinates is
 * centred on its geocoded address (400 when that cannot be done, 503 when the
 * geocoder does not answer).
 */
export async function shapeOfInput(input: GeofenceFields, geocoder: Geocoder | null): Promise<Shape> {
  if (input.type === 'polygon' && input.polygon) return { type: 'polygon', vertices: input.polygon };
  const radiusM = input.radius ?? geofenceLimits.defaultRadiusM;
  if (input.latitude !== undefined && input.longitude !== undefined)
    return { type: 'circle', centre: { lat: input.latitude, lon: input.longitude }, radiusM };
  const placed = await placeAddress(geocoder, input.address, input.postcode);
  if (!isPlaced(placed))
    throw placed.unavailable ? unavailable(placed.reason) : invalid(`latitude: ${placed.reason}`);
  return { type: 'circle', centre: placed, radiusM };
}
