import type { FeatureCollection, LineString } from 'geojson';
import type { FilterSpecification, GeoJSONSource } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { type LatLon, toLngLat } from './lat-lon.ts';
import { removeFromMap, useMapInstance, useMapSetup } from './use-map-instance.ts';

/** A stretch of a track: along known roads (`matched`, solid) or straight between positions (dashed). */
export type TrackStretch = { matched: boolean; path: readonly LatLon[] };

type Props = {
  id: string;
  /** The track as one solid line (ignored when `stretches` is given). */
  points?: readonly LatLon[];
  /** The track in stretches: a road-matched track, dashed where no road is known. */
  stretches?: readonly TrackStretch[];
  colour: string;
  /** Dashes flowing along the track, in its direction (the user's "animated lines" setting). */
  animated?: boolean;
  width?: number;
};

const linesOf = (
  stretches: readonly TrackStretch[],
): FeatureCollection<LineString, { matched: boolean }> => ({
  type: 'FeatureCollection',
  features: stretches.map((stretch) => ({
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: stretch.path.map(toLngLat) },
    properties: { matched: stretch.matched },
  })),
});
const solid: FilterSpecification = ['==', ['get', 'matched'], true];
const dashed: FilterSpecification = ['==', ['get', 'matched'], false];

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

/**
 * A track as a line: a faint full line under, and animated dashes over it when asked. Stretches
 * with no known road are drawn in short, still dashes.
 */
export function TrackLayer({ id, points, stretches, colour, animated = false, width = 4 }: Props) {
  const map = useMapInstance();
  const shown = stretches ?? [{ matched: true, path: points ?? [] }];
  const latest = useRef(shown);
  latest.current = shown;
  const sourceId = `${id}-source`;
  const baseId = `${id}-line`;
  const rawId = `${id}-unmatched`;
  const dashId = `${id}-dashes`;
  const moving = animated && !prefersReducedMotion();

  useMapSetup(
    (map) => {
      map.addSource(sourceId, { type: 'geojson', data: linesOf(latest.current) });
      map.addLayer({
        id: baseId,
        type: 'line',
        source: sourceId,
        filter: solid,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colour, 'line-width': width, 'line-opacity': moving ? 0.35 : 0.85 },
      });
      map.addLayer({
        id: rawId,
        type: 'line',
        source: sourceId,
        filter: dashed,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': colour,
          'line-width': width,
          'line-opacity': 0.85,
          'line-dasharray': [1, 1.5],
        },
      });
      let frame = 0;
      if (moving) {
        map.addLayer({
          id: dashId,
          type: 'line',
          source: sourceId,
          filter: solid,
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
        removeFromMap(map, [dashId, rawId, baseId], [sourceId]);
      };
    },
    [sourceId, baseId, rawId, dashId, colour, width, moving],
  );

  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(sourceId);
    const data = linesOf(stretches ?? [{ matched: true, path: points ?? [] }]);
    if (source) void source.setData(data).catch(() => undefined);
  }, [map, sourceId, points, stretches]);

  return null;
}
