import { type RefObject, useEffect, useState } from 'react';

/** The element's content width in px as it resizes; null until measured or where it cannot be. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, enabled = true): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      // Whole pixels, so sub-pixel jitter does not re-render the list.
      if (next !== undefined)
        setWidth((current) => (current === Math.floor(next) ? current : Math.floor(next)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}
