import { createTheme, type Theme } from '@mui/material/styles';
import { fontFamily, primaryShades } from './theme-variables.ts';
import type { ThemeMode } from './ui-store.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec 9 breakpoints. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 2048 } as const;

/** MUI's theme, for what loads later (components/mui-theme.tsx); the first screen reads CSS variables. */
export function createAppTheme(mode: ThemeMode, primary: string, secondary: string): Theme {
  return createTheme({
    breakpoints: { values: breakpoints },
    palette: {
      mode,
      // The brand colours are dark blues: lightened on a dark background (theme-variables.ts).
      primary: primaryShades(mode, primary),
      secondary: primaryShades(mode, secondary),
      ...(mode === 'light' ? { background: { default: '#f6f7f9' } } : {}),
    },
    typography: { fontFamily },
    shape: { borderRadius: 8 },
  });
}
