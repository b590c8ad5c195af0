import type { ReactNode } from 'react';
import { useUiStore } from '../lib/ui-store.ts';

/** The snackbar's message and severity as plain text (the shell's SnackbarHost shows them in the app). */
export function SnackbarProbe() {
  const snackbar = useUiStore((state) => state.snackbar);
  return snackbar.open ? (
    <output data-severity={snackbar.severity ?? 'info'} aria-label="Snackbar">
      {snackbar.message}
    </output>
  ) : null;
}

/** `element` with the snackbar probe after it, for a screen whose messages a test reads. */
export function withSnackbar(element: ReactNode) {
  return (
    <>
      {element}
      <SnackbarProbe />
    </>
  );
}
