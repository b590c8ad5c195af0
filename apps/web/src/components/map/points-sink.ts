import type { Feature, FeatureCollection, Point } from 'geojson';
import { createClusterGrid, type GridPoint, gridPoints, type SourceDiff } from './cluster-grid.ts';

type PointsGeoJson = FeatureCollection<Point, { id: string; category: string }>;
type PointFeature = Feature<Point, { id: string; category: string }>;

/** The part of MapLibre's GeoJSONSource the sink uses. */
export type SourceLike = {
  setData: (data: FeatureCollection) => Promise<unknown> | undefined;
  updateData: (diff: SourceDiff) => Promise<unknown> | undefined;
};

/**
 * Above this share of the points changed at once, the sources get their whole data again rather
 * than a diff (the first data after an empty one, another organisation's devices).
 */
const wholeDataShare = 0.5;

/**
 * Feeds a points layer's two sources (the points drawn on their own, and the clusters) from its data: each new data
 * is compared with the last one given, and only the points that moved, changed colour, came or
 * went are sent (`updateData`), with the clusters of the cells they touched; a change of the map's
 * whole zoom level regroups the clusters. `update` answers the points source's promise, so a caller
 * can wait for the worker before its next draw.
 */
export function createPointsSink(
  sources: { points: () => SourceLike | undefined; clusters: () => SourceLike | undefined },
  options: { radius: number; maxZoom: number; highlightCategory?: string | undefined },
) {
  const grid = createClusterGrid(options);
  let given = new Map<string, PointFeature>();

  const remember = (data: PointsGeoJson) => {
    given = new Map(data.features.map((feature) => [feature.properties.id, feature]));
  };
  const whole = (data: PointsGeoJson, zoom: number) => {
    remember(data);
    return grid.reset(gridPoints(data.features), zoom);
  };

  return {
    /** The sources' first data (for `addSource`). */
    initial(data: PointsGeoJson, zoom: number) {
      return whole(data, zoom);
    },

    /** New data: only what changed since the last is sent. */
    update(data: PointsGeoJson, zoom: number): Promise<unknown> | undefined {
      const upsert: GridPoint[] = [];
      let found = 0;
      for (const feature of data.features) {
        const before = given.get(feature.properties.id);
        if (before) found += 1;
        if (before === feature) continue;
        const [lon, lat] = feature.geometry.coordinates as [number, number];
        if (
          before &&
          before.properties.category === feature.properties.category &&
          before.geometry.coordinates[0] === lon &&
          before.geometry.coordinates[1] === lat
        )
          continue;
        upsert.push({ id: feature.properties.id, lon, lat, category: feature.properties.category });
      }
      let remove: string[] = [];
      if (found < given.size) {
        const ids = new Set(data.features.map((feature) => feature.properties.id));
        remove = [...given.keys()].filter((id) => !ids.has(id));
      }
      if (upsert.length === 0 && remove.length === 0) {
        remember(data);
        return undefined;
      }
      if (upsert.length + remove.length > wholeDataShare * grid.size) {
        const next = whole(data, zoom);
        sources.clusters()?.setData(next.clusters);
        return sources.points()?.setData(next.points);
      }
      remember(data);
      const change = grid.apply({ upsert, remove });
      if (change.clusters) sources.clusters()?.updateData(change.clusters);
      return change.points ? sources.points()?.updateData(change.points) : undefined;
    },

    /** The map's zoom changed: the clusters are regrouped if its whole level did. */
    zoomed(zoom: number) {
      const change = grid.setZoom(zoom);
      if (!change) return;
      sources.points()?.setData(change.points);
      sources.clusters()?.setData(change.clusters);
    },

    /** Where a click on a cluster zooms to. */
    expansionZoom: grid.expansionZoom,
  };
}
