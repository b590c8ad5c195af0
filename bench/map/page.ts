/**
 * What `bench/map.ts` runs inside the page (each function is serialised by playwright, so it must
 * not use anything outside itself). Nothing here changes the product: it reads the page from the
 * outside (requestAnimationFrame, a WebSocket wrapper, the MapLibre map found through React's
 * fibers) and wraps the devices source's `setData` on that map instance.
 */

/** Page-side state the bench reads back (on `window.__bench`). */
export type PageBench = {
  /** requestAnimationFrame timestamps while recording. */
  frames: number[];
  recording: boolean;
  /** Live device messages with a position, while `ws` is on: [arrival ms (epoch), deviceId, lat, lon]. */
  ws: [number, string, number, number][];
  wsOn: boolean;
  /** One entry per setData on the devices source while hooked. */
  generations: { set: number; loaded?: number; drawn?: number }[];
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
  const source = w.__benchMap?.getSource(sourceId) as
    | { _data?: { geojson?: { features?: unknown[] } } }
    | undefined;
  if (!source) return -1;
  return source._data?.geojson?.features?.length ?? -1;
}

/**
 * Wraps the devices source's setData: each call is a generation, stamped when it was called, when
 * MapLibre's worker had loaded it (or a later one), and when a frame was then drawn with the source's
 * tiles all loaded (the `render` event). Positions that changed since the last call are kept.
 */
export function hookSource(sourceId: string) {
  type Feature = { geometry: { coordinates: [number, number] }; properties: { id: string } };
  type Source = { setData: (data: { features: Feature[] }) => Promise<void> };
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
      moves: [number, string, number, number][];
    };
    __benchHooked?: boolean;
  };
  if (w.__benchHooked) return;
  w.__benchHooked = true;
  const map = w.__benchMap;
  const source = map.getSource(sourceId) as Source;
  const now = () => performance.timeOrigin + performance.now();
  const last = new Map<string, [number, number]>();
  const original = source.setData.bind(source);
  source.setData = (data) => {
    const bench = w.__bench;
    const generation = bench.generations.length;
    bench.generations.push({ set: now() });
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
  // The source's worker queue keeps only the latest data waiting: an update that starts loading
  // (`dataloading`) carries the latest generation, and its `content` event (loaded, tiles reloading)
  // covers every generation up to it. Not setData's promise: it only settles once the queue is idle.
  const sending: number[] = [];
  let loadedUpTo = -1;
  map.on('dataloading', (event: { sourceId?: string; tile?: unknown }) => {
    // A tile's own loading fires it too (with the tile): only the source's data counts here.
    if (event.sourceId === sourceId && !event.tile) sending.push(w.__bench.generations.length - 1);
  });
  map.on('sourcedata', (event: { sourceId?: string; sourceDataType?: string }) => {
    if (event.sourceId !== sourceId || event.sourceDataType !== 'content') return;
    const upTo = sending.shift();
    if (upTo === undefined) return;
    const at = now();
    for (let generation = loadedUpTo + 1; generation <= upTo; generation += 1) {
      const entry = w.__bench.generations[generation];
      if (entry) entry.loaded = at;
    }
    loadedUpTo = Math.max(loadedUpTo, upTo);
  });
  // Positions as they are now, so the first hooked call only reports real moves.
  const current = (source as unknown as { _data?: { geojson?: { features?: Feature[] } } })._data?.geojson
    ?.features;
  for (const feature of current ?? [])
    last.set(feature.properties.id, [feature.geometry.coordinates[0], feature.geometry.coordinates[1]]);
  // Tile data that arrives after a generation's `content` event was cut from that generation or a
  // later one (the worker answers in order). Drawn: the first frame in which every tile in view that
  // has data got it after the generation's content event (MapLibre keeps drawing a reloading tile's
  // last data, so a marker moves even while other reloads are still running).
  type Tile = { hasData: () => boolean; __benchAt?: number };
  const tiles = () =>
    (
      map as unknown as {
        style?: { tileManagers?: Record<string, { _inViewTiles?: { getAllTiles: () => Tile[] } }> };
      }
    ).style?.tileManagers?.[sourceId]?._inViewTiles?.getAllTiles();
  map.on('sourcedata', (event: { sourceId?: string; tile?: Tile }) => {
    if (event.sourceId === sourceId && event.tile) event.tile.__benchAt = now();
  });
  let drawnUpTo = -1;
  map.on('render', () => {
    const inView = tiles()?.filter((tile) => tile.hasData());
    let upTo = -1;
    if (inView) {
      // Oldest tile data in view: every generation loaded (content event) before it is drawn.
      const oldest = Math.min(...inView.map((tile) => tile.__benchAt ?? 0));
      const generations = w.__bench.generations;
      for (let g = drawnUpTo + 1; g <= loadedUpTo; g += 1)
        if ((generations[g]?.loaded ?? Number.POSITIVE_INFINITY) <= oldest) upTo = g;
    } else if (map.isSourceLoaded(sourceId)) {
      upTo = loadedUpTo;
    }
    if (upTo <= drawnUpTo) return;
    const at = now();
    for (let generation = drawnUpTo + 1; generation <= upTo; generation += 1) {
      const entry = w.__bench.generations[generation];
      if (entry) entry.drawn = at;
    }
    drawnUpTo = upTo;
  });
}
