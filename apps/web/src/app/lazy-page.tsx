import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { loadChunk } from '../lib/chunk.ts';

export function PageFallback() {
  const { t } = useTranslation();
  return <PageSpinner label={t('app.loadingPage')} />;
}

export type PageKind = 'page' | 'dashboard';

/**
 * A route whose screen is its own chunk, loaded on demand (with the spec's 120 s chunk
 * timeout); while it loads, a spinner or, for dashboard-like screens, the loading screen.
 */
export function lazyPage<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
  kind: PageKind = 'page',
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: pick(await loadChunk(importer)) }),
    HydrateFallback: kind === 'dashboard' ? LoadingScreen : PageFallback,
  };
}
