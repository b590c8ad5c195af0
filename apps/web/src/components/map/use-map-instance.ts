import type { Map as MapInstance } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';

export type { MapInstance };

/** The MapLibre map of the enclosing MapView, from React context. */
export function useMapInstance(): MapInstance | null {
  const { current } = useMap();
  return current ? current.getMap() : null;
}

const styleLoaded = (map: MapInstance) =>
  Boolean((map as unknown as { style?: { _loaded?: boolean } }).style?._loaded);

/**
 * Runs `add` on the map once its style is loaded (sources and layers cannot be added before),
 * and the cleanup it returns on unmount. Layers are components: each adds what it draws here.
 */
export function useMapSetup(add: (map: MapInstance) => () => void, deps: readonly unknown[]): void {
  const map = useMapInstance();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `add` depends on.
  useEffect(() => {
    if (!map) return;
    let cleanup: (() => void) | null = null;
    const run = () => {
      if (cleanup || !styleLoaded(map)) return false;
      cleanup = add(map);
      return true;
    };
    const onStyle = () => {
      if (run()) map.off('styledata', onStyle);
    };
    if (!run()) map.on('styledata', onStyle);
    return () => {
      map.off('styledata', onStyle);
      cleanup?.();
    };
  }, [map, ...deps]);
}

/** Removes layers and sources that may already be gone (the map removed first, or a style swap). */
export function removeFromMap(map: MapInstance, layerIds: string[], sourceIds: string[]): void {
  try {
    if (!styleLoaded(map)) return;
    for (const id of layerIds) if (map.getLayer(id)) map.removeLayer(id);
    for (const id of sourceIds) if (map.getSource(id)) map.removeSource(id);
  } catch {
    // The map is being destroyed: nothing left to clean.
  }
}
