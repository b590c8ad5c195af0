import type { DashboardBench } from './setup.ts';

/** A figure the browser measured, printed under the API figures. */
export type BrowserFigure = { label: string; value: string };

/**
 * HOOK for the web side: "time to all widgets drawn" in Chromium (/usr/bin/chromium) for the
 * dashboard of `bench` (open `${bench.url}/dashboard/${bench.dashboardId}` signed in with
 * `bench.token`, and `${bench.url}/share/dashboard/${bench.shareToken}` signed out), measured
 * from navigation until every widget reports drawn. Needs a built web app (WEB_DIST) served by
 * the bench's server. Answers null while not implemented; bench/dashboard.ts prints that.
 */
export async function measureBrowser(_bench: DashboardBench): Promise<BrowserFigure[] | null> {
  return null;
}
