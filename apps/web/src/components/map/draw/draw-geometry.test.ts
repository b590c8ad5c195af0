import { distanceMetres, type LatLon } from '@pinpoint/shared';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  circleOfRing,
  circleRing,
  featureToShape,
  polygonRing,
  sameShape,
  shapeFrame,
  shapeToFeature,
} from './draw-geometry.ts';
import { toHexColour } from './draw-style.ts';

const toronto: LatLon = { lat: 43.6532, lon: -79.3832 };
const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

/** A circle as terra-draw draws one on the flat map: equal steps around the centre in Web Mercator metres. */
function mercatorCircle(centre: LatLon, radiusM: number, steps = 64): Position[] {
  const earth = 6378137;
  const x = (centre.lon * Math.PI * earth) / 180;
  const y = earth * Math.log(Math.tan(Math.PI / 4 + (centre.lat * Math.PI) / 360));
  const scaled = radiusM / Math.cos((centre.lat * Math.PI) / 180);
  const ring: Position[] = [];
  for (let i = 0; i < steps; i++) {
    const angle = (i * 2 * Math.PI) / steps;
    const px = x + scaled * Math.cos(angle);
    const py = y + scaled * Math.sin(angle);
    ring.push([(px / earth) * (180 / Math.PI), (360 / Math.PI) * Math.atan(Math.exp(py / earth)) - 90]);
  }
  ring.push(ring[0] as Position);
  return ring;
}

describe('circles on the map', () => {
  it('are drawn as a closed ring of points at the radius on the sphere, to 7 decimals', () => {
    const ring = circleRing(toronto, 250);
    expect(ring).toHaveLength(65);
    expect(ring[64]).toEqual(ring[0]);
    for (const [lon, lat] of ring as [number, number][]) {
      expect(distanceMetres(toronto, { lat, lon })).toBeCloseTo(250, 1);
      expect(decimals(lat)).toBeLessThanOrEqual(7);
      expect(decimals(lon)).toBeLessThanOrEqual(7);
    }
  });

  it('give back their centre and radius, for the server’s circle and for one drawn on the flat map', () => {
    for (const radius of [1, 250, 5_000, 100_000]) {
      const own = circleOfRing(circleRing(toronto, radius));
      expect(own?.radiusM).toBe(radius);
      expect(distanceMetres(own?.centre as LatLon, toronto)).toBeLessThan(Math.max(0.2, radius * 0.001));
    }
    const drawn = circleOfRing(mercatorCircle(toronto, 1200));
    expect(Math.abs((drawn?.radiusM ?? 0) - 1200)).toBeLessThanOrEqual(1);
    expect(distanceMetres(drawn?.centre as LatLon, toronto)).toBeLessThan(0.2);
  });

  it('are a circle feature for terra-draw’s circle mode, and back', () => {
    const feature = shapeToFeature({ type: 'circle', centre: toronto, radiusM: 400 });
    expect(feature?.properties).toEqual({ mode: 'circle', radiusKilometers: 0.4 });
    expect(feature && featureToShape(feature)).toEqual({ type: 'circle', centre: toronto, radiusM: 400 });
  });
});

describe('polygons on the map', () => {
  const square: LatLon[] = [
    { lat: 43.6, lon: -79.4 },
    { lat: 43.6, lon: -79.3 },
    { lat: 43.7, lon: -79.3 },
    { lat: 43.7, lon: -79.4 },
  ];

  it('are closed rings, and nothing to draw under three vertices', () => {
    expect(polygonRing(square)).toEqual([
      [-79.4, 43.6],
      [-79.3, 43.6],
      [-79.3, 43.7],
      [-79.4, 43.7],
      [-79.4, 43.6],
    ]);
    expect(polygonRing([...square, square[0] as LatLon])).toHaveLength(5);
    expect(polygonRing(square.slice(0, 2))).toBeNull();
    expect(shapeToFeature({ type: 'polygon', vertices: square.slice(0, 2) })).toBeNull();
  });

  it('come back from a terra-draw feature as their vertices, an open ring', () => {
    const feature = shapeToFeature({ type: 'polygon', vertices: square });
    expect(feature?.properties.mode).toBe('polygon');
    expect(feature && featureToShape(feature)).toEqual({ type: 'polygon', vertices: square });
    const drawn = {
      geometry: {
        type: 'Polygon',
        coordinates: [[...(polygonRing(square) ?? [])].map(([lon, lat]) => [(lon as number) + 1.23e-7, lat])],
      },
      properties: { mode: 'polygon' },
    };
    // terra-draw keeps 7 decimals; people read and type 6.
    expect(featureToShape(drawn)).toEqual({ type: 'polygon', vertices: square });
  });

  it('are framed by their vertices; a circle by the points at its radius north, east, south and west', () => {
    expect(shapeFrame({ type: 'polygon', vertices: square })).toEqual(square);
    const frame = shapeFrame({ type: 'circle', centre: toronto, radiusM: 1000 });
    expect(frame).toHaveLength(4);
    for (const point of frame) expect(distanceMetres(toronto, point)).toBeCloseTo(1000, 3);
  });
});

describe('the features terra-draw makes', () => {
  it('are shapes only when drawn by the circle or polygon mode', () => {
    const geometry = { type: 'Polygon', coordinates: [circleRing(toronto, 10)] };
    expect(featureToShape({ geometry, properties: { mode: 'rectangle' } })).toBeNull();
    expect(
      featureToShape({ geometry: { type: 'Point', coordinates: [0, 0] }, properties: { mode: 'circle' } }),
    ).toBeNull();
  });

  it('are the same shape when every point agrees', () => {
    const circle = { type: 'circle' as const, centre: toronto, radiusM: 10 };
    expect(sameShape(circle, { ...circle, centre: { ...toronto } })).toBe(true);
    expect(sameShape(circle, { ...circle, radiusM: 11 })).toBe(false);
    expect(sameShape(circle, null)).toBe(false);
    expect(sameShape(null, null)).toBe(true);
    const polygon = { type: 'polygon' as const, vertices: [toronto, toronto, toronto] };
    expect(sameShape(polygon, { type: 'polygon', vertices: [toronto, toronto] })).toBe(false);
    expect(sameShape(polygon, circle)).toBe(false);
  });
});

describe('colours for terra-draw', () => {
  it('are six-digit hex, from the forms MUI’s palette gives', () => {
    expect(toHexColour('#004AAD')).toBe('#004aad');
    expect(toHexColour('#abc')).toBe('#aabbcc');
    expect(toHexColour('rgb(115, 149, 205)')).toBe('#7395cd');
    expect(toHexColour('hsl(1, 2%, 3%)')).toBe('#004aad');
  });
});
