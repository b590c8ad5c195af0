import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { fromLngLat, type LatLon } from './lat-lon.ts';
import { createLivePoints, type SubscribeLivePositions } from './live-points.ts';
import { createPointsSink, type SourceLike } from './points-sink.ts';
import { type MapInstance, removeFromMap, useMapInstance, useMapSetup } from './use-map-instance.ts';

/** One point: its id (given back on a click), where it is and what decides its colour. */
export type MapPoint = { id: string; position: LatLon; category: string };

export type PointsGeoJson = FeatureCollection<Point, { id: string; category: string }>;

/** A GeoJSON collection of the points, built once per change: no React component per point. */
export function pointsToGeoJson(points: readonly MapPoint[]): PointsGeoJson {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.position.lon, point.position.lat] },
      properties: { id: point.id, category: point.category },
    })),
  };
}

type Props = {
  id: string;
  data: PointsGeoJson;
  /** Colour of each category; others get `fallbackColour`. */
  colours: Record<string, string>;
  fallbackColour: string;
  clusterColour: string;
  /** Clusters holding a point of this category take its colour (e.g. one alerting device). */
  highlightCategory?: string;
  onSelect?: (id: string, position: LatLon) => void;
  /** Cluster sizes as small HTML labels (no remote glyphs needed). */
  showCounts?: boolean;
  /**
   * Positions that arrive live, drawn from the next animation frame on, ahead of `data` (which a
   * caller may update only once a second): the map keeps up without re-rendering React.
   */
  livePositions?: SubscribeLivePositions;
};

const maxCountLabels = 150;
const clusterRadius = 48;
const clusterMaxZoom = 14;

/**
 * Thousands of points as two plain GeoJSON sources: the clusters, grouped on the main thread
 * (`createClusterGrid`) and regrouped only when the map's whole zoom level changes, and the points
 * no cluster stands for (with feature ids, so a move is an `updateData` diff of that point alone
 * and MapLibre reloads only the tiles it touches). A click on a point selects it, a click on a
 * cluster zooms into it.
 */
export function ClusteredPointsLayer({
  id,
  data,
  colours,
  fallbackColour,
  clusterColour,
  highlightCategory,
  onSelect,
  showCounts = true,
  livePositions,
}: Props) {
  const map = useMapInstance();
  const latest = useRef({ data, onSelect });
  latest.current = { data, onSelect };
  const sink = useRef<ReturnType<typeof createPointsSink> | null>(null);
  const sourceId = `${id}-source`;
  const clustersSourceId = `${id}-clusters-source`;
  const clustersId = `${id}-clusters`;
  const pointsId = `${id}-points`;

  useMapSetup(
    (map) => {
      const source = (sourceId: string) => map.getSource<GeoJSONSource>(sourceId) as SourceLike | undefined;
      const points = createPointsSink(
        { points: () => source(sourceId), clusters: () => source(clustersSourceId) },
        { radius: clusterRadius, maxZoom: clusterMaxZoom, highlightCategory },
      );
      const initial = points.initial(latest.current.data, map.getZoom());
      map.addSource(sourceId, { type: 'geojson', data: initial.points, promoteId: 'id' });
      map.addSource(clustersSourceId, { type: 'geojson', data: initial.clusters, promoteId: 'cluster_id' });
      sink.current = points;
      map.addLayer({
        id: clustersId,
        type: 'circle',
        source: clustersSourceId,
        paint: {
          'circle-color': highlightCategory
            ? [
                'case',
                ['>', ['get', highlightCategory], 0],
                colours[highlightCategory] ?? clusterColour,
                clusterColour,
              ]
            : clusterColour,
          'circle-opacity': 0.85,
          'circle-radius': ['step', ['get', 'point_count'], 15, 10, 18, 100, 22, 1000, 27],
          'circle-stroke-width': 3,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-opacity': 0.8,
        },
      });
      map.addLayer({
        id: pointsId,
        type: 'circle',
        source: sourceId,
        paint: {
          'circle-color': [
            'match',
            ['get', 'category'],
            ...Object.entries(colours).flat(),
            fallbackColour,
          ] as unknown as string,
          'circle-radius': 8,
          'circle-stroke-width': 2,
          'circle-stroke-color': '#ffffff',
        },
      });

      const handlePoint = (event: MapLayerMouseEvent) => {
        const feature = event.features?.[0];
        const pointId = feature?.properties?.id;
        if (typeof pointId !== 'string' || feature?.geometry.type !== 'Point') return;
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        latest.current.onSelect?.(pointId, fromLngLat({ lng, lat }));
      };
      const handleCluster = (event: MapLayerMouseEvent) => {
        const feature = event.features?.[0];
        const clusterId = feature?.properties?.cluster_id;
        if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        map.easeTo({ center: [lng, lat], zoom: points.expansionZoom(clusterId) });
      };
      const onZoom = () => points.zoomed(map.getZoom());
      const pointer = () => {
        map.getCanvas().style.cursor = 'pointer';
      };
      const noPointer = () => {
        map.getCanvas().style.cursor = '';
      };
      map.on('zoom', onZoom);
      map.on('click', pointsId, handlePoint);
      map.on('click', clustersId, handleCluster);
      for (const layer of [pointsId, clustersId]) {
        map.on('mouseenter', layer, pointer);
        map.on('mouseleave', layer, noPointer);
      }
      const stopCounts = showCounts ? showClusterCounts(map, clustersSourceId, clustersId) : () => undefined;
      return () => {
        stopCounts();
        if (sink.current === points) sink.current = null;
        map.off('zoom', onZoom);
        map.off('click', pointsId, handlePoint);
        map.off('click', clustersId, handleCluster);
        for (const layer of [pointsId, clustersId]) {
          map.off('mouseenter', layer, pointer);
          map.off('mouseleave', layer, noPointer);
        }
        removeFromMap(map, [pointsId, clustersId], [sourceId, clustersSourceId]);
      };
    },
    [
      sourceId,
      clustersSourceId,
      clustersId,
      pointsId,
      highlightCategory,
      fallbackColour,
      clusterColour,
      showCounts,
      JSON.stringify(colours),
    ],
  );

  // Live positions: drawn over the data straight into the source (only the moved points), a few
  // times a second at most, without a React render.
  const live = useRef<ReturnType<typeof createLivePoints> | null>(null);
  useEffect(() => {
    if (!map || !livePositions) return;
    // The next draw waits for the worker to have loaded this one.
    const points = createLivePoints((next) =>
      sink.current?.update(next, map.getZoom())?.catch(() => undefined),
    );
    live.current = points;
    const stop = livePositions(points.push);
    return () => {
      stop();
      points.dispose();
      live.current = null;
    };
  }, [map, livePositions]);

  // New data: only the points that changed are sent to the source.
  // biome-ignore lint/correctness/useExhaustiveDependencies: livePositions: the live points were made anew, give them the data.
  useEffect(() => {
    if (live.current) {
      live.current.setData(data);
      return;
    }
    if (map) void sink.current?.update(data, map.getZoom())?.catch(() => undefined);
  }, [map, data, livePositions]);

  return null;
}

