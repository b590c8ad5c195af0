import { useTheme } from '@mui/material/styles';
import type { Coverage } from '@pinpoint/shared/coverage.ts';
import { type SignalBand, signalBand } from '@pinpoint/shared/coverage-bands.ts';
import type { FeatureCollection, Point } from 'geojson';
import type { ExpressionSpecification, GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { toLngLat } from '../../components/map/lat-lon.ts';
import { removeFromMap, useMapInstance, useMapSetup } from '../../components/map/use-map-instance.ts';
import { bandColours, useCoverage } from './coverage-legend.tsx';

const colourOf: ExpressionSpecification = [
  'match',
  ['get', 'band'],
  'weak',
  bandColours.weak,
  'fair',
  bandColours.fair,
  bandColours.strong,
];

type CoverageGeoJson = FeatureCollection<Point, { band: SignalBand }>;
const toGeoJson = (coverage: Coverage | null | undefined): CoverageGeoJson => ({
  type: 'FeatureCollection',
  features: (coverage?.points ?? []).map((p) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: toLngLat(p) },
    properties: { band: signalBand(p) },
  })),
});

/**
 * The coverage layer (issue 30 item 5): each uplink of the organisation's GPS trackers where it
 * was sent, coloured by how well the gateways heard it, under the device markers. Renders nothing.
 */
export function CoverageLayer({ organisationId }: { organisationId: string }) {
  const map = useMapInstance();
  const theme = useTheme();
  const coverage = useCoverage(organisationId).data;
  const data = useMemo(() => toGeoJson(coverage), [coverage]);
  const latest = useRef(data);
  latest.current = data;
  const sourceId = 'coverage-source';
  const layerId = 'coverage-circles';
  // A ring in the page's own background keeps the dots apart on both themes' tiles.
  const ring = theme.palette.background.paper;

  useMapSetup(
    (map) => {
      map.addSource(sourceId, { type: 'geojson', data: latest.current });
      const markers = map.getStyle().layers.find((layer) => layer.id.startsWith('devices-'));
      map.addLayer(
        {
          id: layerId,
          type: 'circle',
          source: sourceId,
          paint: {
            'circle-color': colourOf,
            'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 3, 16, 7],
            'circle-opacity': 0.85,
            'circle-stroke-width': 1,
            'circle-stroke-color': ring,
          },
        },
        markers?.id,
      );
      return () => removeFromMap(map, [layerId], [sourceId]);
    },
    [ring],
  );

  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(sourceId);
    if (source) void source.setData(data).catch(() => undefined);
  }, [map, data]);

  return null;
}
