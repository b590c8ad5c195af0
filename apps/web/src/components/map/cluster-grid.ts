import type { Feature, FeatureCollection, Point } from 'geojson';

/** A point as the grid keeps it: its id, where it is and what decides its colour. */
export type GridPoint = { id: string; lon: number; lat: number; category: string };

/** The points source's features: the points no cluster stands for. */
export type GridPointProperties = { id: string; category: string };
/** The clusters source's features, named as MapLibre's own clusters are (the layers read them). */
export type GridClusterProperties = {
  cluster: true;
  cluster_id: number;
  point_count: number;
  point_count_abbreviated: string;
} & Record<string, unknown>;

/** A change to a GeoJSON source's data, as MapLibre's `GeoJSONSource.updateData` takes it. */
export type SourceDiff = {
  add?: Feature<Point>[];
  remove?: (string | number)[];
  update?: {
    id: string | number;
    newGeometry?: Point;
    addOrUpdateProperties?: { key: string; value: unknown }[];
  }[];
};

/** What the two sources are given after a change: a diff each, or nothing where nothing changed. */
export type GridChange = { points?: SourceDiff; clusters?: SourceDiff };

type Options = {
  /** A cluster's reach in screen pixels: points in the same cell of about this size are one cluster. */
  radius: number;
  /** Above this zoom every point is drawn on its own. */
  maxZoom: number;
  /** Clusters count their points of this category in a property of that name (e.g. `alerting`). */
  highlightCategory?: string | undefined;
};

type Kept = GridPoint & { x: number; y: number; cell: number; clustered: 0 | 1 };
type Cell = { members: Set<string>; lon: number; lat: number; highlighted: number };

/** MapLibre's world is 512 px wide at zoom 0. */
const tileSize = 512;
const noCell = -1;

const mercatorX = (lon: number) => (lon + 180) / 360;
const mercatorY = (lat: number) => {
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};

/** As supercluster abbreviates a cluster's count (MapLibre's `point_count_abbreviated`). */
export function abbreviateCount(count: number): string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return String(count);
}

const pointFeature = (point: Kept): Feature<Point, GridPointProperties> => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
  properties: { id: point.id, category: point.category },
});

/**
 * Clusters for a map of many moving points, kept on the main thread so that a move changes only
 * what it touches. MapLibre's own clustering (`cluster: true`) regroups every point of the source in
 * its worker on any change, even an `updateData` diff, and reloads every tile; here the points are
 * grouped in a square grid of the current whole zoom level, regrouped only when that level
 * changes, and a move updates its point and at most the two cells it left and entered:
 * the changes come back as diffs for `updateData` on two plain (unclustered) sources: the points
 * drawn on their own (a point a cluster stands for is not in it, so MapLibre's worker never tiles
 * the thousands a zoomed-out map hides) and the clusters.
 */