/**
 * Cluster sizes as a few absolutely placed labels over the visible clusters: recomputed when the
 * map settles or its data changes, moved with the map meanwhile. Labels let clicks through.
 */
function showClusterCounts(map: MapInstance, sourceId: string, clustersId: string): () => void {
  const overlay = document.createElement('div');
  overlay.setAttribute('aria-hidden', 'true');
  Object.assign(overlay.style, {
    position: 'absolute',
    inset: '0',
    pointerEvents: 'none',
    overflow: 'hidden',
  });
  map.getCanvasContainer().appendChild(overlay);
  let labels: { element: HTMLElement; lngLat: [number, number] }[] = [];
  let frame = 0;

  const place = () => {
    for (const label of labels) {
      const point = map.project(label.lngLat);
      label.element.style.transform = `translate(${point.x}px, ${point.y}px) translate(-50%, -50%)`;
    }
  };
  const refresh = () => {
    frame = 0;
    if (!map.getLayer(clustersId)) return;
    const seen = new Set<number>();
    const clusters = map
      .queryRenderedFeatures({ layers: [clustersId] })
      .filter((feature) => {
        const clusterId = feature.properties?.cluster_id as number;
        if (seen.has(clusterId)) return false;
        seen.add(clusterId);
        return true;
      })
      .slice(0, maxCountLabels);
    overlay.replaceChildren();
    labels = clusters.flatMap((feature) => {
      if (feature.geometry.type !== 'Point') return [];
      const element = document.createElement('span');
      element.textContent = String(
        feature.properties?.point_count_abbreviated ?? feature.properties?.point_count,
      );
      Object.assign(element.style, {
        position: 'absolute',
        left: '0',
        top: '0',
        color: '#ffffff',
        font: '600 12px Inter, system-ui, sans-serif',
        textShadow: '0 0 2px rgba(0,0,0,0.6)',
        whiteSpace: 'nowrap',
      });
      overlay.appendChild(element);
      return [{ element, lngLat: feature.geometry.coordinates as [number, number] }];
    });
    place();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(refresh);
  };
  const onData = (event: { sourceId?: string; isSourceLoaded?: boolean }) => {
    if (event.sourceId === sourceId && event.isSourceLoaded) schedule();
  };
  map.on('move', place);
  map.on('moveend', schedule);
  map.on('sourcedata', onData);
  map.on('idle', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    map.off('move', place);
    map.off('moveend', schedule);
    map.off('sourcedata', onData);
    map.off('idle', schedule);
    overlay.remove();
  };
}
