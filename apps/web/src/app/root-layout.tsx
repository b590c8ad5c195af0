import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyThemed, loadMuiTheme } from '../components/lazy-themed.tsx';
import { loadChunk } from '../lib/chunk.ts';
import { mobileMaxWidth, useUiStore } from '../lib/ui-store.ts';
import { useViewportBelow } from '../lib/viewport.ts';
import { afterFirstScreen } from '../lib/when-idle.ts';

// The snackbar (MUI's Snackbar, with MUI itself) loads with the first message, or once the page is
// idle after its first screen, not with it (issue 31: the first screen without MUI). The page is
// idle already while the first screen waits for its data: fetched then, MUI's code would compete
// with the list's, so the prefetch waits this long first.
const importSnackbar = () => loadChunk(() => import('./shell/snackbar-host.tsx'));
const SnackbarHost = lazyThemed(() => importSnackbar().then((m) => m.SnackbarHost));

/** Wraps every route, public or not: keeps isMobile in step and hosts the snackbar. */
export function RootLayout() {
  const isMobile = useViewportBelow(mobileMaxWidth);
  const setIsMobile = useUiStore((state) => state.setIsMobile);
  useEffect(() => setIsMobile(isMobile), [isMobile, setIsMobile]);
  const open = useUiStore((state) => state.snackbar.open);
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  useEffect(
    () => afterFirstScreen(() => void Promise.all([importSnackbar(), loadMuiTheme()]).catch(() => {})),
    [],
  );
  return (
    <>
      <Outlet />
      {shown ? (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      ) : null}
    </>
  );
}