export function createClusterGrid({ radius, maxZoom, highlightCategory }: Options) {
  const cellPx = Math.max(1, Math.round(radius * (4 / 3)));
  const points = new Map<string, Kept>();
  let cells = new Map<number, Cell>();
  let level = 0;
  let perAxis = 1;

  const levelOf = (zoom: number) => Math.max(0, Math.min(Math.floor(zoom), maxZoom + 1));
  const setLevel = (next: number) => {
    level = next;
    perAxis = Math.ceil((tileSize * 2 ** level) / cellPx);
  };
  const cellAt = (x: number, y: number) => {
    if (level > maxZoom) return noCell;
    const cx = Math.min(perAxis - 1, Math.floor(x * perAxis));
    const cy = Math.min(perAxis - 1, Math.floor(y * perAxis));
    return cy * perAxis + cx;
  };
  const isHighlighted = (point: GridPoint) =>
    highlightCategory && point.category === highlightCategory ? 1 : 0;

  const join = (point: Kept) => {
    if (point.cell === noCell) return;
    let cell = cells.get(point.cell);
    if (!cell) {
      cell = { members: new Set(), lon: 0, lat: 0, highlighted: 0 };
      cells.set(point.cell, cell);
    }
    cell.members.add(point.id);
    cell.lon += point.lon;
    cell.lat += point.lat;
    cell.highlighted += isHighlighted(point);
  };
  const leave = (point: Kept) => {
    const cell = cells.get(point.cell);
    if (!cell) return;
    cell.members.delete(point.id);
    cell.lon -= point.lon;
    cell.lat -= point.lat;
    cell.highlighted -= isHighlighted(point);
    if (cell.members.size === 0) cells.delete(point.cell);
  };

  const clusterProperties = (key: number, cell: Cell): GridClusterProperties => ({
    cluster: true,
    cluster_id: key,
    point_count: cell.members.size,
    point_count_abbreviated: abbreviateCount(cell.members.size),
    ...(highlightCategory ? { [highlightCategory]: cell.highlighted } : {}),
  });
  const clusterGeometry = (cell: Cell): Point => ({
    type: 'Point',
    coordinates: [cell.lon / cell.members.size, cell.lat / cell.members.size],
  });
  const clusterFeature = (key: number, cell: Cell): Feature<Point, GridClusterProperties> => ({
    type: 'Feature',
    geometry: clusterGeometry(cell),
    properties: clusterProperties(key, cell),
  });

  /** Every cell's points regrouped at the current level (the flags set, the clusters made). */
  const regroup = () => {
    cells = new Map();
    for (const point of points.values()) {
      point.cell = cellAt(point.x, point.y);
      join(point);
    }
  };
  const clustersData = (): FeatureCollection<Point, GridClusterProperties> => ({
    type: 'FeatureCollection',
    features: [...cells].flatMap(([key, cell]) =>
      cell.members.size >= 2 ? [clusterFeature(key, cell)] : [],
    ),
  });
  const pointsData = (): FeatureCollection<Point, GridPointProperties> => ({
    type: 'FeatureCollection',
    features: [...points.values()].flatMap((point) => (point.clustered ? [] : [pointFeature(point)])),
  });
  const flagOf = (point: Kept): 0 | 1 => ((cells.get(point.cell)?.members.size ?? 0) >= 2 ? 1 : 0);

  return {
    /** All points anew (the first data, or most of it changed): both sources' whole data. */
    reset(all: readonly GridPoint[], zoom: number) {
      points.clear();
      setLevel(levelOf(zoom));
      for (const point of all) {
        const x = mercatorX(point.lon);
        const y = mercatorY(point.lat);
        points.set(point.id, { ...point, x, y, cell: noCell, clustered: 0 });
      }
      regroup();
      for (const point of points.values()) point.clustered = flagOf(point);
      return { points: pointsData(), clusters: clustersData() };
    },

    /**
     * The map's zoom: when its whole level changes, every point is regrouped and both sources get
     * their whole data (the clusters, and the points drawn on their own at that level).
     */
    setZoom(zoom: number): {
      points: FeatureCollection<Point, GridPointProperties>;
      clusters: FeatureCollection<Point, GridClusterProperties>;
    } | null {
      const next = levelOf(zoom);
      if (next === level) return null;
      setLevel(next);
      regroup();
      for (const point of points.values()) point.clustered = flagOf(point);
      return { points: pointsData(), clusters: clustersData() };
    },

    /**
     * Points that moved, changed category or are new (`upsert`), and points gone (`remove`): the
     * diffs that carry exactly these, and the clusters of the cells they left or entered.
     */
    apply({
      upsert = [],
      remove = [],
    }: {
      upsert?: readonly GridPoint[];
      remove?: readonly string[];
    }): GridChange {
      const updates = new Map<string, NonNullable<SourceDiff['update']>[number]>();
      const updateOf = (id: string) => {
        let entry = updates.get(id);
        if (!entry) {
          entry = { id };
          updates.set(id, entry);
        }
        return entry;
      };
      // Each touched point: whether it was in the points source (drawn on its own) before.
      const shown = new Map<string, boolean>();
      const note = (point: Kept, existed = true) => {
        if (!shown.has(point.id)) shown.set(point.id, existed && point.clustered === 0);
      };
      // Each touched cell with its size before, so a cell that crosses two points flips its members.
      const touched = new Map<number, number>();
      const touch = (key: number) => {
        if (key !== noCell && !touched.has(key)) touched.set(key, cells.get(key)?.members.size ?? 0);
      };
      const moved = new Set<string>();
      const recoloured = new Set<string>();

      for (const id of remove) {
        const point = points.get(id);
        if (!point) continue;
        note(point);
        touch(point.cell);
        leave(point);
        points.delete(id);
      }
      for (const next of upsert) {
        const point = points.get(next.id);
        if (!point) {
          const x = mercatorX(next.lon);
          const y = mercatorY(next.lat);
          const kept: Kept = { ...next, x, y, cell: cellAt(x, y), clustered: 0 };
          note(kept, false);
          touch(kept.cell);
          points.set(kept.id, kept);
          join(kept);
          continue;
        }
        const isMove = point.lon !== next.lon || point.lat !== next.lat;
        const isRecolour = point.category !== next.category;
        if (!isMove && !isRecolour) continue;
        note(point);
        touch(point.cell);
        leave(point);
        point.lon = next.lon;
        point.lat = next.lat;
        point.category = next.category;
        if (isMove) {
          point.x = mercatorX(next.lon);
          point.y = mercatorY(next.lat);
          point.cell = cellAt(point.x, point.y);
          touch(point.cell);
          moved.add(point.id);
        }
        if (isRecolour) recoloured.add(point.id);
        join(point);
      }

      // Who is shown on their own now: the touched points by their cell, and every member of a
      // cell that crossed two points (a cluster made or broken up).
      const clusterAdd: Feature<Point>[] = [];
      const clusterRemove: number[] = [];
      const clusterUpdate: NonNullable<SourceDiff['update']> = [];
      for (const [key, before] of touched) {
        const cell = cells.get(key);
        const size = cell?.members.size ?? 0;
        if (before >= 2 !== size >= 2 && cell)
          for (const id of cell.members) {
            const member = points.get(id);
            if (member) note(member);
          }
        if (size >= 2 && cell) {
          if (before >= 2)
            clusterUpdate.push({
              id: key,
              newGeometry: clusterGeometry(cell),
              addOrUpdateProperties: Object.entries(clusterProperties(key, cell)).map(([k, value]) => ({
                key: k,
                value,
              })),
            });
          else clusterAdd.push(clusterFeature(key, cell));
        } else if (before >= 2) clusterRemove.push(key);
      }
      const add: Feature<Point>[] = [];
      const removed: string[] = [];
      for (const [id, wasShown] of shown) {
        const point = points.get(id);
        if (point) point.clustered = flagOf(point);
        const isShown = point !== undefined && point.clustered === 0;
        if (wasShown && !isShown) removed.push(id);
        else if (!wasShown && isShown) add.push(pointFeature(point));
        else if (isShown) {
          if (moved.has(id))
            updateOf(id).newGeometry = { type: 'Point', coordinates: [point.lon, point.lat] };
          if (recoloured.has(id))
            updateOf(id).addOrUpdateProperties = [{ key: 'category', value: point.category }];
        }
      }

      const pointsDiff: SourceDiff = {
        ...(removed.length ? { remove: removed } : {}),
        ...(add.length ? { add } : {}),
        ...(updates.size ? { update: [...updates.values()] } : {}),
      };
      const clustersDiff: SourceDiff = {
        ...(clusterRemove.length ? { remove: clusterRemove } : {}),
        ...(clusterAdd.length ? { add: clusterAdd } : {}),
        ...(clusterUpdate.length ? { update: clusterUpdate } : {}),
      };
      return {
        ...(Object.keys(pointsDiff).length ? { points: pointsDiff } : {}),
        ...(Object.keys(clustersDiff).length ? { clusters: clustersDiff } : {}),
      };
    },

    /** The zoom at which a cluster's points no longer share one cell (where a click on it goes). */
    expansionZoom(clusterId: number): number {
      const ids = cells.get(clusterId)?.members;
      if (!ids || ids.size < 2) return level + 1;
      const members = [...ids].flatMap((id) => points.get(id) ?? []);
      for (let zoom = level + 1; zoom <= maxZoom; zoom += 1) {
        const axis = Math.ceil((tileSize * 2 ** zoom) / cellPx);
        const keyOf = (p: Kept) => Math.floor(p.y * axis) * axis + Math.floor(p.x * axis);
        const first = keyOf(members[0] as Kept);
        if (members.some((member) => keyOf(member) !== first)) return zoom;
      }
      return maxZoom + 1;
    },

    /** How many points the grid holds (the source's feature count). */
    get size() {
      return points.size;
    },
  };
}

/** Points from a layer's data as the grid takes them. */
export function gridPoints(
  features: readonly Feature<Point, { id: string; category: string }>[],
): GridPoint[] {
  return features.map((feature) => ({
    id: feature.properties.id,
    lon: feature.geometry.coordinates[0] as number,
    lat: feature.geometry.coordinates[1] as number,
    category: feature.properties.category,
  }));
}
