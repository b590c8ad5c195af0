import { useTheme } from '@mui/material/styles';
import {
  type BBox,
  circleBBox,
  destination,
  type LatLon,
  openRing,
  polygonBBox,
} from '@pinpoint/shared/geo.ts';
import type { FeatureCollection, Polygon } from 'geojson';
import type { ExpressionSpecification, GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { toLngLat } from './lat-lon.ts';
import { removeFromMap, useMapInstance, useMapSetup } from './use-map-instance.ts';

/** What the layer needs of a geofence (the API's Geofence has all of it). */
export type MapGeofence = {
  id: string;
  type: 'circle' | 'polygon';
  /** A circle's centre, a polygon's centroid. */
  latitude: number;
  longitude: number;
  /** Metres; null for a polygon. */
  radius: number | null;
  polygon: readonly LatLon[] | null;
  status: 'active' | 'paused';
};

/** Vertices of a circle drawn as a polygon: enough to look round at any zoom a geofence is seen at. */
const circleSteps = 64;
/** The radius of a circle that comes without one (geofenceLimits.defaultRadiusM). */
const defaultRadiusM = 100;

const isPolygon = (g: MapGeofence): g is MapGeofence & { polygon: readonly LatLon[] } =>
  g.type === 'polygon' && Boolean(g.polygon && g.polygon.length >= 3);

/** A geofence's outline as a closed ring: a circle computed from its centre and radius, a polygon as it is. */
export function geofenceRing(g: MapGeofence, steps = circleSteps): LatLon[] {
  if (isPolygon(g)) {
    const ring = openRing(g.polygon);
    return ring.length ? [...ring, ring[0] as LatLon] : [];
  }
  const centre = { lat: g.latitude, lon: g.longitude };
  const radius = g.radius ?? defaultRadiusM;
  const ring = Array.from({ length: steps }, (_, i) => destination(centre, (360 * i) / steps, radius));
  return [...ring, ring[0] as LatLon];
}

/** The box around a geofence. */
export const geofenceBBox = (g: MapGeofence): BBox =>
  isPolygon(g)
    ? polygonBBox(g.polygon)
    : circleBBox({ lat: g.latitude, lon: g.longitude }, g.radius ?? defaultRadiusM);

/** Two corners of each geofence's box: what a map fits to show them all. */
export function geofenceCorners(geofences: readonly MapGeofence[]): LatLon[] {
  return geofences.flatMap((g) => {
    const box = geofenceBBox(g);
    return [
      { lat: box.minLat, lon: box.minLon },
      { lat: box.maxLat, lon: box.maxLon },
    ];
  });
}

export type GeofencesGeoJson = FeatureCollection<Polygon, { id: string; paused: boolean }>;

/** The geofences as one GeoJSON collection, built once per change: no component per geofence. */
export function geofencesToGeoJson(geofences: readonly MapGeofence[]): GeofencesGeoJson {
  return {
    type: 'FeatureCollection',
    features: geofences.flatMap((g) => {
      const ring = geofenceRing(g);
      if (ring.length < 4) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: { type: 'Polygon' as const, coordinates: [ring.map(toLngLat)] },
          properties: { id: g.id, paused: g.status === 'paused' },
        },
      ];
    }),
  };
}

type Colours = { active: string; paused: string; selected: string };

type Props = {
  id: string;
  geofences: readonly MapGeofence[];
  /** Drawn stronger, in the selected colour. */
  selectedId?: string | null;
  /** A click on a geofence (the topmost where several overlap). */
  onSelect?: (id: string) => void;
  /** Defaults from the theme: primary for active, grey for paused, secondary for the selected one. */
  colours?: Partial<Colours>;
};

const isSelected = (selectedId: string | null): ExpressionSpecification => [
  '==',
  ['get', 'id'],
  selectedId ?? '',
];

