import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { type LatLon, toLngLat } from './lat-lon.ts';
import { removeFromMap, useMapInstance, useMapSetup } from './use-map-instance.ts';

type Props = {
  id: string;
  /** Where the marker is; none drawn while null. */
  position: LatLon | null;
  colour: string;
  radius?: number;
};

const pointOf = (position: LatLon | null): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: position
    ? [{ type: 'Feature', geometry: { type: 'Point', coordinates: toLngLat(position) }, properties: {} }]
    : [],
});

/** One marker (a device's position, the playback's point), moved by replacing its data. */
export function PositionLayer({ id, position, colour, radius = 8 }: Props) {
  const map = useMapInstance();
  const latest = useRef(position);
  latest.current = position;
  const sourceId = `${id}-source`;
  const layerId = `${id}-circle`;

  useMapSetup(
    (map) => {
      map.addSource(sourceId, { type: 'geojson', data: pointOf(latest.current) });
      map.addLayer({
        id: layerId,
        type: 'circle',
        source: sourceId,
        paint: {
          'circle-color': colour,
          'circle-radius': radius,
          'circle-stroke-width': 3,
          'circle-stroke-color': '#ffffff',
        },
      });
      return () => removeFromMap(map, [layerId], [sourceId]);
    },
    [sourceId, layerId, colour, radius],
  );

  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(sourceId);
    if (source) void source.setData(pointOf(position)).catch(() => undefined);
  }, [map, sourceId, position]);

  return null;
}
