import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { loadChunk } from '../lib/chunk.ts';
import { mobileMaxWidth, useUiStore } from '../lib/ui-store.ts';
import { useViewportBelow } from '../lib/viewport.ts';
import { whenIdle } from '../lib/when-idle.ts';

// The snackbar (MUI's Snackbar) loads with the first message, or once the page is idle, not with
// the first screen (issue 31: the first screen without MUI).
const importSnackbar = () => loadChunk(() => import('./shell/snackbar-host.tsx'));
const SnackbarHost = lazy(() => importSnackbar().then((m) => ({ default: m.SnackbarHost })));

/** Wraps every route, public or not: keeps isMobile in step and hosts the snackbar. */
export function RootLayout() {
  const isMobile = useViewportBelow(mobileMaxWidth);
  const setIsMobile = useUiStore((state) => state.setIsMobile);
  useEffect(() => setIsMobile(isMobile), [isMobile, setIsMobile]);
  const open = useUiStore((state) => state.snackbar.open);
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  useEffect(() => whenIdle(() => void importSnackbar().catch(() => {}), 5000), []);
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
