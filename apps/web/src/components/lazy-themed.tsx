import { type ComponentType, lazy } from 'react';
import { loadChunk } from '../lib/chunk.ts';

/** MUI and its theme provider, fetched with the first component that needs them. */
export const loadMuiTheme = () => loadChunk(() => import('./mui-theme.tsx'));

/**
 * Wraps a component loaded on demand in MUI's theme, loaded alongside (issue 31: MUI off the
 * first screen). The root holds no MUI ThemeProvider, so every lazily loaded piece that renders
 * MUI's components (a menu, a dialog, the snackbar, a screen) comes through here or lazyPage.
 */
export function withMuiTheme<P extends object>(
  Component: ComponentType<P>,
  theme: typeof import('./mui-theme.tsx'),
) {
  const { MuiTheme } = theme;
  return function Themed(props: P) {
    return (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  };
}

/** React.lazy for a component that renders MUI: its chunk and MUI's theme load together. */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, theme] = await Promise.all([load(), loadMuiTheme()]);
    return { default: withMuiTheme(Component, theme) };
  });
}
