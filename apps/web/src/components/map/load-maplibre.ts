// MapLibre is its own chunk, loaded only by screens that show a map. Its worker is a separate
// file: Vite emits it as an asset and MapLibre is told where it is.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

type MapLibre = typeof import('maplibre-gl');

let loading: Promise<MapLibre> | null = null;

/** The MapLibre module, loaded once. */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= import('maplibre-gl').then((module) => {
    module.setWorkerUrl(new URL(workerUrl, window.location.href).href);
    return module;
  });
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
