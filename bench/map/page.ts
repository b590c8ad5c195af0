/**
 * What `bench/map.ts` runs inside the page (each function is serialised by playwright, so it must
 * not use anything outside itself). Nothing here changes the product: it reads the page from the
 * outside (requestAnimationFrame, a WebSocket wrapper, the MapLibre map found through React's
 * fibers) and wraps the devices source's `setData` and `updateData` on that map instance.
 */

/** Page-side state the bench reads back (on `window.__bench`). */
export type PageBench = {
  /** requestAnimationFrame timestamps while recording. */
  frames: number[];
  recording: boolean;
  /** Live device messages with a position, while `ws` is on: [arrival ms (epoch), deviceId, lat, lon]. */
  ws: [number, string, number, number][];
  wsOn: boolean;
  /** One entry per setData or updateData on the devices source while hooked. */
  generations: { set: number; loaded?: number; drawn?: number }[];
  /** The same for the clusters source (issue 31), when there is one. */
  clusterGenerations: { set: number; loaded?: number; drawn?: number }[];
  /** Features whose position changed from one setData to the next: [generation, id, lat, lon]. */
  moves: [number, string, number, number][];
};

/** Installed before the app's scripts (addInitScript): the frame recorder and the WebSocket wrapper. */
export function installRecorders() {
  const now = () => performance.timeOrigin + performance.now();
  const bench = {
    frames: [] as number[],
    recording: false,
    ws: [] as [number, string, number, number][],
    wsOn: false,
    generations: [],
    clusterGenerations: [],
    moves: [],
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  const tick = (t: number) => {
    if (bench.recording) bench.frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const Native = window.WebSocket;
  class Observed extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        if (!bench.wsOn || typeof event.data !== 'string') return;
        const at = now();
        try {
          const message = JSON.parse(event.data);
          const update = message?.update;
          if (message?.type === 'device' && update?.position)
            bench.ws.push([at, update.deviceId, update.position.lat, update.position.lon]);
        } catch {
          // not JSON: not ours to read
        }
      });
    }
  }
  window.WebSocket = Observed as typeof WebSocket;
}

/**
 * Finds the MapLibre map of the page (react-map-gl keeps it in React state and context; the DOM
 * does not reference it) and answers how many features its `sourceId` source holds, or -1.
 */
export function findMap(sourceId: string): number {
  type MapLike = {
    getSource: (id: string) => unknown;
    getCanvas: () => unknown;
    isSourceLoaded: (id: string) => boolean;
  };
  const w = window as unknown as { __benchMap?: MapLike };
  const isMap = (v: unknown): v is MapLike =>
    typeof (v as MapLike)?.getSource === 'function' && typeof (v as MapLike)?.getCanvas === 'function';
  const fromValue = (v: unknown): MapLike | null => {
    if (!v || typeof v !== 'object') return null;
    if (isMap(v)) return v;
    const o = v as Record<string, unknown> & { getMap?: () => unknown; map?: { getMap?: () => unknown } };
    if (typeof o.getMap === 'function' && isMap(o.getMap())) return o.getMap() as MapLike;
    if (o.map && typeof o.map.getMap === 'function' && isMap(o.map.getMap()))
      return o.map.getMap() as MapLike;
    if (isMap(o.map)) return o.map as MapLike;
    return null;
  };
  if (!w.__benchMap) {
    for (const element of document.querySelectorAll('.maplibregl-map, .maplibregl-map *')) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
      if (!key) continue;
      type Fiber = { return: Fiber | null; memoizedProps?: { value?: unknown }; memoizedState?: unknown };
      let fiber = (element as unknown as Record<string, Fiber>)[key] ?? null;
      for (let depth = 0; fiber && depth < 20 && !w.__benchMap; depth += 1, fiber = fiber.return) {
        const found = fromValue(fiber.memoizedProps?.value);
        if (found) w.__benchMap = found;
        let hook = fiber.memoizedState as { memoizedState?: unknown; next?: unknown } | null;
        for (let i = 0; hook && i < 30 && !w.__benchMap; i += 1) {
          const v = hook.memoizedState as { current?: unknown } | undefined;
          w.__benchMap = fromValue(v) ?? fromValue(v?.current) ?? undefined;
          hook = (hook.next as typeof hook) ?? null;
        }
      }
      if (w.__benchMap) break;
    }
  }
  type Source = {
    _data?: {
      geojson?: { features?: { properties?: { point_count?: number } }[] };
      updateable?: Map<unknown, { properties?: { point_count?: number } }>;
    };
  };
  // After an updateData, MapLibre keeps the data as a map of features by id.
  const features = (source: Source | undefined) =>
    source?._data?.geojson?.features ?? [...(source?._data?.updateable?.values() ?? [])];
  const source = w.__benchMap?.getSource(sourceId) as Source | undefined;
  if (!source) return -1;
  // Since issue 31 the points a cluster stands for are in the clusters source only, as its counts.
  const clusters = w.__benchMap?.getSource(sourceId.replace(/-source$/, '-clusters-source')) as
    | Source
    | undefined;
  return (
    features(source).length +
    features(clusters).reduce((sum, feature) => sum + (feature.properties?.point_count ?? 0), 0)
  );
}

