/** Spec 2 "Page shell" and "Side navigation" constants and path rules. */
export const sidebarWidth = 250;
export const sidebarCollapsedWidth = 80;
export const sidebarTransitionMs = 300;
/** The sidebar is hidden under 768 px; the top bar's toggle then opens a menu. */
export const sidebarMinViewport = 768;

/** Any path containing 'share' is a public share view: no top bar, no sidebar. */
export function isSharePath(pathname: string): boolean {
  return pathname.includes('share');
}

/** A path containing 'dashboard/' gets a full-width content area with no padding. */
export function isFullWidthPath(pathname: string): boolean {
  return pathname.includes('dashboard/');
}

/** Screens whose loading placeholder is the dashboard-like loading screen (map and cards). */
export function isDashboardLikePath(pathname: string): boolean {
  return (
    pathname === '/' ||
    /^\/(device|dashboard|asset)\/[^/]+$/.test(pathname) ||
    pathname === '/device' ||
    isSharePath(pathname)
  );
}

export function contentMaxWidth(sidebarHidden: boolean, collapsed: boolean): string {
  if (sidebarHidden) return '100vw';
  return collapsed ? `calc(100vw - ${sidebarCollapsedWidth}px)` : 'calc(100vw - 260px)';
}
