import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useConfig } from '../lib/config.ts';
import { createAppTheme } from '../lib/theme.ts';
import { useUiStore } from '../lib/ui-store.ts';

/**
 * MUI's theme for what renders MUI's components: loaded with them (lazy-themed.tsx), never with
 * the first screen (issue 31). It follows the stored light/dark mode and the configured colours,
 * as the root's CSS variables do (lib/theme-variables.ts); the global rules (CssBaseline's) are
 * the root's stylesheet (app/baseline.css).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const { primaryColour, secondaryColour } = useConfig();
  const mode = useUiStore((state) => state.themeMode);
  const theme = useMemo(
    () => createAppTheme(mode, primaryColour, secondaryColour),
    [mode, primaryColour, secondaryColour],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
