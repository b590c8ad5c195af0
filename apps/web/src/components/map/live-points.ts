import type { FeatureCollection, Point } from 'geojson';

/** The points layer's data (as `pointsToGeoJson` makes it; not imported, so the two files do not import each other). */
type PointsGeoJson = FeatureCollection<Point, { id: string; category: string }>;

/** A point's newest position as it arrived live, with the time it was measured (ISO). */
export type LivePosition = { id: string; lat: number; lon: number; time: string };

/** Calls `listener` with each live position as it arrives; answers the unsubscribe. */
export type SubscribeLivePositions = (listener: (position: LivePosition) => void) => () => void;

/** How long a live position is drawn over the layer's data before the data is trusted again. */
const overrideMs = 10_000;
/**
 * The least time between two draws. A draw sends only the moved points and the clusters they
 * touched (`createPointsSink`), so MapLibre's worker has little to do; what is left is the
 * software-drawn frame of each draw. At 10,000 points (bench:map, issue 31) every 100 ms cost some
 * 15 frames a second at 500 updates a second, every 250 ms kept 53 fps, every 500 ms 57.
 */
export const minDrawIntervalMs = 250;

type Feature = PointsGeoJson['features'][number];
const sameFeatures = (a: readonly Feature[], b: readonly Feature[]) =>
  a.length === b.length &&
  a.every((feature, index) => {
    const other = b[index];
    return (
      feature === other ||
      (other !== undefined &&
        feature.properties.id === other.properties.id &&
        feature.properties.category === other.properties.category &&
        feature.geometry.coordinates[0] === other.geometry.coordinates[0] &&
        feature.geometry.coordinates[1] === other.geometry.coordinates[1])
    );
  });

/**
 * Draws a points layer's live positions ahead of its data: the data (from the query cache, written
 * in 1 s batches so the list re-renders once a second) is the truth, and a position that arrived
 * since is drawn over it in the next animation frame (at most every `minIntervalMs`, and not while
 * the last draw is still being loaded), without a React render. A live position
 * stays drawn until the data holds it (or for 10 s), so a batch written before it came never moves
 * a marker back; an older fix than one already drawn is ignored.
 */
export function createLivePoints(
  draw: (data: PointsGeoJson) => Promise<unknown> | undefined,
  {
    now = Date.now,
    requestFrame = (callback: () => void) => requestAnimationFrame(callback),
    cancelFrame = (handle: number) => cancelAnimationFrame(handle),
    minIntervalMs = minDrawIntervalMs,
  } = {},
) {
  let data: PointsGeoJson = { type: 'FeatureCollection', features: [] };
  let drawn = data;
  let indexOf = new Map<string, number>();
  const live = new Map<string, { lon: number; lat: number; time: number; at: number }>();
  const dirty = new Set<string>();
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drawing = false;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let disposed = false;

  const schedule = () => {
    if (disposed || frame || timer || drawing || dirty.size === 0) return;
    const wait = lastDraw + minIntervalMs - now();
    if (wait > 0)
      timer = setTimeout(() => {
        timer = undefined;
        schedule();
      }, wait);
    else frame = requestFrame(flush);
  };
  const drawNow = (next: PointsGeoJson) => {
    lastDraw = now();
    drawing = true;
    const done = () => {
      drawing = false;
      schedule();
    };
    const loading = draw(next);
    if (loading) void loading.then(done, done);
    else done();
  };

  const withPosition = (feature: Feature, lon: number, lat: number) => ({
    ...feature,
    geometry: { type: 'Point' as const, coordinates: [lon, lat] },
  });

  const flush = () => {
    frame = 0;
    if (dirty.size === 0) return;
    const features = drawn.features.slice();
    for (const id of dirty) {
      const index = indexOf.get(id);
      const position = live.get(id);
      const feature = index === undefined ? undefined : features[index];
      if (feature && position && index !== undefined)
        features[index] = withPosition(feature, position.lon, position.lat);
    }
    dirty.clear();
    drawn = { ...drawn, features };
    drawNow(drawn);
  };

  return {
    /** New data for the layer: drawn at once, with the live positions it does not hold yet. */
    setData(next: PointsGeoJson) {
      data = next;
      indexOf = new Map(data.features.map((feature, index) => [feature.properties.id, index]));
      const at = now();
      let features = data.features;
      for (const [id, position] of live) {
        const index = indexOf.get(id);
        const feature = index === undefined ? undefined : features[index];
        const [lon, lat] = feature?.geometry.coordinates ?? [];
        if (
          !feature ||
          index === undefined ||
          (lon === position.lon && lat === position.lat) ||
          at - position.at > overrideMs
        ) {
          live.delete(id);
          continue;
        }
        if (features === data.features) features = features.slice();
        features[index] = withPosition(feature, position.lon, position.lat);
      }
      const unchanged = sameFeatures(features, drawn.features);
      drawn = features === data.features ? data : { ...data, features };
      dirty.clear();
      // The data caught up with what the live positions drew already: nothing to redraw.
      if (!unchanged) drawNow(drawn);
    },
    /** A live position: drawn in the next animation frame, with every other that came before it. */
    push(position: LivePosition) {
      if (!indexOf.has(position.id)) return;
      const time = Date.parse(position.time);
      const known = live.get(position.id);
      if (known && time < known.time) return;
      live.set(position.id, { lon: position.lon, lat: position.lat, time, at: now() });
      dirty.add(position.id);
      schedule();
    },
    dispose() {
      disposed = true;
      if (frame) cancelFrame(frame);
      clearTimeout(timer);
      frame = 0;
      dirty.clear();
      live.clear();
    },
  };
}
