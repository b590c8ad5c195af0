import { useCallback, useEffect, useRef } from 'react';
import { useUiStore } from '../../lib/ui-store.ts';

/**
 * The fullscreen mode of a wall screen (spec 3 isFullscreen): the dashboard alone on the page
 * and, where the browser allows, on the whole screen. Escape leaves it; so does the browser's
 * own exit.
 */
export function useFullscreen() {
  const isFullscreen = useUiStore((state) => state.isFullscreen);
  const setFullscreen = useUiStore((state) => state.setFullscreen);
  const native = useRef(false);

  const leave = useCallback(() => {
    setFullscreen(false);
    if (native.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    native.current = false;
  }, [setFullscreen]);

  const enter = useCallback(() => {
    setFullscreen(true);
    const request = document.documentElement.requestFullscreen?.bind(document.documentElement);
    if (request)
      void request()
        .then(() => {
          native.current = true;
        })
        .catch(() => undefined);
  }, [setFullscreen]);

  useEffect(() => {
    if (!isFullscreen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"]')) leave();
    };
    const handleChange = () => {
      if (native.current && !document.fullscreenElement) {
        native.current = false;
        setFullscreen(false);
      }
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('fullscreenchange', handleChange);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('fullscreenchange', handleChange);
    };
  }, [isFullscreen, leave, setFullscreen]);

  // Leaving the page leaves fullscreen.
  useEffect(() => leave, [leave]);

  return { isFullscreen, enter, leave };
}
