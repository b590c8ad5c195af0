// MapLibre is its own chunk, loaded only by screens that show a map, with the pmtiles protocol
// (the operator's own basemap). Its worker is a separate file: Vite emits it as an asset and
// MapLibre is told where it is.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

type MapLibre = typeof import('maplibre-gl');

let loading: Promise<MapLibre> | null = null;

/** The MapLibre module, loaded once. */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([import('maplibre-gl'), import('./pmtiles-protocol.ts')]).then(
    ([module, { registerPmtilesProtocol }]) => {
      module.setWorkerUrl(new URL(workerUrl, window.location.href).href);
      registerPmtilesProtocol(module);
      return module;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** True when the browser can draw a MapLibre map (WebGL). */
export function canDrawMaps(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
