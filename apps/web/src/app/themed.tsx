import type { ReactNode } from 'react';
import { useConfig } from '../lib/config.ts';
import { themeVariablesCss } from '../lib/theme-variables.ts';
import { useUiStore } from '../lib/ui-store.ts';
import './baseline.css';

/**
 * The theme follows the stored light/dark mode and the configured colours, as CSS variables at
 * the root that the first screen's stylesheets read (issue 31): no MUI here. What renders MUI's
 * components loads later inside components/mui-theme.tsx's provider, built from the same values.
 */
export function Themed({ children }: { children: ReactNode }) {
  const { primaryColour } = useConfig();
  const mode = useUiStore((state) => state.themeMode);
  return (
    <>
      <style>{themeVariablesCss(mode, primaryColour)}</style>
      {children}
    </>
  );
}
