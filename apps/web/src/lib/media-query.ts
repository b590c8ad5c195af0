import { useSyncExternalStore } from 'react';

const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches, following changes: MUI's useMediaQuery without MUI, for
 * the plain first screen (issue 31). False where matchMedia is missing.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => supported() && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below MUI's sm breakpoint (600 px), as its `theme.breakpoints.down('sm')` writes it. */
export const belowSm = '(max-width:599.95px)';
