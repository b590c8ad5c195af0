import { createTheme, lighten, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './ui-store.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec 9 breakpoints. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 2048 } as const;

export const fontFamily = ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'].join(
  ',',
);

export function createAppTheme(mode: ThemeMode, primary: string, secondary: string): Theme {
  return createTheme({
    breakpoints: { values: breakpoints },
    palette: {
      mode,
      // The brand colours are dark blues: on a dark background, text and outlines in them need
      // lightening to stay readable (WCAG contrast); filled surfaces keep the brand's own shade.
      primary: mode === 'dark' ? { main: lighten(primary, 0.45), dark: primary } : { main: primary },
      secondary: mode === 'dark' ? { main: lighten(secondary, 0.45), dark: secondary } : { main: secondary },
      ...(mode === 'light' ? { background: { default: '#f6f7f9' } } : {}),
    },
    typography: { fontFamily },
    shape: { borderRadius: 8 },
  });
}
