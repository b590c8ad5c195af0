import { createTheme, type Theme } from '@mui/material/styles';
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
      primary: { main: primary },
      secondary: { main: secondary },
      ...(mode === 'light' ? { background: { default: '#f6f7f9' } } : {}),
    },
    typography: { fontFamily },
    shape: { borderRadius: 8 },
  });
}
