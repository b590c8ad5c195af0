import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True while the viewport is narrower than `width` pixels; follows resizes. */
export function useViewportBelow(width: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < width,
    () => false,
  );
}