const fillColour = (c: Colours, selectedId: string | null): ExpressionSpecification => [
  'case',
  isSelected(selectedId),
  c.selected,
  ['get', 'paused'],
  c.paused,
  c.active,
];
const fillOpacity = (selectedId: string | null): ExpressionSpecification => [
  'case',
  isSelected(selectedId),
  0.35,
  ['get', 'paused'],
  0.08,
  0.2,
];
const lineColour = fillColour;
const lineWidth = (selectedId: string | null): ExpressionSpecification => [
  'case',
  isSelected(selectedId),
  3.5,
  2,
];

/**
 * The geofences as areas: a translucent fill and an outline each, solid when active, dimmed and
 * dashed when paused. A click selects one; the pointer shows over them. One source for all.
 */
export function GeofencesLayer({ id, geofences, selectedId = null, onSelect, colours }: Props) {
  const theme = useTheme();
  const map = useMapInstance();
  const active = colours?.active ?? theme.palette.primary.main;
  const paused = colours?.paused ?? theme.palette.grey[500];
  const selectedColour = colours?.selected ?? theme.palette.secondary.main;
  const c = useMemo<Colours>(
    () => ({ active, paused, selected: selectedColour }),
    [active, paused, selectedColour],
  );
  const latest = useRef({ geofences, onSelect, selectedId });
  latest.current = { geofences, onSelect, selectedId };
  const sourceId = `${id}-source`;
  const fillId = `${id}-fill`;
  const lineId = `${id}-line`;
  const pausedLineId = `${id}-paused-line`;

  useMapSetup(
    (map) => {
      const selected = latest.current.selectedId;
      map.addSource(sourceId, { type: 'geojson', data: geofencesToGeoJson(latest.current.geofences) });
      map.addLayer({
        id: fillId,
        type: 'fill',
        source: sourceId,
        paint: { 'fill-color': fillColour(c, selected), 'fill-opacity': fillOpacity(selected) },
      });
      map.addLayer({
        id: lineId,
        type: 'line',
        source: sourceId,
        filter: ['!', ['get', 'paused']],
        layout: { 'line-join': 'round' },
        paint: { 'line-color': lineColour(c, selected), 'line-width': lineWidth(selected) },
      });
      map.addLayer({
        id: pausedLineId,
        type: 'line',
        source: sourceId,
        filter: ['get', 'paused'],
        paint: {
          'line-color': lineColour(c, selected),
          'line-width': lineWidth(selected),
          'line-dasharray': [2, 2],
          'line-opacity': 0.8,
        },
      });
      const handleClick = (event: MapLayerMouseEvent) => {
        const geofenceId = event.features?.[0]?.properties?.id;
        if (typeof geofenceId === 'string') latest.current.onSelect?.(geofenceId);
      };
      const pointer = () => {
        map.getCanvas().style.cursor = 'pointer';
      };
      const noPointer = () => {
        map.getCanvas().style.cursor = '';
      };
      map.on('click', fillId, handleClick);
      map.on('mouseenter', fillId, pointer);
      map.on('mouseleave', fillId, noPointer);
      return () => {
        map.off('click', fillId, handleClick);
        map.off('mouseenter', fillId, pointer);
        map.off('mouseleave', fillId, noPointer);
        removeFromMap(map, [pausedLineId, lineId, fillId], [sourceId]);
      };
    },
    [sourceId, fillId, lineId, pausedLineId, c],
  );

  // New geofences: the same source, its data replaced.
  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(sourceId);
    if (source) void source.setData(geofencesToGeoJson(geofences)).catch(() => undefined);
  }, [map, sourceId, geofences]);

  // Another selection: only the paint changes.
  useEffect(() => {
    if (!map?.getLayer(fillId)) return;
    map.setPaintProperty(fillId, 'fill-color', fillColour(c, selectedId));
    map.setPaintProperty(fillId, 'fill-opacity', fillOpacity(selectedId));
    for (const layer of [lineId, pausedLineId]) {
      map.setPaintProperty(layer, 'line-color', lineColour(c, selectedId));
      map.setPaintProperty(layer, 'line-width', lineWidth(selectedId));
    }
  }, [map, fillId, lineId, pausedLineId, selectedId, c]);

  return null;
}
