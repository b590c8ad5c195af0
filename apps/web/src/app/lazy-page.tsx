import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { loadMuiTheme, withMuiTheme } from '../components/lazy-themed.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { loadChunk } from '../lib/chunk.ts';
import { loadSections } from '../lib/i18n/i18n.ts';
import type { SectionName } from '../lib/i18n/sections.ts';

export function PageFallback() {
  const { t } = useTranslation();
  return <PageSpinner label={t('app.loadingPage')} />;
}

export type PageKind = 'page' | 'dashboard';

/** 'mui': the screen renders MUI's components, inside its theme, loaded with it; 'plain': it does not. */
export type PageStyling = 'mui' | 'plain';

/**
 * A route whose screen is its own chunk, loaded on demand (with the spec's 120 s chunk
 * timeout) together with the catalogue sections it uses (lib/i18n/sections.ts), so it never
 * renders a key, and with MUI's theme unless it is plain (issue 31: the device list loads no MUI);
 * while it loads, a spinner or, for dashboard-like screens, the loading screen.
 */
export function lazyPage<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
  kind: PageKind = 'page',
  sections: readonly SectionName[] = [],
  styling: PageStyling = 'mui',
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => {
      const [module, theme] = await Promise.all([
        loadChunk(importer),
        styling === 'mui' ? loadMuiTheme() : null,
        loadSections(sections),
      ]);
      const Page = pick(module);
      return { Component: theme ? withMuiTheme(Page, theme) : Page };
    },
    HydrateFallback: kind === 'dashboard' ? LoadingScreen : PageFallback,
  };
}
