import type { Map as MapInstance } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';

export type { MapInstance };

/** The MapLibre map of the enclosing MapView, from React context. */
export function useMapInstance(): MapInstance | null {
  const { current } = useMap();
  return current ? current.getMap() : null;
}

/** True once the map's style document is read (its sprite, glyphs and tiles may still be loading). */
export const styleLoaded = (map: MapInstance) =>
  Boolean((map as unknown as { style?: { _loaded?: boolean } }).style?._loaded);

/** The map's current style object: a new one after setStyle, which drops every added layer. */
const currentStyle = (map: MapInstance): unknown => (map as unknown as { style?: unknown }).style;

/**
 * Runs `add` on the map once its style is loaded (sources and layers cannot be added before),
 * and the cleanup it returns on unmount. Layers are components: each adds what it draws here.
 * When the style is replaced (a fallback after the basemap failed, a theme's style), the new
 * style has none of the layers: the cleanup of the old ones runs and `add` runs again on it.
 */
export function useMapSetup(add: (map: MapInstance) => () => void, deps: readonly unknown[]): void {
  const map = useMapInstance();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `add` depends on.
  useEffect(() => {
    if (!map) return;
    let cleanup: (() => void) | null = null;
    let addedTo: unknown = null;
    const run = () => {
      const style = currentStyle(map);
      if (!styleLoaded(map) || style === addedTo) return;
      // Set first: adding a layer may announce the style's change while `add` runs.
      addedTo = style;
      cleanup?.();
      cleanup = add(map);
    };
    map.on('styledata', run);
    run();
    return () => {
      map.off('styledata', run);
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
