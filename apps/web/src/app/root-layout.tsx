import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { mobileMaxWidth, useUiStore } from '../lib/ui-store.ts';
import { useViewportBelow } from '../lib/viewport.ts';
import { SnackbarHost } from './shell/snackbar-host.tsx';

/** Wraps every route, public or not: keeps isMobile in step and hosts the snackbar. */
export function RootLayout() {
  const isMobile = useViewportBelow(mobileMaxWidth);
  const setIsMobile = useUiStore((state) => state.setIsMobile);
  useEffect(() => setIsMobile(isMobile), [isMobile, setIsMobile]);
  return (
    <>
      <Outlet />
      <SnackbarHost />
    </>
  );
}
