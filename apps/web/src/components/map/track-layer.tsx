import type { Feature, LineString } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { type LatLon, toLngLat } from './lat-lon.ts';
import { removeFromMap, useMapInstance, useMapSetup } from './use-map-instance.ts';

type Props = {
  id: string;
  points: readonly LatLon[];
  colour: string;
  /** Dashes flowing along the track, in its direction (the user's "animated lines" setting). */
  animated?: boolean;
  width?: number;
};

const lineOf = (points: readonly LatLon[]): Feature<LineString> => ({
  type: 'Feature',
  geometry: { type: 'LineString', coordinates: points.map(toLngLat) },
  properties: {},
});

// The dash steps of MapLibre's "animate a line" example: the dash moves along the line.
const dashSteps: number[][] = [
  [0, 4, 3],
  [0.5, 4, 2.5],
  [1, 4, 2],
  [1.5, 4, 1.5],
  [2, 4, 1],
  [2.5, 4, 0.5],
  [3, 4, 0],
  [0, 0.5, 3, 3.5],
  [0, 1, 3, 3],
  [0, 1.5, 3, 2.5],
  [0, 2, 3, 2],
  [0, 2.5, 3, 1.5],
  [0, 3, 3, 1],
  [0, 3.5, 3, 0.5],
];

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A track as a line: a faint full line under, and animated dashes over it when asked. */
export function TrackLayer({ id, points, colour, animated = false, width = 4 }: Props) {
  const map = useMapInstance();
  const latest = useRef(points);
  latest.current = points;
  const sourceId = `${id}-source`;
  const baseId = `${id}-line`;
  const dashId = `${id}-dashes`;
  const moving = animated && !prefersReducedMotion();

  useMapSetup(
    (map) => {
      map.addSource(sourceId, { type: 'geojson', data: lineOf(latest.current) });
      map.addLayer({
        id: baseId,
        type: 'line',
        source: sourceId,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colour, 'line-width': width, 'line-opacity': moving ? 0.35 : 0.85 },
      });
      let frame = 0;
      if (moving) {
        map.addLayer({
          id: dashId,
          type: 'line',
          source: sourceId,
          paint: { 'line-color': colour, 'line-width': width, 'line-dasharray': dashSteps[0] },
        });
        let step = -1;
        const animate = (time: number) => {
          const next = Math.floor((time / 60) % dashSteps.length);
          if (next !== step && map.getLayer(dashId)) {
            step = next;
            map.setPaintProperty(dashId, 'line-dasharray', dashSteps[step]);
          }
          frame = requestAnimationFrame(animate);
        };
        frame = requestAnimationFrame(animate);
      }
      return () => {
        cancelAnimationFrame(frame);
        removeFromMap(map, [dashId, baseId], [sourceId]);
      };
    },
    [sourceId, baseId, dashId, colour, width, moving],
  );

  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(sourceId);
    if (source) void source.setData(lineOf(points)).catch(() => undefined);
  }, [map, sourceId, points]);

  return null;
}
