import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useConfig } from '../lib/config.ts';
import { createAppTheme } from '../lib/theme.ts';
import { themeVariablesCss } from '../lib/theme-variables.ts';
import { useUiStore } from '../lib/ui-store.ts';

/** The MUI theme follows the stored light/dark mode and the configured colours. */
export function Themed({ children }: { children: ReactNode }) {
  const { primaryColour, secondaryColour } = useConfig();
  const mode = useUiStore((state) => state.themeMode);
  const theme = useMemo(
    () => createAppTheme(mode, primaryColour, secondaryColour),
    [mode, primaryColour, secondaryColour],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* The theme as CSS variables for the plain, CSS-module-styled list (issue 31 item 1). */}
      <style>{themeVariablesCss(theme)}</style>
      {children}
    </ThemeProvider>
  );
}