/**
 * Wraps the devices source's setData and updateData: each call is a generation, stamped when it was
 * called, when MapLibre's worker had loaded it (or a later one), and when a frame was then drawn with
 * every tile the update reloaded (the `render` event). Positions that changed since the last call
 * are kept.
 */
export function hookSource(sourceId: string) {
  type Feature = { geometry: { coordinates: [number, number] }; properties: { id: string } };
  type Diff = {
    add?: Feature[];
    update?: { id: string | number; newGeometry?: { type: string; coordinates: [number, number] } }[];
  };
  type Source = {
    setData: (data: { features: Feature[] }) => Promise<void>;
    updateData?: (diff: Diff) => Promise<void>;
  };
  type MapLike = {
    getSource: (id: string) => Source | undefined;
    isSourceLoaded: (id: string) => boolean;
    // biome-ignore lint/suspicious/noExplicitAny: MapLibre's event objects, read loosely.
    on: (type: string, fn: (event: any) => void) => void;
  };
  const w = window as unknown as {
    __benchMap: MapLike;
    __bench: {
      generations: { set: number; loaded?: number; drawn?: number }[];
      clusterGenerations: { set: number; loaded?: number; drawn?: number }[];
      moves: [number, string, number, number][];
    };
    __benchHooked?: boolean;
  };
  if (w.__benchHooked) return;
  w.__benchHooked = true;
  const map = w.__benchMap;
  const now = () => performance.timeOrigin + performance.now();
  // Since issue 31 the points a cluster stands for are drawn by the clusters source alone: its
  // updates are generations of their own (which devices they moved is not in them).
  const hook = (
    sourceId: string,
    generations: { set: number; loaded?: number; drawn?: number }[],
    movesKept: boolean,
  ) => {
    const source = map.getSource(sourceId) as Source | undefined;
    if (!source) return;
    const last = new Map<string, [number, number]>();
    const original = source.setData.bind(source);
    source.setData = (data) => {
      const bench = w.__bench;
      const generation = generations.length;
      generations.push({ set: now() });
      if (movesKept)
        for (const feature of data.features) {
          const [lon, lat] = feature.geometry.coordinates;
          const id = feature.properties.id;
          const before = last.get(id);
          if (!before || before[0] !== lon || before[1] !== lat) {
            if (before) bench.moves.push([generation, id, lat, lon]);
            last.set(id, [lon, lat]);
          }
        }
      return original(data);
    };
    // A diff (issue 31): the moved points alone, each with its new geometry.
    const originalUpdate = source.updateData?.bind(source);
    if (originalUpdate)
      source.updateData = (diff) => {
        const bench = w.__bench;
        const generation = generations.length;
        generations.push({ set: now() });
        const note = (id: string, lon: number, lat: number) => {
          const before = last.get(id);
          if (!before || before[0] !== lon || before[1] !== lat) {
            if (before) bench.moves.push([generation, id, lat, lon]);
            last.set(id, [lon, lat]);
          }
        };
        if (movesKept)
          for (const feature of diff.add ?? [])
            note(feature.properties.id, feature.geometry.coordinates[0], feature.geometry.coordinates[1]);
        if (movesKept)
          for (const update of diff.update ?? [])
            if (update.newGeometry?.type === 'Point')
              note(String(update.id), update.newGeometry.coordinates[0], update.newGeometry.coordinates[1]);
        return originalUpdate(diff);
      };
    // The source's worker queue keeps only the latest data waiting: an update that starts loading
    // (`dataloading`) carries the latest generation, and its `content` event (loaded, tiles reloading)
    // covers every generation up to it. Not setData's promise: it only settles once the queue is idle.
    const sending: number[] = [];
    let loadedUpTo = -1;
    // The tiles each loaded update set reloading (an updateData diff reloads only the tiles it touches;
    // MapLibre's tile manager marks them before the map's own `sourcedata` listeners run).
    type Tile = { hasData: () => boolean; state?: string; __benchAt?: number };
    const waiting: { upTo: number; at: number; tiles: Tile[] }[] = [];
    const tiles = () =>
      (
        map as unknown as {
          style?: { tileManagers?: Record<string, { _inViewTiles?: { getAllTiles: () => Tile[] } }> };
        }
      ).style?.tileManagers?.[sourceId]?._inViewTiles?.getAllTiles();
    map.on('dataloading', (event: { sourceId?: string; tile?: unknown }) => {
      // A tile's own loading fires it too (with the tile): only the source's data counts here.
      if (event.sourceId === sourceId && !event.tile) sending.push(generations.length - 1);
    });
    map.on('sourcedata', (event: { sourceId?: string; sourceDataType?: string }) => {
      if (event.sourceId !== sourceId || event.sourceDataType !== 'content') return;
      const upTo = sending.shift();
      if (upTo === undefined) return;
      const at = now();
      for (let generation = loadedUpTo + 1; generation <= upTo; generation += 1) {
        const entry = generations[generation];
        if (entry) entry.loaded = at;
      }
      loadedUpTo = Math.max(loadedUpTo, upTo);
      const reloading = (tiles() ?? []).filter((tile) =>
        ['reloading', 'expired', 'loading'].includes(tile.state ?? ''),
      );
      waiting.push({ upTo: loadedUpTo, at, tiles: reloading });
    });
    // Positions as they are now, so the first hooked call only reports real moves.
    const data = (
      source as unknown as {
        _data?: { geojson?: { features?: Feature[] }; updateable?: Map<unknown, Feature> };
      }
    )._data;
    const current = data?.geojson?.features ?? [...(data?.updateable?.values() ?? [])];
    for (const feature of current ?? [])
      last.set(feature.properties.id, [feature.geometry.coordinates[0], feature.geometry.coordinates[1]]);
    // Tile data that arrives after a generation's `content` event was cut from that generation or a
    // later one (the worker answers in order). Drawn: the first frame in which every tile in view that
    // this update set reloading got its data after the content event (MapLibre keeps drawing a
    // reloading tile's last data, so a marker moves even while other reloads are still running; a
    // tile out of view since needs nothing).
    map.on('sourcedata', (event: { sourceId?: string; tile?: Tile }) => {
      if (event.sourceId === sourceId && event.tile) event.tile.__benchAt = now();
    });
    let drawnUpTo = -1;
    map.on('render', () => {
      const inView = new Set(tiles() ?? []);
      let upTo = -1;
      while (waiting.length > 0) {
        const next = waiting[0] as (typeof waiting)[number];
        const done = next.tiles.every((tile) => !inView.has(tile) || (tile.__benchAt ?? 0) >= next.at);
        if (!done) break;
        upTo = next.upTo;
        waiting.shift();
      }
      if (upTo <= drawnUpTo) return;
      const at = now();
      for (let generation = drawnUpTo + 1; generation <= upTo; generation += 1) {
        const entry = generations[generation];
        if (entry) entry.drawn = at;
      }
      drawnUpTo = upTo;
    });
  };
  hook(sourceId, w.__bench.generations, true);
  hook(sourceId.replace(/-source$/, '-clusters-source'), w.__bench.clusterGenerations, false);
}
